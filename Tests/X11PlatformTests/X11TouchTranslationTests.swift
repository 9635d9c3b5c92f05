import CX11
import CXi
import Foundation
import PlatformInput
@testable import X11Platform
import XCTest

/// XInput 2.2 touch events, constructed as the server would send them (no
/// touch device exists under Xvfb, and XTest makes none), become `.touch`
/// events of the window they name; the connection asks for them on its
/// windows where the server has XI 2.2.
final class X11TouchTranslationTests: XvfbTestCase {
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
        event.extension = connection.touchOpcode ?? 131
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

    func testXvfbHasTouchAndTheWindowAsksForIt() throws {
        XCTAssertNotNil(connection.touchOpcode, "Xvfb speaks XInput 2.2 or later")
        var count: Int32 = 0
        let masks = try XCTUnwrap(XIGetSelectedEvents(connection.display, window.id, &count))
        defer { XFree(masks) }
        let selected = (0..<Int(count)).contains { index in
            let mask = masks[index]
            guard mask.mask_len > 2, let bits = mask.mask else { return false }
            return [XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd].allSatisfy { bits[Int($0) >> 3] & UInt8(1 << ($0 & 7)) != 0 }
        }
        XCTAssertTrue(selected, "touch begin, update and end are selected on the window")
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
            device(XI_ButtonPress, id: 1, x: 5, y: 5),
            device(XI_Motion, id: 0, x: 5, y: 5),
            device(XI_TouchOwnership, id: 1, x: 5, y: 5),
            device(XI_TouchBegin, id: 2, x: .nan, y: 5),
            device(XI_TouchUpdate, id: 2, x: 5, y: .infinity)), [])
    }
}
