import Foundation

/// One level of a thread's transaction stack: its values and completion.
///
/// Owned by the `TransactionStack` of one thread; touched under `LayerTreeLock`.
final class TransactionFrame {
    /// True for the frame opened by a change made outside any `begin()`.
    let isImplicit: Bool
    /// Values set with `CATransaction.setValue(_:forKey:)` (duration, curve, disableActions…).
    var values: [String: Any] = [:]
    /// The completion set on this frame, if any.
    var completion: TransactionCompletion?

    init(isImplicit: Bool) {
        self.isImplicit = isImplicit
    }
}
