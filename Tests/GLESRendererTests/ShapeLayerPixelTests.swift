import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCoreBase
@testable import RenderServer
import XCTest

/// `CAShapeLayer` end to end: the path rasterized on the render thread at
/// the scale the layer is shown at, drawn where the path lies (outside the
/// bounds too), filled then stroked.
final class ShapeLayerPixelTests: LayerTreePixelTestCase {
    private func shape(_ path: CGPath, at position: CGPoint = .zero, in root: CALayer) -> CAShapeLayer {
        let shape = CAShapeLayer()
        shape.anchorPoint = .zero
        shape.position = position
        shape.path = path
        root.addSublayer(shape)
        return shape
    }

    func testFilledRectangleOutsideZeroBoundsLandsOnItsPixels() throws {
        let root = rootLayer()
        let layer = shape(CGPath(rect: CGRect(x: 8, y: 4, width: 20, height: 12), transform: nil),
                          at: CGPoint(x: 10, y: 10), in: root)
        layer.fillColor = .testRed
        XCTAssertEqual(layer.bounds, .zero, "a shape layer draws without bounds")
        let pixels = try draw(root)
        let off = mismatches(pixels) { x, y in inRect(x, y, 18, 14, 38, 26) ? .red : .clear }
        XCTAssertEqual(off, [], "\(off.count) pixels off: \(off.prefix(6))")
    }

    func testStrokeIsCentredOnThePathAndDrawnOverTheFill() throws {
        let root = rootLayer()
        let layer = shape(CGPath(rect: CGRect(x: 16, y: 16, width: 32, height: 32), transform: nil), in: root)
        layer.fillColor = .testRed
        layer.strokeColor = .testGreen
        layer.lineWidth = 4
        let pixels = try draw(root)
        // The 4-point stroke covers 14…18 and 46…50 on each axis; the fill shows inside.
        let off = mismatches(pixels) { x, y in
            guard inRect(x, y, 14, 14, 50, 50) else { return .clear }
            return inRect(x, y, 18, 18, 46, 46) ? .red : .green
        }
        XCTAssertEqual(off, [], "\(off.count) pixels off: \(off.prefix(6))")
    }

    func testNilFillAndNilStrokeDrawNothing() throws {
        let root = rootLayer()
        let layer = shape(CGPath(rect: CGRect(x: 8, y: 8, width: 40, height: 40), transform: nil), in: root)
        layer.fillColor = nil
        let pixels = try draw(root)
        XCTAssertEqual(mismatches(pixels) { _, _ in .clear }, [])
    }

