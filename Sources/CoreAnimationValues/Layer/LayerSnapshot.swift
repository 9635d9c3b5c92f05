import Foundation

/// One changed layer as a commit carries it: its model values and its children by id.
///
/// An immutable value; made on the committing thread, read on the render thread.
package struct LayerSnapshot: Sendable {
    package var id: LayerID
    /// The model values: the model layer's own (shared until it changes
    /// them), which the render tree then keeps as they are.
    package var values: SharedLayerValues
    /// `values`' contents, copied.
    package var properties: LayerProperties { values.value }
    package var sublayers: [LayerID]
    package var mask: LayerID?
    /// The layer's whole animation list when it changed in this commit (the
    /// model layer's own, shared); nil when unchanged.
    package var animations: CommittedAnimations?

    package init(id: LayerID, values: SharedLayerValues, sublayers: [LayerID], mask: LayerID?,
                 animations: CommittedAnimations?) {
        self.id = id
        self.values = values
        self.sublayers = sublayers
        self.mask = mask
        self.animations = animations
    }

    /// A snapshot of values that no model layer holds (tests, tools).
    package init(id: LayerID, properties: LayerProperties, sublayers: [LayerID], mask: LayerID?,
                 animations: CommittedAnimations?) {
        self.id = id
        self.values = SharedLayerValues(properties)
        self.sublayers = sublayers
        self.mask = mask
        self.animations = animations
    }
}
