import PlatformInput
import CX11
import Foundation
import X11Platform
import XCTest

/// Synthetic input through XTest arrives as the right `PlatformEvent`s.
final class X11ConnectionInputTests: XvfbTestCase {
    private var window: X11Window!

    override func setUpWithError() throws {
        try super.setUpWithError()
        window = try showWindow(width: 200, height: 150)
        // Start each test with the pointer outside the window, then drop
        // whatever that produced.
        driver.movePointer(rootX: 700, rootY: 500)
        _ = collectEvents(timeout: 0.05) { _ in false }
    }

    override func tearDown() {
        window = nil
        super.tearDown()
    }

    /// Root coordinates of a point given in window coordinates.
    private func movePointer(toWindowX x: Int, y: Int) {
        driver.movePointer(rootX: windowOrigin.x + x, rootY: windowOrigin.y + y)
    }

    func testPointerMotionArrivesInWindowCoordinates() {
        movePointer(toWindowX: 10, y: 20)
        movePointer(toWindowX: 123, y: 45)
        let events = collectEvents { $0.filter(\.isPointerMoved).count >= 2 }
        let moves = events.filter(\.isPointerMoved).compactMap(\.pointer)
        XCTAssertEqual(moves.map(\.location), [CGPoint(x: 10, y: 20), CGPoint(x: 123, y: 45)])
        XCTAssertEqual(events.filter(\.isPointerMoved).map(\.window), [window.platformID, window.platformID])
        for move in moves {
            XCTAssertNil(move.button)
            XCTAssertEqual(move.pressedButtons, [])
            XCTAssertEqual(move.modifierFlags, [])
        }
    }

    func testPrimaryButtonDownDragAndUp() {
        movePointer(toWindowX: 30, y: 40)
        driver.press(button: 1)
        movePointer(toWindowX: 35, y: 42)
        driver.release(button: 1)
        let events = collectEvents { $0.contains { if case .pointerUp = $0 { return true } else { return false } } }
        guard events.count == 4 else { return XCTFail("expected move, down, drag, up; got \(events)") }
        XCTAssertEqual(
            events,
            [
                .pointerMoved(window: window.platformID, pointer(nil, at: (30, 40), pressed: [], time: events[0])),
                .pointerDown(window: window.platformID, pointer(.primary, at: (30, 40), pressed: [.primary], time: events[1])),
                .pointerMoved(window: window.platformID, pointer(nil, at: (35, 42), pressed: [.primary], time: events[2])),
                .pointerUp(window: window.platformID, pointer(.primary, at: (35, 42), pressed: [], time: events[3])),
            ])
    }

    func testSecondaryAndMiddleButtons() {
        movePointer(toWindowX: 5, y: 6)
        driver.click(button: 3)
        driver.click(button: 2)
        let events = collectEvents { $0.filter { $0.pointer?.button != nil }.count >= 4 }
        let buttons = events.compactMap { event -> String? in
            switch event {
            case .pointerDown(_, let e): return "down \(e.button.map { "\($0)" } ?? "-") \(e.pressedButtons.rawValue)"
            case .pointerUp(_, let e): return "up \(e.button.map { "\($0)" } ?? "-") \(e.pressedButtons.rawValue)"
            default: return nil
            }
        }
        XCTAssertEqual(buttons, ["down secondary 4", "up secondary 0", "down middle 2", "up middle 0"])
    }

    func testWheelButtonsBecomeScrollSteps() {
        movePointer(toWindowX: 50, y: 60)
        for button: UInt32 in [4, 5, 6, 7] { driver.click(button: button) }
        let events = collectEvents { $0.filter(Self.isWheel).count >= 4 }
        let steps = events.compactMap { event -> [CGFloat]? in
            guard case .wheel(let id, let wheel) = event else { return nil }
            XCTAssertEqual(wheel.location, CGPoint(x: 50, y: 60))
            XCTAssertEqual(id, window.platformID)
            return [wheel.deltaX, wheel.deltaY]
        }
        XCTAssertEqual(steps, [[0, 1], [0, -1], [1, 0], [-1, 0]])
        XCTAssertFalse(events.contains { $0.pointer?.button != nil }, "wheel steps are not button presses")
    }

    func testModifiersHeldDuringAClick() {
        movePointer(toWindowX: 8, y: 9)
        driver.pressKey(XK_Shift_L)
        driver.pressKey(XK_Control_L)
        driver.click(button: 1)
        driver.releaseKey(XK_Control_L)
        driver.releaseKey(XK_Shift_L)
        let events = collectEvents { $0.contains { if case .pointerUp = $0 { return true } else { return false } } }
        let down = events.compactMap { event -> PointerEvent? in
            if case .pointerDown(_, let e) = event { return e } else { return nil }
        }
        XCTAssertEqual(down.map(\.modifierFlags), [[.shift, .control]])
    }

