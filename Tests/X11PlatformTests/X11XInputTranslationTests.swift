import CX11
import CXi
import Foundation
import PlatformInput
@testable import X11Platform
import XCTest

/// XInput 2.2 events, constructed as the server would send them (no touch
/// device or smooth-scrolling touchpad exists under Xvfb, and XTest makes
/// none), become the events of the window they name: touches, pointer
/// events with emulated ones dropped, and smooth scrolling; the connection
/// asks for them on its windows where the server has XI 2.2.
final class X11XInputTranslationTests: XvfbTestCase {
    private var window: X11Window!

    override func setUpWithError() throws {
        try super.setUpWithError()
        window = try showWindow(width: 200, height: 150)
    }

    override func tearDown() {
        window = nil
        super.tearDown()
    }

    private func device(_ type: Int32, id: Int32, x: Double, y: Double, window: Window? = nil,
                        mods: Int32 = 0) -> XIDeviceEvent {
        var event = XIDeviceEvent()
        event.type = GenericEvent
        event.extension = connection.xinputOpcode ?? 131
        event.evtype = type
        event.detail = id
        event.event = window ?? self.window.id
        event.event_x = x
        event.event_y = y
        event.mods.effective = mods
        event.time = 1000
        return event
    }

    private func translated(_ events: XIDeviceEvent...) -> [PlatformEvent] {
        var out: [PlatformEvent] = []
        for event in events { connection.translateTouch(event, into: &out) }
        return out
    }

    func testXvfbHasXInput2AndTheWindowAsksForPointerAndTouch() throws {
        XCTAssertNotNil(connection.xinputOpcode, "Xvfb speaks XInput 2.2 or later")
        var count: Int32 = 0
        let masks = try XCTUnwrap(XIGetSelectedEvents(connection.display, window.id, &count))
        defer { XFree(masks) }
        let selected = (0..<Int(count)).contains { index in
            let mask = masks[index]
            guard mask.mask_len > 2, let bits = mask.mask else { return false }
            return X11Connection.selectedXInputEvents.allSatisfy { bits[Int($0) >> 3] & UInt8(1 << ($0 & 7)) != 0 }
        }
        XCTAssertTrue(selected, "buttons, motion, enter, device changes and touches are selected on the window")
    }

    func testTwoFingersDownMovingAndUp() {
        let events = translated(
            device(XI_TouchBegin, id: 7, x: 10.5, y: 20.25, mods: ShiftMask),
            device(XI_TouchBegin, id: 8, x: 100, y: 50),
            device(XI_TouchUpdate, id: 7, x: 12, y: 22),
            device(XI_TouchEnd, id: 8, x: 101, y: 51),
            device(XI_TouchEnd, id: 7, x: 13, y: 23))
        let touches = events.compactMap { event -> TouchEvent? in
            guard case .touch(let w, let touch) = event, w == window.platformID else { return nil }
            return touch
        }
        XCTAssertEqual(touches.map(\.id), [7, 8, 7, 8, 7])
        XCTAssertEqual(touches.map(\.phase), [.began, .began, .moved, .ended, .ended])
        XCTAssertEqual(touches.first?.location, CGPoint(x: 10.5, y: 20.25), "sub-pixel locations are kept")
        XCTAssertEqual(touches.first?.modifierFlags, [.shift])
        XCTAssertEqual(touches.last?.location, CGPoint(x: 13, y: 23))
        XCTAssertTrue(touches.allSatisfy { $0.timestamp.isFinite && $0.timestamp > 0 })
    }

    func testOtherWindowsOtherEventsAndNonsenseAreDropped() {
        XCTAssertEqual(translated(
            device(XI_TouchBegin, id: 1, x: 5, y: 5, window: 0x1234_5678),
            device(XI_TouchOwnership, id: 1, x: 5, y: 5),
            device(XI_TouchBegin, id: 2, x: .nan, y: 5),
            device(XI_TouchUpdate, id: 2, x: 5, y: .infinity)), [])
    }

    private func pointer(_ event: XIDeviceEvent, buttons: [UInt8] = [0, 0], valuators: [Int: Double] = [:])
        -> [PlatformEvent] {
        var event = event
        var buttonBits = buttons
        var valuatorBits = [UInt8](repeating: 0, count: 2)
        var values: [Double] = []
        for number in valuators.keys.sorted() {
            valuatorBits[number >> 3] |= UInt8(1 << (number & 7))
            values.append(valuators[number]!)
        }
        var out: [PlatformEvent] = []
        buttonBits.withUnsafeMutableBufferPointer { buttonBuffer in
            valuatorBits.withUnsafeMutableBufferPointer { valuatorBuffer in
                values.withUnsafeMutableBufferPointer { valueBuffer in
                    event.buttons = XIButtonState(mask_len: Int32(buttonBuffer.count), mask: buttonBuffer.baseAddress)
                    event.valuators = XIValuatorState(mask_len: Int32(valuatorBuffer.count), mask: valuatorBuffer.baseAddress,
                                                      values: valueBuffer.baseAddress)
                    connection.translatePointer(event, into: &out)
                }
            }
        }
        return out
    }

