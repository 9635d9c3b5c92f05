import XCTest
@testable import CoreAnimationValues

final class CATransform3DTests: XCTestCase {
    /// A transform whose sixteen entries are all different: 1, 2, …, 16 row by row.
    let counting = CATransform3D(m11: 1, m12: 2, m13: 3, m14: 4, m21: 5, m22: 6, m23: 7, m24: 8,
                                 m31: 9, m32: 10, m33: 11, m34: 12, m41: 13, m42: 14, m43: 15, m44: 16)

    // MARK: Structure

    func testDefaultInitIsAllZeroLikeTheCStruct() {
        XCTAssertEqual(CATransform3D().rowMajorEntries, [CGFloat](repeating: 0, count: 16))
    }

    func testMemberwiseInitStoresEachEntryInItsField() {
        let t = counting
        XCTAssertEqual([t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                        t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44],
                       (1...16).map { CGFloat($0) })
    }

    func testIdentityHasOnesOnTheDiagonalOnly() {
        XCTAssertEqual(CATransform3DIdentity.rowMajorEntries,
                       [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
    }

    func testIsIdentityIsExact() {
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DIdentity))
        XCTAssertFalse(CATransform3DIsIdentity(CATransform3D()))
        var almost = CATransform3DIdentity
        almost.m34 = 1e-300
        XCTAssertFalse(CATransform3DIsIdentity(almost))
    }

    func testEqualToTransformComparesEveryEntry() {
        XCTAssertTrue(CATransform3DEqualToTransform(counting, counting))
        for index in 0..<16 {
            var entries = counting.rowMajorEntries
            entries[index] += 0.5
            XCTAssertFalse(CATransform3DEqualToTransform(counting, CATransform3D(rowMajor: entries)),
                           "entry \(index) ignored")
            XCTAssertNotEqual(counting, CATransform3D(rowMajor: entries))
        }
    }

    func testEqualTransformsHashAlikeEvenWithNegativeZero() {
        var negativeZero = CATransform3DIdentity
        negativeZero.m41 = -0.0
        XCTAssertEqual(negativeZero, CATransform3DIdentity)
        XCTAssertEqual(negativeZero.hashValue, CATransform3DIdentity.hashValue)
        XCTAssertEqual(Set([negativeZero, CATransform3DIdentity, counting]).count, 2)
    }

    func testDescriptionNamesEveryEntry() {
        XCTAssertEqual(counting.description,
                       "CATransform3D(m11: 1.0, m12: 2.0, m13: 3.0, m14: 4.0, m21: 5.0, m22: 6.0, m23: 7.0, "
                       + "m24: 8.0, m31: 9.0, m32: 10.0, m33: 11.0, m34: 12.0, m41: 13.0, m42: 14.0, "
                       + "m43: 15.0, m44: 16.0)")
    }

    // MARK: Making transforms

    func testMakeTranslationFillsTheFourthRow() {
        XCTAssertEqual(CATransform3DMakeTranslation(3, -4, 5).rowMajorEntries,
                       [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 3, -4, 5, 1])
    }

    func testMakeScaleFillsTheDiagonal() {
        XCTAssertEqual(CATransform3DMakeScale(2, -3, 0.5).rowMajorEntries,
                       [2, 0, 0, 0, 0, -3, 0, 0, 0, 0, 0.5, 0, 0, 0, 0, 1])
    }

    func testRotationAboutZTurnsXTowardsY() {
        let angle: CGFloat = 0.3
        let r = CATransform3DMakeRotation(angle, 0, 0, 1)
        let p = r.applying(x: 1, y: 0, z: 0, w: 1)
        XCTAssertEqual(p.x, cos(angle), accuracy: 1e-15)
        XCTAssertEqual(p.y, sin(angle), accuracy: 1e-15)
        XCTAssertEqual(p.z, 0)
        assertTransform(r, equals: CATransform3D(
            m11: cos(angle), m12: sin(angle), m13: 0, m14: 0,
            m21: -sin(angle), m22: cos(angle), m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1), accuracy: 0)
    }

    func testRotationAboutXTurnsYTowardsZ() {
        let p = CATransform3DMakeRotation(.pi / 2, 1, 0, 0).applying(x: 0, y: 1, z: 0, w: 1)
        XCTAssertEqual(p.x, 0, accuracy: 1e-15)
        XCTAssertEqual(p.y, 0, accuracy: 1e-15)
        XCTAssertEqual(p.z, 1, accuracy: 1e-15)
    }

