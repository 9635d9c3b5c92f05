import XCTest
@testable import CoreAnimationValues

final class TransformDecompositionTests: XCTestCase {
    /// Rotation about x by a, then y by b, then z by c.
    func eulerRotation(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CATransform3D {
        CATransform3DConcat(CATransform3DConcat(CATransform3DMakeRotation(a, 1, 0, 0),
                                                CATransform3DMakeRotation(b, 0, 1, 0)),
                            CATransform3DMakeRotation(c, 0, 0, 1))
    }

    var perspective: CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        return t
    }

    // MARK: Decomposing

    func testIdentityDecomposesToTheIdentityParts() {
        XCTAssertEqual(TransformDecomposition(CATransform3DIdentity), .identity)
        XCTAssertEqual(TransformDecomposition.identity.transform, CATransform3DIdentity)
    }

    func testPartsOfAComposedTransformAreReadBack() throws {
        var shear = CATransform3DIdentity
        shear.m21 = 0.25
        var t = CATransform3DConcat(CATransform3DMakeScale(2, 3, 4), shear)
        t = CATransform3DConcat(t, CATransform3DMakeRotation(0.5, 0, 0, 1))
        t = CATransform3DConcat(t, CATransform3DMakeTranslation(5, 6, 7))
        let parts = try XCTUnwrap(TransformDecomposition(t))
        XCTAssertEqual(parts.scale.x, 2, accuracy: 1e-12)
        XCTAssertEqual(parts.scale.y, 3, accuracy: 1e-12)
        XCTAssertEqual(parts.scale.z, 4, accuracy: 1e-12)
        XCTAssertEqual(parts.skew.x, 0.25, accuracy: 1e-12)
        XCTAssertEqual(parts.skew.y, 0, accuracy: 1e-12)
        XCTAssertEqual(parts.skew.z, 0, accuracy: 1e-12)
        XCTAssertEqual(parts.translation, SIMD3(5, 6, 7))
        XCTAssertEqual(parts.perspective, SIMD4(0, 0, 0, 1))
        XCTAssertEqual(parts.rotationAngles.z, 0.5, accuracy: 1e-12)
        XCTAssertEqual(abs(parts.rotation.z), sin(0.25), accuracy: 1e-12)
    }

    func testPerspectiveIsReadFromTheFourthColumn() throws {
        let t = CATransform3DConcat(CATransform3DMakeRotation(0.7, 0, 1, 0), perspective)
        let parts = try XCTUnwrap(TransformDecomposition(t))
        XCTAssertEqual(parts.perspective.x, 0, accuracy: 1e-15)
        XCTAssertEqual(parts.perspective.y, 0, accuracy: 1e-15)
        XCTAssertEqual(parts.perspective.z, -1.0 / 500, accuracy: 1e-15)
        XCTAssertEqual(parts.perspective.w, 1, accuracy: 1e-15)
        XCTAssertEqual(parts.rotationAngles.y, 0.7, accuracy: 1e-12)
    }

    func testRandomWellConditionedTransformsRoundTrip() throws {
        var g = SeededGenerator(seed: 42)
        for index in 0..<300 {
            let t = g.wellConditionedTransform(perspective: index % 3 != 0)
            let parts = try XCTUnwrap(TransformDecomposition(t), "transform \(index)")
            XCTAssertFalse(parts.isSingular)
            assertTransform(parts.transform, equals: normalized(t), accuracy: 1e-9, "transform \(index)")
        }
    }

