import CoreGraphics
import CoreImage
import XCTest

final class CIColorTests: XCTestCase {
    func testComponentsAndStringRepresentation() {
        let color = CIColor(red: 0.2, green: 0.4, blue: 0.6)
        XCTAssertEqual(color.red, 0.2)
        XCTAssertEqual(color.green, 0.4)
        XCTAssertEqual(color.blue, 0.6)
        XCTAssertEqual(color.alpha, 1)
        XCTAssertEqual(color.numberOfComponents, 4)
        XCTAssertEqual((0..<4).map { color.components[$0] }, [0.2, 0.4, 0.6, 1])
        XCTAssertEqual(color.stringRepresentation, "0.2 0.4 0.6 1.0")
        XCTAssertEqual(CIColor.yellow.stringRepresentation, "1.0 1.0 0.0 1.0")
    }

    func testStringsReadBackAsApplesDocumentsThem() {
        XCTAssertEqual(CIColor(string: "0.5 0.7 0.3 1.0"), CIColor(red: 0.5, green: 0.7, blue: 0.3, alpha: 1))
        XCTAssertEqual(CIColor(string: "0.5 0.7 0.3").alpha, 1, "three numbers are opaque")
        XCTAssertEqual(CIColor(string: ""), CIColor.clear, "no numbers is clear")
        XCTAssertEqual(CIColor(string: "red"), CIColor.clear)
        XCTAssertEqual(CIColor(string: "0.1 nan 0.3"), CIColor.clear, "a NaN ends the reading")
        let roundTrip = CIColor(red: 0.125, green: 0.333, blue: 1, alpha: 0.5)
        XCTAssertEqual(CIColor(string: roundTrip.stringRepresentation), roundTrip)
    }

    func testAGreyCGColorKeepsItsSpaceAndTwoComponents() {
        let grey = CIColor(cgColor: CGColor(gray: 0.25, alpha: 0.5))
        XCTAssertEqual(grey.numberOfComponents, 2)
        XCTAssertEqual(grey.colorSpace.model, .monochrome)
        XCTAssertEqual(grey.red, 0.25)
        XCTAssertEqual(grey.blue, 0.25)
        XCTAssertEqual(grey.alpha, 0.5)
    }

    func testANonRGBSpaceIsRefused() {
        XCTAssertNil(CIColor(red: 1, green: 0, blue: 0, alpha: 1, colorSpace: CGColorSpaceCreateDeviceGray()))
        XCTAssertEqual(CIColor(red: 1, green: 0, blue: 0, colorSpace: CGColorSpaceCreateDeviceRGB()), CIColor.red)
    }
}
