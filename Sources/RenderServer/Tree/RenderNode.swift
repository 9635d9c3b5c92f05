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
    package var animations: [AnimationRecord] {
        didSet { numberAnimations = Self.numberAnimations(of: animations) }
    }
    /// The layer whose sublayer (or mask) this is, as the latest commit says.
    package var parent: LayerID?
    /// `animations` as `NumberAnimation`s, in order, when every one of them
    /// animates a number (frames then evaluate these instead); nil otherwise.
    package private(set) var numberAnimations: [NumberAnimation]?

    package init(properties: LayerProperties, sublayers: [LayerID] = [], mask: LayerID? = nil,
                 animations: [AnimationRecord] = [], parent: LayerID? = nil) {
        self.properties = properties
        self.sublayers = sublayers
        self.mask = mask
        self.animations = animations
        self.parent = parent
        numberAnimations = Self.numberAnimations(of: animations)
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
