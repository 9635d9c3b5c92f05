import XCTest
@testable import QuartzCoreBase
@testable import RenderServer

/// A renderer that records what each frame drew.
final class RecordingRenderer: Renderer, @unchecked Sendable {
    private let lock = NSLock()
    private var lists: [DrawList] = []
    var frames: [DrawList] {
        lock.lock()
        defer { lock.unlock() }
        return lists
    }
    func beginFrame() -> PlanTarget {
        PlanTarget(width: 64, height: 64, pointsToPixels: 1)
    }
    func renderFrame(_ plan: FramePlan, report: inout FrameReport) throws {
        lock.lock()
        lists.append(plan.list)
        lock.unlock()
    }
}

/// The render thread against a clock stepped by hand (`ManualFrameClock`):
/// every frame is one step, so what it draws, and when it sleeps, does not
/// depend on how busy the machine is.
final class RenderServerThreadTests: XCTestCase {
    private var server: RenderServer!
    private var renderer: RecordingRenderer!
    private var clock: ManualFrameClock!

    override func setUp() {
        super.setUp()
        let clock = ManualFrameClock()
        self.clock = clock
        CASetMediaTimeSource { clock.time }
        CATransaction.flush()
        renderer = RecordingRenderer()
        server = RenderServer(renderer: renderer, clock: clock)
        CommitFeed.shared.attach(server)
        server.start()
    }

    override func tearDown() {
        CATransaction.flush()
        server.stop()
        CommitFeed.shared.detach(server)
        CASetMediaTimeSource(nil)
        super.tearDown()
    }

    /// Steps until the server sleeps; returns the frames it drew meanwhile.
    private func stepUntilIdle(limit: Int = 600) -> Int {
        let before = renderer.frames.count
        for _ in 0..<limit where clock.step() != .waiting { break }
        return renderer.frames.count - before
    }

    func testAnimationsKeepRunningWhileTheMainThreadIsBlocked() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = CGFloat.pi * 2
        spin.duration = 5
        root.add(spin, forKey: "spin")
        CATransaction.flush()
        server.setRoots([root.layerID])
        XCTAssertTrue(clock.waitUntilAskedForAFrame())
        // The main thread waits for another thread that steps 60 frames: a
        // render loop that needed the main thread would draw none of them.
        let stepped = DispatchSemaphore(value: 0)
        let clock = self.clock!
        DispatchQueue.global().async {
            for _ in 0..<60 { clock.step() }
            stepped.signal()
        }
        XCTAssertEqual(stepped.wait(timeout: .now() + 30), .success)
        XCTAssertEqual(renderer.frames.count, 60, "one frame per step while main was blocked")
        let angles = renderer.frames.compactMap { $0.items.first?.properties.transform.m12 }
        XCTAssertEqual(Set(angles).count, 60, "the layer turned in every frame")
    }

    func testNoFramesWhenNothingChangesOrAnimates() {
        let root = CALayer()
        root.opacity = 0.5
        CATransaction.flush()
        server.setRoots([root.layerID])
        XCTAssertTrue(clock.waitUntilAskedForAFrame())
        XCTAssertEqual(clock.step(), .idle, "one frame for the new roots, then sleep")
        XCTAssertEqual(renderer.frames.count, 1)
        XCTAssertFalse(clock.waitUntilAskedForAFrame(timeout: 0.2), "idle: no frame asked for")

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.opacity = 0.75
        CATransaction.commit()
        XCTAssertTrue(clock.waitUntilAskedForAFrame(), "a commit wakes the server")
        XCTAssertEqual(clock.step(), .idle, "one commit, one frame")
        XCTAssertEqual(renderer.frames.count, 2)
        XCTAssertEqual(renderer.frames.last?.items.first?.properties.opacity ?? 0, 0.75, accuracy: 1e-6)
    }

    func testFramesStopWhenTheAnimationEnds() {
        let root = CALayer()
        CATransaction.flush()
        server.setRoots([root.layerID])
        XCTAssertTrue(clock.waitUntilAskedForAFrame())
        XCTAssertEqual(clock.step(), .idle)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 0.2
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        root.add(fade, forKey: "fade")
        CATransaction.flush()
        XCTAssertTrue(clock.waitUntilAskedForAFrame())
        // 0.2 s at 60 Hz: twelve frames reach the end (one more where the
        // sum of steps falls just short of it), the last holds 1.
        let drawn = stepUntilIdle()
        XCTAssertTrue((12...13).contains(drawn),
                      "the fade drew its frames, then a held (filled) animation needs no more: \(drawn)")
        XCTAssertEqual(clock.state, .idle)
        XCTAssertEqual(renderer.frames.last?.items.first?.properties.opacity ?? 0, 1, accuracy: 1e-6)
        let opacities = renderer.frames.dropFirst().compactMap { $0.items.first?.properties.opacity }
        XCTAssertEqual(opacities, opacities.sorted(), "the fade rises frame by frame")
    }

    func testKeepsTickingWithoutDrawingWhileAskedTo() {
        final class Ticks: @unchecked Sendable {
            private let lock = NSLock()
            private var times: [Double] = []
            func add(_ time: Double) { lock.withLock { times.append(time) } }
            var all: [Double] { lock.withLock { times } }
        }
        let ticks = Ticks()
        // A server of its own, fed no commits: only `setRoots` asks for a frame.
        let renderer = RecordingRenderer()
        let clock = ManualFrameClock()
        let ticking = RenderServer(renderer: renderer, clock: clock)
        ticking.tickObserver = { ticks.add($0.targetTime) }
        ticking.setRoots([])
        ticking.start()
        defer { ticking.stop() }
        XCTAssertTrue(clock.waitUntilAskedForAFrame())
        XCTAssertEqual(clock.step(), .idle, "idle and not asked to tick: the thread sleeps")
        XCTAssertEqual(renderer.frames.count, 1)
        XCTAssertEqual(ticks.all.count, 1)

        ticking.setKeepsTicking(true)
        XCTAssertTrue(clock.waitUntilAskedForAFrame())
        for _ in 0..<10 { XCTAssertEqual(clock.step(), .waiting, "keeps asking for ticks") }
        let times = ticks.all.dropFirst()
        XCTAssertEqual(times.count, 10, "one tick per step")
        XCTAssertEqual(Array(times), Array(times).sorted(), "tick times increase")
        XCTAssertEqual(Set(times).count, times.count)
        XCTAssertEqual(renderer.frames.count, 1, "ticks with nothing changed draw nothing")

        ticking.setKeepsTicking(false)
        XCTAssertEqual(clock.step(), .idle, "no more ticks once no longer asked")
        XCTAssertFalse(clock.waitUntilAskedForAFrame(timeout: 0.2))
        XCTAssertEqual(ticks.all.count, 12)
    }
}
