import XCTest
@testable import CoreGraphics

final class ConstantsTests: XCTestCase {
    func testFloatLimitsMatchTheCMacros() {
        XCTAssertEqual(MAXFLOAT, Float.greatestFiniteMagnitude)
        XCTAssertEqual(HUGE, Float.greatestFiniteMagnitude, "Darwin's math.h: #define HUGE MAXFLOAT")
        XCTAssertTrue(HUGE.isFinite)
    }

    func testIntegerAndTimeConstants() {
        XCTAssertEqual(NSIntegerMax, Int.max)
        XCTAssertEqual(NSEC_PER_SEC, 1_000_000_000)
        XCTAssertEqual(NSEC_PER_MSEC, 1_000_000)
        XCTAssertEqual(NSEC_PER_USEC, 1_000)
        XCTAssertEqual(USEC_PER_SEC, 1_000_000)
        XCTAssertEqual(NSEC_PER_SEC, NSEC_PER_MSEC * 1_000)
        XCTAssertTrue(CFTimeInterval.self == Double.self)
    }
}
