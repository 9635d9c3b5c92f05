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
    /// The layer's animations as committed, in order; empty when every one
    /// of them animates a number: `numberAnimations` then holds them all,
    /// with their timing, and the records are not kept (a layer's animations
    /// are most of what it costs in memory; see `setAnimations(_:)`).
    package private(set) var animations: [AnimationRecord] = []
    /// The layer whose sublayer (or mask) this is, as the latest commit says.
    package var parent: LayerID?
    /// The layer's animations as `NumberAnimation`s, in order, when every
    /// one of them animates a number (frames then evaluate these instead);
    /// nil otherwise.
    package private(set) var numberAnimations: [NumberAnimation]?

    package init(properties: LayerProperties, sublayers: [LayerID] = [], mask: LayerID? = nil,
                 animations: [AnimationRecord] = [], parent: LayerID? = nil) {
        self.properties = properties
        self.sublayers = sublayers
        self.mask = mask
        self.parent = parent
        setAnimations(animations)
    }

    /// How many animations the layer has.
    package var animationCount: Int { numberAnimations?.count ?? animations.count }

    /// Takes the layer's animations from a commit: as `NumberAnimation`s
    /// alone when every one animates a number, else as the records.
    package mutating func setAnimations(_ records: [AnimationRecord]) {
        if let numbers = Self.numberAnimations(of: records) {
            numberAnimations = numbers
            animations = []
        } else {
            numberAnimations = nil
            animations = records
        }
    }

    private static func numberAnimations(of records: [AnimationRecord]) -> [NumberAnimation]? {
        var numbers: [NumberAnimation] = []
        numbers.reserveCapacity(records.count)
        for record in records {
            guard let animation = NumberAnimation(record.descriptor) else { return nil }
            numbers.append(animation)
        }
        return numbers
    }
}
