import Foundation

/// An animation of one layer property named by a key path, as Apple's `CAPropertyAnimation`.
///
/// Thread rules as `CAAnimation`.
open class CAPropertyAnimation: CAAnimation {
    // The flags first: they share a word with CAAnimation's last one.

    /// Whether the animated value is added to the model value instead of replacing it.
    open var isAdditive = false
    /// Whether each repeat builds on the end value of the previous one.
    open var isCumulative = false
    /// The animated key path, e.g. "position" or "transform.rotation.z".
    open var keyPath: String?

    /// Turns scalar or vector values into a transform (`transform` key paths).
    open var valueFunction: CAValueFunction? {
        get { rare?.valueFunction }
        set { if newValue != nil || rare != nil { rareValues().valueFunction = newValue } }
    }

    /// An animation of the property at `path`; a missing or unknown key path is
    /// refused (reported) when the animation is added.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyAttributes(from other: CAAnimation) {
        super.copyAttributes(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
    }

    open override func value(forKey key: String) -> Any? {
        switch key {
        case "keyPath": return keyPath
        case "additive", "isAdditive": return isAdditive
        case "cumulative", "isCumulative": return isCumulative
        case "valueFunction": return valueFunction
        default: return super.value(forKey: key)
        }
    }

    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "keyPath": keyPath = ValueConversion.string(value)
        case "additive", "isAdditive": isAdditive = ValueConversion.bool(value) ?? false
        case "cumulative", "isCumulative": isCumulative = ValueConversion.bool(value) ?? false
        case "valueFunction": valueFunction = value as? CAValueFunction
        default: super.setValue(value, forKey: key)
        }
    }
}
