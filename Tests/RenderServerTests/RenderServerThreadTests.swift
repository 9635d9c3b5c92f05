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
    func renderFrame(_ list: DrawList) throws {
        lock.lock()
        lists.append(list)
        lock.unlock()
    }
}

final class RenderServerThreadTests: XCTestCase {
    private var server: RenderServer!
    private var renderer: RecordingRenderer!

    override func setUp() {
        super.setUp()
        CASetMediaTimeSource(nil)
        CATransaction.flush()
        renderer = RecordingRenderer()
        server = RenderServer(renderer: renderer, clock: PacedFrameClock(framesPerSecond: 60))
        CommitQueue.shared.attach(server)
        server.start()
    }

    override func tearDown() {
        CATransaction.flush()
        server.stop()
        CommitQueue.shared.attach(nil)
        super.tearDown()
    }

    private func spinMainRunLoop(_ seconds: Double) {
        RunLoop.main.run(until: Date(timeIntervalSinceNow: seconds))
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
        spinMainRunLoop(0.1)
        let before = renderer.frames.count
        Thread.sleep(forTimeInterval: 1.0)  // the main thread is busy for a second
        let during = renderer.frames.count - before
        // About 60 at 60 Hz; a loaded two-core CI machine may drop many, but a
        // render loop that depended on the main thread would draw none.
        XCTAssertGreaterThan(during, 15, "about 60 frames expected while main slept; got \(during)")
        let angles = renderer.frames.suffix(during).compactMap { $0.items.first?.properties.transform.m12 }
        XCTAssertGreaterThan(Set(angles).count, 15, "the layer kept turning")
    }

    func testNoFramesWhenNothingChangesOrAnimates() {
        let root = CALayer()
        root.opacity = 0.5
        CATransaction.flush()
        server.setRoots([root.layerID])
        spinMainRunLoop(0.2)
        let settled = renderer.frames.count
        XCTAssertGreaterThan(settled, 0)
        spinMainRunLoop(0.3)
        XCTAssertEqual(renderer.frames.count, settled, "idle: no frames")
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.opacity = 0.75
        CATransaction.commit()
        let deadline = Date(timeIntervalSinceNow: 3)
        while renderer.frames.count == settled && Date() < deadline { spinMainRunLoop(0.02) }
        spinMainRunLoop(0.2)
        XCTAssertEqual(renderer.frames.count, settled + 1, "one commit, one frame")
        XCTAssertEqual(renderer.frames.last?.items.first?.properties.opacity ?? 0, 0.75, accuracy: 1e-6)
    }

    func testFramesStopWhenTheAnimationEnds() {
        let root = CALayer()
        CATransaction.flush()
        server.setRoots([root.layerID])
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 0.2
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        root.add(fade, forKey: "fade")
        CATransaction.flush()
        spinMainRunLoop(0.5)
        let afterEnd = renderer.frames.count
        XCTAssertGreaterThan(afterEnd, 3, "the fade drew frames")
        spinMainRunLoop(0.3)
        XCTAssertEqual(renderer.frames.count, afterEnd, "a held (filled) animation needs no more frames")
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
        let ticking = RenderServer(renderer: renderer, clock: PacedFrameClock(framesPerSecond: 60))
        ticking.tickObserver = { ticks.add($0.targetTime) }
        ticking.setRoots([])
        ticking.start()
        defer { ticking.stop() }
        var deadline = Date(timeIntervalSinceNow: 3)
        while renderer.frames.isEmpty && Date() < deadline { spinMainRunLoop(0.02) }
        spinMainRunLoop(0.1)
        let drawn = renderer.frames.count
        let settledTicks = ticks.all.count
        XCTAssertGreaterThan(drawn, 0)
        spinMainRunLoop(0.2)
        XCTAssertEqual(ticks.all.count, settledTicks, "idle and not asked to tick: the thread sleeps")

        ticking.setKeepsTicking(true)
        deadline = Date(timeIntervalSinceNow: 5)
        while ticks.all.count < settledTicks + 10 && Date() < deadline { spinMainRunLoop(0.02) }
        let times = ticks.all.suffix(from: settledTicks)
        XCTAssertGreaterThanOrEqual(times.count, 10, "about 60 ticks a second")
        XCTAssertEqual(times.sorted(), Array(times), "tick times increase")
        XCTAssertEqual(Set(times).count, times.count)
        XCTAssertEqual(renderer.frames.count, drawn, "ticks with nothing changed draw nothing")

        ticking.setKeepsTicking(false)
        spinMainRunLoop(0.1)
        let stopped = ticks.all.count
        spinMainRunLoop(0.2)
        XCTAssertEqual(ticks.all.count, stopped, "no more ticks once no longer asked")
    }
}
