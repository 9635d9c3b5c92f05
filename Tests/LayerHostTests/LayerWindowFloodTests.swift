import CX11
import Foundation
@testable import LayerHost
import XCTest
import XvfbTestSupport

/// Input floods from the X server (a script, a tablet, a stuck key) are
/// absorbed: pointer motion reaches the app coalesced, and the debugging
/// keys change the window once a batch. Counted, not timed.
final class LayerWindowFloodTests: XvfbWindowTestCase {
    /// A started window at the screen's top left, having drawn, with the pointer over it.
    private func shownWindow() throws -> (LayerWindow, XTestDriver) {
        let window = try animatedWindow("flood")
        let driver = try XTestDriver(displayName: server.displayName)
        window.start()
        let id = Window(window.nativeWindow!.window)
        driver.moveWindow(id, x: 0, y: 0)
        XCTAssertTrue(spin(upTo: 10) { driver.attributes(of: id)?.map_state == IsViewable && window.framesDrawn >= 2 })
        driver.focus(id)
        spin(0.2)
        return (window, driver)
    }

    func testAFloodOfPointerMotionReachesTheAppCoalesced() throws {
        let (window, driver) = try shownWindow()
        defer { window.close() }
        var moves = 0
        var last: CGPoint?
        window.onEvent = { event in
            guard case .pointerMoved(let pointer) = event else { return }
            moves += 1
            last = pointer.location
        }
        let count = 20_000
        driver.floodMotion(count: count, from: (20, 20), to: (120, 90))
        driver.movePointer(rootX: 150, rootY: 100)
        XCTAssertTrue(spin(upTo: 60) { last == CGPoint(x: 150, y: 100) }, "the last move arrived: \(String(describing: last))")
        XCTAssertLessThan(moves, count / 10, "\(count + 1) moves reached the app as \(moves)")
        XCTAssertGreaterThan(moves, 0)
    }

    func testAFloodOfDebuggingKeysChangesTheWindowOnceABatch() throws {
        let (window, driver) = try shownWindow()
        defer { window.close() }
        var sawSentinel = false
        window.onEvent = { event in
            if case .keyDown(let key) = event, key.keyName == "a" { sawSentinel = true }
        }
        // F2 an odd number of times ends on; F1 an even number ends where it began.
        driver.floodKeyTaps(XK_F2, count: 2_001)
        driver.floodKeyTaps(XK_F1, count: 2_000)
        driver.tapKey(XK_a)
        XCTAssertTrue(spin(upTo: 60) { sawSentinel }, "every press arrived")
        XCTAssertTrue(window.debugOptions.contains(.colorBlendedLayers), "2,001 presses of F2 leave it on")
        XCTAssertFalse(window.showsHeadsUpDisplay, "2,000 presses of F1 leave it hidden")
        XCTAssertLessThan(window.debugOptionsChanges, 200, "one change a batch, not 2,001")
        XCTAssertLessThan(window.headsUpDisplayChanges, 200, "one change a batch, not 2,000")
    }

    /// A delegate that adds an animation and removes it again in every stop
    /// callback: a storm of callbacks, thousands a second. The window draws
    /// on meanwhile, and `close()` still makes `run()` return.
    func testAStormOfStopCallbacksKeepsNeitherFramesNorTheCloseWaiting() throws {
        final class Storm: NSObject, CAAnimationDelegate {
            weak var layer: CALayer?
            var stops = 0
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                stops += 1
                let again = CABasicAnimation(keyPath: "opacity")
                again.fromValue = 0
                again.toValue = 1
                again.delegate = self
                layer?.add(again, forKey: "fade")
                layer?.removeAnimation(forKey: "fade")
            }
        }
        let window = try animatedWindow("storm")
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        window.rootLayer.addSublayer(layer)
        let storm = Storm()
        storm.layer = layer
        let first = CABasicAnimation(keyPath: "opacity")
        first.duration = 0.05
        first.delegate = storm
        layer.add(first, forKey: "fade")
        var framesDuringStorm = 0, stopsBeforeClose = 0
        let close = DispatchWorkItem { [weak window] in
            framesDuringStorm = window?.framesDrawn ?? 0
            stopsBeforeClose = storm.stops
            window?.close()
        }
        var safetyNetFired = false
        let safetyNet = DispatchWorkItem { [weak window] in
            safetyNetFired = true
            window?.close()
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: close)
        DispatchQueue.main.asyncAfter(deadline: .now() + 60, execute: safetyNet)
        let reason = window.run()
        safetyNet.cancel()
        XCTAssertFalse(safetyNetFired, "run() returned after close()")
        XCTAssertEqual(reason, .closedByProgram)
        XCTAssertGreaterThan(stopsBeforeClose, 100, "the storm ran")
        XCTAssertGreaterThanOrEqual(framesDuringStorm, 2, "frames went on during the storm")
    }
}
