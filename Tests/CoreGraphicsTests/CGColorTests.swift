import XCTest
@testable import CoreGraphics

final class CGColorTests: XCTestCase {
    func testRGBColorKeepsItsComponentsAndAlpha() {
        let color = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        XCTAssertEqual(color.components, [0.1, 0.2, 0.3, 0.4])
        XCTAssertEqual(color.numberOfComponents, 4)
        XCTAssertEqual(color.alpha, 0.4)
        XCTAssertEqual(color.colorSpace?.model, .rgb)
    }

    func testGrayColorHasTwoComponents() {
        let color = CGColor(gray: 0.25, alpha: 1)
        XCTAssertEqual(color.components, [0.25, 1])
        XCTAssertEqual(color.colorSpace?.model, .monochrome)
        XCTAssertEqual(color.colorSpace?.name, CGColorSpace.genericGrayGamma2_2)
    }

    func testCopyWithAlphaReplacesOnlyAlpha() throws {
        let color = CGColor(srgbRed: 1, green: 0.5, blue: 0, alpha: 1)
        let faded = try XCTUnwrap(color.copy(alpha: 0.25))
        XCTAssertEqual(faded.components, [1, 0.5, 0, 0.25])
        XCTAssertEqual(faded.colorSpace?.name, CGColorSpace.sRGB)
        XCTAssertEqual(color.alpha, 1, "the original is unchanged")
    }

    func testEqualityComparesSpaceAndComponents() {
        XCTAssertEqual(CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(CGColor(red: 1, green: 0, blue: 0, alpha: 1).hashValue,
                       CGColor(red: 1, green: 0, blue: 0, alpha: 1).hashValue)
        XCTAssertNotEqual(CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        XCTAssertNotEqual(CGColor(gray: 1, alpha: 1), CGColor(red: 1, green: 1, blue: 1, alpha: 1),
                          "grey white is not RGB white, as with CFEqual")
    }

    func testConstantsAreGreys() {
        XCTAssertEqual(CGColor.black.components, [0, 1])
        XCTAssertEqual(CGColor.white.components, [1, 1])
        XCTAssertEqual(CGColor.clear.components, [0, 0])
    }

    func testColorFromSpaceReadsOneComponentPerChannelPlusAlpha() throws {
        let values: [CGFloat] = [0.2, 0.4, 0.6, 0.8, 99]
        let color = try XCTUnwrap(CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: values))
        XCTAssertEqual(color.components, [0.2, 0.4, 0.6, 0.8])
        let gray = try XCTUnwrap(CGColor(colorSpace: CGColorSpaceCreateDeviceGray(), components: values))
        XCTAssertEqual(gray.components, [0.2, 0.4])
    }

    func testRGBAExpandsGrey() {
        let rgba = CGColor(gray: 0.5, alpha: 0.75).rgba
        XCTAssertEqual([rgba.red, rgba.green, rgba.blue, rgba.alpha], [0.5, 0.5, 0.5, 0.75])
    }

    func testColorSpacesByName() {
        XCTAssertEqual(CGColorSpace(name: CGColorSpace.sRGB)?.model, .rgb)
        XCTAssertEqual(CGColorSpace(name: CGColorSpace.linearGray)?.numberOfComponents, 1)
        XCTAssertNil(CGColorSpace(name: "kCGColorSpaceNoSuchThing"))
    }
}
