import CoreAnimationValues
import Foundation

/// The render server's copy of one layer: its committed values, its children
/// and its animations, paired with the model layer by `LayerID`.
///
/// Owned by the render thread through `RenderTree`; a plain value.
package struct RenderNode: Sendable {
    package var properties: LayerProperties
    package var sublayers: [LayerID]
    package var mask: LayerID?
    /// The layer's animations as committed, in order, when not every one
    /// of them animates a number; empty otherwise: `numberAnimations` then
    /// holds them all (a layer's animations are most of what it costs in memory).
    package private(set) var animations: [CommittedAnimation] = []
    /// The layer whose sublayer (or mask) this is, as the latest commit says.
    package var parent: LayerID?
    /// The layer's animations as `NumberAnimation`s, in order, when every
    /// one of them animates a number (frames then evaluate these instead);
    /// nil otherwise. The storage is the model layer's own list (see `CommittedAnimations`).
    package private(set) var numberAnimations: [NumberAnimation]?

    package init(properties: LayerProperties, sublayers: [LayerID] = [], mask: LayerID? = nil,
                 animations: CommittedAnimations = .none, parent: LayerID? = nil) {
        self.properties = properties
        self.sublayers = sublayers
        self.mask = mask
        self.parent = parent
        setAnimations(animations)
    }

    /// How many animations the layer has.
    package var animationCount: Int { numberAnimations?.count ?? animations.count }

    /// Takes the layer's animations from a commit, keeping the list's storage.
    package mutating func setAnimations(_ committed: CommittedAnimations) {
        switch committed {
        case .numbers(let numbers):
            numberAnimations = numbers
            animations = []
        case .mixed(let elements):
            numberAnimations = nil
            animations = elements
        }
    }
}
