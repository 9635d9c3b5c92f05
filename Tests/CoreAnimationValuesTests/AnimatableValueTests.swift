import XCTest
@testable import CoreAnimationValues

final class AnimatableValueTests: XCTestCase {
    func testModelValuesPickTheKind() {
        XCTAssertEqual(AnimatableValue(modelValue: CGFloat(2)), .number(2))
        XCTAssertEqual(AnimatableValue(modelValue: Float(2)), .number(2))
        XCTAssertEqual(AnimatableValue(modelValue: true), .flag(true))
        XCTAssertEqual(AnimatableValue(modelValue: CGPoint(x: 1, y: 2)), .point(CGPoint(x: 1, y: 2)))
        XCTAssertEqual(AnimatableValue(modelValue: NSValue(point: CGPoint(x: 1, y: 2))), .point(CGPoint(x: 1, y: 2)))
        XCTAssertEqual(AnimatableValue(modelValue: NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1))),
                       .transform(CATransform3DMakeScale(2, 2, 1)))
        XCTAssertEqual(AnimatableValue(modelValue: [0, 0.5, 1] as [Any]), .numbers([0, 0.5, 1]))
    }

    func testConvertingLikeATemplateAcceptsEveryForm() {
        let number = AnimatableValue.number(0)
        for value: Any in [Double(3), Float(3), CGFloat(3), Int(3), NSNumber(value: 3), Int32(3)] {
            XCTAssertEqual(AnimatableValue.converting(value, like: number), .number(3), "\(type(of: value))")
        }
        XCTAssertEqual(AnimatableValue.converting(NSValue(rect: CGRect(x: 1, y: 2, width: 3, height: 4)), like: .rect(.zero)),
                       .rect(CGRect(x: 1, y: 2, width: 3, height: 4)))
        XCTAssertEqual(AnimatableValue.converting(nil, like: .color(nil)), .color(nil))
        XCTAssertNil(AnimatableValue.converting("three", like: number))
        XCTAssertNil(AnimatableValue.converting(CGPoint.zero, like: .size(.zero)))
        XCTAssertNil(AnimatableValue.converting([1, "x"] as [Any], like: .numbers([])))
    }

    func testInterpolationOfGeometry() {
        XCTAssertEqual(AnimatableValue.interpolate(.number(0), .number(10), 0.25), .number(2.5))
        XCTAssertEqual(AnimatableValue.interpolate(.point(.zero), .point(CGPoint(x: 10, y: -10)), 0.5), .point(CGPoint(x: 5, y: -5)))
        XCTAssertEqual(AnimatableValue.interpolate(.size(.zero), .size(CGSize(width: 4, height: 8)), 0.5), .size(CGSize(width: 2, height: 4)))
        XCTAssertEqual(AnimatableValue.interpolate(.rect(.zero), .rect(CGRect(x: 2, y: 4, width: 6, height: 8)), 0.5),
                       .rect(CGRect(x: 1, y: 2, width: 3, height: 4)))
        XCTAssertEqual(AnimatableValue.interpolate(.number(0), .number(10), 1.2), .number(12), "springs overshoot")
    }

    func testInterpolationOfColorsAndArrays() {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        XCTAssertEqual(AnimatableValue.interpolate(.color(red), .color(blue), 0.25),
                       .color(CGColor(red: 0.75, green: 0, blue: 0.25, alpha: 1)))
        XCTAssertEqual(AnimatableValue.interpolate(.color(nil), .color(red), 0.5),
                       .color(CGColor(red: 0.5, green: 0, blue: 0, alpha: 0.5)), "nil is transparent black")
        XCTAssertEqual(AnimatableValue.interpolate(.numbers([0, 1]), .numbers([1, 3]), 0.5), .numbers([0.5, 2]))
        XCTAssertEqual(AnimatableValue.interpolate(.colors([red]), .colors([blue]), 0.5),
                       .colors([CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)]))
    }

    func testPathsMorphWhenTheirStructureMatches() {
        let a = CGMutablePath()
        a.move(to: .zero)
        a.addLine(to: CGPoint(x: 10, y: 0))
        let b = CGMutablePath()
        b.move(to: CGPoint(x: 0, y: 10))
        b.addLine(to: CGPoint(x: 10, y: 10))
        guard case .path(let mid?) = AnimatableValue.interpolate(.path(a), .path(b), 0.5) else { return XCTFail() }
        XCTAssertEqual(mid.elements, [.move(CGPoint(x: 0, y: 5)), .line(CGPoint(x: 10, y: 5))])
        let c = CGMutablePath()
        c.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(AnimatableValue.interpolate(.path(a), .path(c), 0.4), .path(a), "different structure: switches at half way")
        XCTAssertEqual(AnimatableValue.interpolate(.path(a), .path(c), 0.6), .path(c))
    }

    func testDiscreteKindsSwitchHalfway() {
        XCTAssertEqual(AnimatableValue.interpolate(.flag(false), .flag(true), 0.49), .flag(false))
        XCTAssertEqual(AnimatableValue.interpolate(.flag(false), .flag(true), 0.5), .flag(true))
    }

    func testTransformsInterpolateAsRotations() {
        let from = AnimatableValue.transform(CATransform3DIdentity)
        let to = AnimatableValue.transform(CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        guard case .transform(let mid) = AnimatableValue.interpolate(from, to, 0.5) else { return XCTFail() }
        XCTAssertEqual(mid.m11, cos(.pi / 4), accuracy: 1e-12)
        XCTAssertEqual(mid.m12, sin(.pi / 4), accuracy: 1e-12)
    }

    func testSumsDifferencesAndDistances() {
        XCTAssertEqual(AnimatableValue.add(.point(CGPoint(x: 1, y: 2)), .point(CGPoint(x: 3, y: 4))), .point(CGPoint(x: 4, y: 6)))
        XCTAssertEqual(AnimatableValue.subtract(.number(5), .number(2)), .number(3))
        XCTAssertEqual(AnimatableValue.scaled(.size(CGSize(width: 1, height: 2)), by: 3), .size(CGSize(width: 3, height: 6)))
        XCTAssertEqual(AnimatableValue.distance(.point(.zero), .point(CGPoint(x: 3, y: 4))), 5)
        XCTAssertNil(AnimatableValue.add(.number(1), .point(.zero)))
        let t = CATransform3DMakeTranslation(5, 0, 0), s = CATransform3DMakeScale(2, 2, 1)
        guard case .transform(let d)? = AnimatableValue.subtract(.transform(CATransform3DConcat(s, t)), .transform(s)) else {
            return XCTFail()
        }
        XCTAssertEqual(d.m41, 5, accuracy: 1e-12, "add(b, subtract(a, b)) == a")
    }

    func testANumberTooLargeForAnIntStaysADouble() {
        XCTAssertEqual(AnimatableValue.number(1e300).anyValue(like: 5) as? Double, 1e300)
        XCTAssertEqual(AnimatableValue.number(.infinity).anyValue(like: 5) as? Double, .infinity)
        XCTAssertEqual(AnimatableValue.number(42).anyValue(like: 5) as? Int, 42)
    }
}
