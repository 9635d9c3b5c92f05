import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCoreBase
@testable import RenderServer
import XCTest

/// Backdrop blurs (`CALayer.backdropBlur`, what `UIVisualEffectView` sets)
/// drawn headless: sharp stripes behind a blurring layer come out as an
/// even grey inside it and stay sharp outside it.
final class BackdropBlurPixelTests: LayerTreePixelTestCase {
    /// A white `width` × `height` root with black stripes 2 pixels wide every 4 (x 0, 4, 8…).
    private func stripes(width: CGFloat, height: CGFloat) -> CALayer {
        let root = rootLayer(width: width, height: height)
        root.backgroundColor = .testWhite
        for x in stride(from: 0, to: width, by: 4) {
            layer(CGRect(x: x, y: 0, width: 2, height: height), CGColor(red: 0, green: 0, blue: 0, alpha: 1), in: root)
        }
        return root
    }

    /// A layer blurring what is behind it at `frame`, with `tint` as its background.
    @discardableResult
    private func blurLayer(_ frame: CGRect, radius: CGFloat, tint: CGColor? = nil, in parent: CALayer) -> CALayer {
        let blurring = layer(frame, tint, in: parent)
        blurring.backdropBlur = BackdropBlur(radius: radius)
        return blurring
    }

    private func grey(_ pixel: RGBA) -> Int { Int(pixel.r) }

    func testStripesBehindABlurComeOutAnEvenGreyInsideAndSharpOutside() throws {
        let root = stripes(width: 128, height: 96)
        blurLayer(CGRect(x: 32, y: 16, width: 64, height: 64), radius: 6, in: root)
        let pixels = try draw(root, width: 128, height: 96)
        try savePNG(pixels, name: "backdrop-blur-stripes.png")
        // Inside: the stripes' mean, 50% grey, everywhere (σ 6 spans three periods), within ±2 levels and rounding.
        for (x, y) in [(40, 24), (64, 48), (90, 70), (33, 17), (95, 79)] {
            XCTAssertEqual(Double(grey(pixels[x, y])), 127.5, accuracy: 3, "blurred at (\(x), \(y)): \(pixels[x, y])")
            XCTAssertEqual(pixels[x, y].a, 255)
        }
        // Outside: still the sharp stripes, left, right, above and below.
        for (x, y) in [(20, 48), (21, 48), (110, 48), (64, 8), (66, 90)] {
            let wanted: UInt8 = x % 4 < 2 ? 0 : 255
            XCTAssertEqual(pixels[x, y].r, wanted, "sharp at (\(x), \(y)): \(pixels[x, y])")
        }
        XCTAssertEqual(lastFrame?.lastReport.compositing.backdropBlurs, 1)
    }

    func testTheTintLiesOverTheBlur() throws {
        let root = stripes(width: 128, height: 96)
        blurLayer(CGRect(x: 32, y: 16, width: 64, height: 64), radius: 6,
                  tint: CGColor(red: 1, green: 1, blue: 1, alpha: 0.5), in: root)
        let pixels = try draw(root, width: 128, height: 96)
        // 0.5 × white over the 50% grey: 191.
        XCTAssertEqual(Double(grey(pixels[64, 48])), 191, accuracy: 3, "\(pixels[64, 48])")
        XCTAssertEqual(pixels[20, 48].r, 0, "sharp black stripe outside")
    }

    func testASmallRadiusKeepsSomeOfTheStripes() throws {
        let root = stripes(width: 128, height: 96)
        blurLayer(CGRect(x: 32, y: 16, width: 64, height: 64), radius: 1, in: root)
        let pixels = try draw(root, width: 128, height: 96)
        let row = (40..<88).map { grey(pixels[$0, 48]) }
        let spread = row.max()! - row.min()!
        XCTAssertGreaterThan(spread, 20, "σ 1 leaves the 4-pixel stripes visible: \(row)")
        XCTAssertLessThan(spread, 250, "but softened: \(row)")
        XCTAssertTrue(row.contains { $0 > 20 && $0 < 235 }, "with intermediate greys: \(row)")
    }

