import XCTest
@testable import UIKit

final class UIColorTests: XCTestCase {
    func testComponentsAndNamedColours() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        XCTAssertTrue(UIColor.orange.getRed(&r, green: &g, blue: &b, alpha: &a))
        XCTAssertEqual([r, g, b, a], [1, 0.5, 0, 1])
        var white: CGFloat = 0
        XCTAssertTrue(UIColor.darkGray.getWhite(&white, alpha: &a))
        XCTAssertEqual(white, 1.0 / 3.0, accuracy: 1e-9)
        XCTAssertFalse(UIColor.red.getWhite(&white, alpha: &a))
        XCTAssertTrue(UIColor.gray.getRed(&r, green: &g, blue: &b, alpha: &a))
        XCTAssertEqual([r, g, b], [0.5, 0.5, 0.5], "a grey has equal components")
        XCTAssertEqual(UIColor.clear.cgColor.alpha, 0)
    }

    func testHueSaturationBrightnessRoundTrip() {
        let color = UIColor(hue: 0.6, saturation: 0.5, brightness: 0.8, alpha: 1)
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0, a: CGFloat = 0
        XCTAssertTrue(color.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        XCTAssertEqual(h, 0.6, accuracy: 1e-9)
        XCTAssertEqual(s, 0.5, accuracy: 1e-9)
        XCTAssertEqual(v, 0.8, accuracy: 1e-9)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0
        _ = UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a)
        XCTAssertEqual([r, g, b], [1, 0, 0])
    }

    func testEqualityAlphaAndLiterals() {
        XCTAssertEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 1), UIColor.red)
        XCTAssertNotEqual(UIColor.red, UIColor.blue)
        XCTAssertEqual(UIColor.red.hash, UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash)
        XCTAssertEqual(UIColor.red.withAlphaComponent(0.5).cgColor.alpha, 0.5)
        let literal: UIColor = #colorLiteral(red: 0, green: 1, blue: 0, alpha: 1)
        XCTAssertEqual(literal, UIColor.green)
        XCTAssertEqual(UIColor(cgColor: CGColor(gray: 0.25, alpha: 1)), UIColor(white: 0.25, alpha: 1))
    }

    func testAHueThatIsNotANumberIsRed() {
        var red: CGFloat = -1, green: CGFloat = -1, blue: CGFloat = -1, alpha: CGFloat = -1
        for hue in [CGFloat.nan, .infinity] {
            XCTAssertTrue(UIColor(hue: hue, saturation: 1, brightness: 1, alpha: 1).getRed(&red, green: &green, blue: &blue, alpha: &alpha))
            XCTAssertEqual([red, green, blue, alpha], [1, 0, 0, 1])
        }
    }
}
