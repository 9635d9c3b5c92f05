@testable import CoreAnimationValues
import XCTest

/// `BlackDefaultColor`: a layer's border and shadow colours read as they were set.
final class BlackDefaultColorTests: XCTestCase {
    func testTheDefaultReadsAsTheSharedBlack() {
        let properties = LayerProperties()
        XCTAssertTrue(properties.borderColor === CGColor.black)
        XCTAssertTrue(properties.shadowColor === CGColor.black)
    }

    func testAColourOrNilReadsBackAsSet() {
        var properties = LayerProperties()
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        properties.borderColor = red
        properties.shadowColor = nil
        XCTAssertTrue(properties.borderColor === red)
        XCTAssertNil(properties.shadowColor)
        properties.borderColor = CGColor.black
        XCTAssertTrue(properties.borderColor === CGColor.black)
    }

    func testEqualityIsTheColoursWhateverTheyAreHeldAs() {
        var a = LayerProperties(), b = LayerProperties()
        b.borderColor = CGColor(gray: 0, alpha: 1)  // another black object
        XCTAssertEqual(a, b)
        b.shadowColor = nil
        XCTAssertNotEqual(a, b)
        a.shadowColor = nil
        XCTAssertEqual(a, b)
        a.borderColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        XCTAssertNotEqual(a, b)
    }
}
