import Foundation

/// Animations that run together in the group's time space, as Apple's `CAAnimationGroup`.
///
/// Children are timed relative to the group and clipped to its duration; the
/// group's speed, repeat, reversal and fill apply to all of them. Thread rules as `CAAnimation`.
open class CAAnimationGroup: CAAnimation {
    /// The animations run together in the group's time space; copied deeply with the group. A member
    /// whose `duration` is 0 takes the group's (0.25 s when that is 0 too); nil runs nothing.
    open var animations: [CAAnimation]?

    override func copyAttributes(from other: CAAnimation) {
        super.copyAttributes(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.map { $0.copy() as! CAAnimation }
    }

    open override func value(forKey key: String) -> Any? {
        key == "animations" ? animations : super.value(forKey: key)
    }

    open override func setValue(_ value: Any?, forKey key: String) {
        if key == "animations" { animations = value as? [CAAnimation] } else { super.setValue(value, forKey: key) }
    }
}
