import Foundation

/// Turns the layers a transaction changed into a `LayerCommit` and hands it
/// to every consumer attached: each window's render server, each
/// `CARenderer`, test recorders.
///
/// A consumer attached late has not seen the layers committed before it
/// came. Each attach begins a new generation; a layer carries the
/// generation it was last sent in (`CALayer.commitGeneration`), and a
/// commit also carries, once, the layers under its changed ones that were
/// last sent in an older generation: a subtree built before a window
/// started and added to it later arrives whole. With no consumer attached
/// (tests, tools), commits are still built and counted, and nothing else
/// is needed. Called from any thread at the end of an outermost
/// transaction; its own state is guarded by a lock.
package final class CommitFeed: @unchecked Sendable {
    package static let shared = CommitFeed()

    private let lock = NSLock()
    private var sinks: [WeakCommitSink] = []
    /// Bumped by every attach; 0 while nothing was ever attached.
    private var generation = 0
    private var destroyed: [LayerID] = []
    private var sequence: UInt64 = 0
    /// Hands commits to the sinks one at a time, in sequence order.
    private let delivery = NSCondition()
    /// The last sequence number handed to the sinks (guarded by `delivery`).
    private var delivered: UInt64 = 0

    /// Adds a consumer (a render server, a `CARenderer`'s tree, a test
    /// recorder): it receives every commit from now on, in order, with the
    /// others. Held weakly; `detach` removes it sooner.
    package func attach(_ sink: CommitSink) {
        lock.lock()
        sinks.removeAll { $0.sink == nil || $0.sink === sink }
        sinks.append(WeakCommitSink(sink: sink))
        generation += 1
        lock.unlock()
    }

    /// Removes a consumer; commits after this do not reach it.
    package func detach(_ sink: CommitSink) {
        lock.lock()
        sinks.removeAll { $0.sink == nil || $0.sink === sink }
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
        let generation = lock.withLock { self.generation }
        let commit = LayerTreeLock.shared.withLock { () -> LayerCommit in
            var snapshots = zip(layers, animations).map { layer, records in
                layer.markCommitted()
                layer.commitGeneration = generation
                return LayerSnapshot(
                    id: layer.layerID, values: layer.sharedState,
                    sublayers: layer.sublayerList.map(\.layerID), mask: layer.maskLayer?.layerID,
                    animations: records)
            }
            if generation > 0 { Self.appendUnsentLocked(under: layers, generation: generation, to: &snapshots) }
            lock.lock()
            defer { lock.unlock() }
            sequence += 1
            defer { destroyed = [] }
            return LayerCommit(sequence: sequence, time: now, layers: snapshots, destroyed: destroyed)
        }
        delivery.lock()
        while delivered + 1 != commit.sequence { delivery.wait() }
        lock.lock()
        let sinks = self.sinks.compactMap(\.sink)
        lock.unlock()
        for sink in sinks { sink.receive(commit) }
        delivered = commit.sequence
        delivery.broadcast()
        delivery.unlock()
    }

    /// Appends the layers under `layers` (sublayers and masks, all the way
    /// down) last sent before `generation`, as last committed, with their
    /// animations. Caller holds `LayerTreeLock`.
    private static func appendUnsentLocked(under layers: [CALayer], generation: Int,
                                           to snapshots: inout [LayerSnapshot]) {
        var pending: [CALayer] = []
        for layer in layers {
            pending.append(contentsOf: layer.sublayerList)
            if let mask = layer.maskLayer { pending.append(mask) }
        }
        while let layer = pending.popLast() {
            guard layer.commitGeneration < generation else { continue }
            layer.commitGeneration = generation
            if !layer.isCommitted { layer.markCommitted() }
            snapshots.append(LayerSnapshot(
                id: layer.layerID, values: layer.sharedCommittedState ?? layer.sharedState,
                sublayers: layer.sublayerList.map(\.layerID), mask: layer.maskLayer?.layerID,
                animations: layer.resolvedAnimationsLocked()))
            pending.append(contentsOf: layer.sublayerList)
            if let mask = layer.maskLayer { pending.append(mask) }
        }
    }
}

/// A consumer of commits, held without keeping it alive.
private struct WeakCommitSink {
    weak var sink: CommitSink?
}
