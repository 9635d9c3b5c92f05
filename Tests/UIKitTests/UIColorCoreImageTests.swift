import XCTest
@testable import UIKit

/// UIKit's bridge to Core Image's colour.
final class UIColorCoreImageTests: XCTestCase {
    func testCIColorRoundTrips() {
        let color = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        let ci = color.ciColor
        XCTAssertEqual(ci.stringRepresentation, "0.1 0.2 0.3 0.4")
        XCTAssertEqual(UIColor(ciColor: ci), color)
        XCTAssertEqual(CIColor(color: .red), CIColor.red)
    }
}