    func testRoundTripKeepsAnM44OfOneExactlyWhereItCan() throws {
        let t = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, -20, 0)
        XCTAssertEqual(try XCTUnwrap(TransformDecomposition(t)).transform, t)
    }

    func testAReflectionIsCarriedByTheFlippedAxis() throws {
        for (flip, expected) in [(CATransform3DMakeScale(-1, 1, 1), SIMD3<Double>(-1, 1, 1)),
                                 (CATransform3DMakeScale(1, -2, 1), SIMD3(1, -2, 1)),
                                 (CATransform3DMakeScale(1, 1, -3), SIMD3(1, 1, -3))] {
            let parts = try XCTUnwrap(TransformDecomposition(flip))
            XCTAssertEqual(parts.scale, expected)
            XCTAssertEqual(parts.rotationAngles, .zero, "a flip is not a half turn")
            XCTAssertEqual(parts.transform, flip)
        }
    }

    func testACollapsedScaleDecomposesWithoutRotation() throws {
        for (t, scale) in [(CATransform3DMakeScale(0, 0, 1), SIMD3<Double>(0, 0, 1)),
                           (CATransform3DMakeScale(0, 1, 0), SIMD3(0, 1, 0)),
                           (CATransform3DMakeScale(2, 0, 1), SIMD3(2, 0, 1)),
                           (CATransform3DMakeScale(0, 0, 0), SIMD3(0, 0, 0))] {
            let parts = try XCTUnwrap(TransformDecomposition(t))
            XCTAssertTrue(parts.isSingular)
            XCTAssertEqual(parts.scale, scale)
            XCTAssertEqual(parts.rotation, SIMD4(0, 0, 0, 1), "\(scale)")
            XCTAssertEqual(parts.transform, t)
        }
    }

    func testACollapsedAxisKeepsTheRotationOfTheOthers() throws {
        let t = CATransform3DConcat(CATransform3DMakeScale(1, 0, 1), CATransform3DMakeRotation(0.3, 0, 0, 1))
        let parts = try XCTUnwrap(TransformDecomposition(t))
        XCTAssertEqual(parts.rotationAngles.z, 0.3, accuracy: 1e-12)
        assertTransform(parts.transform, equals: t, accuracy: 1e-15)
    }

    func testTwoCollapsedAxesKeepTheTurnOfTheThird() throws {
        let t = CATransform3DConcat(CATransform3DMakeScale(1, 0, 0), CATransform3DMakeRotation(0.3, 0, 0, 1))
        var parts = try XCTUnwrap(TransformDecomposition(t))
        assertTransform(parts.transform, equals: t, accuracy: 1e-15)
        parts.scale = SIMD3(1, 1, 1)
        assertTransform(parts.transform, equals: CATransform3DMakeRotation(0.3, 0, 0, 1), accuracy: 1e-12,
                        "the completed axes must make a proper rotation")
    }

    func testTransformsThatCannotBeDecomposedGiveNil() {
        XCTAssertNil(TransformDecomposition(CATransform3D()), "m44 = 0")
        var nan = CATransform3DIdentity
        nan.m12 = .nan
        XCTAssertNil(TransformDecomposition(nan))
        var flatWithPerspective = CATransform3DMakeScale(1, 1, 0)
        flatWithPerspective.m34 = -0.002
        XCTAssertNil(TransformDecomposition(flatWithPerspective))
    }

    // MARK: Rotation angles

    func testRotationAnglesReadXThenYThenZ() throws {
        let angles = try XCTUnwrap(TransformDecomposition(eulerRotation(0.3, -0.2, 1.1))).rotationAngles
        XCTAssertEqual(angles.x, 0.3, accuracy: 1e-12)
        XCTAssertEqual(angles.y, -0.2, accuracy: 1e-12)
        XCTAssertEqual(angles.z, 1.1, accuracy: 1e-12)
    }

    func testSettingRotationAnglesBuildsXThenYThenZ() {
        var parts = TransformDecomposition.identity
        parts.rotationAngles = SIMD3(0.3, -0.2, 1.1)
        assertTransform(parts.transform, equals: eulerRotation(0.3, -0.2, 1.1), accuracy: 1e-12)
    }

    func testRotationAnglesAtGimbalLockPutTheTurnOnX() throws {
        let t = eulerRotation(0.4, .pi / 2, 0.25)
        var parts = try XCTUnwrap(TransformDecomposition(t))
        let angles = parts.rotationAngles
        XCTAssertEqual(angles.y, .pi / 2, accuracy: 1e-7)
        XCTAssertEqual(angles.z, 0)
        XCTAssertEqual(angles.x, 0.4 - 0.25, accuracy: 1e-7)
        parts.rotationAngles = angles
        assertTransform(parts.transform, equals: t, accuracy: 1e-7)
    }

    // MARK: Interpolating

    func testEndpointsAreExact() {
        var g = SeededGenerator(seed: 5)
        let from = g.wellConditionedTransform(), to = g.wellConditionedTransform()
        XCTAssertEqual(TransformDecomposition.interpolate(from: from, to: to, fraction: 0), from)
        XCTAssertEqual(TransformDecomposition.interpolate(from: from, to: to, fraction: 1), to)
    }

    func testInterpolatedPartsAreExactAtTheEndpoints() throws {
        var g = SeededGenerator(seed: 6)
        let from = g.wellConditionedTransform(), to = g.wellConditionedTransform()
        let a = try XCTUnwrap(TransformDecomposition(from)), b = try XCTUnwrap(TransformDecomposition(to))
        assertTransform(a.interpolated(to: b, fraction: 0).transform, equals: normalized(from), accuracy: 1e-9)
        assertTransform(a.interpolated(to: b, fraction: 1).transform, equals: normalized(to), accuracy: 1e-9)
    }

    func testAQuarterTurnAboutZIsHalfwayAnEighth() {
        let mid = TransformDecomposition.interpolate(
            from: CATransform3DIdentity, to: CATransform3DMakeRotation(.pi / 2, 0, 0, 1), fraction: 0.5)
        assertTransform(mid, equals: CATransform3DMakeRotation(.pi / 4, 0, 0, 1), accuracy: 1e-12)
        let quarter = TransformDecomposition.interpolate(
            from: CATransform3DIdentity, to: CATransform3DMakeRotation(.pi / 2, 0, 0, 1), fraction: 0.25)
        assertTransform(quarter, equals: CATransform3DMakeRotation(.pi / 8, 0, 0, 1), accuracy: 1e-12)
    }

    func testARotationUnderPerspectiveInterpolatesAsARotation() {
        let from = perspective
        let to = CATransform3DRotate(perspective, .pi / 2, 0, 1, 0)
        let mid = TransformDecomposition.interpolate(from: from, to: to, fraction: 0.5)
        assertTransform(mid, equals: CATransform3DRotate(perspective, .pi / 4, 0, 1, 0), accuracy: 1e-12)
    }

    func testScaleAndTranslationInterpolateLinearly() {
        let scale = TransformDecomposition.interpolate(
            from: CATransform3DIdentity, to: CATransform3DMakeScale(3, 3, 3), fraction: 0.5)
        assertTransform(scale, equals: CATransform3DMakeScale(2, 2, 2), accuracy: 1e-12)
        let move = TransformDecomposition.interpolate(
            from: CATransform3DMakeTranslation(10, 20, 30), to: CATransform3DMakeTranslation(-10, 60, 30), fraction: 0.25)
        assertTransform(move, equals: CATransform3DMakeTranslation(5, 30, 30), accuracy: 1e-12)
    }

    func testRotationTakesTheShorterWay() {
        let mid = TransformDecomposition.interpolate(
            from: CATransform3DMakeRotation(170 * .pi / 180, 0, 0, 1),
            to: CATransform3DMakeRotation(-170 * .pi / 180, 0, 0, 1), fraction: 0.5)
        assertTransform(mid, equals: CATransform3DMakeRotation(.pi, 0, 0, 1), accuracy: 1e-12)
    }

    func testSlerpTakesTheShorterArcWhateverTheQuaternionsSign() {
        var quarterTurn = TransformDecomposition.identity
        quarterTurn.rotationAngles = SIMD3(0, 0, .pi / 2)
        var sameTurnOppositeSign = quarterTurn
        sameTurnOppositeSign.rotation = -quarterTurn.rotation
        let mid = TransformDecomposition.identity.interpolated(to: sameTurnOppositeSign, fraction: 0.5)
        assertTransform(mid.transform, equals: CATransform3DMakeRotation(.pi / 4, 0, 0, 1), accuracy: 1e-12)
    }

    func testAFullTurnAsAMatrixDoesNotSpin() {
        let mid = TransformDecomposition.interpolate(
            from: CATransform3DIdentity, to: CATransform3DMakeRotation(2 * .pi, 0, 0, 1), fraction: 0.5)
        assertTransform(mid, equals: CATransform3DIdentity, accuracy: 1e-12)
    }

    func testFractionsPastOneExtrapolate() {
        let t = TransformDecomposition.interpolate(
            from: CATransform3DIdentity, to: CATransform3DMakeRotation(0.3, 0, 0, 1), fraction: 2)
        assertTransform(t, equals: CATransform3DMakeRotation(0.6, 0, 0, 1), accuracy: 1e-12)
    }

    func testAffineTransformsStayAffine() {
        let from = CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 0.2, c: -0.3, d: 2, tx: 5, ty: 6))
        let to = CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: 2).translatedBy(x: 40, y: 3))
        XCTAssertTrue(CATransform3DIsAffine(TransformDecomposition.interpolate(from: from, to: to, fraction: 0.37)))
    }

    func testASingularEndpointFallsBackToEntryWiseInterpolation() {
        let to = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let mid = TransformDecomposition.interpolate(from: CATransform3DMakeScale(0, 0, 0), to: to, fraction: 0.5)
        let halfway = CATransform3D(rowMajor: zip(CATransform3DMakeScale(0, 0, 0).rowMajorEntries, to.rowMajorEntries)
            .map { ($0 + $1) / 2 })
        assertTransform(mid, equals: halfway, accuracy: 1e-15)
        let fromZero = TransformDecomposition.interpolate(from: CATransform3D(), to: CATransform3DIdentity, fraction: 0.25)
        assertTransform(fromZero, equals: CATransform3DMakeScale(0.25, 0.25, 0.25).withM44(0.25), accuracy: 1e-15)
    }

    func testSettingAnglesSkipsNoPrecisionForAxesNotTurned() {
        // The setter leaves out sin and cos of zero angles; the quaternion must
        // be bit for bit what the full formula gives.
        func fullFormula(_ a: SIMD3<Double>) -> SIMD4<Double> {
            let (sx, cx) = (sin(a.x), cos(a.x)), (sy, cy) = (sin(a.y), cos(a.y)), (sz, cz) = (sin(a.z), cos(a.z))
            return TransformDecomposition.quaternion(rows: [
                SIMD3(cy * cz, cy * sz, -sy),
                SIMD3(sx * sy * cz - cx * sz, sx * sy * sz + cx * cz, sx * cy),
                SIMD3(cx * sy * cz + sx * sz, cx * sy * sz - sx * cz, cx * cy),
            ])
        }
        for angles in [SIMD3<Double>(0, 0, 1.3), SIMD3(0, -0.0, -2.9), SIMD3(0.4, 0, 0), SIMD3(0, 1.1, 0), SIMD3(0.2, -0.7, 2.5)] {
            var parts = TransformDecomposition.identity
            parts.rotationAngles = angles
            let expected = fullFormula(angles)
            XCTAssertEqual((0..<4).map { parts.rotation[$0].bitPattern }, (0..<4).map { expected[$0].bitPattern }, "\(angles)")
        }
        XCTAssertEqual(TransformDecomposition.identity.rotationAngles, SIMD3(0, 0, 0))
    }
}

private extension CATransform3D {
    func withM44(_ value: CGFloat) -> CATransform3D {
        var t = self
        t.m44 = value
        return t
    }
}
