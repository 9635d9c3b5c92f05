import Foundation

/// Tells animation delegates when animations start and stop, removes finished
/// animations, and releases transaction completions, all on the main thread.
///
/// Commits hand it the animations they carry (`track`). It works out each
/// one's next event (start, then end) in absolute time through its layer's
/// time hierarchy, so pausing a layer (speed 0) postpones the events, and
/// wakes the main queue at the earliest. `processDueEvents()` is the single
/// place events are delivered; it runs on the main thread after every commit
/// and at the scheduled times. Without a render server the media clock is the
/// only clock it needs. Internal state is guarded by `LayerTreeLock`.
package final class AnimationLifecycle: @unchecked Sendable {
    package static let shared = AnimationLifecycle()

    private var tracked: [AttachedAnimation] = []
    /// Whether a `processDueEvents()` pass is already queued on the main
    /// thread: commits that carry animations for many layers share one pass
    /// (one per layer would cost O(layers²) for a big tree).
    private var isPassQueued = false
    /// How many passes commits have queued so far (tests count them).
    package private(set) var queuedPasses = 0
    /// Bumped whenever a wake-up is scheduled; stale wake-ups see a newer value and do nothing.
    private var wakeGeneration = 0

    /// Starts watching animations a commit has just carried; their events
    /// are looked at in the next main-thread pass (one pass however many
    /// layers the commit carries).
    func track(_ animations: [AttachedAnimation]) {
        queuePass { tracked.append(contentsOf: animations) }
    }

    /// A layer that held animations was freed: the next pass, queued now,
    /// stops them as removed (their delegates hear an unfinished stop, the
    /// transaction completions they held up run) rather than at their end,
    /// which for a repeating animation never comes. Any thread.
    func layerWithAnimationsFreed() {
        queuePass {}
    }

    /// Runs `change` under the lock and queues one main-thread pass unless
    /// one is queued already.
    private func queuePass(after change: () -> Void) {
        let queuesPass = LayerTreeLock.shared.withLock { () -> Bool in
            change()
            defer { isPassQueued = true }
            if isPassQueued { return false }
            queuedPasses += 1
            return true
        }
        guard queuesPass else { return }
        MainThreadDelivery.enqueue { [self] in
            LayerTreeLock.shared.withLock { isPassQueued = false }
            processDueEvents()
        }
    }

    /// An animation left its layer before its end (removed or replaced):
    /// did-stop with `finished == false`, then its completions.
    func stopped(_ attached: AttachedAnimation, finished: Bool) {
        let completions = LayerTreeLock.shared.withLock { () -> [TransactionCompletion]? in
            guard !attached.didStop else { return nil }
            attached.didStop = true
            // Left in `tracked` for the next pass to drop with the others (one search each would be O(n²));
            // a pass that finds its layer freed has dropped it already.
            defer { attached.completions = [] }
            return attached.completions
        }
        guard let completions else { return }
        let animation = attached.animation
        MainThreadDelivery.enqueue {
            animation.delegate?.animationDidStop(animation, finished: finished)
            LayerTreeLock.shared.withLock {
                for completion in completions { completion.animationStopped() }
            }
        }
    }

    /// Delivers every start and end that is due at the current media time, then
    /// schedules the next wake-up. Main thread only; runs after every commit
    /// and every `CATransaction.flush()` on the main thread, so a flush after
    /// a stepped clock passes an animation's end removes it.
    package func processDueEvents() {
        let now = CACurrentMediaTime()
        var events: [(time: Double, order: Int, run: () -> Void)] = []
        var next = Double.infinity
        let watched = LayerTreeLock.shared.withLock { tracked }
        // Dropped from `tracked` in one sweep at the end (not one search each).
        var done = Set<ObjectIdentifier>()
        // Animations whose layer was freed before they ended.
        var orphaned: [AttachedAnimation] = []
        for (order, attached) in watched.enumerated() {
            let (stopped, started, begin, end) = LayerTreeLock.shared.withLock {
                (attached.didStop, attached.didStart, attached.beginTime, attached.endTime)
            }
            guard !stopped else {
                done.insert(ObjectIdentifier(attached))
                continue
            }
            guard let layer = attached.layer else {
                // They left with it, removed before their end: the delegate
                // hears an unfinished stop, and the transaction completions
                // they held up may run ("guaranteed to be called").
                orphaned.append(attached)
                done.insert(ObjectIdentifier(attached))
                continue
            }
            let beginAbsolute = layer.absoluteEventTime(fromLocal: begin)
            let endAbsolute = layer.absoluteEventTime(fromLocal: end)
            let animation = attached.animation
            if !started {
                if beginAbsolute <= now {
                    // Under the lock: the flags share a byte, which commits read on other threads.
                    LayerTreeLock.shared.withLock { attached.didStart = true }
                    events.append((beginAbsolute, order * 2, { animation.delegate?.animationDidStart(animation) }))
                } else {
                    next = min(next, beginAbsolute)
                }
            }
            if endAbsolute <= now {
                events.append((endAbsolute, order * 2 + 1, { [self] in finish(attached, on: layer) }))
                done.insert(ObjectIdentifier(attached))
            } else {
                next = min(next, endAbsolute)
            }
        }
        if !done.isEmpty {
            LayerTreeLock.shared.withLock { tracked.removeAll { done.contains(ObjectIdentifier($0)) } }
        }
        for attached in orphaned {
            stopped(attached, finished: false)
        }
        for event in events.sorted(by: { ($0.time, $0.order) < ($1.time, $1.order) }) {
            event.run()
        }
        schedule(after: next - now)
    }

    private func finish(_ attached: AttachedAnimation, on layer: CALayer) {
        let completions = LayerTreeLock.shared.withLock { () -> [TransactionCompletion]? in
            guard !attached.didStop else { return nil }
            attached.didStop = true
            defer { attached.completions = [] }
            return attached.completions
        }
        guard let completions else { return }
        let animation = attached.animation
        if attached.isRemovedOnCompletion {
            layer.removeFinished(attached)
        }
        animation.delegate?.animationDidStop(animation, finished: true)
        LayerTreeLock.shared.withLock {
            for completion in completions { completion.animationStopped() }
        }
    }

    /// How often, in wall-clock seconds, events are looked at while a custom
    /// media time source is installed: such a clock may be stepped by hand
    /// (tests, frame export), so the media time of the next event says
    /// nothing about when it comes. A run-loop turn this long after a step
    /// delivers what the step made due; a flush delivers it at once.
    static let customClockPollInterval = 1.0 / 60

    private func schedule(after delay: Double) {
        guard delay.isFinite else { return }
        let delay = MediaClock.hasCustomSource ? min(delay, Self.customClockPollInterval) : delay
        let generation = LayerTreeLock.shared.withLock { () -> Int in
            wakeGeneration += 1
            return wakeGeneration
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + max(0, delay)) { [self] in
            guard LayerTreeLock.shared.withLock({ wakeGeneration == generation }) else { return }
            processDueEvents()
        }
    }
}
