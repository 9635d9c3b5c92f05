import CoreAnimationValues
import Foundation

/// A render tree fed by every commit, as a window's render server's is:
/// what a `CARenderer` draws from (so that a frame costs what changed, not a
/// snapshot of the whole subtree), and the tests' commit feed.
///
/// Commits are applied as they arrive, on the thread that commits; a reader
/// reads the tree on its own thread. Both hold the lock, and the tree
/// belongs to whoever holds it (`RenderTree.confinement` is adopted).
///
/// - Note: Any thread.
package final class CommittedTree: CommitSink, @unchecked Sendable {
    private let lock = NSLock()
    private let storage = RenderTree()

    package init() {}

    package func receive(_ commit: LayerCommit) {
        lock.withLock {
            storage.confinement.adopt()
            storage.apply(commit)
        }
    }

    /// Runs `body` with the tree, no commit being applied meanwhile.
    package func read<T>(_ body: (RenderTree) throws -> T) rethrows -> T {
        try lock.withLock {
            storage.confinement.adopt()
            return try body(storage)
        }
    }

    /// The tree, now the calling thread's: for a test that commits and
    /// draws on one thread.
    package var tree: RenderTree {
        lock.withLock {
            storage.confinement.adopt()
            return storage
        }
    }
}