    func testKeyNamesComeFromKeysyms() {
        driver.focus(window.id)
        for keysym in [XK_Left, XK_space, XK_a, XK_Return, XK_F1] { driver.tapKey(keysym) }
        let events = collectEvents { $0.compactMap(\.key).count >= 10 }
        let keys = events.compactMap { event -> String? in
            switch event {
            case .keyDown(_, let e): return "down \(e.keyName) \(e.text.debugDescription)"
            case .keyUp(_, let e): return "up \(e.keyName)"
            default: return nil
            }
        }
        XCTAssertEqual(
            keys,
            [
                "down Left \"\"", "up Left", "down space \" \"", "up space", "down a \"a\"", "up a",
                "down Return \"\\r\"", "up Return", "down F1 \"\"", "up F1",
            ])
        XCTAssertEqual(Set(events.filter { $0.key != nil }.compactMap(\.window)), [window.platformID])
        XCTAssertEqual(events.compactMap(\.key).first?.keyCode, driver.keyCode(XK_Left))
    }

    func testShiftedKeyKeepsItsNameAndTypesTheShiftedText() {
        driver.focus(window.id)
        driver.pressKey(XK_Shift_L)
        driver.tapKey(XK_a)
        driver.releaseKey(XK_Shift_L)
        let events = collectEvents { $0.compactMap(\.key).count >= 4 }
        let typed = events.compactMap { event -> KeyEvent? in
            if case .keyDown(_, let e) = event, e.keyName == "a" { return e } else { return nil }
        }
        XCTAssertEqual(typed.map(\.text), ["A"])
        XCTAssertEqual(typed.map(\.modifierFlags), [.shift])
        XCTAssertEqual(events.compactMap(\.key).first?.keyName, "Shift_L")
    }

    func testHeldKeyRepeatsAreMarked() {
        driver.focus(window.id)
        // The server repeats a held key: after 50 ms, then every 40 ms.
        driver.setAutoRepeat(delayMilliseconds: 50, intervalMilliseconds: 40)
        defer { driver.setAutoRepeat(delayMilliseconds: 660, intervalMilliseconds: 40) }
        driver.pressKey(XK_b)
        var events = collectEvents { $0.compactMap(\.key).count >= 3 }
        driver.releaseKey(XK_b)
        events += collectEvents { $0.contains { if case .keyUp = $0 { return true } else { return false } } }
        let keys = events.compactMap { event -> String? in
            switch event {
            case .keyDown(_, let e): return "down \(e.keyName) repeat=\(e.isRepeat)"
            case .keyUp(_, let e): return "up \(e.keyName)"
            default: return nil
            }
        }
        XCTAssertEqual(keys.first, "down b repeat=false")
        XCTAssertEqual(keys.last, "up b")
        XCTAssertGreaterThanOrEqual(keys.count, 3)
        XCTAssertEqual(Set(keys.dropFirst().dropLast()), ["down b repeat=true"], "repeats are presses only")
    }

    func testKeyReleasedWhileFocusWasElsewhereIsNotARepeatLater() {
        driver.focus(window.id)
        driver.pressKey(XK_c)
        driver.focus(driver.root)
        driver.releaseKey(XK_c)  // goes to the root window, not to us
        driver.focus(window.id)
        driver.tapKey(XK_c)
        let events = collectEvents { $0.compactMap(\.key).filter { $0.keyName == "c" }.count >= 3 }
        let presses = events.compactMap { event -> Bool? in
            if case .keyDown(_, let e) = event, e.keyName == "c" { return e.isRepeat } else { return nil }
        }
        XCTAssertEqual(presses.first, false)
        XCTAssertEqual(presses.last, false, "the second press is a fresh one: \(presses)")
    }

    func testFocusInAndOut() {
        driver.focus(window.id)
        var events = collectEvents { $0.contains(.focusIn(window: window.platformID)) }
        XCTAssertEqual(events.filter { $0.window == window.platformID }, [.focusIn(window: window.platformID)])
        driver.focus(driver.root)
        events = collectEvents { $0.contains(.focusOut(window: window.platformID)) }
        XCTAssertEqual(events.filter { $0.window == window.platformID }, [.focusOut(window: window.platformID)])
    }

    func testTimestampsAreMonotonicSecondsOnTheLocalClock() {
        let start = X11Connection.monotonicNow()
        movePointer(toWindowX: 1, y: 1)
        usleep(30_000)
        movePointer(toWindowX: 2, y: 2)
        let events = collectEvents { $0.filter(\.isPointerMoved).count >= 2 }
        let end = X11Connection.monotonicNow()
        let times = events.compactMap(\.pointer).map(\.timestamp)
        XCTAssertEqual(times.count, 2)
        guard times.count == 2 else { return }
        XCTAssertGreaterThanOrEqual(times[0], start - 0.05)
        XCTAssertLessThanOrEqual(times[1], end)
        // The server's own spacing (its clock has millisecond steps).
        XCTAssertGreaterThanOrEqual(times[1] - times[0], 0.025)
    }

    // MARK: - Helpers

    private static func isWheel(_ event: PlatformEvent) -> Bool {
        if case .wheel = event { return true }
        return false
    }

    /// The pointer event expected in this window, with the timestamp of the
    /// event actually received (timestamps are checked on their own).
    private func pointer(
        _ button: PointerButton?, at location: (Int, Int), pressed: PointerButtons, time actual: PlatformEvent
    ) -> PointerEvent {
        PointerEvent(
            button: button, location: CGPoint(x: location.0, y: location.1),
            pressedButtons: pressed, modifierFlags: [], timestamp: actual.pointer?.timestamp ?? -1)
    }
}
