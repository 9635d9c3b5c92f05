import XCTest
@testable import CoreAnimationValues

final class CAMediaTimingFillModeTests: XCTestCase {
    func testRawValuesAreApples() {
        XCTAssertEqual(CAMediaTimingFillMode.forwards.rawValue, "forwards")
        XCTAssertEqual(CAMediaTimingFillMode.backwards.rawValue, "backwards")
        XCTAssertEqual(CAMediaTimingFillMode.both.rawValue, "both")
        XCTAssertEqual(CAMediaTimingFillMode.removed.rawValue, "removed")
    }

    func testValuesMadeFromStringsEqualTheConstants() {
        XCTAssertEqual(CAMediaTimingFillMode(rawValue: "both"), .both)
        XCTAssertEqual(CAMediaTimingFillMode("forwards"), .forwards)
        XCTAssertNotEqual(CAMediaTimingFillMode("Forwards"), .forwards)
        XCTAssertEqual(Set([CAMediaTimingFillMode.both, CAMediaTimingFillMode("both")]).count, 1)
    }

    func testWhichModesFillWhichSide() {
        XCTAssertEqual(CAMediaTimingFillMode.forwards.fillsForwards, true)
        XCTAssertEqual(CAMediaTimingFillMode.forwards.fillsBackwards, false)
        XCTAssertEqual(CAMediaTimingFillMode.backwards.fillsForwards, false)
        XCTAssertEqual(CAMediaTimingFillMode.backwards.fillsBackwards, true)
        XCTAssertEqual(CAMediaTimingFillMode.both.fillsForwards, true)
        XCTAssertEqual(CAMediaTimingFillMode.both.fillsBackwards, true)
        XCTAssertEqual(CAMediaTimingFillMode.removed.fillsForwards, false)
        XCTAssertEqual(CAMediaTimingFillMode.removed.fillsBackwards, false)
        XCTAssertEqual(CAMediaTimingFillMode("sideways").fillsForwards, false)
    }
}
