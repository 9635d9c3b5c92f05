import Foundation

/// One changed layer as a commit carries it: its model values and its children by id.
///
/// An immutable value; made on the committing thread, read on the render thread.
package struct LayerSnapshot: Sendable {
    package var id: LayerID
    package var properties: LayerProperties
    package var sublayers: [LayerID]
    package var mask: LayerID?
    /// The layer's whole animation list when it changed in this commit (the
    /// model layer's own, shared); nil when unchanged.
    package var animations: CommittedAnimations?

    package init(id: LayerID, properties: LayerProperties, sublayers: [LayerID], mask: LayerID?,
                 animations: CommittedAnimations?) {
        self.id = id
        self.properties = properties
        self.sublayers = sublayers
        self.mask = mask
        self.animations = animations
    }
}
