import Foundation

/// A property animation between two values, as Apple's `CABasicAnimation`.
///
/// Which of `fromValue`, `toValue` and `byValue` are set decides the
/// interpolation, following Apple's table; missing ends come from the layer's
/// presentation value (from) or model value (to). Thread rules as `CAAnimation`.
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value, converted to the animated property's kind when the animation is added (a value
    /// that does not fit makes the layer refuse it, reported); nil lets the other values or the layer supply it.
    open var fromValue: Any? {
        get { storedFrom.value }
        set { storedFrom = CompactValue(newValue) }
    }
    /// The end value, converted like `fromValue`; nil lets `byValue` or the layer's model value supply it.
    open var toValue: Any? {
        get { storedTo.value }
        set { storedTo = CompactValue(newValue) }
    }
    // Kept compact (`CompactValue`): 136 bytes a copy instead of
    // 168 (a 144-byte chunk instead of 176), and a layer keeps a copy of
    // each animation added to it.
    private var storedFrom = CompactValue.none
    private var storedTo = CompactValue.none
    /// A relative change: added to the start, or taken back from the end, when the other end is nil.
    open var byValue: Any? {
        get { rare?.byValue }
        set { if newValue != nil || rare != nil { rareValues().byValue = newValue } }
    }

    override func copyAttributes(from other: CAAnimation) {
        super.copyAttributes(from: other)
        guard let other = other as? CABasicAnimation else { return }
        storedFrom = other.storedFrom
        storedTo = other.storedTo
    }

    open override func value(forKey key: String) -> Any? {
        switch key {
        case "fromValue": return fromValue
        case "toValue": return toValue
        case "byValue": return byValue
        default: return super.value(forKey: key)
        }
    }

    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "fromValue": fromValue = value
        case "toValue": toValue = value
        case "byValue": byValue = value
        default: super.setValue(value, forKey: key)
        }
    }
}
