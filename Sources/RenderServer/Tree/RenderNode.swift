import CoreAnimationValues
import Foundation

/// The render server's copy of one layer: its committed values, its children
/// and its animations, paired with the model layer by `LayerID`.
///
/// Owned by the render thread through `RenderTree`; a plain value.
package struct RenderNode: Sendable {
    /// The committed values: the model layer's own, shared (`SharedLayerValues`),
    /// never written here. Read in place as `values.value.x`.
    package var values: SharedLayerValues
    /// The committed values, copied (code off the frame's path, tests).
    package var properties: LayerProperties { values.value }
    package var sublayers: [LayerID]
    package var mask: LayerID?
    /// The layer's animations as committed, in order: the model layer's own
    /// list, the same storage (`CommittedAnimations`; a layer's animations
    /// are most of what it costs in memory).
    package var animations: CommittedAnimations
    /// The layer whose sublayer (or mask) this is, as the latest commit says.
    package var parent: LayerID?

    package init(values: SharedLayerValues, sublayers: [LayerID] = [], mask: LayerID? = nil,
                 animations: CommittedAnimations = .none, parent: LayerID? = nil) {
        self.values = values
        self.sublayers = sublayers
        self.mask = mask
        self.animations = animations
        self.parent = parent
    }

    /// How many animations the layer has.
    package var animationCount: Int { animations.count }

    /// The layer's animations when every one animates a number (what frames
    /// then evaluate); nil otherwise.
    package var numberAnimations: [NumberAnimation]? {
        if case .numbers(let numbers) = animations { return numbers }
        return nil
    }
}
