import Foundation
@testable import LayerHost
import PlatformInput
@testable import UIKit
import XCTest

/// A touchscreen's fingers, sent through the tests' own platform as the X11
/// platform makes them from XInput 2.2: several `UITouch`es at once, each
/// hit tested where it went down, and the pinch and rotation recognizers.
final class UIKitTouchscreenTests: XCTestCase {
    final class FingerView: UIView {
        var log: [String] = []
        var allTouchCounts: [Int] = []
        private func note(_ what: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
            log.append("\(what) \(touches.count)")
            allTouchCounts.append(event?.allTouches?.count ?? 0)
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note("began", touches, event) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note("moved", touches, event) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note("ended", touches, event) }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { note("cancelled", touches, event) }
    }

    private var platformWindow: TestHostWindow!
    private var window: UIWindow!
    private var left: FingerView!
    private var right: FingerView!
    private var time: TimeInterval = 100

    override func setUpWithError() throws {
        try super.setUpWithError()
        let before = UIScreen.main.scale
        addTeardownBlock { MainActor.assumeIsolated { UIScreen.hostScaleDidChange(to: before, windows: UIApplication.shared.windows) } }
        window = UIWindow(frame: UIScreen.main.bounds)
        left = FingerView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        right = FingerView(frame: CGRect(x: 300, y: 0, width: 300, height: 300))
        window.addSubview(left)
        window.addSubview(right)
        window.makeKeyAndVisible()
        let platform = TestHostPlatform(scale: 1)
        var options = LayerWindow.Options()
        options.platform = platform
        try UIApplication.shared.startHosting(options: options)
        platformWindow = try XCTUnwrap(platform.windows.first)
    }

    override func tearDown() {
        UIApplication.shared.stopHosting()
        for window in UIApplication.shared.windows { window.isHidden = true }
        super.tearDown()
    }

    /// Finger `id` at (`x`, `y`) in `phase`, 10 ms after the last.
    private func finger(_ id: Int, _ phase: TouchEvent.Phase, _ x: CGFloat, _ y: CGFloat) {
        time += 0.01
        platformWindow.send([.touch(window: platformWindow.id,
                                    TouchEvent(id: id, phase: phase, location: CGPoint(x: x, y: y), timestamp: time))])
    }

    func testTwoFingersAreTwoTouchesOfOneEvent() {
        finger(1, .began, 50, 50)
        finger(2, .began, 100, 100)
        finger(1, .moved, 60, 55)
        finger(2, .ended, 100, 100)
        finger(1, .ended, 60, 55)
        XCTAssertEqual(left.log, ["began 1", "began 1", "moved 1", "ended 1", "ended 1"],
                       "each finger's change alone; a finger that did not move is told nothing")
        XCTAssertEqual(left.allTouchCounts, [1, 2, 2, 2, 1], "the event holds every finger down")
        XCTAssertEqual(right.log, [])
    }

    func testEachFingerIsHitTestedWhereItWentDown() {
        finger(1, .began, 50, 50)
        finger(2, .began, 400, 50)
        finger(2, .moved, 100, 60)
        finger(1, .cancelled, 50, 50)
        finger(2, .ended, 100, 60)
        XCTAssertEqual(left.log, ["began 1", "cancelled 1"])
        XCTAssertEqual(right.log, ["began 1", "moved 1", "ended 1"], "a finger keeps its view wherever it goes")
    }

    func testTheFocusLostCancelsEveryFingerDown() {
        finger(1, .began, 50, 50)
        finger(2, .began, 400, 50)
        platformWindow.send([.focusOut(window: platformWindow.id)])
        XCTAssertEqual(left.log, ["began 1", "cancelled 1"])
        XCTAssertEqual(right.log, ["began 1", "cancelled 1"])
        finger(1, .ended, 50, 50)
        XCTAssertEqual(left.log.count, 2, "the finger's later end is not told again")
    }

    func testAFingerBeginningAgainWithoutAnEndCancelsItsOldTouch() {
        finger(1, .began, 50, 50)
        finger(1, .began, 400, 50)
        finger(1, .ended, 400, 50)
        XCTAssertEqual(left.log, ["began 1", "cancelled 1"])
        XCTAssertEqual(right.log, ["began 1", "ended 1"])
        XCTAssertEqual(left.allTouchCounts, [1, 1], "the stale touch is gone from the event")
    }

    func testClosingTheHostCancelsFingersDown() {
        finger(1, .began, 50, 50)
        UIApplication.shared.stopHosting()
        XCTAssertEqual(left.log, ["began 1", "cancelled 1"])
    }

