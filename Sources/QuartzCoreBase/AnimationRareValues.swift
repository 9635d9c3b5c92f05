import Foundation

/// The settings of an animation that most animations leave unset, kept out
/// of line: a delegate, values stored for keys the classes do not declare,
/// a property animation's value function and a basic animation's by-value.
///
/// A layer keeps a copy of every animation added to it (Apple's `add`
/// copies), so thousands of animated layers keep thousands of these copies;
/// a copy without any of these settings carries one nil reference instead
/// of 64 bytes. Owned by one animation and confined as it is (configured on
/// one thread at a time).
final class AnimationRareValues {
    var delegate: CAAnimationDelegate?
    var extraValues: [String: Any] = [:]
    /// `CAPropertyAnimation.valueFunction`.
    var valueFunction: CAValueFunction?
    /// `CABasicAnimation.byValue`.
    var byValue: Any?
    /// For the copy a layer keeps: transaction completions waiting for it
    /// (`AttachedAnimation.completions`), guarded by `LayerTreeLock`. Never copied.
    var completions: [TransactionCompletion] = []

    /// A copy for another animation, or nil when nothing here is set.
    func copyIfSet() -> AnimationRareValues? {
        guard delegate != nil || !extraValues.isEmpty || valueFunction != nil || byValue != nil else { return nil }
        let copy = AnimationRareValues()
        copy.delegate = delegate
        copy.extraValues = extraValues
        copy.valueFunction = valueFunction
        copy.byValue = byValue
        return copy
    }
}
