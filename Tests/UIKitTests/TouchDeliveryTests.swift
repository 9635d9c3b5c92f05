import XCTest
@testable import UIKit

/// Pointer events, as the host window delivers them, become touches on the hit-tested view.
final class TouchDeliveryTests: UIKitTestCase {
    final class TouchLog: UIView {
        var log: [String] = []
        var locations: [CGPoint] = []
        var previous: [CGPoint] = []
        var touches: [UITouch] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches, event) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches, event) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches, event) }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record("cancelled", touches, event) }
        private func record(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
            guard let touch = touches.first else { return }
            log.append(phase)
            locations.append(touch.location(in: self))
            previous.append(touch.previousLocation(in: self))
            self.touches.append(touch)
        }
    }

    func testAPressDragAndReleaseReachTheHitViewInItsCoordinates() {
        let window = makeKeyWindow()
        let target = TouchLog(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
        let other = TouchLog(frame: CGRect(x: 250, y: 50, width: 100, height: 100))
        window.addSubview(target)
        window.addSubview(other)
        press(CGPoint(x: 120, y: 70), at: 10)
        drag(CGPoint(x: 130, y: 75), at: 10.1)
        drag(CGPoint(x: 300, y: 80), at: 10.2)
        release(CGPoint(x: 310, y: 90), at: 10.3)
        XCTAssertEqual(target.log, ["began", "moved", "moved", "ended"])
        XCTAssertEqual(other.log, [], "the touch stays with the view it began in")
        XCTAssertEqual(target.locations, [CGPoint(x: 20, y: 20), CGPoint(x: 30, y: 25), CGPoint(x: 200, y: 30), CGPoint(x: 210, y: 40)])
        XCTAssertEqual(target.previous[1], CGPoint(x: 20, y: 20))
        let touch = target.touches[0]
        XCTAssertTrue(target.touches.allSatisfy { $0 === touch }, "one touch object for the sequence")
        XCTAssertTrue(touch.view === target)
        XCTAssertTrue(touch.window === window)
        XCTAssertEqual(touch.timestamp, 10.3)
        XCTAssertEqual(touch.phase, .ended)
        XCTAssertEqual(touch.location(in: nil), CGPoint(x: 310, y: 90), "window coordinates")
    }

    func testAWindowAwayFromTheOriginGetsTouchesInItsOwnCoordinates() {
        let window = makeKeyWindow(CGRect(x: 50, y: 40, width: 200, height: 200))
        let target = TouchLog(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        window.addSubview(target)
        click(CGPoint(x: 70, y: 60))
        XCTAssertEqual(target.log, ["began", "ended"])
        XCTAssertEqual(target.locations.first, CGPoint(x: 10, y: 10))
        click(CGPoint(x: 30, y: 30))
        XCTAssertEqual(target.log, ["began", "ended"], "outside the window: nobody")
    }

    func testTapCountCountsQuickPressesInOnePlace() {
        let window = makeKeyWindow()
        let target = TouchLog(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(target)
        click(CGPoint(x: 10, y: 10), at: 1)
        click(CGPoint(x: 12, y: 11), at: 1.2)
        click(CGPoint(x: 12, y: 11), at: 1.4)
        click(CGPoint(x: 12, y: 11), at: 3)
        click(CGPoint(x: 80, y: 80), at: 3.1)
        let counts = target.touches.enumerated().filter { $0.offset % 2 == 0 }.map(\.element.tapCount)
        XCTAssertEqual(counts, [1, 2, 3, 1, 1])
    }

    func testOtherButtonsAndIgnoredEventsDoNotTouch() {
        let window = makeKeyWindow()
        let target = TouchLog(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(target)
        UIApplication.shared.handle(.pointerDown(pointer(CGPoint(x: 10, y: 10), at: nil, buttons: [.secondary], button: .secondary)))
        UIApplication.shared.handle(.pointerUp(pointer(CGPoint(x: 10, y: 10), at: nil, buttons: [], button: .secondary)))
        XCTAssertEqual(target.log, [])
        UIApplication.shared.beginIgnoringInteractionEvents()
        click(CGPoint(x: 10, y: 10))
        UIApplication.shared.endIgnoringInteractionEvents()
        XCTAssertEqual(target.log, [])
        click(CGPoint(x: 10, y: 10))
        XCTAssertEqual(target.log, ["began", "ended"])
    }

    func testLosingFocusCancelsATouch() {
        let window = makeKeyWindow()
        let target = TouchLog(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(target)
        press(CGPoint(x: 10, y: 10))
        UIApplication.shared.handle(.focusLost)
        release(CGPoint(x: 10, y: 10))
        XCTAssertEqual(target.log, ["began", "cancelled"])
    }

    func testKeysBecomePressesForTheFirstResponder() {
        final class KeyView: UIView {
            var keys: [String] = []
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                for press in presses { keys.append("down \(press.key?.characters ?? "?") \(press.key?.keyCode == .keyboardA)") }
            }
            override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                for press in presses { keys.append("up \(press.key?.charactersIgnoringModifiers ?? "?")") }
            }
        }
        let window = makeKeyWindow()
        let view = KeyView()
        window.addSubview(view)
        XCTAssertTrue(view.becomeFirstResponder())
        defer { view.resignFirstResponder() }
        let key = LayerWindow.KeyEvent(keyName: "a", text: "A", keyCode: 38, modifierFlags: [.shift], isRepeat: false, timestamp: 1)
        UIApplication.shared.handle(.keyDown(key))
        UIApplication.shared.handle(.keyUp(key))
        let left = LayerWindow.KeyEvent(keyName: "Left", text: "", keyCode: 113, modifierFlags: [], isRepeat: false, timestamp: 2)
        UIApplication.shared.handle(.keyDown(left))
        XCTAssertEqual(view.keys, ["down A true", "up a", "down UIKeyInputLeftArrow false"])
    }

    func testAWindowThatTakesNoTouchLetsItThroughToTheWindowBehind() {
        let back = makeKeyWindow()
        let target = TouchLog(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        back.addSubview(target)
        let overlay = UIWindow(frame: back.frame)
        overlay.windowLevel = UIWindow.Level(rawValue: back.windowLevel.rawValue + 1)
        overlay.isUserInteractionEnabled = false
        overlay.isHidden = false
        click(CGPoint(x: 50, y: 50))
        XCTAssertEqual(target.log, ["began", "ended"], "the overlay's hit test found nothing")
    }
}
