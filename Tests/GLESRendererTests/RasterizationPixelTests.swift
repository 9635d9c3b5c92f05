import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCoreBase
@testable import RenderServer
import XCTest

/// `shouldRasterize`: the layer and its subtree drawn as one image in the
/// layer's space, cached between frames while nothing in it changes.
final class RasterizationPixelTests: LayerTreePixelTestCase {
    /// A blue 32 × 32 card at (8, 8) with a red 24 × 24 sublayer reaching past its right and bottom edges.
    @discardableResult
    private func card(in root: CALayer, rasterized: Bool = true) -> (card: CALayer, child: CALayer) {
        let card = layer(CGRect(x: 8, y: 8, width: 32, height: 32), .testBlue, in: root)
        let child = layer(CGRect(x: 20, y: 20, width: 24, height: 24), .testRed, in: card)
        card.shouldRasterize = rasterized
        return (card, child)
    }

    private var stats: FrameReport.Compositing { lastFrame?.lastReport.compositing ?? FrameReport.Compositing() }

    private func change(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }

    /// The largest channel difference between two frames.
    private func largestDifference(_ a: Pixels, _ b: Pixels) -> Int {
        var worst = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                worst = max(worst, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)),
                            abs(Int(p.b) - Int(q.b)), abs(Int(p.a) - Int(q.a)))
            }
        }
        return worst
    }

    func testARasterizedLayerDrawsWhatItsSubtreeDrawsSublayersOutsideItsBoundsIncluded() throws {
        let direct = rootLayer()
        card(in: direct, rasterized: false)
        let expected = try draw(direct)
        let root = rootLayer()
        card(in: root)
        let pixels = try draw(root)
        XCTAssertEqual(stats.rasterizationMisses, 1)
        XCTAssertEqual(stats.rasterizationHits, 0)
        XCTAssertLessThanOrEqual(largestDifference(pixels, expected), 2)
        XCTAssertEqual(pixels[50, 50], .red, "the sublayer past the card's bounds is in the image")
        XCTAssertEqual(pixels[12, 12], .blue)
    }

    func testTheImageIsReusedWhileTheLayerMovesAndFadesAndRedrawnWhenASublayerChanges() throws {
        let root = rootLayer()
        let (card, child) = card(in: root)
        let frame = try frameRenderer()
        _ = try draw(root, with: frame)
        XCTAssertEqual(stats.rasterizationMisses, 1)
        _ = try draw(root, with: frame)
        XCTAssertEqual(stats.rasterizationHits, 1, "nothing changed")
        XCTAssertEqual(stats.rasterizationMisses, 0)

        change { card.position.x -= 8 }
        var pixels = try draw(root, with: frame)
        XCTAssertEqual(stats.rasterizationHits, 1, "moving the layer keeps its image")
        XCTAssertEqual(pixels[2, 12], .blue, "drawn where it moved to")
        XCTAssertEqual(pixels[38, 12], .clear)

        change { card.opacity = 0.5 }
        pixels = try draw(root, with: frame)
        XCTAssertEqual(stats.rasterizationHits, 1, "its own opacity is not rasterized")
        XCTAssertTrue(pixels[30, 30].isClose(to: RGBA(128, 0, 0, 128), tolerance: 2),
                      "the image fades as one: no blue under the red, \(pixels[30, 30])")

        change { child.backgroundColor = .testGreen }
        pixels = try draw(root, with: frame)
        XCTAssertEqual(stats.rasterizationMisses, 1, "a sublayer changed")
        XCTAssertEqual(stats.rasterizationHits, 0)
        XCTAssertTrue(pixels[30, 30].isClose(to: RGBA(0, 128, 0, 128), tolerance: 2), "\(pixels[30, 30])")
        _ = try draw(root, with: frame)
        XCTAssertEqual(stats.rasterizationHits, 1, "and then reused again")
    }

    func testAnAnimationInsideTheSubtreeRedrawsTheImageEveryFrame() throws {
        let root = rootLayer()
        let (_, child) = card(in: root)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 10
        move.toValue = 40
        move.duration = 10
        move.beginTime = 1_000
        child.add(move, forKey: "move")
        let frame = try frameRenderer()
        let early = try draw(root, with: frame, at: 1_001)
        XCTAssertEqual(stats.rasterizationMisses, 1)
        let later = try draw(root, with: frame, at: 1_009)
        XCTAssertEqual(stats.rasterizationMisses, 1, "the sublayer moved")
        XCTAssertEqual(stats.rasterizationHits, 0)
        XCTAssertEqual(early[12, 36], .red, "the sublayer near the left")
        XCTAssertEqual(later[12, 36], .blue, "and later gone from there")
    }

    func testRasterizationScaleIsTheImagesPixelsPerPoint() throws {
        func drawLine(scale: CGFloat) throws -> Pixels {
            let root = rootLayer()
            let card = layer(CGRect(x: 8, y: 8, width: 48, height: 48), CGColor(gray: 0, alpha: 1), in: root)
            layer(CGRect(x: 20, y: 0, width: 4, height: 48), .testWhite, in: card)
            card.shouldRasterize = true
            card.rasterizationScale = scale
            return try draw(root)
        }
        func row(_ pixels: Pixels) -> [UInt8] { (0..<64).map { pixels[$0, 30].r } }
        let sharp = row(try drawLine(scale: 1))
        XCTAssertEqual(Array(sharp[28..<32]), [255, 255, 255, 255], "four points wide at one pixel per point")
        XCTAssertEqual(sharp.filter { $0 > 0 }.count, 4, "with sharp edges")
        // At a quarter pixel per point the line is one image pixel,
        // magnified four times: a soft ramp over twice the width.
        let coarse = row(try drawLine(scale: 0.25))
        XCTAssertGreaterThanOrEqual(coarse.filter { $0 > 0 }.count, 6, "\(coarse)")
        XCTAssertLessThan(coarse.filter { $0 == 255 }.count, 2, "\(coarse)")
    }

    func testTheImageKeepsTheMaskAndTheShadowAndTurnsWithTheLayer() throws {
        func scene(_ rasterized: Bool) throws -> Pixels {
            let root = rootLayer()
            let (card, _) = card(in: root, rasterized: rasterized)
            card.shadowOpacity = 0.8
            card.shadowRadius = 2
            card.shadowOffset = CGSize(width: 3, height: 3)
            let mask = layer(CGRect(x: 0, y: 0, width: 40, height: 26), .testWhite)
            card.mask = mask
            card.transform = CATransform3DMakeRotation(.pi / 9, 0, 0, 1)
            return try draw(root)
        }
        let expected = try scene(false)
        let pixels = try scene(true)
        // The same coverage; the image, resampled through the turn, has
        // smooth edges where the layers drawn directly (without edge
        // anti-aliasing, Apple's default) have stepped ones.
        func coverage(_ p: Pixels) -> Int {
            (0..<64).reduce(0) { sum, y in (0..<64).reduce(sum) { $0 + Int(p[$1, y].a) } }
        }
        XCTAssertEqual(Double(coverage(pixels)), Double(coverage(expected)), accuracy: Double(coverage(expected)) * 0.02)
        XCTAssertEqual(pixels[20, 12], .blue, "masked: the card's top part shows")
        XCTAssertEqual(pixels[24, 44], .clear, "and its bottom part does not")
        try assertMatchesReference(pixels, named: "rasterized-masked-shadowed")
    }

    func testNestedRasterizedLayersAreEachReused() throws {
        let root = rootLayer()
        let (card, child) = card(in: root)
        child.shouldRasterize = true
        let frame = try frameRenderer()
        _ = try draw(root, with: frame)
        XCTAssertEqual(stats.rasterizationMisses, 2)
        let pixels = try draw(root, with: frame)
        XCTAssertEqual(stats.rasterizationHits, 1, "the outer image is reused; the inner is not even drawn")
        XCTAssertEqual(stats.rasterizationMisses, 0)
        XCTAssertEqual(pixels[50, 50], .red)
        XCTAssertEqual(lastFrame?.lastReport.resources.rasterizedImages, 2)
        change { card.backgroundColor = .testGreen }
        _ = try draw(root, with: frame)
        XCTAssertEqual(stats.rasterizationMisses, 1, "the card is redrawn")
        XCTAssertEqual(stats.rasterizationHits, 1, "with its sublayer's image")
    }

    func testIdleImagesAreDeletedAndAnImageOverTheBudgetIsDrawnUncached() throws {
        let root = rootLayer()
        let (card, _) = card(in: root)
        let frame = try frameRenderer()
        _ = try draw(root, with: frame)
        XCTAssertEqual(frame.renderer.lastReport.resources.rasterizedImages, 1)
        XCTAssertGreaterThan(frame.renderer.lastReport.resources.rasterizedImageBytes, 32 * 32 * 4)
        change { card.shouldRasterize = false }
        for _ in 0..<RasterizationCache.idleFrames {
            _ = try draw(root, with: frame)
        }
        XCTAssertEqual(frame.renderer.lastReport.resources.rasterizedImages, 0, "not used for a while: deleted")

        // 2.5 screens of 64 × 64 pixels is 10,240: a 120 × 120 layer does not fit.
        let big = layer(CGRect(x: 0, y: 0, width: 120, height: 120), .testGreen, in: root)
        big.shouldRasterize = true
        let pixels = try draw(root, with: frame)
        XCTAssertEqual(stats.rasterizationMisses, 1)
        XCTAssertEqual(frame.renderer.lastReport.resources.rasterizedImages, 0)
        XCTAssertEqual(pixels[60, 60], .green, "drawn all the same")
        _ = try draw(root, with: frame)
        XCTAssertEqual(stats.rasterizationMisses, 1, "and drawn again every frame")
    }

    func testALayerThatCannotBeRasterizedIsDrawnDirectly() throws {
        let root = rootLayer()
        let (card, _) = card(in: root)
        // A million pixels per point: more than any offscreen target (a scale of 0 is refused by the model now).
        card.rasterizationScale = 1e6
        let pixels = try draw(root)
        XCTAssertEqual(stats.rasterizationMisses, 1)
        XCTAssertEqual(lastFrame?.lastReport.resources.rasterizedImages, 0)
        XCTAssertEqual(pixels[12, 12], .blue)
        XCTAssertEqual(pixels[50, 50], .red)
    }

    func testHitsAreTintedGreenAndMissesRed() throws {
        let root = rootLayer()
        let (card, _) = card(in: root)
        card.backgroundColor = .testWhite
        let frame = try frameRenderer()
        frame.renderer.debugOptions = .rasterizationHits
        let miss = try draw(root, with: frame)
        XCTAssertTrue(miss[12, 12].isClose(to: RGBA(255, 128, 128, 255), tolerance: 2), "red over white: \(miss[12, 12])")
        let hit = try draw(root, with: frame)
        XCTAssertTrue(hit[12, 12].isClose(to: RGBA(128, 255, 128, 255), tolerance: 2), "green over white: \(hit[12, 12])")
        XCTAssertEqual(hit[4, 4], .clear, "only the rasterized layer is tinted")
    }

    func testDebugColoursAreNotKeptInTheImage() throws {
        let root = rootLayer()
        let (card, child) = card(in: root)
        card.backgroundColor = .testWhite
        child.shouldRasterize = true
        let frame = try frameRenderer()
        frame.renderer.debugOptions = .rasterizationHits
        _ = try draw(root, with: frame)
        let hit = try draw(root, with: frame)
        XCTAssertEqual(stats.rasterizationHits, 1)
        // The sublayer missed in the first frame, inside the card's image:
        // that red is not kept; the whole card shows the green of its hit.
        XCTAssertTrue(hit[34, 34].isClose(to: RGBA(128, 128, 0, 255), tolerance: 2), "green over red: \(hit[34, 34])")
        XCTAssertTrue(hit[50, 50].isClose(to: RGBA(255, 0, 0, 255), tolerance: 2),
                      "past the card's bounds the sublayer is untinted: \(hit[50, 50])")
    }

    func testScrollingWithinAClippingAncestorKeepsTheImage() throws {
        let root = rootLayer()
        let scroller = layer(CGRect(x: 0, y: 0, width: 64, height: 64), nil, in: root)
        scroller.masksToBounds = true
        let (card, _) = card(in: scroller)
        XCTAssertNotNil(card.superlayer)
        let frame = try frameRenderer()
        _ = try draw(root, with: frame)
        change { scroller.bounds.origin.y = 4 }
        let pixels = try draw(root, with: frame)
        XCTAssertEqual(stats.rasterizationHits, 1, "the clip moved, not the card within it")
        XCTAssertEqual(pixels[12, 6], .blue, "drawn 4 points higher")
        XCTAssertEqual(pixels[12, 40], .clear)
    }

    func testALayerDrawnDirectlyKeepsItsMask() throws {
        let root = rootLayer()
        let (card, _) = card(in: root)
        card.rasterizationScale = 0
        card.mask = layer(CGRect(x: 0, y: 0, width: 16, height: 32), .testWhite)
        let pixels = try draw(root)
        XCTAssertEqual(stats.rasterizationMisses, 1)
        XCTAssertEqual(pixels[12, 12], .blue)
        XCTAssertEqual(pixels[30, 12], .clear, "outside the mask")
    }
}
