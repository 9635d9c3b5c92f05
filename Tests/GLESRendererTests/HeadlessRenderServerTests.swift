import CoreAnimationValues
import CoreGraphics
import Foundation
import GLESRenderer
import QuartzCoreBase
import RenderServer
import XCTest

/// A frame clock that gives a fixed list of ticks as fast as asked, then
/// waits until the render server stops (`wake()`), and gives the last one again.
private final class ScriptedTickClock: FrameClock, @unchecked Sendable {
    let frameInterval = 0.0
    let pacingDescription = "scripted"
    private let condition = NSCondition()
    private var ticks: [Double]
    private var last: Double
    private var woken = false

    init(times: [Double]) {
        ticks = times
        last = times.first ?? 0
    }

    func waitForNextFrame() -> FrameTick {
        condition.lock()
        defer { condition.unlock() }
        if !ticks.isEmpty {
            last = ticks.removeFirst()
        } else {
            while !woken { condition.wait() }
        }
        return FrameTick(targetTime: last, refreshTime: last, refreshInterval: 0, refreshIndex: 0)
    }

    func wake() {
        condition.lock()
        woken = true
        condition.broadcast()
        condition.unlock()
    }
}

/// FrameBench's headless path in small: layers committed from the main
/// thread, animated and drawn by a `RenderServer` thread through a
/// `GLESFrameRenderer` into an offscreen target on the headless EGL context
/// (Mesa's surfaceless platform here).
final class HeadlessRenderServerTests: XCTestCase {
    override func setUp() {
        super.setUp()
        CASetMediaTimeSource(nil)
        CATransaction.flush()
    }

    func testTheRenderServerDrawsAnimatedFramesIntoAnOffscreenTarget() throws {
        let made = try GLESContext.preservingCurrent { () -> (GLESContext, OffscreenRenderTarget) in
            let context = try GLESContext(display: EGLDisplayConnection.headless())
            return (context, try OffscreenRenderTarget(context: context, width: 64, height: 64))
        }
        let context = made.0
        var target: OffscreenRenderTarget? = made.1
        var renderer: GLESFrameRenderer? = GLESFrameRenderer(context: context, target: made.1)
        renderer!.measuresRenderWait = true

        // A red backdrop, a green square that stays, and a blue one moving
        // right at 96 points a second from x = 0, drawn at 0, 0.1, …, 0.4 s.
        let start = CACurrentMediaTime()
        let frames = 5
        let clock = ScriptedTickClock(times: (0..<frames).map { start + Double($0) * 0.1 })
        let drawn = expectation(description: "\(frames) frames drawn")
        drawn.assertForOverFulfill = false
        let log = NSLock()
        var observed: [(layers: Int, reason: String?, gpu: Double?)] = []
        var server: RenderServer? = RenderServer(renderer: renderer!, clock: clock) { report in
            let count = log.withLock { () -> Int in
                observed.append((report.layers, report.gpu.unavailableReason, report.gpu.milliseconds))
                return observed.count
            }
            if count == frames { drawn.fulfill() }
        }
        CommitFeed.shared.attach(server!)  // held weakly: gone with the server

        let root = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.anchorPoint = .zero
        root.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
        root.position = .zero
        root.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let still = CALayer()
        still.frame = CGRect(x: 4, y: 4, width: 16, height: 16)
        still.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        let moving = CALayer()
        moving.anchorPoint = .zero
        moving.frame = CGRect(x: 0, y: 40, width: 16, height: 16)
        moving.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 0
        slide.toValue = 96
        slide.duration = 1
        slide.beginTime = start
        moving.add(slide, forKey: "slide")
        root.addSublayer(still)
        root.addSublayer(moving)
        CATransaction.commit()
        CATransaction.flush()
        server!.setRoots([root.layerID])
        server!.start()
        wait(for: [drawn], timeout: 30)
        server!.stop()
        XCTAssertNil(server!.lastError)

        let seen = log.withLock { observed }
        XCTAssertGreaterThanOrEqual(seen.count, frames)
        XCTAssertEqual(seen.first?.layers, 3)
        if context.isLlvmpipe {
            XCTAssertEqual(seen.last?.reason, "llvmpipe: timer queries measure only the last tile")
            XCTAssertNil(seen.last?.gpu)
        } else if context.extensions.contains("GL_EXT_disjoint_timer_query") {
            XCTAssertNotNil(seen.compactMap(\.gpu).first, "a GPU with timer queries times frames")
        }

        // The last frame, at 0.4 s: the blue square's left edge at 38.4 points.
        let pixels = try context.whileCurrent {
            Pixels(width: 64, height: 64, bytes: target!.readPremultipliedRGBA8())
        }
        XCTAssertEqual(pixels[2, 2], .red)
        XCTAssertEqual(pixels[12, 12], .green)
        XCTAssertEqual(pixels[36, 48], .red, "the blue square spans x = 38.4…54.4")
        XCTAssertEqual(pixels[40, 48], .blue)
        XCTAssertEqual(pixels[52, 48], .blue)
        XCTAssertEqual(pixels[57, 48], .red)

        CommitFeed.shared.detach(server!)
        try context.whileCurrent {
            server = nil
            renderer = nil
            target = nil
        }
    }
}
