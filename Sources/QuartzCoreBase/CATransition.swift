import Foundation

/// An animation of a layer's whole appearance from its old look to its new one, as Apple's `CATransition`.
///
/// Always stored on the layer under the key "transition". The render server
/// snapshots the old appearance and blends it with the new one by `type` and
/// `subtype` over the progress from `startProgress` to `endProgress`.
/// Thread rules as `CAAnimation`.
open class CATransition: CAAnimation {
    open var type: CATransitionType = .fade
    open var subtype: CATransitionSubtype?
    open var startProgress: Float = 0
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
