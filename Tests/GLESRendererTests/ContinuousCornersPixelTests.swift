import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCoreBase
@testable import RenderServer
import XCTest

/// `cornerCurve = .continuous` drawn everywhere a layer's corners are: its
/// shape and border, an anti-aliased or stencil clip, its shadow, the
/// occluders' opaque middle. A continuous corner of radius r reaches
/// 1.528665 r along each side: at the pixel centres 32.5 points from the
/// corner of a 40-point radius the circle is 0.71 points below the side, the
/// continuous curve 1.49 (and 30.5 points along: 1.15 and 1.89).
final class ContinuousCornersPixelTests: LayerTreePixelTestCase {
    private static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// A 160-point square at (8, 8), radius 40, of `curve`.
    @discardableResult
    private func card(_ curve: CALayerCornerCurve, in root: CALayer, color: CGColor? = blue) -> CALayer {
        let card = layer(CGRect(x: 8, y: 8, width: 160, height: 160), color, in: root)
        card.cornerRadius = 40
        card.cornerCurve = curve
        return card
    }

    /// The alpha of the pixel `column` points along the top side from the
    /// top-left corner of the card, on row `row` from the top, and the same
    /// at the other three corners (mirrored).
    private func alphas(_ pixels: Pixels, column: Int, row: Int) -> [UInt8] {
        [pixels[8 + column, 8 + row].a, pixels[8 + 159 - column, 8 + row].a,
         pixels[8 + column, 8 + 159 - row].a, pixels[8 + 159 - column, 8 + 159 - row].a]
    }

    func testAContinuousCornerBendsAwayFromTheSideLaterThanACircle() throws {
        let circular = rootLayer(176)
        card(.circular, in: circular)
        let round = try draw(circular, size: 176)
        let continuous = rootLayer(176)
        card(.continuous, in: continuous)
        let smooth = try draw(continuous, size: 176)
        XCTAssertEqual(alphas(round, column: 32, row: 1), [255, 255, 255, 255], "the circle is on the side by now")
        for alpha in alphas(smooth, column: 32, row: 1) {
            XCTAssertTrue((40...200).contains(alpha), "the curve crosses the pixel's centre: \(alpha)")
        }
        XCTAssertEqual(alphas(smooth, column: 32, row: 0), [0, 0, 0, 0])
        XCTAssertEqual(alphas(smooth, column: 62, row: 0), [255, 255, 255, 255], "past its reach: the side")
        XCTAssertEqual(smooth[88, 88], RGBA.blue)
        XCTAssertEqual(alphas(smooth, column: 5, row: 5), [0, 0, 0, 0], "the corner itself is cut")
        try assertMatchesReference(smooth, named: "ContinuousCorners-card")
    }

    /// A continuous corner as wide as the layer is a capsule's circle: the
    /// same pixels as circular corners.
    func testAContinuousCapsuleIsACircularCapsule() throws {
        func pill(_ curve: CALayerCornerCurve) throws -> Pixels {
            let root = rootLayer(width: 176, height: 64)
            let pill = layer(CGRect(x: 8, y: 8, width: 160, height: 40), Self.blue, in: root)
            pill.cornerRadius = 20
            pill.cornerCurve = curve
            return try draw(root, width: 176, height: 64)
        }
        XCTAssertEqual(try pill(.continuous).bytes, try pill(.circular).bytes)
    }

    func testABorderFollowsTheContinuousCurve() throws {
        let root = rootLayer(176)
        let bordered = card(.continuous, in: root, color: CGColor(red: 0, green: 0, blue: 0, alpha: 0))
        bordered.borderWidth = 4
        bordered.borderColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let pixels = try draw(root, size: 176)
        XCTAssertEqual(alphas(pixels, column: 32, row: 0), [0, 0, 0, 0], "outside the curve")
        XCTAssertEqual(alphas(pixels, column: 32, row: 3), [255, 255, 255, 255], "the border's band")
        XCTAssertEqual(alphas(pixels, column: 32, row: 8), [0, 0, 0, 0], "inside the band: the clear background")
        XCTAssertEqual(alphas(pixels, column: 70, row: 2), [255, 255, 255, 255])
    }

