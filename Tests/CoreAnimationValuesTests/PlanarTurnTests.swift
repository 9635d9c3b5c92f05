import XCTest
@testable import CoreAnimationValues

/// `transform.rotation.z` on a planar transform without shear takes a short
/// way (`PlanarTurn`); it must read and write what the full decomposition
/// does, and leave every other transform to it.
final class PlanarTurnTests: XCTestCase {
    /// What the decomposition gives for setting or adding `angle` about z.
    private func decomposed(_ t: CATransform3D, _ angle: Double, additive: Bool) -> CATransform3D {
        var parts = TransformDecomposition(t)!
        parts.rotationAngles.z = additive ? parts.rotationAngles.z + angle : angle
        return parts.transform
    }

    private func assertClose(_ a: CATransform3D, _ b: CATransform3D, _ message: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        let x = [a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43, a.m44]
        let y = [b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43, b.m44]
        for (u, v) in zip(x, y) where abs(u - v) > 1e-9 * max(1, abs(u), abs(v)) {
            XCTFail("\(message): \(a) against \(b)", file: file, line: line)
            return
        }
    }

    func testSettingAndAddingTheAngleMatchTheDecompositionForScaledTurnedMovedTransforms() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            var t = CATransform3DMakeScale(.random(in: 0.1...4, using: &random), .random(in: 0.1...4, using: &random),
                                           .random(in: 0.1...4, using: &random))
            t = CATransform3DConcat(t, CATransform3DMakeRotation(.random(in: -7...7, using: &random), 0, 0, 1))
            t = CATransform3DConcat(t, CATransform3DMakeTranslation(.random(in: -500...500, using: &random),
                                                                    .random(in: -500...500, using: &random), 3))
            XCTAssertNotNil(PlanarTurn(t), "\(t)")
            let angle = Double.random(in: -20...20, using: &random)
            assertClose(TransformKeyPath.setting(.rotationZ, to: .scalar(CGFloat(angle)), in: t),
                        decomposed(t, angle, additive: false), "set \(angle)")
            assertClose(TransformKeyPath.apply(component: .rotationZ, value: .scalar(CGFloat(angle)), to: t),
                        decomposed(t, angle, additive: true), "add \(angle)")
            guard case .scalar(let read) = TransformKeyPath.value(of: .rotationZ, in: t) else { return XCTFail("no angle") }
            XCTAssertEqual(Double(read), TransformDecomposition(t)!.rotationAngles.z, accuracy: 1e-9)
        }
    }

    func testTheIdentityTurnsByTheAngleExactly() {
        let turned = TransformKeyPath.setting(.rotationZ, to: .scalar(.pi / 2), in: CATransform3DIdentity)
        XCTAssertEqual(turned.m11, cos(.pi / 2))
        XCTAssertEqual(turned.m12, 1)
        XCTAssertEqual(turned.m21, -1)
        XCTAssertEqual(turned.m44, 1)
    }

    func testShearReflectionPerspectiveAndOtherAxesTakeTheDecomposition() {
        var shear = CATransform3DIdentity
        shear.m21 = 0.5
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let others = [
            shear, CATransform3DMakeScale(-1, 1, 1), perspective, CATransform3DMakeRotation(0.3, 1, 0, 0),
            CATransform3DMakeScale(1, 1, -2), CATransform3DMakeScale(0, 1, 1),
        ]
        for t in others {
            XCTAssertNil(PlanarTurn(t), "\(t)")
        }
        // They still turn as the decomposition says.
        assertClose(TransformKeyPath.setting(.rotationZ, to: .scalar(1), in: perspective),
                    decomposed(perspective, 1, additive: false), "perspective")
    }
}
