import XCTest
@testable import CoreAnimationValues

final class NSValueCATransform3DTests: XCTestCase {
    let perspective: CATransform3D = {
        var t = CATransform3DMakeRotation(0.4, 0.3, 1, 0.2)
        t.m34 = -1.0 / 500
        t.m41 = 12.5
        t.m44 = 1.25
        return t
    }()

    func testATransformRoundTripsBitForBit() {
        let value = NSValue(caTransform3D: perspective)
        XCTAssertEqual(value.caTransform3DValue, perspective)
        XCTAssertEqual(NSValue(caTransform3D: CATransform3DIdentity).caTransform3DValue, CATransform3DIdentity)
        let distinct = CATransform3D(rowMajor: (1...16).map { CGFloat($0) * 1.5 })
        XCTAssertEqual(NSValue(caTransform3D: distinct).caTransform3DValue, distinct)
    }

    func testTheValueIsBoxedAsADoubleArray() {
        XCTAssertEqual(String(cString: NSValue(caTransform3D: perspective).objCType), "[16d]")
    }

    func testValuesOfEqualTransformsAreEqual() {
        let a = NSValue(caTransform3D: perspective), b = NSValue(caTransform3D: perspective)
        XCTAssertEqual(a, b)
        XCTAssertEqual(a.hash, b.hash)
        XCTAssertNotEqual(a, NSValue(caTransform3D: CATransform3DIdentity))
    }

    func testAValueOfAnotherTypeReadsAsTheIdentity() {
        XCTAssertEqual(NSValue(size: CGSize(width: 3, height: 4)).caTransform3DValue, CATransform3DIdentity)
        XCTAssertEqual(NSNumber(value: 2.5).caTransform3DValue, CATransform3DIdentity)
    }
}
