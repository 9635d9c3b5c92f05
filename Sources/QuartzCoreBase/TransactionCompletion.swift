import Foundation

/// A `CATransaction` completion block waiting for the animations added under it.
///
/// The block runs on the main thread once its transaction has committed and
/// every animation added while it was current has stopped (finished or been
/// removed), or right after the commit when none was added. Shared between
/// the thread that set it and the main thread; its counters are guarded by
/// `LayerTreeLock`.
final class TransactionCompletion {
    private let block: () -> Void
    private var pending = 0
    private var sealed = false
    private var fired = false

    init(_ block: @escaping () -> Void) {
        self.block = block
    }

    /// An animation added under this completion. Caller holds the lock.
    func enlist() {
        pending += 1
    }

    /// One enlisted animation stopped. Caller holds the lock.
    func animationStopped() {
        pending -= 1
        fireIfDue()
    }

    /// The transaction committed (or the block was replaced). Caller holds the lock.
    func seal() {
        sealed = true
        fireIfDue()
    }

    private func fireIfDue() {
        guard sealed, pending <= 0, !fired else { return }
        fired = true
        let block = self.block
        MainThreadDelivery.enqueue(block)
    }
}
