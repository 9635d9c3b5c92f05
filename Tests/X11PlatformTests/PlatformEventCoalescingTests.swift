import Foundation
import X11Platform
import XCTest

/// `PlatformEvent.coalescingMotion`: runs of moves keep their last; presses,
/// keys, other windows and changes of buttons or modifiers end a run.
final class PlatformEventCoalescingTests: XCTestCase {
    private let window = PlatformWindowID(1), other = PlatformWindowID(2)

    private func move(_ x: Int, in window: PlatformWindowID? = nil, pressed: PointerButtons = [],
                      modifiers: ModifierFlags = []) -> PlatformEvent {
        .pointerMoved(window: window ?? self.window, PointerEvent(
            button: nil, location: CGPoint(x: x, y: 0), pressedButtons: pressed, modifierFlags: modifiers,
            timestamp: Double(x)))
    }

    private func press(_ x: Int) -> PlatformEvent {
        .pointerDown(window: window, PointerEvent(
            button: .primary, location: CGPoint(x: x, y: 0), pressedButtons: .primary, modifierFlags: [],
            timestamp: Double(x)))
    }

    func testARunOfMovesKeepsItsLast() {
        let flood = (0..<100_000).map { move($0) }
        XCTAssertEqual(PlatformEvent.coalescingMotion(flood), [move(99_999)])
    }

    func testPressesOtherWindowsAndHeldButtonsEndARun() {
        let events = [move(1), move(2), press(3), move(4, pressed: .primary), move(5, pressed: .primary),
                      move(6), move(7, in: other), move(8, in: other), move(9, modifiers: .shift), move(10)]
        XCTAssertEqual(PlatformEvent.coalescingMotion(events),
                       [move(2), press(3), move(5, pressed: .primary), move(6), move(8, in: other),
                        move(9, modifiers: .shift), move(10)])
    }

    func testNothingElseIsTouched() {
        let events: [PlatformEvent] = [.focusIn(window: window), press(1), .exposed(window: window), press(2)]
        XCTAssertEqual(PlatformEvent.coalescingMotion(events), events)
    }
}
