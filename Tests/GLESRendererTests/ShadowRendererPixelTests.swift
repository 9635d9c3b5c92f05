import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import RenderServer
import XCTest

/// Pixel tests of the shadow program on its own: closed-form shadows drawn
/// straight from `ShadowInstance`s, against a numerical convolution.
final class ShadowRendererPixelTests: GLESTestCase {
    private static var sharedShadows: ShadowRenderer?

    private func renderShadows(_ shadows: [ShadowInstance], size: Int = 64) throws -> Pixels {
        if Self.sharedShadows == nil { Self.sharedShadows = try ShadowRenderer(context: context) }
        let shadowRenderer = Self.sharedShadows!
        let target = try OffscreenRenderTarget(context: context, width: size, height: size)
        renderer.draw([], textures: [], to: target, clearColor: .clear)
        shadowRenderer.prepare(shadows)
        shadowRenderer.draw(0..<shadows.count, to: target)
        return Pixels(width: size, height: size, bytes: target.readPremultipliedRGBA8())
    }

    /// A rounded rectangle's indicator convolved with a Gaussian of σ, at
    /// `point`: exact along x (Φ of the row's ends), midpoint rule along y.
    private func convolved(_ rect: CGRect, radius r: Double, sigma: Double, at point: CGPoint) -> Double {
        let (px, py) = (Double(point.x), Double(point.y))
        let (x0, x1, y0, y1) = (Double(rect.minX), Double(rect.maxX), Double(rect.minY), Double(rect.maxY))
        let step = 0.01
        var sum = 0.0
        var t = max(y0, py - 6 * sigma) + step / 2
        while t < min(y1, py + 6 * sigma) {
            let dy = max(0, max(y0 + r - t, t - (y1 - r)))
            let inset = dy > 0 ? r - (r * r - dy * dy).squareRoot() : 0
            let row = normalCDF((x1 - inset - px) / sigma) - normalCDF((x0 + inset - px) / sigma)
            let g = exp(-(py - t) * (py - t) / (2 * sigma * sigma)) / (sigma * (2 * Double.pi).squareRoot())
            sum += g * row * step
            t += step
        }
        return sum
    }

    func testClosedFormMatchesANumericalConvolutionAroundARoundedCorner() throws {
        let rect = CGRect(x: 16, y: 16, width: 40, height: 40)
        for (radius, sigma) in [(12.0, 3.0), (6.0, 3.0), (12.0, 1.0), (0.0, 2.0)] {
            let shadow = ShadowInstance(transform: clip(), shape: rect, corners: LayerCorners(radius: radius), sigma: sigma, color: .black)
            let pixels = try renderShadows([shadow])
            var worst = 0.0, worstAt = (0, 0)
            // The top-left quadrant, corner included, out to the quad's margin.
            for y in 4..<36 {
                for x in 4..<36 {
                    let expected = convolved(rect, radius: radius, sigma: sigma, at: CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) * 255
                    let error = abs(Double(pixels[x, y].a) - expected)
                    if error > worst { (worst, worstAt) = (error, (x, y)) }
                }
            }
            XCTAssertLessThanOrEqual(worst, 5, "r = \(radius), σ = \(sigma): worst at \(worstAt)")
        }
    }

