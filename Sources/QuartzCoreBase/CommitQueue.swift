import Foundation

/// Turns the layers a transaction changed into a `LayerCommit` and hands it to the sink.
///
/// With no sink attached (no render server: tests, tools), commits are still
/// built and counted, and nothing else is needed. Called from any thread at
/// the end of an outermost transaction; its own state is guarded by a lock.
package final class CommitQueue: @unchecked Sendable {
    package static let shared = CommitQueue()

    private let lock = NSLock()
    private var sink: CommitSink?
    private var destroyed: [LayerID] = []
    private var sequence: UInt64 = 0
    /// Hands commits to the sink one at a time, in sequence order.
    private let delivery = NSCondition()
    /// The last sequence number handed to the sink (guarded by `delivery`).
    private var delivered: UInt64 = 0

    /// Attaches the render server (or a test recorder); nil detaches it.
    package func attach(_ sink: CommitSink?) {
        lock.lock()
        self.sink = sink
        lock.unlock()
    }

    /// Called from a model layer's deinit, on whatever thread releases it.
    func layerDestroyed(_ id: LayerID) {
        lock.lock()
        destroyed.append(id)
        lock.unlock()
    }

    /// Snapshots `layers` and sends the commit on.
    ///
    /// The snapshots and the commit's number are taken in one acquisition of
    /// the tree lock, and commits reach the sink in number order: with
    /// transactions committing on several threads at once, a later state
    /// never arrives before an earlier one (the render tree drops a commit
    /// numbered below one it has applied, which lost changes).
    func commit(_ layers: [CALayer]) {
        let now = CACurrentMediaTime()
        for layer in layers { layer.willCommit() }
        let animations = layers.map { $0.prepareForCommit(at: now) }
        let commit = LayerTreeLock.shared.withLock { () -> LayerCommit in
            let snapshots = zip(layers, animations).map { layer, records in
                layer.committedState = layer.state
                return LayerSnapshot(
                    id: layer.layerID, properties: layer.state,
                    sublayers: layer.sublayerList.map(\.layerID), mask: layer.maskLayer?.layerID,
                    animations: records)
            }
            lock.lock()
            defer { lock.unlock() }
            sequence += 1
            defer { destroyed = [] }
            return LayerCommit(sequence: sequence, time: now, layers: snapshots, destroyed: destroyed)
        }
        delivery.lock()
        while delivered + 1 != commit.sequence { delivery.wait() }
        lock.lock()
        let sink = self.sink
        lock.unlock()
        sink?.receive(commit)
        delivered = commit.sequence
        delivery.broadcast()
        delivery.unlock()
    }
}