    func testAnInnerBlurBlursTheOuterOne() throws {
        let root = stripes(width: 128, height: 96)
        // The outer blur leaves a light grey (its tint over the mean); a black bar on it, then an inner blur over the bar's edge.
        let outer = blurLayer(CGRect(x: 8, y: 8, width: 112, height: 80), radius: 6,
                              tint: CGColor(red: 1, green: 1, blue: 1, alpha: 0.5), in: root)
        layer(CGRect(x: 40, y: 30, width: 20, height: 36), CGColor(red: 0, green: 0, blue: 0, alpha: 1), in: outer)
        blurLayer(CGRect(x: 44, y: 24, width: 48, height: 48), radius: 4, in: outer)
        let pixels = try draw(root, width: 128, height: 96)
        try savePNG(pixels, name: "backdrop-blur-nested.png")
        XCTAssertEqual(Double(grey(pixels[100, 80])), 191, accuracy: 3, "outer only: tint over the blurred stripes")
        XCTAssertEqual(Double(grey(pixels[30, 48])), Double(grey(pixels[100, 80])), accuracy: 4, "outer only, left of the bar")
        // The bar's right edge (x 52…60 on the outer's space: frame x 48…68) is blurred by the inner blur:
        let across = (52..<84).map { grey(pixels[$0, 48]) }
        XCTAssertTrue(across.contains { $0 > 30 && $0 < 160 }, "the bar's edge is smoothed inside the inner blur: \(across)")
        XCTAssertLessThan(grey(pixels[54, 48]), grey(pixels[80, 48]), "darker near the bar: \(across)")
        XCTAssertEqual(lastFrame?.lastReport.compositing.backdropBlurs, 2)
    }

    func testAWindowSizedBlurIsEvenEverywhere() throws {
        let root = stripes(width: 320, height: 240)
        let blurring = blurLayer(root.bounds, radius: 20, in: root)
        blurring.frame = root.bounds
        let pixels = try draw(root, width: 320, height: 240)
        try savePNG(pixels, name: "backdrop-blur-window.png")
        for (x, y) in [(1, 1), (160, 120), (318, 238), (5, 200)] {
            XCTAssertEqual(Double(grey(pixels[x, y])), 127.5, accuracy: 3, "blurred at (\(x), \(y)): \(pixels[x, y])")
        }
        let report = try XCTUnwrap(lastFrame?.lastReport.compositing)
        XCTAssertEqual(report.backdropBlurs, 1)
        XCTAssertLessThanOrEqual(report.backdropBlurPixels, 128 * 128, "blurred at a reduced size")
    }

    func testARotatedBlurBlursUnderItsTurnedBounds() throws {
        let root = stripes(width: 128, height: 128)
        let blurring = blurLayer(CGRect(x: 34, y: 34, width: 60, height: 60), radius: 6, in: root)
        blurring.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        let pixels = try draw(root, width: 128, height: 128)
        try savePNG(pixels, name: "backdrop-blur-rotated.png")
        XCTAssertEqual(Double(grey(pixels[64, 64])), 127.5, accuracy: 3, "the centre is blurred")
        XCTAssertEqual(Double(grey(pixels[64, 28])), 127.5, accuracy: 3, "the top corner of the diamond is blurred")
        // The bounding box's corners lie outside the turned square: sharp.
        XCTAssertEqual(pixels[37, 37].r, 0, "sharp stripe outside the diamond")
        XCTAssertEqual(pixels[39, 37].r, 255, "sharp gap outside the diamond")
    }

    func testRoundedCornersAndClipsBoundTheBlur() throws {
        let root = stripes(width: 128, height: 96)
        let clip = layer(CGRect(x: 16, y: 16, width: 48, height: 64), nil, in: root)
        clip.masksToBounds = true
        let blurring = blurLayer(CGRect(x: 16, y: 0, width: 64, height: 64), radius: 6, in: clip)
        blurring.cornerRadius = 20
        let pixels = try draw(root, width: 128, height: 96)
        XCTAssertEqual(Double(grey(pixels[48, 40])), 127.5, accuracy: 3, "inside both")
        XCTAssertEqual(pixels[70, 40].r, 255, "cut by the clip (x 70 is a gap)")
        XCTAssertEqual(pixels[69, 40].r, 0, "and x 69 a stripe")
        XCTAssertEqual(pixels[34, 17].r, 255, "the rounded corner leaves the stripes sharp (x 34 is a gap)")
        XCTAssertEqual(pixels[33, 17].r, 0, "and x 33 a stripe")
    }

