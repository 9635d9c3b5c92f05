import XCTest
@testable import UIKit

final class UIControlTests: UIKitTestCase {
    final class Controller {
        var log: [String] = []
        func tapped(_ sender: UIButton) { log.append("tapped \(sender.tag)") }
        func down() { log.append("down") }
    }

    func testTouchUpInsideCallsTargetActionAndUIAction() {
        let window = makeKeyWindow()
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 100, height: 40))
        button.tag = 3
        window.addSubview(button)
        let controller = Controller()
        button.addTarget(controller, action: Controller.tapped, for: .touchUpInside)
        button.addTarget(controller, action: Controller.down, for: .touchDown)
        var primary = 0
        button.addAction(UIAction(title: "Go") { action in
            primary += 1
            XCTAssertTrue(action.sender === button)
        }, for: .primaryActionTriggered)
        press(CGPoint(x: 60, y: 60))
        XCTAssertTrue(button.isHighlighted)
        XCTAssertEqual(button.state, .highlighted)
        release(CGPoint(x: 60, y: 60))
        XCTAssertFalse(button.isHighlighted)
        XCTAssertEqual(controller.log, ["down", "tapped 3"])
        XCTAssertEqual(primary, 1)
    }

    func testReleasingFarOutsideIsTouchUpOutside() {
        let window = makeKeyWindow()
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.addSubview(control)
        var events: [String] = []
        control.addAction(UIAction { _ in events.append("inside") }, for: .touchUpInside)
        control.addAction(UIAction { _ in events.append("outside") }, for: .touchUpOutside)
        control.addAction(UIAction { _ in events.append("exit") }, for: .touchDragExit)
        press(CGPoint(x: 10, y: 10))
        drag(CGPoint(x: 60, y: 10))
        XCTAssertTrue(control.isTouchInside, "within the slop around the control")
        drag(CGPoint(x: 200, y: 10))
        XCTAssertFalse(control.isHighlighted)
        release(CGPoint(x: 200, y: 10))
        XCTAssertEqual(events, ["exit", "outside"])
    }

    func testDisabledControlsSendNothing() {
        let window = makeKeyWindow()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        window.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        button.isEnabled = false
        XCTAssertEqual(button.state, .disabled)
        click(CGPoint(x: 10, y: 10))
        XCTAssertEqual(taps, 0)
        button.isEnabled = true
        click(CGPoint(x: 10, y: 10), at: 100)
        XCTAssertEqual(taps, 1)
    }

    func testAButtonKeepsItsSingleTapFromTheSuperviewsRecognizer() {
        let window = makeKeyWindow()
        let button = UIButton(primaryAction: UIAction(title: "Next") { _ in })
        button.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        window.addSubview(button)
        var log: [String] = []
        button.addAction(UIAction { _ in log.append("button") }, for: .touchUpInside)
        window.addGestureRecognizer(UITapGestureRecognizer { _ in log.append("window tap") })
        click(CGPoint(x: 10, y: 10))
        XCTAssertEqual(log, ["button"])
        click(CGPoint(x: 300, y: 200), at: 100)
        XCTAssertEqual(log, ["button", "window tap"])
        XCTAssertEqual(button.title(for: .highlighted), "Next", "falls back to the normal title")
    }
}
