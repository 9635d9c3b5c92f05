import CoreAnimationModel
import Foundation

/// The render server's copy of one layer: its committed values, its children
/// and its animations, paired with the model layer by `LayerID`.
///
/// Owned by the render thread through `RenderTree`; a plain value.
package struct RenderNode: Sendable {
    package var properties: LayerProperties
    package var sublayers: [LayerID]
    package var mask: LayerID?
    package var animations: [AnimationRecord]
    /// The layer whose sublayer (or mask) this is, as the latest commit says.
    package var parent: LayerID?

    package init(properties: LayerProperties, sublayers: [LayerID] = [], mask: LayerID? = nil,
                 animations: [AnimationRecord] = [], parent: LayerID? = nil) {
        self.properties = properties
        self.sublayers = sublayers
        self.mask = mask
        self.animations = animations
        self.parent = parent
    }
}
