import Foundation

/// A property animation through a sequence of values or along a path, as Apple's `CAKeyframeAnimation`.
///
/// Thread rules as `CAAnimation`.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values; ignored when `path` is set.
    open var values: [Any]?
    /// A path for point properties; each element's end point is a keyframe.
    open var path: CGPath?
    /// Each keyframe's time as a fraction of the duration (0…1, non-decreasing).
    open var keyTimes: [NSNumber]?
    /// One curve per segment between keyframes.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are produced; `.linear` by default. An unknown mode runs as
    /// linear, and the cubic modes fall back to linear or paced for values that cannot be added (both reported).
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Kochanek–Bartels parameters for the cubic modes, one per keyframe.
    open var tensionValues: [NSNumber]?
    /// Kochanek–Bartels continuity per keyframe for the cubic modes; missing or non-finite entries count as 0.
    open var continuityValues: [NSNumber]?
    /// Kochanek–Bartels bias per keyframe for the cubic modes; missing or non-finite entries count as 0.
    open var biasValues: [NSNumber]?
    /// Turns the layer to the path's tangent when set.
    open var rotationMode: CAAnimationRotationMode?

    override func copyAttributes(from other: CAAnimation) {
        super.copyAttributes(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values
        path = other.path?.copy()
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
        tensionValues = other.tensionValues
        continuityValues = other.continuityValues
        biasValues = other.biasValues
        rotationMode = other.rotationMode
    }

    open override func value(forKey key: String) -> Any? {
        switch key {
        case "values": return values
        case "path": return path
        case "keyTimes": return keyTimes
        case "timingFunctions": return timingFunctions
        case "calculationMode": return calculationMode
        case "tensionValues": return tensionValues
        case "continuityValues": return continuityValues
        case "biasValues": return biasValues
        case "rotationMode": return rotationMode
        default: return super.value(forKey: key)
        }
    }

    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "values": values = value as? [Any]
        case "path": path = ValueConversion.path(value)
        case "keyTimes": keyTimes = value as? [NSNumber]
        case "timingFunctions": timingFunctions = value as? [CAMediaTimingFunction]
        case "calculationMode":
            calculationMode = (value as? CAAnimationCalculationMode)
                ?? ValueConversion.string(value).map(CAAnimationCalculationMode.init(rawValue:)) ?? .linear
        case "tensionValues": tensionValues = value as? [NSNumber]
        case "continuityValues": continuityValues = value as? [NSNumber]
        case "biasValues": biasValues = value as? [NSNumber]
        case "rotationMode":
            rotationMode = (value as? CAAnimationRotationMode)
                ?? ValueConversion.string(value).map(CAAnimationRotationMode.init(rawValue:))
        default: super.setValue(value, forKey: key)
        }
    }
}
