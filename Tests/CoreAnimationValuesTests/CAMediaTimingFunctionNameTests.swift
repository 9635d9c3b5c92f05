import XCTest
@testable import CoreAnimationValues

final class CAMediaTimingFunctionNameTests: XCTestCase {
    func testRawValuesAreApples() {
        XCTAssertEqual(CAMediaTimingFunctionName.linear.rawValue, "linear")
        XCTAssertEqual(CAMediaTimingFunctionName.easeIn.rawValue, "easeIn")
        XCTAssertEqual(CAMediaTimingFunctionName.easeOut.rawValue, "easeOut")
        XCTAssertEqual(CAMediaTimingFunctionName.easeInEaseOut.rawValue, "easeInEaseOut")
        XCTAssertEqual(CAMediaTimingFunctionName.default.rawValue, "default")
    }

    func testValuesMadeFromStringsEqualTheConstants() {
        XCTAssertEqual(CAMediaTimingFunctionName(rawValue: "easeOut"), .easeOut)
        XCTAssertEqual(CAMediaTimingFunctionName("default"), .default)
        XCTAssertNotEqual(CAMediaTimingFunctionName("easein"), .easeIn)
    }
}
