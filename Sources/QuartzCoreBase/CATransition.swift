import Foundation

/// An animation of a layer's whole appearance from its old look to its new one, as Apple's `CATransition`.
///
/// Always stored on the layer under the key "transition". The render server
/// snapshots the old appearance and blends it with the new one by `type` and
/// `subtype` over the progress from `startProgress` to `endProgress`.
/// Thread rules as `CAAnimation`.
open class CATransition: CAAnimation {
    /// How the old and new appearances are blended; `.fade` by default. A type the renderer does not
    /// draw runs as fade (reported when the transition is added).
    open var type: CATransitionType = .fade
    /// The edge the new content enters from, for directional types; nil (or an unknown value) means from the left.
    open var subtype: CATransitionSubtype?
    /// The progress the transition starts at, 0 by default; drawn clamped to 0…1. If either end is
    /// not finite, the transition runs from 0 to 1 (reported).
    open var startProgress: Float = 0
    /// The progress the transition ends at, 1 by default; drawn clamped to 0…1.
    open var endProgress: Float = 1
    /// A filter object for the transition; unused on this platform.
    open var filter: Any?

    override func copyAttributes(from other: CAAnimation) {
        super.copyAttributes(from: other)
        guard let other = other as? CATransition else { return }
        type = other.type
        subtype = other.subtype
        startProgress = other.startProgress
        endProgress = other.endProgress
        filter = other.filter
    }

    open override func value(forKey key: String) -> Any? {
        switch key {
        case "type": return type
        case "subtype": return subtype
        case "startProgress": return startProgress
        case "endProgress": return endProgress
        case "filter": return filter
        default: return super.value(forKey: key)
        }
    }

    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "type":
            type = (value as? CATransitionType) ?? ValueConversion.string(value).map(CATransitionType.init(rawValue:)) ?? .fade
        case "subtype":
            subtype = (value as? CATransitionSubtype) ?? ValueConversion.string(value).map(CATransitionSubtype.init(rawValue:))
        case "startProgress": startProgress = ValueConversion.float(value) ?? 0
        case "endProgress": endProgress = ValueConversion.float(value) ?? 1
        case "filter": filter = value
        default: super.setValue(value, forKey: key)
        }
    }
}
