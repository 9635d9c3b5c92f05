import Foundation

/// One thread's nest of transactions, and the changes they have gathered.
///
/// Each thread has its own stack (Apple's model). A change outside any
/// `begin()` opens an implicit frame; the main thread commits it at the end
/// of the current run-loop turn (through the main dispatch queue), and it does
/// the same for implicit frames opened on other threads, which get a
/// diagnostic because Apple expects explicit transactions there. Only the
/// outermost commit sends changes on. State is guarded by `LayerTreeLock`,
/// because the main thread may commit another thread's implicit frame.
final class TransactionStack {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<TransactionStack>.fromOpaque(pointer).takeRetainedValue().threadDidExit()
        }
        return key
    }()

    /// The calling thread's stack, created on first use.
    static var current: TransactionStack {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<TransactionStack>.fromOpaque(pointer).takeUnretainedValue()
        }
        let stack = TransactionStack(isMainThread: Thread.isMainThread)
        pthread_setspecific(key, Unmanaged.passRetained(stack).toOpaque())
        return stack
    }

    let isMainThread: Bool
    private(set) var frames: [TransactionFrame] = []
    /// Layers changed since the last outermost commit, in first-change order.
    private var dirtyLayers: [CALayer] = []
    private var dirtySet = Set<ObjectIdentifier>()
    private var warnedOffMain = false
    /// Whether the implicit frame's commit found an explicit one still open
    /// and waits for its `commit()` (instead of trying again every turn).
    private var implicitCommitWaits = false
    private var warnedOpenAtTurnEnd = false
    /// The layer whose property setter is asking for its action right now
    /// (nil outside a setter's lookup), so the implicit animation can tell a
    /// change's lookup from a program's own question. This thread only.
    var layerAskingForChange: ObjectIdentifier?
    /// How many `setNeedsDisplay()` marks this stack has recorded, so a
    /// commit can tell whether drawing marked anything. Guarded by `LayerTreeLock`.
    private var displayMarks = 0

    private init(isMainThread: Bool) {
        self.isMainThread = isMainThread
    }

    // MARK: Frames

    /// The innermost frame, opening an implicit one when there is none.
    @discardableResult
    func currentFrame() -> TransactionFrame {
        LayerTreeLock.shared.withLock { currentFrameLocked() }
    }

    /// As `currentFrame()`, for callers that hold the lock and must record
    /// their change in the same critical section (so a commit running on the
    /// main thread never sees the frame without the change).
    @discardableResult
    private func currentFrameLocked() -> TransactionFrame {
        if let top = frames.last { return top }
        let frame = TransactionFrame(isImplicit: true)
        frames.append(frame)
        scheduleImplicitCommit()
        return frame
    }

    func begin() {
        LayerTreeLock.shared.withLock { frames.append(TransactionFrame(isImplicit: false)) }
    }

    /// Ends the innermost explicit frame; the outermost end sends the changes on.
    func commit() {
        let popped = LayerTreeLock.shared.withLock { () -> TransactionFrame? in
            guard let top = frames.last, !top.isImplicit else { return nil }
            return frames.removeLast()
        }
        guard let popped else {
            Diagnostics.report("CATransaction.commit() without a matching begin() on this thread; nothing committed")
            return
        }
        finish(popped)
        // The implicit frame waited for this commit: it goes at the end of this turn.
        let resumes = LayerTreeLock.shared.withLock { () -> Bool in
            guard implicitCommitWaits, frames.count == 1, frames[0].isImplicit else { return false }
            implicitCommitWaits = false
            return true
        }
        if resumes { MainThreadDelivery.enqueue { [self] in commitImplicitFrame() } }
    }

    /// Commits the implicit frame now if it is the only one open (Apple's `flush()`).
    func flush() {
        let implicit = LayerTreeLock.shared.withLock { () -> TransactionFrame? in
            guard frames.count == 1, frames[0].isImplicit else { return nil }
            return frames.removeLast()
        }
        if let implicit {
            finish(implicit)
        } else if LayerTreeLock.shared.withLock({ frames.isEmpty && !dirtyLayers.isEmpty }) {
            sendChanges()
        } else if Thread.isMainThread {
            // Nothing to commit, but time may have moved (a stepped media
            // clock): animations that ended since are removed now.
            AnimationLifecycle.shared.processDueEvents()
        }
    }

    private func finish(_ frame: TransactionFrame) {
        let outermost = LayerTreeLock.shared.withLock { frames.isEmpty }
        if outermost { sendChanges() }
        LayerTreeLock.shared.withLock { frame.completion?.seal() }
    }

    private func scheduleImplicitCommit() {
        if !isMainThread && !warnedOffMain {
            warnedOffMain = true
            Diagnostics.report("layers were changed on a background thread outside an explicit CATransaction; the changes are committed at the end of the main run loop's current turn. Wrap them in CATransaction.begin()/commit() or call CATransaction.flush()")
        }
        MainThreadDelivery.enqueue { [self] in
            commitImplicitFrame()
        }
    }

    /// Runs on the main thread at the end of the run-loop turn.
    private func commitImplicitFrame() {
        let state = LayerTreeLock.shared.withLock { () -> (TransactionFrame?, Bool) in
            guard let first = frames.first, first.isImplicit else { return (nil, false) }
            if frames.count > 1 { return (nil, true) }
            return (frames.removeLast(), false)
        }
        if state.1 {
            // Waits for the commit() that closes it (see `commit()`), without spinning the run loop.
            let warns = LayerTreeLock.shared.withLock { () -> Bool in
                implicitCommitWaits = true
                defer { warnedOpenAtTurnEnd = true }
                return !warnedOpenAtTurnEnd
            }
            if warns {
                Diagnostics.report("a CATransaction.begin() is still open at the end of the run-loop turn; the implicit transaction (and every change since) waits for its commit()")
            }
            return
        }
        if let frame = state.0 { finish(frame) }
    }

    /// The thread that owned this stack ended (its pthread key's destructor).
    /// Transactions it left open are committed on the main thread, with a
    /// diagnostic, as Apple's logs "deleted thread with uncommitted
    /// CATransaction" and commits them.
    private func threadDidExit() {
        let open = LayerTreeLock.shared.withLock { frames.contains { !$0.isImplicit } }
        guard open else { return }
        MainThreadDelivery.enqueue { [self] in
            let (abandoned, explicit) = LayerTreeLock.shared.withLock { () -> ([TransactionFrame], Int) in
                defer { frames = [] }
                return (frames, frames.filter { !$0.isImplicit }.count)
            }
            guard !abandoned.isEmpty else { return }
            Diagnostics.report("a thread ended with \(explicit) CATransaction.begin() without its commit(); its changes are committed now")
            sendChanges()
            LayerTreeLock.shared.withLock {
                for frame in abandoned.reversed() { frame.completion?.seal() }
            }
        }
    }

    // MARK: Values

    /// The value for `key` in the innermost frame that has one.
    func value(forKey key: String) -> Any? {
        LayerTreeLock.shared.withLock {
            for frame in frames.reversed() {
                if let value = frame.values[key] { return value }
            }
            return nil
        }
    }

    func setValue(_ value: Any?, forKey key: String) {
        LayerTreeLock.shared.withLock { currentFrameLocked().values[key] = value }
    }

    /// Sets the completion of the innermost frame; a replaced block is released
    /// to run once its own animations are done, as Apple documents.
    func setCompletion(_ block: (() -> Void)?) {
        LayerTreeLock.shared.withLock {
            let frame = currentFrameLocked()
            frame.completion?.seal()
            frame.completion = block.map(TransactionCompletion.init)
        }
    }

    /// The completions an animation added now must wait for. Caller holds the lock.
    func openCompletionsLocked() -> [TransactionCompletion] {
        frames.compactMap(\.completion)
    }

    // MARK: Changes

    /// Records that `layer` changed in this thread's transaction.
    func layerChanged(_ layer: CALayer) {
        LayerTreeLock.shared.withLock { layerChangedLocked(layer) }
    }

    /// Records that `layer` was marked for display (a change too).
    func layerMarkedForDisplay(_ layer: CALayer) {
        LayerTreeLock.shared.withLock {
            displayMarks &+= 1
            layerChangedLocked(layer)
        }
    }

    private func layerChangedLocked(_ layer: CALayer) {
        currentFrameLocked()
        if dirtySet.insert(ObjectIdentifier(layer)).inserted {
            dirtyLayers.append(layer)
        }
    }

    /// How many times one commit displays layers that drawing marks for
    /// display again (see `displayMarkedDuringDisplay()`).
    static let displayPasses = 4

    /// Lays out and displays the changed trees, builds the commit from the
    /// changed layers and hands it to the commit feed.
    private func sendChanges() {
        let (changed, marksBefore) = LayerTreeLock.shared.withLock { (dirtyLayers, displayMarks) }
        let roots = CALayer.roots(of: changed)
        for root in roots.values {
            root.layoutTreeIfNeeded()
            root.displayTreeIfNeeded()
        }
        // Only when something was marked meanwhile: the usual commit pays nothing more.
        if LayerTreeLock.shared.withLock({ displayMarks != marksBefore }) { displayMarkedDuringDisplay() }
        let layers = LayerTreeLock.shared.withLock { () -> [CALayer] in
            let layers = dirtyLayers
            dirtyLayers = []
            dirtySet = []
            return layers
        }
        CommitFeed.shared.commit(layers)
        if Thread.isMainThread {
            AnimationLifecycle.shared.processDueEvents()
        }
    }

    /// Displays, in this same commit, the layers that a layer's drawing
    /// marked with `setNeedsDisplay()` (a gauge whose `draw(in:)` marks its
    /// needle layer): still marked once the trees are displayed, they were
    /// marked after the walk passed them, or outside the changed trees.
    ///
    /// Each pass displays the layers still marked, in the order they were
    /// first changed, up to `displayPasses` passes. A layer that marks
    /// itself (or a ring of layers marking each other) in every draw is
    /// still marked after them: it keeps its mark, which the next commit
    /// that includes it honours, and is reported once per class. Marks never
    /// carry a layer into a later commit by themselves, so such a layer does
    /// not keep the run loop busy.
    private func displayMarkedDuringDisplay() {
        for _ in 1..<Self.displayPasses {
            let marked = LayerTreeLock.shared.withLock { dirtyLayers.filter(\.needsDisplayFlag) }
            guard !marked.isEmpty else { return }
            for layer in marked where LayerTreeLock.shared.withLock({ layer.needsDisplayFlag }) { layer.display() }
        }
        let still = LayerTreeLock.shared.withLock { dirtyLayers.filter(\.needsDisplayFlag) }
        for layer in still {
            let name = String(describing: type(of: layer))
            guard LayerTreeLock.shared.withLock({ Self.reportedSelfMarking.insert(name).inserted }) else { continue }
            Diagnostics.report("\(layer.diagnosticName) is marked for display again each time it draws; one commit displayed it \(Self.displayPasses) times, and its mark waits for the next commit that includes it")
        }
    }

    /// Layer classes already reported by `displayMarkedDuringDisplay()`. Guarded by `LayerTreeLock`.
    nonisolated(unsafe) private static var reportedSelfMarking = Set<String>()
}