    func testCutCornersOfTheQuadLeaveOutNoVisiblePixel() throws {
        // The quad's corners are cut along the 45° tangent of the corner
        // circle grown by the margin: every pixel left out there must be one
        // the convolution puts under a level, at full and at half alpha (a
        // nearer margin), for round and square corners.
        let rect = CGRect(x: 20, y: 20, width: 30, height: 30)
        for (radius, sigma, alpha) in [(12.0, 3.0, Float(1)), (12.0, 3.0, 0.5), (0.0, 4.0, 1), (4.0, 5.0, 0.5)] {
            let shadow = ShadowInstance(transform: clip(), shape: rect, corners: LayerCorners(radius: radius), sigma: sigma,
                                        color: PremultipliedColor(red: 0, green: 0, blue: 0, alpha: alpha))
            let pixels = try renderShadows([shadow])
            for y in 0..<35 {
                for x in 0..<35 where pixels[x, y].a == 0 && (x < 20 || y < 20) {
                    let expected = convolved(rect, radius: radius, sigma: sigma, at: CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))
                        * 255 * Double(alpha)
                    XCTAssertLessThan(expected, 0.6, "r = \(radius), σ = \(sigma), alpha \(alpha): (\(x), \(y)) left out")
                }
            }
        }
    }

    func testHoleUnderAnOpaqueLayerChangesNoPixel() throws {
        // A rotated, rounded opaque card over its shadow, drawn with and
        // without the hole the builder cuts under it.
        var place = CATransform3DMakeTranslation(-18, -12, 0)
        place = CATransform3DConcat(place, CATransform3DMakeRotation(0.3, 0, 0, 1))
        place = CATransform3DConcat(place, CATransform3DMakeTranslation(32.3, 31.7, 0))
        try assertHoleChangesNoPixel(place: place)
    }

    func testHoleUnderAnOpaqueLayerTurnedInPerspectiveChangesNoPixel() throws {
        // Foreshortened, a pixel spans more of the layer at the far edge:
        // the hole keeps its pixel and a half of anti-aliasing there too.
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 60
        for angle in [CGFloat(0.7), -1.1, 2.6] {
            var place = CATransform3DMakeTranslation(-18, -12, 0)
            place = CATransform3DConcat(place, CATransform3DMakeRotation(angle, 0, 1, 0))
            place = CATransform3DConcat(place, perspective)
            place = CATransform3DConcat(place, CATransform3DMakeTranslation(32.3, 31.7, 0))
            try assertHoleChangesNoPixel(place: place)
        }
    }

    func testHoleReachingPastAFarOffsetShadowChangesNoPixel() throws {
        // An offset past the margin puts part of the hole outside the
        // shadow's quad and its cut corners: the ring must still cover each
        // pixel once (a folded strip would blend some twice).
        // Squeezed to half its height the hole's corner cuts differ along x
        // and y, a chord of another slope than the outer cut's.
        let squeezed = CATransform3DConcat(CATransform3DMakeScale(1, 0.5, 1), CATransform3DMakeTranslation(14.3, 20.7, 0))
        for place in [CATransform3DMakeTranslation(14.3, 12.7, 0), squeezed] {
            for (offset, sigma) in [(CGSize(width: 9, height: 11), 1.5), (CGSize(width: -10, height: 4), 1.0),
                                    (CGSize(width: 3, height: -12), 2.0), (CGSize(width: 0, height: 10), 2.0),
                                    (CGSize(width: 7, height: 0), 1.2)] {
                try assertHoleChangesNoPixel(place: place, offset: offset, sigma: sigma)
            }
        }
        // A wide, slightly rounded card squeezed in y: its cuts are (2.5, 1)
        // units; with the shadow 10 units down the top corners' pieces would
        // bend if the chord kept that slope.
        let wide = CATransform3DConcat(CATransform3DMakeScale(1, 0.5, 1), CATransform3DMakeTranslation(6.3, 20.7, 0))
        for (offset, sigma) in [(CGSize(width: 0, height: 10), 2.0), (CGSize(width: 2, height: 12), 1.5),
                                (CGSize(width: -3, height: 9), 2.5)] {
            try assertHoleChangesNoPixel(place: wide, offset: offset, sigma: sigma, size: CGSize(width: 50, height: 40), radius: 4)
        }
    }

    private func assertHoleChangesNoPixel(place: CATransform3D, offset: CGSize = CGSize(width: 2, height: 3), sigma: CGFloat = 3,
                                          size: CGSize = CGSize(width: 36, height: 24), radius: CGFloat = 8,
                                          file: StaticString = #filePath, line: UInt = #line) throws {
        let toClip = CATransform3DConcat(place, clip())
        let card = QuadInstance(transform: toClip, size: size, backgroundColor: PremultipliedColor(red: 0.9, green: 0.5, blue: 0.2, alpha: 1),
                                corners: LayerCorners(radius: radius))
        let item = LayerDraw(id: .next(), transform: place, properties: LayerProperties(), opacity: 1, clips: [], mask: [])
        let hole = try XCTUnwrap(ShadowBuilder.opaqueInterior(of: item, instance: card, images: [], targetWidth: 64, targetHeight: 64),
                                 file: file, line: line)
        var shadow = ShadowInstance(transform: toClip, shape: CGRect(origin: CGPoint(x: offset.width, y: offset.height), size: size),
                                    corners: LayerCorners(radius: radius), sigma: sigma, color: PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0.6))

        func frame(_ shadow: ShadowInstance) throws -> Pixels {
            if Self.sharedShadows == nil { Self.sharedShadows = try ShadowRenderer(context: context) }
            let target = try OffscreenRenderTarget(context: context, width: 64, height: 64)
            let backdrop = QuadInstance(transform: clip(), size: CGSize(width: 64, height: 64), backgroundColor: .white)
            renderer.draw([backdrop], textures: [], to: target, clearColor: .clear)
            Self.sharedShadows!.prepare([shadow])
            Self.sharedShadows!.draw(0..<1, to: target)
            renderer.draw([card], textures: [], to: target, clearColor: nil)
            return Pixels(width: 64, height: 64, bytes: target.readPremultipliedRGBA8())
        }
        let whole = try frame(shadow)
        shadow.hole = hole.rect
        shadow.holeCornerCut = hole.cornerCut
        let ringed = try frame(shadow)
        XCTAssertEqual(whole.bytes, ringed.bytes, "the hole is covered by the card", file: file, line: line)
        // On its own the ring leaves the middle undrawn.
        let alone = try renderShadows([shadow])
        // The card's centre is left undrawn where the ring keeps a hole around it.
        if let ring = shadow.ringHole, ring.rect.insetBy(dx: 1, dy: 1).contains(CGPoint(x: size.width / 2, y: size.height / 2)) {
            let centre = CGPoint(x: size.width / 2 * place.m11 + size.height / 2 * place.m21 + place.m41,
                                 y: size.width / 2 * place.m12 + size.height / 2 * place.m22 + place.m42)
            XCTAssertEqual(alone[Int(centre.x), Int(centre.y)], RGBA.clear, file: file, line: line)
        }
        XCTAssertGreaterThan(alone.drawnCount, 0, "the ring is drawn", file: file, line: line)
    }

    func testMaskedCornersRoundOnlyTheirCorners() throws {
        let rect = CGRect(x: 8, y: 8, width: 48, height: 48)
        let shadow = ShadowInstance(transform: clip(), shape: rect, corners: LayerCorners(radius: 16, maskedCorners: [.layerMaxXMaxYCorner]),
                                    sigma: 1, color: .black)
        let pixels = try renderShadows([shadow])
        XCTAssertGreaterThan(pixels[9, 9].a, 200, "top-left stays square")
        XCTAssertLessThan(pixels[54, 54].a, 10, "bottom-right is rounded")
        XCTAssertEqual(pixels[32, 32], RGBA(0, 0, 0, 255))
    }

    func testSkipsInvalidShadowsAndKeepsTheRest() throws {
        var broken = ShadowInstance(transform: clip(), shape: CGRect(x: 0, y: 0, width: 8, height: 8), sigma: 1, color: .black)
        broken.transform.m11 = .nan
        let good = ShadowInstance(transform: clip(), shape: CGRect(x: 32, y: 32, width: 16, height: 16), sigma: 1,
                                  color: PremultipliedColor(red: 0, green: 0, blue: 0.5, alpha: 0.5))
        let pixels = try renderShadows([broken, good])
        XCTAssertEqual(pixels[40, 40], RGBA(0, 0, 128, 128))
        XCTAssertEqual(pixels[4, 4], RGBA.clear)
    }
}