    func testContinuousCornersCutTheBlurWithAnAntialiasedEdge() throws {
        let root = stripes(width: 128, height: 96)
        let blurring = blurLayer(CGRect(x: 24, y: 16, width: 80, height: 64), radius: 6, in: root)
        blurring.cornerRadius = 24
        blurring.cornerCurve = .continuous
        let pixels = try draw(root, width: 128, height: 96)
        try savePNG(pixels, name: "backdrop-blur-continuous.png")
        XCTAssertEqual(Double(grey(pixels[64, 48])), 127.5, accuracy: 3, "blurred inside")
        XCTAssertEqual(pixels[25, 17].r, 0, "the corner's tip leaves a stripe sharp (x 25)")
        XCTAssertEqual(pixels[102, 78].r, 255, "and a gap at the opposite tip (x 102)")
        // Where the curve crosses a row, a pixel partly inside lies between the sharp value and the blur's.
        let row = 18
        let between = (24..<64).filter { x in
            let value = grey(pixels[x, row]), sharp = x % 4 < 2 ? 0 : 255
            return abs(value - sharp) > 8 && abs(value - 128) > 8
        }
        XCTAssertFalse(between.isEmpty, "an anti-aliased pixel along row \(row): \((24..<64).map { grey(pixels[$0, row]) })")
    }

    func testGroupOpacityAroundABlurStillBlursTheFrame() throws {
        let root = stripes(width: 128, height: 96)
        let group = layer(CGRect(x: 32, y: 16, width: 64, height: 64), nil, in: root)
        group.opacity = 0.5
        blurLayer(group.bounds, radius: 6, in: group)
        layer(CGRect(x: 0, y: 0, width: 8, height: 8), .testRed, in: group)
        let pixels = try draw(root, width: 128, height: 96)
        // Half the blurred grey over the sharp stripes: 64 over black, 191 over white.
        let x = 64, y = 48
        let sharp = x % 4 < 2 ? 0.0 : 255.0
        XCTAssertEqual(Double(grey(pixels[x, y])), 0.5 * 127.5 + 0.5 * sharp, accuracy: 3, "\(pixels[x, y])")
        XCTAssertEqual(lastFrame?.lastReport.compositing.offscreenGroups, 0, "drawn directly, its opacity on each layer")
    }

    func testDegenerateBlursDrawNothingAndDoNotCrash() throws {
        let root = stripes(width: 64, height: 64)
        blurLayer(CGRect(x: 10, y: 10, width: 0, height: 20), radius: 6, in: root)
        blurLayer(CGRect(x: 10, y: 10, width: 20, height: 20), radius: .nan, in: root)
        blurLayer(CGRect(x: 30, y: 30, width: 20, height: 20), radius: 1e12, in: root)
        let faded = blurLayer(CGRect(x: 0, y: 40, width: 20, height: 20), radius: 6, in: root)
        faded.opacity = 0
        let nanFrame = layer(.zero, nil, in: root)
        nanFrame.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)
        nanFrame.backdropBlur = BackdropBlur(radius: 8)
        let pixels = try draw(root)
        XCTAssertEqual(pixels[14, 14].r, 255, "a NaN radius is no blur: the gap stays white")
        XCTAssertEqual(Double(grey(pixels[40, 40])), 127.5, accuracy: 20, "a huge radius is clamped and averages")
        XCTAssertEqual(pixels[1, 50].r, 0, "a transparent blur draws nothing")
    }

    func testABlurInsideARasterizedLayerBlursWhatTheImageDrewBeforeIt() throws {
        let root = stripes(width: 64, height: 64)
        let rasterized = layer(CGRect(x: 0, y: 0, width: 64, height: 64), nil, in: root)
        rasterized.shouldRasterize = true
        layer(CGRect(x: 0, y: 0, width: 32, height: 64), .testRed, in: rasterized)
        blurLayer(CGRect(x: 16, y: 16, width: 32, height: 32), radius: 4, in: rasterized)
        let pixels = try draw(root)
        try savePNG(pixels, name: "backdrop-blur-rasterized.png")
        XCTAssertEqual(pixels[8, 40], RGBA(255, 0, 0, 255), "the red half outside the blur stays")
        XCTAssertEqual(pixels[56, 8].r, pixels[56, 8].g, "the stripes outside stay grey-scale and sharp")
        // Right of the red half's edge, inside the blur: red blurred with the image's
        // transparent half (the sharp red stays under it on the left), over a white gap.
        let edge = pixels[34, 32]
        XCTAssertTrue(edge.g > 20 && edge.g < 230 && edge.r == 255, "the red edge is blurred in the image: \(edge)")
        XCTAssertEqual(pixels[34, 8], RGBA(255, 255, 255, 255), "the gap outside the blur is white")
    }
}
