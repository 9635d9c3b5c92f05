import CoreGraphics
import XCTest
@testable import CoreAnimationValues

/// The corners' one geometry: how far each kind of corner reaches along the
/// sides, the exponent of its curve, and when the continuous form is needed.
final class LayerCornersTests: XCTestCase {
    private let square = CGSize(width: 200, height: 200)

    func testACircularCornerReachesItsRadiusUpToHalfTheShorterSide() {
        XCTAssertEqual(LayerCorners(radius: 30).reach(in: square), 30)
        XCTAssertEqual(LayerCorners(radius: 300).reach(in: CGSize(width: 80, height: 40)), 20)
        XCTAssertEqual(LayerCorners(radius: 30).exponent(in: square), 2)
        XCTAssertFalse(LayerCorners(radius: 30).areContinuous(in: square))
    }

    func testAContinuousCornerReachesAboutOneAndAHalfRadiiWithItsOwnExponent() {
        let corners = LayerCorners(radius: 40, curve: .continuous)
        XCTAssertEqual(corners.reach(in: square), 40 * 1.528665, accuracy: 1e-9)
        XCTAssertEqual(corners.exponent(in: square), 3.342, accuracy: 1e-9)
        XCTAssertTrue(corners.areContinuous(in: square))
    }

    /// Where the sides are too short for the full reach, the curve reaches
    /// half the shorter side and its exponent falls towards a circle's: a
    /// continuous corner as wide as the layer is a capsule's circle.
    func testAContinuousCornerWithoutRoomBecomesACapsulesCircle() {
        let capsule = LayerCorners(radius: 20, curve: .continuous)
        let pill = CGSize(width: 200, height: 40)
        XCTAssertEqual(capsule.reach(in: pill), 20)
        XCTAssertEqual(capsule.exponent(in: pill), 2)
        XCTAssertFalse(capsule.areContinuous(in: pill), "drawn by the circular programs")
        let between = capsule.exponent(in: CGSize(width: 200, height: 50))
        XCTAssertGreaterThan(between, 2)
        XCTAssertLessThan(between, 3.342)
    }

    func testSquareAndUnmaskedCornersReachNothing() {
        for corners in [LayerCorners.square, LayerCorners(radius: 10, maskedCorners: []),
                        LayerCorners(radius: -4, curve: .continuous), LayerCorners(radius: .nan, curve: .continuous)] {
            XCTAssertFalse(corners.isRounded, "\(corners)")
            XCTAssertEqual(corners.reach(in: square), 0, "\(corners)")
            XCTAssertFalse(corners.areContinuous(in: square), "\(corners)")
        }
        let one = LayerCorners(radius: 10, maskedCorners: .layerMaxXMinYCorner, curve: .continuous)
        XCTAssertEqual(one.reaches(in: square), SIMD4(0, Float(10 * 1.528665), 0, 0))
    }

    func testTheCurveComesFromTheLayersCornerCurveAndUnknownNamesAreCircular() {
        XCTAssertEqual(LayerCorners.Curve(.continuous), .continuous)
        XCTAssertEqual(LayerCorners.Curve(.circular), .circular)
        XCTAssertEqual(LayerCorners.Curve(CALayerCornerCurve(rawValue: "squircle")), .circular)
        XCTAssertEqual(LayerCorners.expansion(of: .continuous), 1.528665)
        XCTAssertEqual(LayerCorners.expansion(of: .circular), 1)
    }
}
