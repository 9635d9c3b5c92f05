import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCoreBase
import XCTest

/// Pixel tests of layer shadows, end to end from CALayers: the closed form
/// for rounded rectangles and the blurred texture for `shadowPath` and
/// contents alpha. σ = shadowRadius throughout, as on iOS (see `ShadowBuilder`).
final class LayerShadowPixelTests: LayerTreePixelTestCase {
    private let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

    /// A white card at `frame` casting a shadow.
    private func card(_ frame: CGRect, radius: CGFloat, offset: CGSize, opacity: Float = 1,
                      color: CGColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = white
        layer.shadowOpacity = opacity
        layer.shadowRadius = radius
        layer.shadowOffset = offset
        layer.shadowColor = color
        return layer
    }

    func testRectShadowCentreIsTheShadowColourTimesOpacity() throws {
        let root = rootLayer(width: 96, height: 96)
        // Offset far enough that the shadow lies clear of its layer.
        root.addSublayer(card(CGRect(x: 8, y: 8, width: 24, height: 24), radius: 2, offset: CGSize(width: 40, height: 40),
                              opacity: 0.5, color: CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)))
        let pixels = try draw(root, width: 96, height: 96)
        // (0.2, 0.4, 0.8) × 0.5, premultiplied: (0.1, 0.2, 0.4, 0.5); 12σ from
        // every edge, so the blurred alpha is 1 to within 1e-9.
        XCTAssertTrue(pixels[60, 60].isClose(to: RGBA(26, 51, 102, 128), tolerance: 1), "\(pixels[60, 60])")
        XCTAssertEqual(pixels[20, 20], RGBA.white, "the layer itself")
        XCTAssertEqual(pixels[40, 60], RGBA.clear, "between layer and shadow")
    }

    func testShadowFallsOffAcrossItsEdgeAsTheErfFormula() throws {
        let root = rootLayer(width: 128, height: 128)
        // σ = 4. The shadow's left edge lies at x = 16.5 + 56 = 72.5, so the
        // pixel centres 68.5 and 76.5 are σ outside and σ inside it.
        root.addSublayer(card(CGRect(x: 16.5, y: 16, width: 40, height: 96), radius: 4, offset: CGSize(width: 56, height: 0)))
        let pixels = try draw(root, width: 128, height: 128)
        let sigma = 4.0
        for (x, distance) in [(68, -4.0), (76, 4.0), (72, 0.0), (70, -2.0), (74, 2.0), (64, -8.0), (80, 8.0)] {
            // Inside by `distance` from the left edge, 40 − distance from the right one.
            let expected = (normalCDF(distance / sigma) - normalCDF((distance - 40) / sigma)) * 255
            let alpha = Double(pixels[x, 64].a)
            XCTAssertEqual(alpha, expected, accuracy: 2, "x = \(x) (\(distance) from the edge)")
        }
        XCTAssertEqual(Int(pixels[68, 64].a) + Int(pixels[76, 64].a), 255, accuracy: 2, "symmetric about the edge")
        XCTAssertEqual(pixels[76, 64].r, 0, "a black shadow")
    }

    func testDefaultOffsetPutsTheShadowAboveTheLayerAsOnIOS() throws {
        let root = rootLayer()
        let layer = card(CGRect(x: 24, y: 24, width: 16, height: 16), radius: 0, offset: CGSize(width: 0, height: -3))
        root.addSublayer(layer)
        var pixels = try draw(root)
        // A sharp shadow at y 21…37: three rows above the layer, none below.
        // Its edges are anti-aliased by a Gaussian of a pixel's variance, so
        // the rows astride an edge are within 5 % of full and of clear.
        for y in 22..<24 { XCTAssertEqual(pixels[32, y].a, 255, "row \(y) above the layer") }
        XCTAssertGreaterThan(pixels[32, 21].a, 240)
        XCTAssertLessThan(pixels[32, 20].a, 15)
        XCTAssertEqual(pixels[32, 19], RGBA.clear)
        XCTAssertEqual(pixels[32, 40], RGBA.clear, "nothing below the layer")
        XCTAssertEqual(pixels[20, 32], RGBA.clear)
        XCTAssertEqual(pixels[42, 32], RGBA.clear)

        withoutAnimation { layer.shadowOffset = CGSize(width: 5, height: 2) }
        pixels = try draw(root)
        for x in 40..<44 { XCTAssertEqual(pixels[x, 32].a, 255, "column \(x) right of the layer") }
        XCTAssertEqual(pixels[46, 32], RGBA.clear)
        XCTAssertEqual(pixels[22, 32], RGBA.clear, "nothing left of the layer")
        XCTAssertEqual(pixels[32, 40].a, 255, "+y is down")
        XCTAssertEqual(pixels[32, 22], RGBA.clear)
    }

    func testShadowOpacityZeroDrawsNothingExtra() throws {
        let root = rootLayer()
        let layer = card(CGRect(x: 16, y: 16, width: 16, height: 16), radius: 6, offset: CGSize(width: 4, height: 4), opacity: 0)
        root.addSublayer(layer)
        let pixels = try draw(root)
        XCTAssertEqual(pixels.drawnCount, 16 * 16, "only the layer's own pixels")
        withoutAnimation { layer.shadowOpacity = 0.5 }
        XCTAssertGreaterThan(try draw(root).drawnCount, 16 * 16 + 100, "a shadow once the opacity is up")
    }

    func testRoundedRectShadowIsDarkerAtAnEdgeMiddleThanAtACornerAtTheSameDistance() throws {
        let root = rootLayer(width: 96, height: 96)
        let layer = card(CGRect(x: 24, y: 24, width: 48, height: 48), radius: 4, offset: .zero)
        layer.cornerRadius = 16
        root.addSublayer(layer)
        let pixels = try draw(root, width: 96, height: 96)
        // 4 points (σ) outside the top edge's middle, and outside the top-left
        // arc along the diagonal: centre (40, 40), radius 16 + 4.
        let edge = pixels[48, 19].a
        let d = 20 / 2.0.squareRoot()
        let corner = pixels[Int(40 - d), Int(40 - d)].a
        XCTAssertGreaterThan(edge, corner + 4, "edge \(edge), corner \(corner)")
        XCTAssertGreaterThan(corner, 0)
        // A square-cornered shadow is darker there than the rounded one.
        withoutAnimation { layer.cornerRadius = 0 }
        let square = try draw(root, width: 96, height: 96)
        XCTAssertGreaterThan(square[Int(40 - d), Int(40 - d)].a, corner)
    }

    func testCircularShadowPathGivesARoundShadow() throws {
        let root = rootLayer(width: 96, height: 96)
        let layer = CALayer()
        layer.frame = CGRect(x: 28, y: 28, width: 40, height: 40)
        layer.shadowOpacity = 1
        layer.shadowRadius = 3
        layer.shadowOffset = .zero
        layer.shadowPath = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
        root.addSublayer(layer)
        let pixels = try draw(root, width: 96, height: 96)
        XCTAssertEqual(pixels[48, 48].a, 255, "the middle of the disc")
        // Every pixel centre 22 ± 0.15 points from the centre (48, 48), at
        // whatever angle, has about the same alpha (the profile falls about
        // 15 levels per point there).
        var samples: [UInt8] = []
        for y in 0..<96 {
            for x in 0..<96 where abs(((Double(x) - 47.5) * (Double(x) - 47.5) + (Double(y) - 47.5) * (Double(y) - 47.5)).squareRoot() - 22) <= 0.15 {
                samples.append(pixels[x, y].a)
            }
        }
        XCTAssertGreaterThan(samples.count, 16)
        let spread = Int(samples.max()!) - Int(samples.min()!)
        XCTAssertLessThanOrEqual(spread, 10, "alpha at radius 22: \(samples)")
        XCTAssertGreaterThan(samples.min()!, 20)
        // Inside the path's bounding square but far outside the circle: light.
        XCTAssertLessThan(pixels[29, 29].a, 10, "corner of the square: \(pixels[29, 29])")
    }

    func testContentsShadowFollowsTheImagesAlpha() throws {
        let root = rootLayer(width: 64, height: 96)
        // Left half clear, right half opaque red.
        let clearPixel: [UInt8] = [0, 0, 0, 0], red: [UInt8] = [255, 0, 0, 255]
        var bytes: [UInt8] = []
        for _ in 0..<8 {
            for x in 0..<8 { bytes += x < 4 ? clearPixel : red }
        }
        let layer = CALayer()
        layer.frame = CGRect(x: 16, y: 8, width: 32, height: 32)
        layer.contents = CGImage(width: 8, height: 8, premultipliedRGBA8: Data(bytes), isOpaque: false)
        layer.shadowOpacity = 1
        layer.shadowRadius = 2
        layer.shadowOffset = CGSize(width: 0, height: 44)
        root.addSublayer(layer)
        let pixels = try draw(root, width: 64, height: 96)
        // The shadow lies at y 52…84: dark under the right half, clear under the left.
        XCTAssertGreaterThanOrEqual(pixels[40, 68].a, 250, "\(pixels[40, 68])")
        XCTAssertEqual(pixels[40, 68].r, 0)
        XCTAssertLessThanOrEqual(pixels[22, 68].a, 2, "\(pixels[22, 68])")
        // Half way across the image's alpha edge (x = 32) the shadow is half dark.
        XCTAssertEqual(Double(pixels[32, 68].a), 128, accuracy: 40)
        XCTAssertEqual(pixels[40, 24], RGBA.red, "the layer itself")
    }

    func testBlurredShadowsKeepTheirShapeUpright() throws {
        let root = rootLayer(width: 96, height: 96)
        // A path over the top half of its layer, and an image opaque in its top half.
        let pathLayer = CALayer()
        pathLayer.frame = CGRect(x: 8, y: 8, width: 32, height: 32)
        pathLayer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 32, height: 16), transform: nil)
        let imageLayer = CALayer()
        imageLayer.frame = CGRect(x: 56, y: 8, width: 32, height: 32)
        let opaqueRow = [RGBA](repeating: RGBA(0, 0, 255, 255), count: 4)
        let clearRow = [RGBA](repeating: .clear, count: 4)
        imageLayer.contents = image(rows: [opaqueRow, opaqueRow, clearRow, clearRow])
        for layer in [pathLayer, imageLayer] {
            layer.shadowOpacity = 1
            layer.shadowRadius = 2
            layer.shadowOffset = CGSize(width: 0, height: 44)
            root.addSublayer(layer)
        }
        let pixels = try draw(root, width: 96, height: 96)
        // Each shadow covers y 52…68 (the top half, moved down 44), not 68…84.
        for x in [24, 72] {
            XCTAssertGreaterThan(pixels[x, 58].a, 245, "x = \(x): \(pixels[x, 58])")
            XCTAssertLessThan(pixels[x, 78].a, 5, "x = \(x): \(pixels[x, 78])")
        }
    }

    func testShadowIsDrawnBeneathItsLayerAndOverEarlierOnes() throws {
        let root = rootLayer()
        let below = CALayer()
        below.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        below.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        root.addSublayer(below)
        let layer = card(CGRect(x: 16, y: 16, width: 32, height: 32), radius: 0, offset: CGSize(width: 4, height: 4))
        root.addSublayer(layer)
        let pixels = try draw(root)
        XCTAssertEqual(pixels[32, 32], RGBA.white, "the layer covers its own shadow")
        XCTAssertEqual(pixels[50, 32], RGBA(0, 0, 0, 255), "the shadow covers the layer drawn before")
        XCTAssertEqual(pixels[60, 32], RGBA.blue)
    }

    private func withoutAnimation(_ change: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        change()
        CATransaction.commit()
    }
}
