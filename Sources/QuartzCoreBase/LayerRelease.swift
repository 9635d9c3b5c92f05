import Foundation

/// Releases the sublayers and masks of layers being deinitialized without
/// nesting one deinit inside another: a chain of thousands of layers would
/// otherwise overflow the stack of whichever thread drops the last reference
/// to its root. The first deinit on a thread drains a list; the deinits that
/// releasing it causes only add to that list.
///
/// - Note: Per thread: each thread drains its own list (a pthread key).
enum LayerRelease {
    /// One thread's list of layers still to release, and whether it is being drained.
    private final class Pending {
        var layers: [CALayer] = []
        var isDraining = false
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            Unmanaged<AnyObject>.fromOpaque(pointer!).release()
        }
        return key
    }()

    private static var current: Pending {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<Pending>.fromOpaque(pointer).takeUnretainedValue()
        }
        let pending = Pending()
        pthread_setspecific(key, Unmanaged.passRetained(pending).toOpaque())
        return pending
    }

    /// Takes over the references to `sublayers` and `mask` of a layer being
    /// deinitialized (leaving both empty) and drops them one at a time.
    ///
    /// - Complexity: O(1) stack depth whatever the depth of the tree.
    static func release(taking sublayers: inout [CALayer], mask: inout CALayer?) {
        let pending = current
        pending.layers.append(contentsOf: sublayers)
        // The list now holds the only references the dying layer had.
        sublayers = []
        if let taken = mask { pending.layers.append(taken) }
        mask = nil
        guard !pending.isDraining else { return }
        pending.isDraining = true
        while !pending.layers.isEmpty {
            // Dropping the last reference runs that layer's deinit, which
            // appends its own sublayers here instead of releasing them.
            pending.layers.removeLast()
        }
        pending.isDraining = false
    }
}
