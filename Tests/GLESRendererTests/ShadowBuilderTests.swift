import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import RenderServer
import XCTest

/// Which layers cast which kind of shadow.
final class ShadowBuilderTests: XCTestCase {
    private let opaqueImage = CGImage(width: 1, height: 1, premultipliedRGBA8: Data([9, 9, 9, 255]), isOpaque: true)
    private let translucentImage = CGImage(width: 1, height: 1, premultipliedRGBA8: Data([0, 0, 0, 0]), isOpaque: false)

    private func item(_ change: (inout LayerProperties) -> Void, opacity: Float = 1) -> LayerDraw {
        var p = LayerProperties()
        p.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        p.shadowOpacity = 0.5
        change(&p)
        return LayerDraw(id: .next(), transform: CATransform3DIdentity, properties: p, opacity: opacity, clips: [], mask: [])
    }

    private func shape(_ item: LayerDraw) -> ShadowBuilder.Shape? {
        let target = UnboundTarget()
        let built = QuadInstanceBuilder.instances(for: DrawList(time: 0, items: [item]), pointsToPixels: 1, target: target)
        return ShadowBuilder.shape(of: item, instance: built.instances[0], images: built.images)
    }

    func testABackgroundCastsTheClosedFormWithItsAlpha() {
        XCTAssertEqual(shape(item { $0.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1) }), .roundedRect(alpha: 1))
        XCTAssertEqual(shape(item { $0.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5) }), .roundedRect(alpha: 0.5))
    }

    func testAnOpaqueImageCoveringTheBoundsIsTheClosedForm() {
        XCTAssertEqual(shape(item { $0.contents = .image(self.opaqueImage) }), .roundedRect(alpha: 1))
        let bordered = item {
            $0.contents = .image(self.opaqueImage)
            $0.borderWidth = 2
            $0.borderColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        }
        XCTAssertEqual(shape(bordered), .roundedRect(alpha: 1), "a border over an opaque layer keeps it opaque")
    }

    func testContentsWithAlphaTakeTheGeneralPath() {
        XCTAssertEqual(shape(item { $0.contents = .image(self.translucentImage) }), .layerAlpha)
        XCTAssertEqual(shape(item { $0.borderWidth = 2 }), .layerAlpha, "a border alone is a ring")
        let centred = item {
            $0.contents = .image(self.opaqueImage)
            $0.contentsGravity = .center
        }
        XCTAssertEqual(shape(centred), .layerAlpha, "an opaque image that does not cover the bounds")
    }

    func testAShadowPathWinsOverTheLayersShape() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil)
        XCTAssertEqual(shape(item { $0.shadowPath = path }), .path(path))
    }

    func testNoShadowWithoutOpacityColourOrAnythingDrawn() {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        XCTAssertNil(shape(item { $0.backgroundColor = red; $0.shadowOpacity = 0 }))
        XCTAssertNil(shape(item { $0.backgroundColor = red; $0.shadowColor = nil }))
        XCTAssertNil(shape(item { $0.backgroundColor = red; $0.masksToBounds = true }), "clipped to bounds, under the layer")
        XCTAssertNil(shape(item { _ in }), "nothing drawn casts nothing (sublayers are not considered)")
    }

    func testColourIsShadowColourTimesBothOpacities() {
        let color = ShadowBuilder.color(of: item({
            $0.shadowColor = CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)
            $0.shadowOpacity = 0.5
        }, opacity: 0.5))
        // (1, 0.5, 0) at alpha 0.5, premultiplied, times 0.5 × 0.5.
        XCTAssertEqual(color, PremultipliedColor(red: 0.125, green: 0.0625, blue: 0, alpha: 0.125))
    }

    /// iOS reads `shadowRadius` as the Gaussian's σ (not 2σ).
    func testSigmaIsTheShadowRadius() {
        XCTAssertEqual(ShadowBuilder.sigma(shadowRadius: 3), 3)
        XCTAssertEqual(ShadowBuilder.sigma(shadowRadius: -1), 0)
        XCTAssertEqual(ShadowBuilder.sigma(shadowRadius: .infinity), 0)
    }

    func testTheClosedFormQuadEndsWhereTheTailIsUnderHalfALevel() {
        // Φ(−z) · alpha · 255 < 1/2 just past the quad, and the quad stops there.
        var last: CGFloat = 0
        for alpha: Float in [0.02, 0.1, 0.25, 0.5, 0.8, 1] {
            let z = ShadowInstance.tailReach(alpha: alpha)
            let tail = 0.5 * erfc(Double(z) / 2.0.squareRoot())
            XCTAssertLessThan(tail * Double(alpha) * 255, 0.5, "alpha \(alpha)")
            XCTAssertGreaterThan(0.5 * erfc(Double(z - 0.05) / 2.0.squareRoot()) * Double(alpha) * 255, 0.5 * 0.9,
                                 "alpha \(alpha): not much further than needed")
            XCTAssertGreaterThanOrEqual(z, last, "fainter shadows end sooner")
            XCTAssertLessThanOrEqual(z, 3)
            last = z
        }
        let shadow = ShadowInstance(transform: CATransform3DIdentity, shape: CGRect(x: 0, y: 0, width: 10, height: 10),
                                    sigma: 4, color: PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0.5))
        // The alpha is rounded up to a level of 255: a reach at least as far, by a hair.
        XCTAssertGreaterThanOrEqual(shadow.margin, 4 * ShadowInstance.tailReach(alpha: 0.5))
        XCTAssertEqual(shadow.margin, 4 * ShadowInstance.tailReach(alpha: 0.5), accuracy: 0.01)
        XCTAssertLessThan(shadow.margin, 3 * 4)
        // A colour whose alpha is not a number does not trap: it reaches as far as an opaque one.
        var broken = shadow
        broken.color.alpha = .nan
        XCTAssertEqual(broken.margin, 4 * ShadowInstance.tailReach(alpha: 1), accuracy: 0.01)
    }

    func testTheRingsHoleHasOneCutWithinHalfItsSmallerSide() throws {
        // The opaque interior's cut is one length along both sides: the
        // longer of the two axes' (a layer squeezed to half its width has an
        // inset of 3 units along x and 1.5 along y, r 20: cuts 17 and 18.5).
        let squeezed = QuadInstance(transform: CATransform3DMakeScale(2 / 64, -2 / 64, 1), size: CGSize(width: 100, height: 60),
                                    backgroundColor: .white, corners: LayerCorners(radius: 20))
        let item = LayerDraw(id: .next(), transform: CATransform3DIdentity, properties: LayerProperties(), opacity: 1,
                             clips: [], mask: [])
        var half = squeezed
        half.transform = CATransform3DConcat(CATransform3DMakeScale(0.5, 1, 1), squeezed.transform)
        let interior = try XCTUnwrap(ShadowBuilder.opaqueInterior(of: item, instance: half, images: [], targetWidth: 64, targetHeight: 64))
        XCTAssertEqual(interior.rect, CGRect(x: 3, y: 1.5, width: 94, height: 57))
        XCTAssertEqual(interior.cornerCut, 18.5, accuracy: 1e-9)

        // The ring keeps that cut, grows it where the outer octagon's cut
        // corners come near, and keeps it within half the hole's smaller
        // side once the hole is cut to the quad, or draws no hole at all.
        var shadow = ShadowInstance(transform: CATransform3DIdentity, shape: CGRect(x: 0, y: 0, width: 100, height: 60),
                                    corners: LayerCorners(radius: 20), sigma: 4, color: .black)
        shadow.hole = CGRect(x: 1.5, y: 3, width: 97, height: 54)
        shadow.holeCornerCut = 18.5
        let ring = try XCTUnwrap(shadow.ringHole)
        XCTAssertEqual(ring.rect, shadow.hole)
        XCTAssertEqual(ring.cornerCut, 18.5)

        // Offset past the margin, the hole is cut to the quad; at the top-left
        // corner the two meet, and the cut grows to clear the outer one's.
        shadow.shape.origin = CGPoint(x: 30, y: 20)
        shadow.holeCornerCut = 12
        let m = shadow.margin
        let moved = try XCTUnwrap(shadow.ringHole)
        XCTAssertEqual(moved.rect, CGRect(x: 30 - m, y: 20 - m, width: 98.5 - (30 - m), height: 57 - (20 - m)))
        XCTAssertEqual(moved.cornerCut, (20 + m) * (2 - 2.0.squareRoot()) + 1e-3, accuracy: 1e-9)

        // A textured shadow (no margin, no outer cut) whose region leaves a
        // strip of the hole thinner than two cuts gets none.
        var textured = ShadowInstance(transform: CATransform3DIdentity, shape: CGRect(x: -10, y: -10, width: 120, height: 40),
                                      sigma: 4, color: .black, texture: GLTextureName(rawValue: 1))
        textured.hole = CGRect(x: 1.5, y: 1.5, width: 97, height: 57)
        textured.holeCornerCut = 18.5
        XCTAssertEqual(textured.margin, 0)
        XCTAssertNil(textured.ringHole, "28.5 high, less than two cuts of 18.5")
        textured.holeCornerCut = 14
        XCTAssertEqual(textured.ringHole?.cornerCut, 14)
    }
}
