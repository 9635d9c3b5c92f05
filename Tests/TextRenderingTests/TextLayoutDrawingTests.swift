import CoreAnimationValues
import CoreGraphics
import TextRendering
import XCTest

/// Text drawn into a bitmap `CGContext` by Pango and Cairo: colours, placement and scale.
final class TextLayoutDrawingTests: XCTestCase {
    /// A premultiplied RGBA context of `width` × `height` points at `scale`, flipped as a layer's (y down).
    private func context(_ width: Int, _ height: Int, scale: Int = 1) throws -> CGContext {
        let context = try XCTUnwrap(CGContext(data: nil, width: width * scale, height: height * scale, bitsPerComponent: 8,
                                              bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                              bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.translateBy(x: 0, y: CGFloat(height * scale))
        context.scaleBy(x: CGFloat(scale), y: -CGFloat(scale))
        return context
    }

    /// The pixels (memory order, top row first) with any alpha, as (x, y, r, g, b, a).
    private func ink(_ context: CGContext) -> [(x: Int, y: Int, rgba: [UInt8])] {
        let base = context.data!.assumingMemoryBound(to: UInt8.self)
        var found: [(Int, Int, [UInt8])] = []
        for y in 0..<context.height {
            for x in 0..<context.width {
                let p = base + y * context.bytesPerRow + x * 4
                if p[3] > 0 { found.append((x, y, [p[0], p[1], p[2], p[3]])) }
            }
        }
        return found
    }

    private func drawing(_ runs: [TextRun], color: CGColor? = CGColor(red: 1, green: 0, blue: 0, alpha: 1)) -> TextDrawing {
        var drawing = TextDrawing()
        drawing.runs = runs
        drawing.fontName = "DejaVu Sans"
        drawing.fontSize = 20
        drawing.foregroundColor = color
        return drawing
    }

    func testGlyphsAreDrawnInTheForegroundColourOnly() throws {
        let target = try context(120, 40)
        TextLayout(drawing([TextRun(text: "Hello")]), width: 120).draw(in: target)
        let pixels = ink(target)
        XCTAssertGreaterThan(pixels.count, 100)
        for pixel in pixels {
            XCTAssertEqual(pixel.rgba[1], 0)
            XCTAssertEqual(pixel.rgba[2], 0)
            XCTAssertEqual(pixel.rgba[0], pixel.rgba[3], "premultiplied red")
        }
        XCTAssertTrue(pixels.contains { $0.rgba[3] == 255 }, "solid stems")
        // Upright and from the top: the cap height of 20-point DejaVu is about 15 points, from y ≈ 4.
        XCTAssertEqual(pixels.map(\.y).min() ?? -1, 4, accuracy: 2)
        XCTAssertEqual(pixels.map(\.y).max() ?? -1, 19, accuracy: 2)
    }

    func testNilColourDrawsBlack() throws {
        let target = try context(80, 30)
        TextLayout(drawing([TextRun(text: "Hi")], color: nil)).draw(in: target)
        let pixels = ink(target)
        XCTAssertFalse(pixels.isEmpty)
        XCTAssertTrue(pixels.allSatisfy { $0.rgba[0] == 0 && $0.rgba[1] == 0 && $0.rgba[2] == 0 })
    }

    func testRunColoursOverrideTheForegroundColour() throws {
        let target = try context(160, 30)
        let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        TextLayout(drawing([TextRun(text: "RRRR"), TextRun(text: "GGGG", color: green)])).draw(in: target)
        let pixels = ink(target).filter { $0.rgba[3] == 255 }
        let red = pixels.filter { $0.rgba == [255, 0, 0, 255] }, greens = pixels.filter { $0.rgba == [0, 255, 0, 255] }
        XCTAssertFalse(red.isEmpty)
        XCTAssertFalse(greens.isEmpty)
        XCTAssertLessThan(red.map(\.x).max()!, greens.map(\.x).min()!, "red first, then green")
    }

    func testTwiceTheScaleInksFourTimesThePixels() throws {
        let text = drawing([TextRun(text: "Sharp")])
        let one = try context(100, 30, scale: 1), two = try context(100, 30, scale: 2)
        TextLayout(text).draw(in: one)
        TextLayout(text).draw(in: two)
        let solidOne = ink(one).filter { $0.rgba[3] == 255 }.count, solidTwo = ink(two).filter { $0.rgba[3] == 255 }.count
        XCTAssertGreaterThan(Double(solidTwo), Double(solidOne) * 3.5)
    }

    func testOriginMovesTheText() throws {
        let target = try context(100, 60)
        TextLayout(drawing([TextRun(text: "x")])).draw(in: target, at: CGPoint(x: 50, y: 30))
        let pixels = ink(target)
        XCTAssertGreaterThanOrEqual(pixels.map(\.x).min() ?? 0, 50)
        XCTAssertGreaterThanOrEqual(pixels.map(\.y).min() ?? 0, 30)
    }
}
