import XCTest
@testable import CoreGraphics

final class CGAffineTransformTests: XCTestCase {
    func testIdentityLeavesPointsAlone() {
        XCTAssertEqual(CGPoint(x: 3, y: -4).applying(.identity), CGPoint(x: 3, y: -4))
        XCTAssertTrue(CGAffineTransform.identity.isIdentity)
        XCTAssertFalse(CGAffineTransform(translationX: 1, y: 0).isIdentity)
    }

    func testPlainInitIsAllZerosLikeTheCStruct() {
        XCTAssertEqual(CGAffineTransform(), CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
    }

    func testPointMapsAsRowVectorTimesMatrix() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        // (a·x + c·y + tx, b·x + d·y + ty) for (1, 1).
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(t), CGPoint(x: 9, y: 12))
    }

    func testConcatenatingAppliesTheReceiverFirst() {
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let p = CGPoint(x: 1, y: 1)
        XCTAssertEqual(p.applying(translate.concatenating(scale)), CGPoint(x: 22, y: 3))
        XCTAssertEqual(p.applying(scale.concatenating(translate)), CGPoint(x: 12, y: 3))
        XCTAssertEqual(translate.concatenating(scale), CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 0))
    }

    func testTranslatedByMovesInTheTransformedSpace() {
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 1)
        XCTAssertEqual(CGPoint.zero.applying(t), CGPoint(x: 10, y: 2))
        XCTAssertEqual(t, CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 2))
    }

    func testScaledByScalesBeforeTheReceiver() {
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 3)
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(t), CGPoint(x: 12, y: 3))
    }

    func testRotatedByRotatesBeforeTheReceiver() {
        let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        assertPoint(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 10, y: 1), accuracy: 1e-12)
    }

    func testPositiveRotationTurnsXTowardsY() {
        let t = CGAffineTransform(rotationAngle: .pi / 2)
        assertPoint(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 0, y: 1), accuracy: 1e-15)
        XCTAssertEqual(t.b, 1)
        XCTAssertEqual(t.c, -1)
    }

    func testInvertedGivesExactInverseOfScaleAndTranslation() {
        let t = CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: 8)
        XCTAssertEqual(t.inverted(), CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -3, ty: -2))
    }

    func testInvertedUndoesAGeneralTransform() {
        let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 3, y: -2).translatedBy(x: 4, y: 9)
        let round = t.concatenating(t.inverted())
        XCTAssertEqual(round.a, 1, accuracy: 1e-12)
        XCTAssertEqual(round.b, 0, accuracy: 1e-12)
        XCTAssertEqual(round.c, 0, accuracy: 1e-12)
        XCTAssertEqual(round.d, 1, accuracy: 1e-12)
        XCTAssertEqual(round.tx, 0, accuracy: 1e-12)
        XCTAssertEqual(round.ty, 0, accuracy: 1e-12)
    }

    func testSingularTransformInvertsToItself() {
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6)
        XCTAssertEqual(singular.inverted(), singular)
    }

    func testRectApplyingGivesTheBoundingBoxOfTheCorners() {
        let rect = CGRect(x: 0, y: 0, width: 2, height: 1)
        assertRect(rect.applying(CGAffineTransform(rotationAngle: .pi / 2)),
                   CGRect(x: -1, y: 0, width: 1, height: 2), accuracy: 1e-15)
        XCTAssertEqual(rect.applying(CGAffineTransform(scaleX: -1, y: 1)), CGRect(x: -2, y: 0, width: 2, height: 1))
        let rotated45 = CGRect(x: 0, y: 0, width: 1, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 4))
        assertRect(rotated45, CGRect(x: -0.5.squareRoot(), y: 0, width: 2.0.squareRoot(), height: 2.0.squareRoot()),
                   accuracy: 1e-15)
        XCTAssertTrue(CGRect.null.applying(CGAffineTransform(translationX: 5, y: 5)).isNull)
    }

    func testSizeApplyingIgnoresTranslation() {
        let t = CGAffineTransform(a: 2, b: 0, c: 0, d: -3, tx: 100, ty: 100)
        XCTAssertEqual(CGSize(width: 1, height: 2).applying(t), CGSize(width: 2, height: -6))
    }
}
