import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCoreBase
@testable import RenderServer
import XCTest

/// `CATextLayer` end to end: the string laid out by Pango in the layer's
/// bounds, drawn on the render thread at `contentsScale`, composited by GL.
/// Text is set in DejaVu Sans (installed by Scripts/install-deps.sh), so that
/// what fontconfig would substitute for Helvetica does not matter here.
final class TextLayerPixelTests: LayerTreePixelTestCase {
    static let sentence = "The quick brown fox jumps over the lazy dog"

    /// A text layer at `frame` in `root`: `text` in 16-point DejaVu Sans, red.
    private func textLayer(_ text: Any?, _ frame: CGRect, in root: CALayer,
                           _ configure: (CATextLayer) -> Void = { _ in }) -> CATextLayer {
        let layer = CATextLayer()
        layer.frame = frame
        layer.font = "DejaVu Sans" as CFTypeRef
        layer.fontSize = 16
        layer.foregroundColor = .testRed
        layer.string = text
        configure(layer)
        root.addSublayer(layer)
        return layer
    }

    /// The box of the pixels with any alpha (`.null` when none).
    private func ink(_ pixels: Pixels, where include: (RGBA) -> Bool = { $0.a > 0 }) -> CGRect {
        var box = CGRect.null
        for y in 0..<pixels.height {
            for x in 0..<pixels.width where include(pixels[x, y]) {
                box = box.union(CGRect(x: x, y: y, width: 1, height: 1))
            }
        }
        return box
    }

    /// The rows that have any ink.
    private func inkedRows(_ pixels: Pixels) -> Int {
        (0..<pixels.height).filter { y in (0..<pixels.width).contains { pixels[$0, y].a > 0 } }.count
    }

    func testTextIsDrawnInItsColourOnlyInsideTheBounds() throws {
        let root = rootLayer()
        _ = textLayer(Self.sentence, CGRect(x: 8, y: 12, width: 48, height: 20), in: root)
        let pixels = try draw(root)
        let off = mismatches(pixels) { x, y in inRect(x, y, 8, 12, 56, 32) ? nil : .clear }
        XCTAssertEqual(off, [], "\(off.count) pixels outside the bounds: \(off.prefix(6))")
        var solid = 0
        for y in 12..<32 {
            for x in 8..<56 {
                let p = pixels[x, y]
                XCTAssertTrue(p.g == 0 && p.b == 0 && p.r == p.a, "(\(x), \(y)) = \(p) is not premultiplied red")
                if p.a >= 250 { solid += 1 }
            }
        }
        XCTAssertGreaterThan(solid, 10, "solid stems")
        XCTAssertEqual(ink(pixels).minY, 12 + 3, accuracy: 2, "the first line at the top: cap height ≈ 12 of 16 points")
    }

    func testForegroundColourAndAttributedRunsWithTheirOwnColourAndFont() throws {
        let root = rootLayer(width: 128, height: 40)
        _ = textLayer("HHHH", CGRect(x: 0, y: 0, width: 128, height: 20), in: root) { $0.foregroundColor = .testGreen }
        let text = NSMutableAttributedString(string: "HHH", attributes: [.font: "DejaVu Sans", .foregroundColor: CGColor.testBlue])
        text.append(NSAttributedString(string: "HHH", attributes: [.font: "DejaVu Serif", .foregroundColor: CGColor.testRed]))
        _ = textLayer(text, CGRect(x: 0, y: 20, width: 128, height: 20), in: root)
        let pixels = try draw(root, width: 128, height: 40)
        let top = (0..<20).flatMap { y in (0..<128).map { pixels[$0, y] } }.filter { $0.a > 0 }
        XCTAssertFalse(top.isEmpty)
        XCTAssertTrue(top.allSatisfy { $0.r == 0 && $0.b == 0 }, "the layer's foreground colour, green")
        let blue = ink(pixels) { $0.b > 200 && $0.r == 0 }, red = ink(pixels) { $0.r > 200 && $0.b == 0 && $0.g == 0 }
        XCTAssertFalse(blue.isNull)
        XCTAssertFalse(red.isNull)
        XCTAssertLessThan(blue.maxX, red.minX, "the blue run, then the red one")
        XCTAssertGreaterThanOrEqual(blue.minY, 20)
        // 12-point runs (Core Text's default size), not the layer's 16: the cap height is about 9 pixels.
        XCTAssertEqual(blue.height, 9, accuracy: 1.5)
        XCTAssertGreaterThan(abs(red.width - blue.width), 2, "serif capitals are wider than sans ones: \(red) vs \(blue)")
    }