    func testAPinchBeginsPastItsHysteresisAndScalesByTheDistance() {
        var seen: [(UIGestureRecognizer.State, CGFloat)] = []
        let pinch = UIPinchGestureRecognizer { seen.append(($0.state, ($0 as! UIPinchGestureRecognizer).scale)) }
        left.addGestureRecognizer(pinch)
        finger(1, .began, 100, 100)
        finger(2, .began, 200, 100)
        finger(2, .moved, 205, 100)
        XCTAssertTrue(seen.isEmpty, "5 points is under the hysteresis")
        finger(2, .moved, 210, 100)
        finger(2, .moved, 300, 100)
        XCTAssertEqual(seen.map(\.0), [.began, .changed])
        XCTAssertEqual(seen.map(\.1), [1.1, 2.0])
        XCTAssertEqual(pinch.velocity, (2.0 - 1.1) / 0.01, accuracy: 1e-6, "scale per second")
        pinch.scale = 1
        finger(1, .moved, 50, 100)
        XCTAssertEqual(seen.last?.1 ?? 0, 1.25, accuracy: 1e-9, "relative to the distance when it was set to 1")
        finger(3, .began, 150, 150)
        finger(3, .moved, 10, 10)
        XCTAssertEqual(seen.count, 3, "a third finger is ignored")
        finger(2, .ended, 300, 100)
        XCTAssertEqual(seen.last?.0, .ended)
        finger(1, .ended, 50, 100)
        finger(3, .ended, 10, 10)
        XCTAssertEqual(pinch.state, .possible, "reset once every finger lifted")
    }

    func testOneFingerNeverPinches() {
        var actions = 0
        let pinch = UIPinchGestureRecognizer { _ in actions += 1 }
        left.addGestureRecognizer(pinch)
        finger(1, .began, 100, 100)
        finger(1, .moved, 200, 200)
        finger(1, .ended, 200, 200)
        XCTAssertEqual(actions, 0, "it failed, and was reset when the finger lifted")
        XCTAssertEqual(pinch.state, .possible)
    }

    func testARotationCountsClockwiseAndPastAHalfTurn() {
        var seen: [(UIGestureRecognizer.State, CGFloat)] = []
        let rotation = UIRotationGestureRecognizer {
            seen.append(($0.state, ($0 as! UIRotationGestureRecognizer).rotation))
        }
        left.addGestureRecognizer(rotation)
        finger(1, .began, 150, 150)
        finger(2, .began, 250, 150)
        finger(2, .moved, 250, 154)
        XCTAssertTrue(seen.isEmpty, "0.04 radians is under the hysteresis")
        finger(2, .moved, 250, 160)
        XCTAssertEqual(seen.first?.0, .began)
        XCTAssertEqual(seen.first?.1 ?? 0, atan2(10, 100), accuracy: 1e-9, "clockwise on screen is positive")
        finger(2, .moved, 150, 250)
        XCTAssertEqual(seen.last?.1 ?? 0, .pi / 2, accuracy: 1e-9, "a quarter turn")
        finger(2, .moved, 50, 150)
        finger(2, .moved, 150, 50)
        XCTAssertEqual(seen.last?.1 ?? 0, 3 * .pi / 2, accuracy: 1e-9, "three quarters, through ±π without a jump")
        XCTAssertEqual(rotation.velocity, (3 * .pi / 2 - atan2(10, 100)) / 0.03, accuracy: 1e-6,
                       "radians per second over the last 0.1 s")
        rotation.rotation = 0
        finger(2, .moved, 250, 150)
        XCTAssertEqual(seen.last?.1 ?? 0, .pi / 2, accuracy: 1e-9, "counted on from zero")
        finger(1, .ended, 150, 150)
        XCTAssertEqual(seen.last?.0, .ended)
    }

    func testPinchAndRotationRecognizeTogetherWhenTheDelegateSaysSo() {
        final class Together: NSObject, UIGestureRecognizerDelegate {
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                   shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }
        }
        let together = Together()
        var scales: [CGFloat] = [], rotations: [CGFloat] = []
        let pinch = UIPinchGestureRecognizer { scales.append(($0 as! UIPinchGestureRecognizer).scale) }
        let rotation = UIRotationGestureRecognizer { rotations.append(($0 as! UIRotationGestureRecognizer).rotation) }
        pinch.delegate = together
        left.addGestureRecognizer(pinch)
        left.addGestureRecognizer(rotation)
        finger(1, .began, 100, 100)
        finger(2, .began, 200, 100)
        finger(2, .moved, 100, 300)
        XCTAssertEqual(scales.last ?? 0, 2, accuracy: 1e-9)
        XCTAssertEqual(rotations.last ?? 0, .pi / 2, accuracy: 1e-9)
    }
}
