import XCTest
@testable import CoreGraphics

final class NSValueCoreGraphicsTests: XCTestCase {
    let transform = CGAffineTransform(a: 1.5, b: -2, c: 0.25, d: 4, tx: -7, ty: 1e-3)

    func testEveryValueRoundTrips() {
        XCTAssertEqual(NSValue(cgPoint: CGPoint(x: 1.5, y: -2)).cgPointValue, CGPoint(x: 1.5, y: -2))
        XCTAssertEqual(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue, CGSize(width: 3, height: 4))
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        XCTAssertEqual(NSValue(cgRect: rect).cgRectValue, rect)
        XCTAssertEqual(NSValue(cgVector: CGVector(dx: -1, dy: 9)).cgVectorValue, CGVector(dx: -1, dy: 9))
        XCTAssertEqual(NSValue(cgAffineTransform: transform).cgAffineTransformValue, transform)
    }

    func testEqualValuesCompareEqualAndDifferentOnesDoNot() {
        XCTAssertEqual(NSValue(cgAffineTransform: transform), NSValue(cgAffineTransform: transform))
        XCTAssertNotEqual(NSValue(cgAffineTransform: transform), NSValue(cgAffineTransform: .identity))
        XCTAssertEqual(NSValue(cgVector: CGVector(dx: 1, dy: 2)), NSValue(cgVector: CGVector(dx: 1, dy: 2)))
        XCTAssertNotEqual(NSValue(cgVector: CGVector(dx: 1, dy: 2)), NSValue(cgPoint: CGPoint(x: 1, y: 2)),
                          "same numbers, different types")
        XCTAssertEqual(NSValue(cgPoint: CGPoint(x: 1, y: 2)), NSValue(point: CGPoint(x: 1, y: 2)))
    }

    func testObjCTypesNameTheStoredLayout() {
        XCTAssertEqual(String(cString: NSValue(cgAffineTransform: transform).objCType), "[6d]")
        XCTAssertEqual(String(cString: NSValue(cgVector: .zero).objCType), "[2d]")
        XCTAssertEqual(String(cString: NSValue(cgPoint: .zero).objCType), "{CGPoint=dd}")
    }

    func testReadingAValueAsAnotherTypeGivesZeroOrIdentity() {
        let rect = NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(rect.cgPointValue, .zero)
        XCTAssertEqual(rect.cgSizeValue, .zero)
        XCTAssertEqual(rect.cgAffineTransformValue, .identity)
        XCTAssertEqual(NSValue(cgAffineTransform: transform).cgVectorValue, .zero)
        XCTAssertEqual(NSValue(cgVector: CGVector(dx: 1, dy: 1)).cgRectValue, .zero)
        XCTAssertEqual(NSValue(cgPoint: CGPoint(x: 5, y: 5)).cgAffineTransformValue, .identity)
    }
}