    func testAlignmentModesPlaceTheInk() throws {
        let root = rootLayer(width: 128, height: 60)
        _ = textLayer("ab", CGRect(x: 0, y: 0, width: 128, height: 20), in: root) { $0.alignmentMode = .left }
        _ = textLayer("ab", CGRect(x: 0, y: 20, width: 128, height: 20), in: root) { $0.alignmentMode = .center }
        _ = textLayer("ab", CGRect(x: 0, y: 40, width: 128, height: 20), in: root) { $0.alignmentMode = .right }
        let pixels = try draw(root, width: 128, height: 60)
        func row(_ band: Int) -> CGRect {
            var box = CGRect.null
            for y in band * 20..<(band + 1) * 20 {
                for x in 0..<128 where pixels[x, y].a > 0 { box = box.union(CGRect(x: x, y: y, width: 1, height: 1)) }
            }
            return box
        }
        let left = row(0), center = row(1), right = row(2)
        XCTAssertLessThan(left.minX, 3)
        XCTAssertEqual(center.midX, 64, accuracy: 2)
        XCTAssertGreaterThan(right.maxX, 124)
        XCTAssertEqual(left.width, right.width, accuracy: 1, "the same glyphs")
    }

    func testWrappedTextOccupiesMoreRowsThanUnwrapped() throws {
        let root = rootLayer(width: 96, height: 96)
        let layer = textLayer(Self.sentence, CGRect(x: 0, y: 0, width: 96, height: 96), in: root)
        let unwrapped = try draw(root, width: 96, height: 96)
        layer.isWrapped = true
        let wrapped = try draw(root, width: 96, height: 96)
        XCTAssertLessThan(inkedRows(unwrapped), 20, "one line")
        XCTAssertGreaterThan(inkedRows(wrapped), 3 * 12, "at least four lines of 16-point text")
        XCTAssertLessThan(ink(wrapped).maxX, 96)
    }

    func testEndTruncationKeepsTheStartAndEndsWithAnEllipsis() throws {
        let root = rootLayer(width: 100, height: 24)
        let layer = textLayer(Self.sentence, CGRect(x: 0, y: 0, width: 100, height: 24), in: root)
        let cut = try draw(root, width: 100, height: 24)
        layer.truncationMode = .end
        let truncated = try draw(root, width: 100, height: 24)
        try savePNG(truncated, name: "text-truncated-end.png")
        // The start is kept: "The qu" is drawn as it was.
        let kept = mismatches(truncated) { x, y in x < 40 ? cut[x, y] : nil }
        XCTAssertEqual(kept, [], "\(kept.prefix(4))")
        // The ellipsis: three small dots on the baseline, the last ink within the bounds.
        let all = ink(truncated)
        XCTAssertLessThanOrEqual(all.maxX, 100)
        var rows = Set<Int>(), dotColumns = 0
        for x in Int(all.maxX) - 12..<Int(all.maxX) {
            let inked = (0..<24).filter { truncated[x, $0].a > 64 }
            rows.formUnion(inked)
            if !inked.isEmpty { dotColumns += 1 }
        }
        XCTAssertLessThanOrEqual(rows.count, 3, "dots only, no letters: rows \(rows.sorted())")
        XCTAssertGreaterThan(rows.min() ?? 0, Int(all.midY), "on the baseline")
        XCTAssertGreaterThanOrEqual(dotColumns, 4, "three dots")
        XCTAssertGreaterThan(all.maxX, 40, "more than the start")
    }

    func testContentsScaleTwoDrawsSharperText() throws {
        func render(contentsScale: CGFloat) throws -> Pixels {
            let root = rootLayer(width: 64, height: 24)
            _ = textLayer("Sharp", CGRect(x: 0, y: 0, width: 64, height: 24), in: root) {
                $0.contentsScale = contentsScale
            }
            return try draw(root, width: 128, height: 48, scale: 2)
        }
        let blurry = try render(contentsScale: 1), sharp = try render(contentsScale: 2)
        func counts(_ pixels: Pixels) -> (solid: Int, partial: Int) {
            var solid = 0, partial = 0
            for y in 0..<pixels.height {
                for x in 0..<pixels.width {
                    let a = pixels[x, y].a
                    if a >= 250 { solid += 1 } else if a > 0 { partial += 1 }
                }
            }
            return (solid, partial)
        }
        let b = counts(blurry), s = counts(sharp)
        XCTAssertGreaterThan(s.solid, b.solid, "more solid pixels")
        XCTAssertLessThan(Double(s.partial) / Double(s.solid), Double(b.partial) / Double(b.solid) * 0.8,
                          "thinner antialiased edges: \(s) vs \(b)")

        var text = TextDrawing()
        text.runs = [TextRun(text: "Sharp")]
        text.contentsScale = 2
        let raster = try XCTUnwrap(text.rasterized(bounds: CGRect(x: 0, y: 0, width: 64, height: 24), scale: 1))
        XCTAssertEqual([raster.image.width, raster.image.height], [128, 48], "two pixels per point whatever the screen")
        XCTAssertEqual(raster.frame, CGRect(x: 0, y: 0, width: 64, height: 24))
    }

