@testable import CoreAnimationValues
import Foundation
import XCTest

/// A layer's transform kept in three forms (`StoredTransform`): each
/// transform reads back as given, the form follows from the entries alone,
/// and the layer's values are the smaller for it.
final class StoredTransformTests: XCTestCase {
    /// Transforms of every form, with the entries a hostile caller might give.
    private var samples: [CATransform3D] {
        var nanTranslation = CATransform3DMakeTranslation(3, 4, 0)
        nanTranslation.m41 = .nan
        var nanDepth = CATransform3DIdentity
        nanDepth.m33 = .nan
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        var infiniteScale = CATransform3DIdentity
        infiniteScale.m11 = .infinity
        return [
            CATransform3DIdentity,
            CATransform3DMakeTranslation(10, -20, 0),
            CATransform3DMakeTranslation(0, 0, 5),
            CATransform3DMakeRotation(.pi / 3, 0, 0, 1),
            CATransform3DMakeRotation(.pi / 3, 1, 0, 0),
            CATransform3DMakeScale(2, 0.5, 1),
            CATransform3DMakeScale(2, 2, 2),
            CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 0.2, c: -0.3, d: 1, tx: 7, ty: 8)),
            perspective, nanTranslation, nanDepth, infiniteScale, CATransform3D(),
        ]
    }

    func testEveryTransformReadsBackAsGiven() {
        for t in samples {
            let read = StoredTransform(t).matrix
            // Entry for entry (a negative zero may come back as zero, which equals it); NaN stays NaN in its place.
            for (a, b) in zip(entries(read), entries(t)) {
                XCTAssertTrue(a == b || (a.isNaN && b.isNaN), "\(t) read back as \(read)")
            }
        }
    }

    func testTheFormFollowsFromTheEntries() {
        XCTAssertEqual(StoredTransform(CATransform3DIdentity), .identity)
        XCTAssertEqual(StoredTransform(CATransform3DMakeTranslation(0, 0, 0)), .identity,
                       "made another way, the identity is still the identity")
        guard case .affine = StoredTransform(CATransform3DMakeRotation(1, 0, 0, 1)) else {
            return XCTFail("a turn in the plane is affine")
        }
        guard case .affine = StoredTransform(CATransform3DMakeTranslation(5, 6, 0)) else {
            return XCTFail("a move in the plane is affine")
        }
        for threeD in [CATransform3DMakeTranslation(0, 0, 5), CATransform3DMakeRotation(1, 0, 1, 0),
                       CATransform3DMakeScale(1, 1, 2)] {
            guard case .full = StoredTransform(threeD) else { return XCTFail("\(threeD) is kept whole") }
        }
        var nanDepth = CATransform3DIdentity
        nanDepth.m44 = .nan
        guard case .full = StoredTransform(nanDepth) else { return XCTFail("a NaN outside the six is kept whole") }
    }

    /// Stored forms are equal exactly when the matrices are: the values'
    /// synthesized `==` (which the damage comparison trusts) depends on it.
    func testStoredFormsAreEqualExactlyWhenTheMatricesAre() {
        var negativeZero = CATransform3DIdentity
        negativeZero.m12 = -0.0
        negativeZero.m43 = -0.0
        let all = samples + [negativeZero]
        for a in all {
            for b in all {
                XCTAssertEqual(StoredTransform(a) == StoredTransform(b), a == b, "\(a) against \(b)")
            }
        }
    }

    func testTheLayersTransformIsStoredInItsForm() {
        var p = LayerProperties()
        XCTAssertEqual(p.storedTransform, .identity)
        let turn = CATransform3DMakeRotation(0.5, 0, 0, 1)
        p.transform = turn
        XCTAssertEqual(p.transform, turn)
        guard case .affine = p.storedTransform else { return XCTFail("a turn in the plane is affine") }
        var tilt = CATransform3DMakeRotation(0.5, 1, 0, 0)
        tilt.m34 = -1.0 / 800
        p.transform = tilt
        XCTAssertEqual(p.transform, tilt)
        p.transform = CATransform3DIdentity
        XCTAssertEqual(p, LayerProperties(), "back at the identity, the values are the defaults again")
    }

    /// The point of the forms: a layer's values, copied into the model
    /// layer, the render tree and each of two frames' draw items, hold 49
    /// bytes of transform instead of 128, and the small values after it
    /// fill its last word (344 bytes in all before).
    func testALayersValuesKeepTheTransformSmall() {
        XCTAssertLessThanOrEqual(MemoryLayout<StoredTransform>.size, 49)
        XCTAssertLessThanOrEqual(MemoryLayout<LayerProperties>.size, 248)
    }

    private func entries(_ t: CATransform3D) -> [CGFloat] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
    }
}
