import CoreAnimationValues
import Foundation

/// The render-server thread: receives commits, keeps the render tree,
/// evaluates animations at each frame's time, plans each frame and hands the
/// plan to the renderer.
///
/// The main thread only enqueues commits (`receive`, as the `CommitSink`);
/// it never waits for drawing unless the bounded queue is full (then it waits
/// for the server to catch up rather than grow without limit). The server
/// draws while something animates or changed; otherwise it sleeps on a
/// condition until a commit arrives, using no CPU, unless it is asked to keep
/// ticking (`setKeepsTicking`: display links wait for frames), when it wakes
/// at every tick of its frame clock and draws only what changed. It never
/// touches a `CALayer`. A shape slow to rasterize is rasterized on a worker
/// meanwhile, its layer showing its previous picture (`DrawnContentCache`).
package final class RenderServer: CommitSink, @unchecked Sendable {
    /// How many commits may wait before `receive` blocks.
    package static let queueCapacity = 256

    private let condition = NSCondition()
    private var pending: [LayerCommit] = []
    private var roots: [LayerID] = []
    private var running = false
    private var stopRequested = false
    private var needsFrame = false
    private var keepsTicking = false
    private var latest: FrameReport?
    private var framesDrawn = 0
    private var missedRefreshes = 0
    /// The render thread until `stop()` has joined it: a POSIX thread, so
    /// that it is wholly gone (its thread-local destructors, which run in the
    /// GL libraries, done) before a program that stopped it may exit.
    private var thread: pthread_t?
    private var failure: Error?

    /// Called on the render thread after every frame with its report
    /// (benchmarks, the window's frame reports and HUD); set before `start()`.
    package var frameObserver: ((FrameReport) -> Void)?

    /// Called on the render thread at every tick of the frame clock, after
    /// the tick's frame (if anything needed drawing) was drawn and handed to
    /// be presented, with the tick; set before `start()`.
    package var tickObserver: ((FrameTick) -> Void)?

    private let tree = RenderTree()
    /// The last frame's plan (with its draw list), or its summary while
    /// most of the frame changes every frame: what the next frame's damage
    /// is worked out against; a plan is then retired while that frame is encoded.
    private var lastFrame = LastFrame()
    private let retirement = FrameRetirement()
    /// Gives the pages of large commits back once they are freed.
    private var freedCommitTrim = FreedCommitTrim()
    private let renderer: Renderer
    private let clock: FrameClock

    package init(renderer: Renderer, clock: FrameClock, frameObserver: ((FrameReport) -> Void)? = nil) {
        self.frameObserver = frameObserver
        self.renderer = renderer
        self.clock = clock
        // A slow shape is rasterized aside and shown when ready (`DrawnContentCache`): that needs a frame.
        tree.drawnContents.rasterizeAside { [weak self] in self?.requestFrame() }
    }

    /// The drawn content cache of the server's tree: for a test to replace
    /// its rasterizer before `start()` (render thread only from then on).
    package var drawnContents: DrawnContentCache { tree.drawnContents }

    // MARK: Main-thread side

    /// Queues a commit for the render thread (any thread; blocks only when the queue is full).
    package func receive(_ commit: LayerCommit) {
        condition.lock()
        while pending.count >= RenderServer.queueCapacity && running && !stopRequested {
            condition.wait()
        }
        pending.append(commit)
        condition.signal()
        condition.unlock()
    }

    /// Asks for a frame even though nothing was committed (the renderer's settings changed).
    package func requestFrame() {
        condition.lock()
        needsFrame = true
        condition.signal()
        condition.unlock()
    }

    /// The layers drawn, back to front.
    package func setRoots(_ ids: [LayerID]) {
        condition.lock()
        roots = ids
        needsFrame = true
        condition.signal()
        condition.unlock()
    }

    /// Whether the render thread wakes at every tick of its frame clock even
    /// when nothing changed or animates (a tick with nothing to draw draws
    /// nothing, and still reaches `tickObserver`). Any thread.
    package func setKeepsTicking(_ keepsTicking: Bool) {
        condition.lock()
        self.keepsTicking = keepsTicking
        condition.broadcast()
        condition.unlock()
    }

    /// Starts the render thread.
    package func start() {
        condition.lock()
        defer { condition.unlock() }
        guard !running else { return }
        running = true
        stopRequested = false
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        // Deep enough for the deepest tree's walk (see `LargeStackThread`).
        pthread_attr_setstacksize(&attributes, LargeStackThread.stackSize)
        // The thread holds the server until it ends.
        let server = Unmanaged.passRetained(self).toOpaque()
        var made = pthread_t()
        let status = pthread_create(&made, &attributes, { argument in
            guard let argument else { return nil }
            let server = Unmanaged<RenderServer>.fromOpaque(argument).takeRetainedValue()
            Thread.current.name = "CoreAnimation.RenderServer"
            LargeStackThread.isLarge = true
            // So that Mesa's scene, freed each frame, is not given back each frame.
            AllocatorThresholds.raise()
            server.loop()
            return nil
        }, server)
        guard status == 0 else {
            Unmanaged<RenderServer>.fromOpaque(server).release()
            running = false
            failure = POSIXError(POSIXErrorCode(rawValue: status) ?? .EAGAIN)
            Diagnostics.report("the render server's thread could not be started (pthread_create: \(status))")
            return
        }
        thread = made
    }

    /// How the frame clock paces frames, in words (any thread).
    package var pacingDescription: String { clock.pacingDescription }

    /// Stops the render thread and waits for it to finish its frame.
    package func stop() {
        condition.lock()
        stopRequested = true
        condition.broadcast()
        clock.wake()
        while running {
            condition.wait()
        }
        let ending = thread
        thread = nil
        condition.unlock()
        // Wholly gone before this returns (see `thread`); never the render thread itself.
        if let ending, pthread_equal(ending, pthread_self()) == 0 { pthread_join(ending, nil) }
    }

    /// The last frame's report (any thread); nil before the first frame.
    /// Its `frameNumber` counts the frames drawn so far.
    package var lastReport: FrameReport? {
        condition.lock()
        defer { condition.unlock() }
        return latest
    }

    /// The error that stopped the render thread, if one did.
    package var lastError: Error? {
        condition.lock()
        defer { condition.unlock() }
        return failure
    }

    // MARK: Render thread

    private func loop() {
        // What only this thread may use from now on.
        tree.confinement.adopt()
        retirement.confinement.adopt()
        renderer.renderThreadDidStart()
        var animating = false
        while true {
            condition.lock()
            var slept = false
            while !stopRequested && pending.isEmpty && !needsFrame && !animating && !keepsTicking {
                if !slept { clock.noteIdle() }
                slept = true
                condition.wait()
            }
            if stopRequested {
                condition.unlock()
                // Nothing of the last frame outlives the thread.
                retirement.retire(lastFrame.forget())
                retirement.waitUntilReleased()
                renderer.renderThreadWillExit()
                condition.lock()
                running = false
                condition.broadcast()
                condition.unlock()
                return
            }
            condition.unlock()

            let tick = clock.waitForNextFrame()

            condition.lock()
            var commits = pending
            pending = []
            let roots = self.roots
            let draws = !commits.isEmpty || needsFrame || animating
            needsFrame = false
            condition.broadcast()
            condition.unlock()

            if draws {
                // The last plan is kept while idle too: the next frame's damage is what differs from it.
                guard let stillAnimating = drawFrame(commits: &commits, roots: roots, at: tick) else { return }
                animating = stillAnimating
            }
            tickObserver?(tick)
        }
    }

    /// Applies `commits` (and empties them, so that their records, a copy of
    /// every layer they carry, are gone before the frame is built: a big
    /// tree's first commit is as large as the render tree it makes), builds
    /// the draw list at the tick's target time, plans it and renders the
    /// plan. Returns whether animations are still active, or nil when the
    /// renderer failed and the thread has stopped.
    private func drawFrame(commits: inout [LayerCommit], roots: [LayerID], at tick: FrameTick) -> Bool? {
        let target = tick.targetTime
        let start = CACurrentMediaTime()
        let commitCount = commits.count
        var records = 0
        for index in commits.indices {
            records += commits[index].layers.count
            tree.apply(commits[index])
        }
        commits.removeAll()
        // Before this frame's items and the driver's scene take pages of their own.
        freedCommitTrim.commitsFreed(records: records, at: start)
        let applied = CACurrentMediaTime()
        // A summarized last frame's items, retired after it was drawn, are
        // gone before this frame's are made: two frames' items never meet.
        if lastFrame.isSummary { retirement.waitUntilReleased() }
        let list = DrawListBuilder.build(tree, roots: roots, at: target, pixelsPerPoint: renderer.pixelsPerPoint)
        let built = CACurrentMediaTime()
        let stillAnimating = list.hasActiveAnimations
        var report = FrameReport(tick: tick)
        report.commits = commitCount
        report.layers = list.appItemCount
        let planner = FramePlanner(target: renderer.beginFrame())
        var plan = planner.plan(list)
        let planned = CACurrentMediaTime()
        lastFrame.damage(&plan)
        let damaged = CACurrentMediaTime()
        renderer.planRedraw(&plan, with: planner)
        let partsPlanned = CACurrentMediaTime()
        // Destroyed on the retirement queue while this frame is encoded.
        retirement.retire(lastFrame.takePlan())
        do {
            try renderer.renderFrame(plan, report: &report)
        } catch {
            renderer.renderThreadWillExit()
            condition.lock()
            failure = error
            running = false
            condition.broadcast()
            condition.unlock()
            Diagnostics.report("the render server stopped: \(error)")
            return nil
        }
        let rendered = CACurrentMediaTime()
        report.endTime = rendered
        report.phases.apply = applied - start
        report.phases.build = built - applied
        report.phases.plan = planned - built + (partsPlanned - damaged)
        report.phases.damage = damaged - planned
        report.phases.render = rendered - partsPlanned
        condition.lock()
        framesDrawn += 1
        missedRefreshes += tick.missedRefreshes
        report.frameNumber = framesDrawn
        report.missedRefreshesSoFar = missedRefreshes
        latest = report
        condition.unlock()
        frameObserver?(report)
        // What the next frame is compared with (or, summarized, let go of now).
        retirement.retire(lastFrame.keep(plan))
        return stillAnimating
    }
}