    /// A continuous `masksToBounds` parent cuts its sublayer along its own
    /// curve, anti-aliased in the layer program and hard-edged in the stencil.
    func testAContinuousClipCutsAlongTheCurveInTheLayerProgramAndTheStencil() throws {
        func clipped(antialiased: Bool) throws -> Pixels {
            let root = rootLayer(176)
            let clipper = card(.continuous, in: root, color: nil)
            clipper.masksToBounds = true
            layer(CGRect(x: -20, y: -20, width: 200, height: 200), CGColor(red: 0, green: 1, blue: 0, alpha: 1), in: clipper)
            return try draw(root, size: 176, antialiasedClips: antialiased)
        }
        let soft = try clipped(antialiased: true)
        for alpha in alphas(soft, column: 32, row: 1) { XCTAssertTrue((40...200).contains(alpha), "\(alpha)") }
        XCTAssertEqual(alphas(soft, column: 32, row: 0), [0, 0, 0, 0])
        let hard = try clipped(antialiased: false)
        XCTAssertEqual(alphas(hard, column: 30, row: 1), [0, 0, 0, 0], "the pixel's centre is above the curve")
        XCTAssertEqual(alphas(hard, column: 30, row: 2), [255, 255, 255, 255])
        XCTAssertEqual(alphas(hard, column: 62, row: 0), [255, 255, 255, 255])
        XCTAssertEqual(lastFrame?.lastReport.compositing.clipShapeDraws, 1)
    }

    /// The closed form knows circles only: a continuous card's shadow is
    /// drawn with the circular corners that cut the same area (1.034 radii),
    /// as cheap as a circular card's, and as dark under the card.
    func testAContinuousCardsShadowIsTheClosedFormOfEqualCorners() throws {
        let root = rootLayer(176)
        let shadowed = card(.continuous, in: root)
        shadowed.shadowOpacity = 1
        shadowed.shadowRadius = 4
        shadowed.shadowOffset = CGSize(width: 0, height: 4)
        let pixels = try draw(root, size: 176)
        let statistics = try XCTUnwrap(lastFrame?.lastReport.shadows)
        XCTAssertEqual(statistics.closedForm, 1)
        XCTAssertEqual(statistics.textured, 0)
        XCTAssertGreaterThan(pixels[88, 171].a, 0, "the shadow below the card")
        XCTAssertEqual(pixels[88, 88], RGBA.blue)
        try assertMatchesReference(pixels, named: "ContinuousCorners-shadow")
    }

    /// An opaque continuous card large enough to be split into a rim and an
    /// occluding middle draws the same pixels as without occluders: the
    /// corner pieces hold each curve wherever it reaches.
    func testAnOpaqueContinuousCardDrawsTheSameWithOccluders() throws {
        func scene(occluders: Bool) throws -> (Pixels, Int) {
            let root = rootLayer(176)
            root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            root.bounds.size.width = 170
            for index in 0..<3 { card(.continuous, in: root).position.x += CGFloat(index) }
            let frame = try frameRenderer(width: 176, height: 176)
            frame.renderer.drawsOccludersFirst = occluders
            let pixels = try draw(root, with: frame)
            return (pixels, frame.renderer.lastReport.quads.splitLayers)
        }
        let (with, split) = try scene(occluders: true)
        let (without, _) = try scene(occluders: false)
        XCTAssertGreaterThan(split, 0, "the cards were split")
        var worst = 0
        for y in 0..<176 {
            for x in 0..<176 {
                let a = with[x, y], b = without[x, y]
                worst = max(worst, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
            }
        }
        XCTAssertLessThanOrEqual(worst, 1)
    }

    func testACircleOfEqualCutStandsForAContinuousCornerInTheClosedForm() {
        let square = CGSize(width: 160, height: 160)
        let equivalent = LayerCorners(radius: 40, curve: .continuous).circularEquivalent(in: square)
        XCTAssertEqual(equivalent.curve, .circular)
        XCTAssertEqual(equivalent.radius / 40, 1.034, accuracy: 0.001)
        XCTAssertEqual(LayerCorners(radius: 40).circularEquivalent(in: square), LayerCorners(radius: 40))
        let capsule = LayerCorners(radius: 20, curve: .continuous).circularEquivalent(in: CGSize(width: 160, height: 40))
        XCTAssertEqual(capsule.radius, 20, accuracy: 1e-9, "a capsule's continuous corner is already its circle")
    }

    func testTheExpansionFactorIsApplesForEachCurve() {
        XCTAssertEqual(CALayer.cornerCurveExpansionFactor(.continuous), 1.528665)
        XCTAssertEqual(CALayer.cornerCurveExpansionFactor(.circular), 1)
    }
}
