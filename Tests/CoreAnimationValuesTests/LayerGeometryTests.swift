import XCTest
@testable import CoreAnimationValues

/// `LayerGeometry.placement` writes the translations out; it must equal the
/// product of the three matrices it stands for.
final class LayerGeometryTests: XCTestCase {
    func testPlacementIsTheProductOfAnchorTransformAndPosition() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        let transforms = [
            CATransform3DIdentity,
            CATransform3DMakeRotation(0.7, 0, 0, 1),
            CATransform3DConcat(CATransform3DMakeScale(2, -1.5, 3), CATransform3DMakeRotation(1.1, 0.3, 1, 0.2)),
            CATransform3DConcat(CATransform3DMakeRotation(0.4, 0, 1, 0), perspective),
            CATransform3DMakeTranslation(5, -7, 11),
        ]
        for transform in transforms {
            var p = LayerProperties()
            p.bounds = CGRect(x: -3, y: 4, width: 32, height: 20)
            p.anchorPoint = CGPoint(x: 0.25, y: 0.8)
            p.anchorPointZ = 2
            p.position = CGPoint(x: 100.5, y: -40)
            p.zPosition = 6
            p.transform = transform
            let anchor = LayerGeometry.anchorInBounds(p)
            var expected = CATransform3DMakeTranslation(-anchor.x, -anchor.y, -p.anchorPointZ)
            expected = CATransform3DConcat(expected, transform)
            expected = CATransform3DConcat(expected, CATransform3DMakeTranslation(p.position.x, p.position.y, p.zPosition + p.anchorPointZ))
            XCTAssertEqual(LayerGeometry.placement(p), expected, "\(transform)")
        }
    }
}
