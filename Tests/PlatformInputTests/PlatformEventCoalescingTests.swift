import Foundation
import PlatformInput
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

/// Touch moves: each finger's last move in a run, where it first moved;
/// a finger going down or lifting ends the run.
final class TouchCoalescingTests: XCTestCase {
    private let window = PlatformWindowID(1), other = PlatformWindowID(2)

    private func touch(_ id: Int, _ phase: TouchEvent.Phase, x: CGFloat, in window: PlatformWindowID? = nil)
        -> PlatformEvent {
        .touch(window: window ?? self.window, TouchEvent(id: id, phase: phase, location: CGPoint(x: x, y: 0),
                                                         timestamp: Double(x)))
    }

    func testEachFingerKeepsItsLastMoveInARun() {
        let events = [touch(1, .began, x: 0), touch(2, .began, x: 100),
                      touch(1, .moved, x: 1), touch(2, .moved, x: 101), touch(1, .moved, x: 2), touch(1, .moved, x: 3),
                      touch(2, .moved, x: 102)]
        XCTAssertEqual(PlatformEvent.coalescingMotion(events),
                       [touch(1, .began, x: 0), touch(2, .began, x: 100), touch(1, .moved, x: 3),
                        touch(2, .moved, x: 102)])
    }

    func testAFingerLiftingOrAnotherWindowEndsTheRun() {
        let events = [touch(1, .moved, x: 1), touch(1, .moved, x: 2), touch(2, .ended, x: 50),
                      touch(1, .moved, x: 3), touch(1, .moved, x: 4, in: other), touch(1, .moved, x: 5, in: other),
                      touch(1, .moved, x: 6)]
        XCTAssertEqual(PlatformEvent.coalescingMotion(events),
                       [touch(1, .moved, x: 2), touch(2, .ended, x: 50), touch(1, .moved, x: 3),
                        touch(1, .moved, x: 5, in: other), touch(1, .moved, x: 6)])
    }

    func testAHundredThousandMovesOfThreeFingersCostThreeEvents() {
        var events: [PlatformEvent] = []
        for i in 0..<100_000 { events.append(touch(i % 3, .moved, x: CGFloat(i))) }
        XCTAssertEqual(PlatformEvent.coalescingMotion(events),
                       [touch(0, .moved, x: 99_999), touch(1, .moved, x: 99_997), touch(2, .moved, x: 99_998)])
    }
}
