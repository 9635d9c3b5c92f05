import Foundation

/// The one recursive lock that guards every layer's model state and the layer tree.
///
/// Any thread may read or change a `CALayer`; each access takes this lock for
/// the moment it touches state, and never while calling out to app code
/// (delegates, actions, overridden methods). `CATransaction.lock()` exposes it,
/// as Apple's does. The render thread never takes it.
package final class LayerTreeLock: @unchecked Sendable {
    package static let shared = LayerTreeLock()

    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    private init() {
        mutex = .allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    package func lock() { pthread_mutex_lock(mutex) }

    /// Unlocks; an unlock by a thread that does not hold the lock (an
    /// unbalanced `CATransaction.unlock()`) is refused by the mutex and reported.
    package func unlock() {
        if pthread_mutex_unlock(mutex) != 0 {
            Diagnostics.report("CATransaction.unlock() without a matching lock() on this thread; ignored")
        }
    }

    @inline(__always)
    package func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