    func testXInputButtonsAndMotionAreThePointersWithSubPixelLocations() {
        let press = pointer(device(XI_ButtonPress, id: 1, x: 10.5, y: 20.25, mods: ControlMask))
        guard case .pointerDown(let w, let down)? = press.first else { return XCTFail("\(press)") }
        XCTAssertEqual(w, window.platformID)
        XCTAssertEqual(down.button, .primary)
        XCTAssertEqual(down.pressedButtons, [.primary], "the button is held after its press")
        XCTAssertEqual(down.location, CGPoint(x: 10.5, y: 20.25))
        XCTAssertEqual(down.modifierFlags, [.control])
        // Bit 1 of the mask: the primary button is held while the pointer moves.
        let drag = pointer(device(XI_Motion, id: 0, x: 30, y: 40), buttons: [0b10, 0], valuators: [0: 30, 1: 40])
        guard case .pointerMoved(_, let moved)? = drag.first, drag.count == 1 else { return XCTFail("\(drag)") }
        XCTAssertEqual(moved.pressedButtons, [.primary])
        XCTAssertEqual(moved.location, CGPoint(x: 30, y: 40))
        let release = pointer(device(XI_ButtonRelease, id: 1, x: 30, y: 40), buttons: [0b10, 0])
        guard case .pointerUp(_, let up)? = release.first else { return XCTFail("\(release)") }
        XCTAssertEqual(up.pressedButtons, [])
        let wheel = pointer(device(XI_ButtonPress, id: 5, x: 30, y: 40))
        guard case .wheel(_, let step)? = wheel.first else { return XCTFail("\(wheel)") }
        XCTAssertEqual(step.deltaY, -1, "a wheel notch down, from a mouse without smooth scrolling")
    }

    func testEmulatedPointerEventsAreDropped() {
        var emulated = device(XI_ButtonPress, id: 1, x: 10, y: 10)
        emulated.flags = XIPointerEmulated
        XCTAssertEqual(pointer(emulated), [], "a press emulated from a touch: the touch came already")
        var emulatedWheel = device(XI_ButtonPress, id: 4, x: 10, y: 10)
        emulatedWheel.flags = XIPointerEmulated
        XCTAssertEqual(pointer(emulatedWheel), [], "a notch emulated from smooth scrolling: the scroll came already")
    }

    func testSmoothScrollingValuatorsBecomeFractionalSteps() {
        connection.smoothScroll.setAxes([.init(number: 2, isVertical: false, increment: 15),
                                         .init(number: 3, isVertical: true, increment: 120)], of: 11)
        var scroll = device(XI_Motion, id: 0, x: 50, y: 60)
        scroll.sourceid = 11
        XCTAssertEqual(pointer(scroll, valuators: [3: 1_000]), [], "the first value is only remembered")
        let down = pointer(scroll, valuators: [3: 1_060])
        guard case .wheel(let w, let half)? = down.first, down.count == 1 else { return XCTFail("\(down)") }
        XCTAssertEqual(w, window.platformID)
        XCTAssertEqual(half.deltaY, -0.5, "half a step down the page")
        XCTAssertEqual(half.deltaX, 0)
        XCTAssertEqual(half.location, CGPoint(x: 50, y: 60))
        let right = pointer(scroll, valuators: [2: 0, 3: 1_060])
        XCTAssertEqual(right, [], "a horizontal axis' first value, and no vertical change")
        let both = pointer(scroll, valuators: [2: 30, 3: 940])
        guard case .wheel(_, let steps)? = both.first else { return XCTFail("\(both)") }
        XCTAssertEqual(steps.deltaX, -2, "two steps right")
        XCTAssertEqual(steps.deltaY, 1, "one step up")
        let moveAndScroll = pointer(scroll, valuators: [0: 50, 1: 60, 3: 1_000])
        XCTAssertEqual(moveAndScroll.count, 2, "a motion that moves and scrolls is both: \(moveAndScroll)")
        var other = scroll
        other.sourceid = 12
        XCTAssertEqual(pointer(other, valuators: [3: 5_000]).count, 1, "a device without scroll axes only moves")
    }
}