    /// A 4-point green line along y = 32 from x = 8 to x = 56 (48 points long).
    private func horizontalLine(in root: CALayer) -> CAShapeLayer {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 8, y: 32))
        path.addLine(to: CGPoint(x: 56, y: 32))
        let layer = shape(path, in: root)
        layer.fillColor = nil
        layer.strokeColor = .testGreen
        layer.lineWidth = 4
        return layer
    }

    /// The leftmost and rightmost columns with green ink on row 31 (inside the line).
    private func inkExtent(_ pixels: Pixels, row: Int = 31) -> ClosedRange<Int>? {
        let columns = (0..<pixels.width).filter { pixels[$0, row].g > 128 }
        guard let first = columns.first, let last = columns.last else { return nil }
        return first...last
    }

    func testStrokeEndAnimatesOnTheRenderThreadAtEachInstant() throws {
        let root = rootLayer()
        let layer = horizontalLine(in: root)
        let start = CACurrentMediaTime() + 100
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        animation.beginTime = start
        animation.fillMode = .both
        layer.add(animation, forKey: "draw")
        let frame = try frameRenderer()
        // strokeEnd = f draws x in 8 ..< 8 + 48 f.
        for (fraction, expected) in [(0.25, 8...19), (0.5, 8...31), (1.0, 8...55)] {
            let pixels = try draw(root, with: frame, at: start + fraction)
            XCTAssertEqual(inkExtent(pixels), expected, "strokeEnd \(fraction)")
        }
        let before = try draw(root, with: frame, at: start - 1)
        XCTAssertNil(inkExtent(before), "strokeEnd 0 (backwards fill) strokes nothing")
    }

    func testStrokeStartTrimsTheBeginning() throws {
        let root = rootLayer()
        let layer = horizontalLine(in: root)
        layer.strokeStart = 0.5
        layer.strokeEnd = 0.75
        XCTAssertEqual(inkExtent(try draw(root)), 32...43)
    }

    func testDashPatternAlternatesPaintedAndUnpaintedStretches() throws {
        let root = rootLayer()
        let layer = horizontalLine(in: root)
        layer.lineDashPattern = [8, 4]
        let pixels = try draw(root)
        // Painted 8…15, 20…27, 32…39, 44…51; unpainted 16…19, 28…31, 40…43, 52…55.
        let off = mismatches(pixels) { x, y in
            guard y == 31, x >= 8, x < 56 else { return nil }
            return (x - 8) % 12 < 8 ? .green : .clear
        }
        XCTAssertEqual(off, [], "\(off.count) pixels off: \(off.prefix(6))")
    }

    func testDashPhaseShiftsThePattern() throws {
        let root = rootLayer()
        let layer = horizontalLine(in: root)
        layer.lineDashPattern = [8, 4]
        layer.lineDashPhase = 4
        let pixels = try draw(root)
        let off = mismatches(pixels) { x, y in
            guard y == 31, x >= 8, x < 56 else { return nil }
            return (x - 8 + 4) % 12 < 8 ? .green : .clear
        }
        XCTAssertEqual(off, [], "\(off.count) pixels off: \(off.prefix(6))")
    }

    func testRoundCapsReachHalfTheLineWidthPastTheEnds() throws {
        let root = rootLayer()
        let layer = horizontalLine(in: root)
        XCTAssertEqual(inkExtent(try draw(root)), 8...55, "butt caps end at the path's ends")
        layer.lineCap = .round
        XCTAssertEqual(inkExtent(try draw(root)), 6...57, "round caps add a 2-point half disc at each end")
    }

    func testPathMorphsBetweenPathsWithTheSameElements() throws {
        let root = rootLayer()
        let layer = shape(CGPath(rect: CGRect(x: 8, y: 8, width: 16, height: 16), transform: nil), in: root)
        layer.fillColor = .testRed
        let start = CACurrentMediaTime() + 100
        let animation = CABasicAnimation(keyPath: "path")
        animation.toValue = CGPath(rect: CGRect(x: 24, y: 24, width: 32, height: 32), transform: nil)
        animation.duration = 1
        animation.beginTime = start
        layer.add(animation, forKey: "morph")
        let pixels = try draw(root, with: try frameRenderer(), at: start + 0.5)
        // Halfway: origin (16, 16), size 24 × 24.
        let off = mismatches(pixels) { x, y in inRect(x, y, 16, 16, 40, 40) ? .red : .clear }
        XCTAssertEqual(off, [], "\(off.count) pixels off: \(off.prefix(6))")
    }

    func testEvenOddLeavesAHoleWhereNonZeroFills() throws {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 8, y: 8, width: 48, height: 48))
        path.addRect(CGRect(x: 24, y: 24, width: 16, height: 16))
        for (rule, holeColour) in [(CAShapeLayerFillRule.nonZero, RGBA.red), (.evenOdd, .clear)] {
            let root = rootLayer()
            let layer = shape(path, in: root)
            layer.fillColor = .testRed
            layer.fillRule = rule
            let pixels = try draw(root)
            XCTAssertEqual(pixels[32, 32], holeColour, "\(rule.rawValue)")
            XCTAssertEqual(pixels[12, 12], .red)
        }
    }

    func testScaledUpShapeIsRasterizedAtItsOnScreenScale() throws {
        let root = rootLayer()
        // A 4 × 4 point square at (2, 2), scaled 6× about the layer's origin: 12 … 36 on screen.
        let layer = shape(CGPath(rect: CGRect(x: 2, y: 2, width: 4, height: 4), transform: nil), in: root)
        layer.fillColor = .testRed
        layer.transform = CATransform3DMakeScale(6, 6, 1)
        let pixels = try draw(root)
        // Rasterized at 6.73 (the quarter octave above 6) pixels per point and
        // drawn down: edges stay within one pixel, never a 6-pixel blur.
        let off = mismatches(pixels) { x, y in
            if inRect(x, y, 13, 13, 35, 35) { return .red }
            if inRect(x, y, 11, 11, 37, 37) { return nil }
            return .clear
        }
        XCTAssertEqual(off, [], "\(off.count) pixels off: \(off.prefix(6))")
    }

    func testShapeIsSharpOnATwoTimesTarget() throws {
        let root = rootLayer(32)
        let layer = shape(CGPath(rect: CGRect(x: 4.5, y: 4, width: 8, height: 8), transform: nil), in: root)
        layer.fillColor = .testRed
        let pixels = try draw(root, size: 64, scale: 2)
        // 4.5 points is pixel 9 exactly at 2×: a sharp edge, not a half-covered column.
        XCTAssertEqual(pixels[9, 12], .red)
        XCTAssertEqual(pixels[8, 12], .clear)
        XCTAssertEqual(pixels[24, 12], .red)
        XCTAssertEqual(pixels[25, 12], .clear)
    }

    func testMasksToBoundsClipsThePath() throws {
        let root = rootLayer()
        let layer = CAShapeLayer()
        layer.frame = CGRect(x: 16, y: 16, width: 32, height: 32)
        layer.path = CGPath(rect: CGRect(x: -16, y: -16, width: 64, height: 64), transform: nil)
        layer.fillColor = .testRed
        layer.masksToBounds = true
        root.addSublayer(layer)
        let pixels = try draw(root)
        let off = mismatches(pixels) { x, y in inRect(x, y, 16, 16, 48, 48) ? .red : .clear }
        XCTAssertEqual(off, [], "\(off.count) pixels off: \(off.prefix(6))")
    }

    func testOpacityAndBackgroundComposeWithTheShape() throws {
        let root = rootLayer()
        let layer = CAShapeLayer()
        layer.frame = CGRect(x: 16, y: 16, width: 32, height: 32)
        layer.backgroundColor = .testGreen
        layer.path = CGPath(rect: CGRect(x: 8, y: 8, width: 16, height: 16), transform: nil)
        layer.fillColor = .testRed
        layer.opacity = 0.5
        root.addSublayer(layer)
        let pixels = try draw(root)
        // No sublayers: each part is drawn at half opacity on its own; red over green.
        let off = mismatches(pixels, tolerance: 2) { x, y in
            if (x, y) == (20, 20) { return RGBA(0, 128, 0, 128) }
            if (x, y) == (32, 32) { return RGBA(128, 64, 0, 191) }
            return nil
        }
        XCTAssertEqual(off, [], "\(off)")
    }

    func testStillShapeIsRasterizedOnceAndAnimatedOneEveryFrame() throws {
        let root = rootLayer()
        let layer = horizontalLine(in: root)
        let frame = try frameRenderer()
        let cache = feed.tree.drawnContents
        let before = cache.rasterizations
        for _ in 0..<3 { _ = try draw(root, with: frame) }
        XCTAssertEqual(cache.rasterizations - before, 1, "unchanged values reuse the raster")
        let start = CACurrentMediaTime() + 100
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0
        animation.duration = 1
        animation.beginTime = start
        layer.add(animation, forKey: "draw")
        for step in 1...3 { _ = try draw(root, with: frame, at: start + Double(step) * 0.2) }
        XCTAssertEqual(cache.rasterizations - before, 4, "each animated frame rasterizes once")
        layer.removeFromSuperlayer()
        _ = try draw(root, with: frame)
        XCTAssertEqual(cache.count, 0, "a layer no longer drawn releases its raster")
    }
}

/// A drawn layer without a background casts its drawn content's shadow.
final class DrawnContentShadowPixelTests: LayerTreePixelTestCase {
    func testShapeLayerCastsTheShadowOfItsPath() throws {
        let root = rootLayer()
        let shape = CAShapeLayer()
        // A 16-point square at (16, 16); a hard shadow 8 points right and down.
        shape.path = CGPath(rect: CGRect(x: 16, y: 16, width: 16, height: 16), transform: nil)
        shape.fillColor = .testRed
        shape.shadowOpacity = 1
        shape.shadowRadius = 0
        shape.shadowOffset = CGSize(width: 8, height: 8)
        shape.shadowColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        root.addSublayer(shape)
        let pixels = try draw(root)
        XCTAssertEqual(pixels[20, 20], .red, "the shape")
        XCTAssertEqual(pixels[36, 36], .blue, "its shadow, where the shape is not")
        XCTAssertEqual(pixels[44, 44], .clear, "nothing past the shadow")
        XCTAssertEqual(pixels[12, 36], .clear)
    }
}