    func testRotationAboutYTurnsZTowardsX() {
        let p = CATransform3DMakeRotation(.pi / 2, 0, 1, 0).applying(x: 0, y: 0, z: 1, w: 1)
        XCTAssertEqual(p.x, 1, accuracy: 1e-15)
        XCTAssertEqual(p.y, 0, accuracy: 1e-15)
        XCTAssertEqual(p.z, 0, accuracy: 1e-15)
    }

    func testRotationAboutZMatchesTheAffineRotation() {
        assertTransform(CATransform3DMakeRotation(1.1, 0, 0, 1),
                        equals: CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: 1.1)),
                        accuracy: 1e-15)
    }

    func testRotationAxisIsNormalised() {
        assertTransform(CATransform3DMakeRotation(0.7, 0, 0, 5), equals: CATransform3DMakeRotation(0.7, 0, 0, 1),
                        accuracy: 1e-15)
        assertTransform(CATransform3DMakeRotation(0.7, 2, 2, 2), equals: CATransform3DMakeRotation(0.7, 1, 1, 1),
                        accuracy: 1e-15)
    }

    func testRotationAboutTheDiagonalCyclesTheAxes() {
        let r = CATransform3DMakeRotation(2 * .pi / 3, 1, 1, 1)
        let p = r.applying(x: 1, y: 0, z: 0, w: 1)
        XCTAssertEqual(p.x, 0, accuracy: 1e-15)
        XCTAssertEqual(p.y, 1, accuracy: 1e-15)
        XCTAssertEqual(p.z, 0, accuracy: 1e-15)
    }

    func testRotationAboutAZeroLengthAxisIsTheIdentity() {
        XCTAssertEqual(CATransform3DMakeRotation(1.2, 0, 0, 0), CATransform3DIdentity)
    }

    func testRotationIsOrthonormalWithAnExactAxisEntry() {
        let r = CATransform3DMakeRotation(0.9, 0, 1, 0)
        XCTAssertEqual(r.m22, 1, "an axis-aligned rotation keeps its axis entry exact")
        let q = CATransform3DMakeRotation(0.9, 0.2, -0.5, 0.8)
        assertTransform(CATransform3DConcat(q, CATransform3DMakeRotation(-0.9, 0.2, -0.5, 0.8)),
                        equals: CATransform3DIdentity, accuracy: 1e-15)
    }

    // MARK: Combining transforms

    func testConcatAppliesTheFirstTransformFirst() {
        let scaleThenMove = CATransform3DConcat(CATransform3DMakeScale(2, 2, 2), CATransform3DMakeTranslation(10, 0, 0))
        let moveThenScale = CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 2))
        XCTAssertEqual(scaleThenMove.applying(x: 1, y: 0, z: 0, w: 1).x, 12)
        XCTAssertEqual(moveThenScale.applying(x: 1, y: 0, z: 0, w: 1).x, 22)
    }

    func testConcatIsTheMatrixProduct() {
        let b = CATransform3D(rowMajor: (1...16).map { CGFloat(17 - $0) })
        // Row 1 of counting · b: (1,2,3,4) times the columns of b.
        let product = CATransform3DConcat(counting, b)
        XCTAssertEqual([product.m11, product.m12, product.m13, product.m14], [80, 70, 60, 50])
        XCTAssertEqual([product.m41, product.m42, product.m43, product.m44], [560, 502, 444, 386])
        XCTAssertEqual(CATransform3DConcat(counting, CATransform3DIdentity), counting)
        XCTAssertEqual(CATransform3DConcat(CATransform3DIdentity, counting), counting)
    }

    func testConcatIsAssociative() {
        var g = SeededGenerator(seed: 7)
        for _ in 0..<20 {
            let a = g.wellConditionedTransform(), b = g.wellConditionedTransform(), c = g.wellConditionedTransform()
            assertTransform(CATransform3DConcat(CATransform3DConcat(a, b), c),
                            equals: CATransform3DConcat(a, CATransform3DConcat(b, c)), accuracy: 1e-9)
        }
    }

    func testTranslateAppliesTheTranslationBeforeTheTransform() {
        let t = CATransform3DTranslate(CATransform3DMakeScale(2, 3, 4), 10, 20, 30)
        let origin = t.applying(x: 0, y: 0, z: 0, w: 1)
        XCTAssertEqual([origin.x, origin.y, origin.z], [20, 60, 120])
        var g = SeededGenerator(seed: 11)
        let base = g.wellConditionedTransform()
        assertTransform(CATransform3DTranslate(base, 1, -2, 3),
                        equals: CATransform3DConcat(CATransform3DMakeTranslation(1, -2, 3), base), accuracy: 1e-12)
    }

    func testScaleAppliesTheScaleBeforeTheTransform() {
        let t = CATransform3DScale(CATransform3DMakeTranslation(10, 0, 0), 2, 3, 4)
        let p = t.applying(x: 1, y: 1, z: 1, w: 1)
        XCTAssertEqual([p.x, p.y, p.z], [12, 3, 4])
        var g = SeededGenerator(seed: 12)
        let base = g.wellConditionedTransform()
        assertTransform(CATransform3DScale(base, 2, -0.5, 3),
                        equals: CATransform3DConcat(CATransform3DMakeScale(2, -0.5, 3), base), accuracy: 1e-12)
    }

    func testRotateAppliesTheRotationBeforeTheTransform() {
        let t = CATransform3DRotate(CATransform3DMakeTranslation(10, 0, 0), .pi / 2, 0, 0, 1)
        let p = t.applying(x: 1, y: 0, z: 0, w: 1)
        XCTAssertEqual(p.x, 10, accuracy: 1e-15)
        XCTAssertEqual(p.y, 1, accuracy: 1e-15)
        var g = SeededGenerator(seed: 13)
        let base = g.wellConditionedTransform()
        assertTransform(CATransform3DRotate(base, 0.4, 1, 2, 3),
                        equals: CATransform3DConcat(CATransform3DMakeRotation(0.4, 1, 2, 3), base), accuracy: 1e-12)
    }

    func testRotateAboutAZeroLengthAxisLeavesTheTransformAlone() {
        XCTAssertEqual(CATransform3DRotate(counting, 0.5, 0, 0, 0), counting)
    }

    // MARK: Inverting

    func testInvertOfATranslationNegatesIt() {
        XCTAssertEqual(CATransform3DInvert(CATransform3DMakeTranslation(3, -4, 5)),
                       CATransform3DMakeTranslation(-3, 4, -5))
    }

    func testInvertOfAPerspectiveTransformUndoesIt() {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        t = CATransform3DRotate(t, 0.6, 0, 1, 0)
        t = CATransform3DTranslate(t, 30, -20, 40)
        t = CATransform3DScale(t, 1.5, 0.75, 2)
        let inverse = CATransform3DInvert(t)
        assertTransform(CATransform3DConcat(t, inverse), equals: CATransform3DIdentity, accuracy: 1e-12)
        assertTransform(CATransform3DConcat(inverse, t), equals: CATransform3DIdentity, accuracy: 1e-12)
    }

    func testInvertOfRandomTransformsUndoesThem() {
        var g = SeededGenerator(seed: 21)
        for _ in 0..<50 {
            let t = g.wellConditionedTransform()
            assertTransform(CATransform3DConcat(t, CATransform3DInvert(t)), equals: CATransform3DIdentity,
                            accuracy: 1e-10)
        }
    }

    func testInvertNeedsAPivotSwapForAZeroLeadingEntry() {
        // m11 = 0: elimination must pick another row as the first pivot.
        let swapXY = CATransform3D(m11: 0, m12: 1, m13: 0, m14: 0, m21: 1, m22: 0, m23: 0, m24: 0,
                                   m31: 0, m32: 0, m33: 1, m34: 0, m41: 5, m42: 6, m43: 7, m44: 1)
        XCTAssertEqual(CATransform3DConcat(swapXY, CATransform3DInvert(swapXY)), CATransform3DIdentity)
    }

    func testInvertOfASingularTransformReturnsItUnchanged() {
        let flat = CATransform3DMakeScale(2, 0, 1)
        XCTAssertEqual(CATransform3DInvert(flat), flat)
        XCTAssertEqual(CATransform3DInvert(CATransform3D()), CATransform3D())
        XCTAssertEqual(CATransform3DInvert(counting), counting, "rows 1…4 of counting are linearly dependent")
    }

    func testInvertTreatsRowsDependentWithinRoundingAsSingular() {
        // Row 3 is row 1 + row 2, so the matrix is singular, but rounding leaves a tiny
        // nonzero determinant for elimination to divide by.
        let dependent = CATransform3D(m11: 0.1, m12: 0.2, m13: 0.3, m14: 0,
                                      m21: 0.4, m22: 0.5, m23: 0.6, m24: 0,
                                      m31: 0.5, m32: 0.7, m33: 0.9, m34: 0,
                                      m41: 1, m42: 2, m43: 3, m44: 1)
        XCTAssertEqual(CATransform3DInvert(dependent), dependent)
        var projective = dependent
        projective.m14 = 0.1
        projective.m24 = 0.7
        projective.m34 = 0.8
        XCTAssertEqual(CATransform3DInvert(projective), projective)
    }

    // MARK: Affine transforms

    func testMakeAffineTransformPlacesTheSixEntries() {
        let m = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        XCTAssertEqual(CATransform3DMakeAffineTransform(m).rowMajorEntries,
                       [1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1])
    }

    func testGetAffineTransformReadsThemBack() {
        let m = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        XCTAssertEqual(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(m)), m)
        XCTAssertEqual(CATransform3DGetAffineTransform(counting),
                       CGAffineTransform(a: 1, b: 2, c: 5, d: 6, tx: 13, ty: 14))
    }

    func testIsAffineOnlyWithoutDepthOrPerspective() {
        XCTAssertTrue(CATransform3DIsAffine(CATransform3DIdentity))
        XCTAssertTrue(CATransform3DIsAffine(CATransform3DMakeAffineTransform(
            CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))))
        XCTAssertTrue(CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 0, 0, 1)))
        XCTAssertFalse(CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 1, 0, 0)))
        XCTAssertFalse(CATransform3DIsAffine(CATransform3DMakeScale(1, 1, 2)))
        XCTAssertFalse(CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
        // Each entry outside the 2D part breaks it on its own.
        for index in [2, 3, 6, 7, 8, 9, 10, 11, 14, 15] {
            var entries = CATransform3DIdentity.rowMajorEntries
            entries[index] += 0.25
            XCTAssertFalse(CATransform3DIsAffine(CATransform3D(rowMajor: entries)), "entry \(index) ignored")
        }
    }

    // MARK: Package helpers

    func testColumnMajorForGLListsTheEntriesRowByRow() {
        XCTAssertEqual(counting.columnMajor, (1...16).map { CGFloat($0) })
        XCTAssertEqual(counting.columnMajorFloats, (1...16).map { Float($0) })
        XCTAssertEqual(Array(CATransform3DMakeTranslation(7, 8, 9).columnMajor[12...14]), [7, 8, 9],
                       "GL keeps the translation at indices 12…14")
        XCTAssertEqual(CATransform3D(columnMajor: counting.columnMajor), counting)
        XCTAssertEqual(CATransform3D(columnMajor: counting.columnMajorFloats), counting)
        XCTAssertNil(CATransform3D(columnMajor: [CGFloat](repeating: 0, count: 15)))
        XCTAssertNil(CATransform3D(columnMajor: [Float](repeating: 0, count: 17)))
    }

    func testIsFiniteRejectsNaNAndInfinity() {
        XCTAssertTrue(counting.isFinite)
        var t = CATransform3DIdentity
        t.m43 = .nan
        XCTAssertFalse(t.isFinite)
        t.m43 = 0
        t.m24 = -.infinity
        XCTAssertFalse(t.isFinite)
    }

    func testProjectingDividesByW() {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        let p = t.projecting(x: 100, y: 50, z: 100)!
        // w = 1 - 100/500 = 0.8
        XCTAssertEqual(p.x, 125, accuracy: 1e-12)
        XCTAssertEqual(p.y, 62.5, accuracy: 1e-12)
        XCTAssertEqual(p.z, 125, accuracy: 1e-12)
        XCTAssertEqual(t.applying(x: 100, y: 50, z: 100, w: 1).w, 0.8, accuracy: 1e-15)
        XCTAssertEqual(CATransform3DMakeTranslation(1, 2, 0).projecting(CGPoint(x: 3, y: 4)), CGPoint(x: 4, y: 6))
    }

    func testProjectingAtTheEyePlaneGivesNil() {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        XCTAssertNil(t.projecting(x: 1, y: 1, z: 500))
        XCTAssertNil(CATransform3D().projecting(CGPoint(x: 1, y: 1)))
    }
}