    func testAnimatedFontSizeAtTwoInstants() throws {
        let root = rootLayer(width: 128, height: 64)
        let layer = textLayer("Grow", CGRect(x: 0, y: 0, width: 128, height: 64), in: root)
        CATransaction.flush()
        let start = CACurrentMediaTime() + 10
        let animation = CABasicAnimation(keyPath: "fontSize")
        animation.fromValue = 10
        animation.toValue = 40
        animation.duration = 1
        animation.beginTime = start
        layer.add(animation, forKey: "grow")
        CATransaction.flush()
        let frame = try frameRenderer(width: 128, height: 64)
        func pixels(at time: CFTimeInterval) throws -> Pixels {
            try frame.renderer.render(DrawListBuilder.build(feed.tree, roots: [root.layerID], at: time))
            return Pixels(width: 128, height: 64, bytes: frame.target.readPremultipliedRGBA8())
        }
        let early = ink(try pixels(at: start + 0.1)), late = ink(try pixels(at: start + 0.9))
        // 13 and 37 points: the ink scales with the size.
        XCTAssertEqual(late.width / early.width, 37.0 / 13.0, accuracy: 0.35)
        XCTAssertEqual(late.height / early.height, 37.0 / 13.0, accuracy: 0.5)
    }

    func testEmptyOrNilStringDrawsNothing() throws {
        let root = rootLayer()
        let layer = textLayer("", CGRect(x: 0, y: 0, width: 64, height: 64), in: root)
        XCTAssertEqual(try draw(root).drawnCount, 0)
        layer.string = nil
        XCTAssertEqual(try draw(root).drawnCount, 0)
        layer.string = NSAttributedString(string: "")
        XCTAssertEqual(try draw(root).drawnCount, 0)
    }

    func testMissingFontFallsBackToFontconfigsDefault() throws {
        let root = rootLayer()
        let reports = Diagnostics.capture {
            _ = textLayer("Fallback", CGRect(x: 0, y: 0, width: 64, height: 64), in: root) {
                $0.font = "No Such Font 12345" as CFTypeRef
            }
        }.1
        XCTAssertEqual(reports.count, 1)
        XCTAssertGreaterThan(try draw(root).drawnCount, 50, "drawn all the same")
    }

    func testTextLayerScene() throws {
        let root = rootLayer(width: 160, height: 120)
        root.backgroundColor = CGColor(gray: 0.1, alpha: 1)
        _ = textLayer("Left", CGRect(x: 4, y: 4, width: 152, height: 20), in: root) { $0.alignmentMode = .left }
        _ = textLayer("Centre", CGRect(x: 4, y: 24, width: 152, height: 20), in: root) {
            $0.alignmentMode = .center
            $0.foregroundColor = .testWhite
        }
        _ = textLayer(Self.sentence, CGRect(x: 4, y: 44, width: 152, height: 20), in: root) {
            $0.truncationMode = .middle
            $0.foregroundColor = .testGreen
        }
        let text = NSMutableAttributedString(string: "Bold ", attributes: [.font: "DejaVuSans-Bold"])
        text.append(NSAttributedString(string: "serif ", attributes: [.font: "DejaVu Serif", .foregroundColor: CGColor.testRed]))
        text.append(NSAttributedString(string: "wrapped in the width", attributes: [.font: "DejaVu Sans", .foregroundColor: CGColor.testBlue]))
        _ = textLayer(text, CGRect(x: 4, y: 64, width: 100, height: 52), in: root) {
            $0.isWrapped = true
            $0.backgroundColor = CGColor(gray: 0.9, alpha: 1)
        }
        let pixels = try draw(root, width: 160, height: 120)
        try savePNG(pixels, name: "text-layer-scene.png")
        try assertMatchesReference(pixels, named: "text-layer-scene")
    }
}
