import XCTest
@testable import CoreAnimationValues

final class TransformKeyPathTests: XCTestCase {
    /// Rotation about x by a, then y by b, then z by c.
    func eulerRotation(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CATransform3D {
        CATransform3DConcat(CATransform3DConcat(CATransform3DMakeRotation(a, 1, 0, 0),
                                                CATransform3DMakeRotation(b, 0, 1, 0)),
                            CATransform3DMakeRotation(c, 0, 0, 1))
    }

    /// Scale (2, 3, 4), then rotation (0.1, 0.2, 0.3), then translation (5, 6, 7).
    var model: CATransform3D {
        compose(scale: (2, 3, 4), angles: (0.1, 0.2, 0.3), translation: (5, 6, 7))
    }

    func compose(scale s: (CGFloat, CGFloat, CGFloat), angles a: (CGFloat, CGFloat, CGFloat),
                 translation t: (CGFloat, CGFloat, CGFloat)) -> CATransform3D {
        CATransform3DConcat(CATransform3DConcat(CATransform3DMakeScale(s.0, s.1, s.2), eulerRotation(a.0, a.1, a.2)),
                            CATransform3DMakeTranslation(t.0, t.1, t.2))
    }

    func scalar(_ component: TransformComponent, _ t: CATransform3D,
                file: StaticString = #filePath, line: UInt = #line) -> CGFloat {
        guard let v = TransformKeyPath.value(of: component, in: t).scalar else {
            XCTFail("\(component) gave no number", file: file, line: line)
            return .nan
        }
        return v
    }

    // MARK: Parsing

    func testKeyPathsOnTransformPropertiesAreParsed() throws {
        let rotation = try XCTUnwrap(TransformKeyPath.parse("transform.rotation.z"))
        XCTAssertEqual(rotation.property, "transform")
        XCTAssertEqual(rotation.component, .rotationZ)
        let scale = try XCTUnwrap(TransformKeyPath.parse("sublayerTransform.scale"))
        XCTAssertEqual(scale.property, "sublayerTransform")
        XCTAssertEqual(scale.component, .scale)
        XCTAssertEqual(TransformKeyPath.parse("transform.rotation")?.component, .rotationZ)
    }

    func testOtherKeyPathsAreNotParsed() {
        for keyPath in ["transform", "transform.", "transform.skew", "position.x", "bounds.size.width",
                        "sublayerTransform.m34", "affineTransform.scale"] {
            XCTAssertNil(TransformKeyPath.parse(keyPath), keyPath)
        }
    }

    // MARK: Reading

    func testEachComponentIsReadFromTheDecomposition() {
        let t = model
        XCTAssertEqual(scalar(.rotationX, t), 0.1, accuracy: 1e-12)
        XCTAssertEqual(scalar(.rotationY, t), 0.2, accuracy: 1e-12)
        XCTAssertEqual(scalar(.rotationZ, t), 0.3, accuracy: 1e-12)
        XCTAssertEqual(scalar(.scaleX, t), 2, accuracy: 1e-12)
        XCTAssertEqual(scalar(.scaleY, t), 3, accuracy: 1e-12)
        XCTAssertEqual(scalar(.scaleZ, t), 4, accuracy: 1e-12)
        XCTAssertEqual(scalar(.scale, t), 3, accuracy: 1e-12, "the average of 2, 3 and 4")
        XCTAssertEqual(scalar(.translationX, t), 5)
        XCTAssertEqual(scalar(.translationY, t), 6)
        XCTAssertEqual(scalar(.translationZ, t), 7)
        XCTAssertEqual(TransformKeyPath.value(of: .translation, in: t), .size(CGSize(width: 5, height: 6)))
    }

    func testRotationIsReadThroughPerspective() {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        t = CATransform3DRotate(t, 0.4, 0, 1, 0)
        XCTAssertEqual(scalar(.rotationY, t), 0.4, accuracy: 1e-12)
        XCTAssertEqual(scalar(.rotationX, t), 0, accuracy: 1e-12)
    }

    func testAZeroScaleIsReadAsZero() {
        XCTAssertEqual(scalar(.scale, CATransform3DMakeScale(0, 0, 0)), 0)
        XCTAssertEqual(scalar(.scaleY, CATransform3DMakeScale(1, 0, 1)), 0)
        XCTAssertEqual(scalar(.rotationZ, CATransform3DMakeScale(0, 0, 1)), 0)
    }

    func testATransformThatDoesNotDecomposeReadsAsTheIdentity() {
        XCTAssertEqual(scalar(.scaleX, CATransform3D()), 1)
        XCTAssertEqual(scalar(.rotationZ, CATransform3D()), 0)
        XCTAssertEqual(scalar(.translationX, CATransform3D()), 0)
    }

    // MARK: Setting

    func testSettingARotationReplacesOnlyThatAngle() {
        let set = TransformKeyPath.setting(.rotationZ, to: .scalar(1.2), in: model)
        assertTransform(set, equals: compose(scale: (2, 3, 4), angles: (0.1, 0.2, 1.2), translation: (5, 6, 7)),
                        accuracy: 1e-12)
        let setX = TransformKeyPath.setting(.rotationX, to: .scalar(-0.7), in: model)
        assertTransform(setX, equals: compose(scale: (2, 3, 4), angles: (-0.7, 0.2, 0.3), translation: (5, 6, 7)),
                        accuracy: 1e-12)
        let setY = TransformKeyPath.setting(.rotationY, to: .scalar(0.5), in: model)
        assertTransform(setY, equals: compose(scale: (2, 3, 4), angles: (0.1, 0.5, 0.3), translation: (5, 6, 7)),
                        accuracy: 1e-12)
    }

    func testSettingAnAngleInterpolatedAsANumberSpinsAFullTurn() {
        // transform.rotation.z animated from 0 to 2π: halfway is a half turn, not the identity.
        let base = CATransform3DMakeTranslation(10, 20, 0)
        let half = TransformKeyPath.setting(.rotationZ, to: .scalar(.pi), in: base)
        assertTransform(half, equals: CATransform3DConcat(CATransform3DMakeRotation(.pi, 0, 0, 1), base), accuracy: 1e-12)
        let threeQuarters = TransformKeyPath.setting(.rotationZ, to: .scalar(1.5 * .pi), in: base)
        assertTransform(threeQuarters, equals: CATransform3DConcat(CATransform3DMakeRotation(1.5 * .pi, 0, 0, 1), base),
                        accuracy: 1e-12)
    }

    func testSettingScalesReplacesTheFactors() {
        assertTransform(TransformKeyPath.setting(.scaleY, to: .scalar(5), in: model),
                        equals: compose(scale: (2, 5, 4), angles: (0.1, 0.2, 0.3), translation: (5, 6, 7)), accuracy: 1e-12)
        assertTransform(TransformKeyPath.setting(.scale, to: .scalar(1.5), in: model),
                        equals: compose(scale: (1.5, 1.5, 1.5), angles: (0.1, 0.2, 0.3), translation: (5, 6, 7)),
                        accuracy: 1e-12)
        assertTransform(TransformKeyPath.setting(.scaleX, to: .scalar(0), in: CATransform3DIdentity),
                        equals: CATransform3DMakeScale(0, 1, 1), accuracy: 0)
        assertTransform(TransformKeyPath.setting(.scaleZ, to: .scalar(3), in: CATransform3DIdentity),
                        equals: CATransform3DMakeScale(1, 1, 3), accuracy: 0)
    }

    /// `scale.xy` reads the mean of the x and y factors, and sets or adds to
    /// both, leaving z (and the rest) alone.
    func testScaleXYReadsSetsAndAddsTheFlatFactors() {
        XCTAssertEqual(scalar(.scaleXY, model), 2.5, accuracy: 1e-12)
        assertTransform(TransformKeyPath.setting(.scaleXY, to: .scalar(1.5), in: model),
                        equals: compose(scale: (1.5, 1.5, 4), angles: (0.1, 0.2, 0.3), translation: (5, 6, 7)),
                        accuracy: 1e-12)
        assertTransform(TransformKeyPath.apply(component: .scaleXY, value: .scalar(1), to: CATransform3DMakeScale(1, 2, 3)),
                        equals: CATransform3DMakeScale(2, 3, 3), accuracy: 1e-15)
        XCTAssertEqual(TransformKeyPath.parse("transform.scale.xy")?.component, .scaleXY)
    }

    func testSettingATranslationWithoutPerspectiveWritesTheFourthRowOnly() {
        let t = model
        var expected = t
        expected.m41 = 42
        XCTAssertEqual(TransformKeyPath.setting(.translationX, to: .scalar(42), in: t), expected)
        expected = t
        expected.m42 = -1
        XCTAssertEqual(TransformKeyPath.setting(.translationY, to: .scalar(-1), in: t), expected)
        expected = t
        expected.m43 = 9
        XCTAssertEqual(TransformKeyPath.setting(.translationZ, to: .scalar(9), in: t), expected)
        expected = t
        expected.m41 = 3
        expected.m42 = 4
        XCTAssertEqual(TransformKeyPath.setting(.translation, to: .size(CGSize(width: 3, height: 4)), in: t), expected)
    }

    func testSettingATranslationScalesByM44() {
        var t = CATransform3DIdentity
        t.m44 = 2
        XCTAssertEqual(TransformKeyPath.setting(.translationX, to: .scalar(5), in: t).m41, 10)
        XCTAssertEqual(scalar(.translationX, TransformKeyPath.setting(.translationX, to: .scalar(5), in: t)), 5)
    }

    func testSettingATranslationUnderPerspectiveReadsBack() {
        var t = CATransform3DRotate(CATransform3DMakeTranslation(1, 2, 3), 0.5, 0, 1, 0)
        t.m34 = -1.0 / 500
        let set = TransformKeyPath.setting(.translationY, to: .scalar(-8), in: t)
        XCTAssertEqual(scalar(.translationY, set), -8, accuracy: 1e-12)
        XCTAssertEqual(scalar(.translationX, set), scalar(.translationX, t), accuracy: 1e-12)
        XCTAssertEqual(scalar(.rotationY, set), 0.5, accuracy: 1e-12)
        XCTAssertNotEqual(set.m42, t.m42)
    }

    func testAValueOfTheWrongKindLeavesTheTransformAlone() {
        let t = model
        XCTAssertEqual(TransformKeyPath.setting(.translation, to: .scalar(3), in: t), t)
        XCTAssertEqual(TransformKeyPath.setting(.rotationZ, to: .size(CGSize(width: 1, height: 1)), in: t), t)
        XCTAssertEqual(TransformKeyPath.apply(component: .scale, value: .size(.zero), to: t), t)
    }

    func testSettingOnATransformThatDoesNotDecomposeStartsFromTheIdentity() {
        assertTransform(TransformKeyPath.setting(.rotationZ, to: .scalar(0.5), in: CATransform3D()),
                        equals: CATransform3DMakeRotation(0.5, 0, 0, 1), accuracy: 1e-15)
    }

    // MARK: Adding

    func testAddingARotationTurnsFurther() {
        assertTransform(TransformKeyPath.apply(component: .rotationZ, value: .scalar(0.25),
                                               to: CATransform3DMakeRotation(0.5, 0, 0, 1)),
                        equals: CATransform3DMakeRotation(0.75, 0, 0, 1), accuracy: 1e-12)
        assertTransform(TransformKeyPath.apply(component: .rotationX, value: .scalar(0.2), to: model),
                        equals: compose(scale: (2, 3, 4), angles: (0.3, 0.2, 0.3), translation: (5, 6, 7)), accuracy: 1e-12)
        assertTransform(TransformKeyPath.apply(component: .rotationY, value: .scalar(-0.1), to: model),
                        equals: compose(scale: (2, 3, 4), angles: (0.1, 0.1, 0.3), translation: (5, 6, 7)), accuracy: 1e-12)
    }

    func testAddingToScalesAddsToTheFactors() {
        assertTransform(TransformKeyPath.apply(component: .scaleX, value: .scalar(0.5), to: CATransform3DMakeScale(2, 1, 1)),
                        equals: CATransform3DMakeScale(2.5, 1, 1), accuracy: 1e-15)
        assertTransform(TransformKeyPath.apply(component: .scale, value: .scalar(1), to: CATransform3DMakeScale(1, 2, 3)),
                        equals: CATransform3DMakeScale(2, 3, 4), accuracy: 1e-15)
        assertTransform(TransformKeyPath.apply(component: .scaleY, value: .scalar(-1), to: model),
                        equals: compose(scale: (2, 2, 4), angles: (0.1, 0.2, 0.3), translation: (5, 6, 7)), accuracy: 1e-12)
        assertTransform(TransformKeyPath.apply(component: .scaleZ, value: .scalar(1), to: CATransform3DIdentity),
                        equals: CATransform3DMakeScale(1, 1, 2), accuracy: 0)
    }

    func testAddingToTranslationsMoves() {
        XCTAssertEqual(TransformKeyPath.apply(component: .translation, value: .size(CGSize(width: 1, height: 2)),
                                              to: CATransform3DMakeTranslation(10, 20, 30)),
                       CATransform3DMakeTranslation(11, 22, 30))
        XCTAssertEqual(TransformKeyPath.apply(component: .translationX, value: .scalar(-4),
                                              to: CATransform3DMakeTranslation(10, 20, 30)),
                       CATransform3DMakeTranslation(6, 20, 30))
        XCTAssertEqual(TransformKeyPath.apply(component: .translationY, value: .scalar(4),
                                              to: CATransform3DMakeTranslation(10, 20, 30)),
                       CATransform3DMakeTranslation(10, 24, 30))
        XCTAssertEqual(TransformKeyPath.apply(component: .translationZ, value: .scalar(0.5),
                                              to: CATransform3DMakeTranslation(10, 20, 30)),
                       CATransform3DMakeTranslation(10, 20, 30.5))
    }

    func testAddingATranslationScalesByM44() {
        var t = CATransform3DMakeTranslation(1, 2, 3)
        t.m44 = 2
        let moved = TransformKeyPath.apply(component: .translationX, value: .scalar(5), to: t)
        XCTAssertEqual(scalar(.translationX, moved), 5.5)
        XCTAssertEqual(moved.m41, 11)
    }

    func testAddingATranslationUnderPerspectiveMovesTheDecomposedTranslation() {
        var t = CATransform3DMakeTranslation(1, 2, 3)
        t.m34 = -1.0 / 500
        let moved = TransformKeyPath.apply(component: .translationZ, value: .scalar(10), to: t)
        XCTAssertEqual(scalar(.translationZ, moved), 13, accuracy: 1e-12)
        XCTAssertEqual(moved.m34, t.m34, accuracy: 1e-15)
    }
}
