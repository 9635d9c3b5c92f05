import Foundation
import PlatformInput
import XCTest

/// `PlatformEvent.inPoints(scale:)`: locations go from pixels to points,
/// sizes stay in pixels (the surface's), and every event names its window.
final class PlatformEventPointsTests: XCTestCase {
    private let window = PlatformWindowID(7)

    func testLocationsAreDividedAndSizesKept() {
        let pointer = PointerEvent(button: .primary, location: CGPoint(x: 90, y: 45), pressedButtons: [.primary],
                                   modifierFlags: [.shift], timestamp: 3)
        guard case .pointerDown(let w, let converted) = PlatformEvent.pointerDown(window: window, pointer)
            .inPoints(scale: 1.5) else { return XCTFail() }
        XCTAssertEqual(w, window)
        XCTAssertEqual(converted.location, CGPoint(x: 60, y: 30))
        XCTAssertEqual(converted.button, .primary)
        XCTAssertEqual(converted.modifierFlags, [.shift])

        let wheel = WheelEvent(location: CGPoint(x: 10, y: 20), deltaX: 0, deltaY: 1, modifierFlags: [], timestamp: 1)
        guard case .wheel(_, let scrolled) = PlatformEvent.wheel(window: window, wheel).inPoints(scale: 2) else {
            return XCTFail()
        }
        XCTAssertEqual(scrolled.location, CGPoint(x: 5, y: 10))
        XCTAssertEqual(scrolled.deltaY, 1, "steps are not scaled")

        XCTAssertEqual(PlatformEvent.resized(window: window, width: 200, height: 100).inPoints(scale: 2),
                       .resized(window: window, width: 200, height: 100))
    }

    func testEveryWindowEventNamesItsWindow() {
        XCTAssertEqual(PlatformEvent.scaleChanged(window: window, scale: 2).window, window)
        XCTAssertEqual(PlatformEvent.forgeryIgnored(window: window, what: "x").window, window)
        XCTAssertNil(PlatformEvent.connectionLost(reason: "gone").window)
    }
}
