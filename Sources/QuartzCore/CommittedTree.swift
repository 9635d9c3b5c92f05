import Foundation
import RenderServer

/// The layer tree a `CARenderer` draws: a consumer of every commit, as a
/// window's render server is, so that a frame costs what changed rather
/// than a snapshot of the whole subtree.
///
/// Commits are applied as they arrive, on the thread that commits; the
/// renderer reads the tree on its own thread. Both hold the lock.
final class CommittedTree: CommitSink, @unchecked Sendable {
    private let lock = NSLock()
    private let tree = RenderTree()

    func receive(_ commit: LayerCommit) {
        lock.withLock { tree.apply(commit) }
    }

    /// Runs `body` with the tree, no commit being applied meanwhile.
    func read<T>(_ body: (RenderTree) throws -> T) rethrows -> T {
        try lock.withLock { try body(tree) }
    }
}
