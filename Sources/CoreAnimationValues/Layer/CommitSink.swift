import Foundation

/// Where committed changes go: the render server implements this.
///
/// `receive(_:)` is called on the committing thread (usually main) and must
/// not block on rendering: a server queues the commit for its own thread.
package protocol CommitSink: AnyObject, Sendable {
    func receive(_ commit: LayerCommit)
}
