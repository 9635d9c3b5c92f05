import CX11
import Foundation
@testable import LayerHost
import XCTest
import XvfbTestSupport

/// Faults a running window must survive or end cleanly from: the X server
/// dying under it while it animates, and a storm of resizes.
final class LayerWindowFaultTests: XvfbWindowTestCase {
    override var screenSize: (width: Int, height: Int) { (800, 600) }

    func testTheServerDyingMidAnimationClosesTheWindowWithAMessage() throws {
        let window = try animatedWindow("doomed")
        var events: [String] = []
        window.onEvent = { event in events.append("\(event)") }
        window.start()
        spin(0.4)
        let drawn = window.lastFrameReport?.framesDrawn ?? 0
        XCTAssertGreaterThan(drawn, 0, "it was drawing")
        let messages = Diagnostics.capture {
            server.kill()
            // Usually well under a second. When the kill lands during a swap,
            // Mesa's software path can keep the connection busy for ~15 s
            // before Xlib reports the loss: that is slow, not a hang.
            let deadline = Date(timeIntervalSinceNow: 30)
            while !window.isClosed && Date() < deadline { spin(0.05) }
        }.1
        XCTAssertTrue(window.isClosed, "the window ends instead of hanging")
        XCTAssertTrue(messages.contains { $0.contains("connection to the X server") && $0.contains("was closed") },
                      "\(messages)")
        // The render thread stops on its own soon after (a frame it was in may
        // still finish); then nothing draws any more, and closing again is harmless.
        spin(0.6)
        let after = window.lastFrameReport?.framesDrawn ?? 0
        spin(0.3)
        XCTAssertEqual(window.lastFrameReport?.framesDrawn ?? 0, after)
        window.close()
    }

    func testAResizeStormEndsAtTheLastSizeStillDrawing() throws {
        let window = try animatedWindow("storm")
        window.start()
        defer { window.close() }
        spin(0.2)
        let driver = try XTestDriver(displayName: server.displayName)
        let id = Window(window.nativeWindow!.window)
        let beforeStorm = window.framesDrawn
        var sizesSeen = 0
        window.onEvent = { if case .resized = $0 { sizesSeen += 1 } }
        for step in 0..<150 {
            driver.resizeWindow(id, width: 120 + (step * 37) % 500, height: 90 + (step * 53) % 400)
            if step % 10 == 0 { spin(0.02) }
        }
        let duringStorm = window.framesDrawn - beforeStorm
        XCTAssertGreaterThanOrEqual(duringStorm, 2, "frames kept coming during the storm (\(sizesSeen) sizes seen)")
        driver.resizeWindow(id, width: 333, height: 222)
        let deadline = Date(timeIntervalSinceNow: 5)
        while window.rootLayer.bounds.size != CGSize(width: 333, height: 222) && Date() < deadline { spin(0.05) }
        XCTAssertEqual(window.rootLayer.bounds.size, CGSize(width: 333, height: 222), "the last size wins")
        let before = window.lastFrameReport?.framesDrawn ?? 0
        spin(0.5)
        XCTAssertGreaterThan((window.lastFrameReport?.framesDrawn ?? 0) - before, 5, "and it is still drawing")
        XCTAssertFalse(window.isClosed)
    }
}
