import CoreAnimationModel
import Foundation

/// The render-server thread: receives commits, keeps the render tree,
/// evaluates animations at each frame's time and hands draw lists to the renderer.
///
/// The main thread only enqueues commits (`receive`, as the `CommitSink`);
/// it never waits for drawing unless the bounded queue is full (then it waits
/// for the server to catch up rather than grow without limit). The server
/// draws while something animates or changed; otherwise it sleeps on a
/// condition until a commit arrives, using no CPU. It never touches a `CALayer`.
package final class RenderServer: CommitSink, @unchecked Sendable {
    /// How many commits may wait before `receive` blocks.
    package static let queueCapacity = 256

    private let condition = NSCondition()
    private var pending: [LayerCommit] = []
    private var roots: [LayerID] = []
    private var running = false
    private var stopRequested = false
    private var needsFrame = false
    private var statistics = FrameStatistics()
    private var thread: Thread?
    private var failure: Error?

    /// Called on the render thread after every frame (benchmarks, the debug overlay); set before `start()`.
    package var frameObserver: ((FrameTiming) -> Void)?

    private let tree = RenderTree()
    private let renderer: Renderer
    private let clock: FrameClock

    package init(renderer: Renderer, clock: FrameClock, frameObserver: ((FrameTiming) -> Void)? = nil) {
        self.frameObserver = frameObserver
        self.renderer = renderer
        self.clock = clock
    }

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

    /// The layers drawn, back to front.
    package func setRoots(_ ids: [LayerID]) {
        condition.lock()
        roots = ids
        needsFrame = true
        condition.signal()
        condition.unlock()
    }

    /// Starts the render thread.
    package func start() {
        condition.lock()
        defer { condition.unlock() }
        guard !running else { return }
        running = true
        stopRequested = false
        let thread = Thread { [self] in loop() }
        thread.name = "CoreAnimation.RenderServer"
        thread.qualityOfService = .userInteractive
        self.thread = thread
        thread.start()
    }

    /// Stops the render thread and waits for it to finish its frame.
    package func stop() {
        condition.lock()
        stopRequested = true
        condition.broadcast()
        while running {
            condition.wait()
        }
        condition.unlock()
    }

    /// A copy of the counters (any thread).
    package var frameStatistics: FrameStatistics {
        condition.lock()
        defer { condition.unlock() }
        return statistics
    }

    /// The error that stopped the render thread, if one did.
    package var lastError: Error? {
        condition.lock()
        defer { condition.unlock() }
        return failure
    }

    // MARK: Render thread

    private func loop() {
        var animating = false
        while true {
            condition.lock()
            while !stopRequested && pending.isEmpty && !needsFrame && !animating {
                condition.wait()
            }
            if stopRequested {
                condition.unlock()
                renderer.renderThreadWillExit()
                condition.lock()
                running = false
                condition.broadcast()
                condition.unlock()
                return
            }
            condition.unlock()

            let target = clock.waitForNextFrame()

            condition.lock()
            let commits = pending
            pending = []
            let roots = self.roots
            needsFrame = false
            condition.broadcast()
            condition.unlock()

            let start = CACurrentMediaTime()
            for commit in commits { tree.apply(commit) }
            let applied = CACurrentMediaTime()
            let list = DrawListBuilder.build(tree, roots: roots, at: target)
            let built = CACurrentMediaTime()
            do {
                try renderer.renderFrame(list)
            } catch {
                renderer.renderThreadWillExit()
                condition.lock()
                failure = error
                running = false
                condition.broadcast()
                condition.unlock()
                Diagnostics.report("the render server stopped: \(error)")
                return
            }
            let rendered = CACurrentMediaTime()
            animating = list.hasActiveAnimations
            frameObserver?(FrameTiming(
                targetTime: target, endTime: rendered, commits: commits.count, applySeconds: applied - start,
                buildSeconds: built - applied, renderSeconds: rendered - built, layers: list.items.count))

            condition.lock()
            statistics.frames += 1
            statistics.commits += commits.count
            statistics.applySeconds = applied - start
            statistics.buildSeconds = built - applied
            statistics.renderSeconds = rendered - built
            statistics.lastFrameTime = target
            condition.unlock()
        }
    }
}
