import CoreAnimationValues
import CoreGraphics
import TextRendering
import XCTest

/// Text laid out by Pango: wrapping, truncation, alignment and sizes, measured in points.
final class TextLayoutTests: XCTestCase {
    static let sentence = "The quick brown fox jumps over the lazy dog"

    private func drawing(_ text: String, size: CGFloat = 12, _ change: (inout TextDrawing) -> Void = { _ in })
        -> TextDrawing {
        var drawing = TextDrawing()
        drawing.runs = [TextRun(text: text)]
        drawing.fontName = "DejaVu Sans"
        drawing.fontSize = size
        change(&drawing)
        return drawing
    }

    func testEmptyStringHasNoSizeAndNoLines() {
        let layout = TextLayout(drawing(""), width: 100)
        XCTAssertTrue(layout.isEmpty)
        XCTAssertEqual(layout.size, .zero)
        XCTAssertEqual(layout.lineCount, 0)
    }

    func testUnwrappedTextIsOneLinePerParagraph() {
        let layout = TextLayout(drawing(Self.sentence + "\nsecond"), width: 100)
        XCTAssertEqual(layout.lineCount, 2)
        XCTAssertGreaterThan(layout.size.width, 200, "the first line runs past the width")
        XCTAssertFalse(layout.isTruncated)
    }

    func testWrappedTextBreaksAtWordsWithinTheWidth() {
        let layout = TextLayout(drawing(Self.sentence) { $0.isWrapped = true }, width: 100)
        XCTAssertGreaterThan(layout.lineCount, 2)
        for line in layout.lineBounds { XCTAssertLessThanOrEqual(line.maxX, 100.5) }
        XCTAssertEqual(layout.lineBounds.first.map { $0.minY }, 0, "the first line starts at the top")
    }

    func testLongWordBreaksBetweenCharactersWhenWrapped() {
        let layout = TextLayout(drawing(String(repeating: "W", count: 40)) { $0.isWrapped = true }, width: 100)
        XCTAssertGreaterThan(layout.lineCount, 1)
        XCTAssertLessThanOrEqual(layout.size.width, 100.5)
    }

    func testEndTruncationFitsTheWidthWithAnEllipsis() {
        let layout = TextLayout(drawing(Self.sentence) { $0.truncationMode = .end }, width: 100)
        XCTAssertTrue(layout.isTruncated)
        XCTAssertEqual(layout.lineCount, 1)
        XCTAssertLessThanOrEqual(layout.size.width, 100.5)
    }

    func testTextThatFitsIsNotTruncated() {
        XCTAssertFalse(TextLayout(drawing("fox") { $0.truncationMode = .middle }, width: 100).isTruncated)
    }

    func testWrappedTruncationKeepsTheLinesThatFitTheHeight() {
        let lineHeight = TextLayout(drawing("x"), width: 100).size.height
        let layout = TextLayout(drawing(Self.sentence + " " + Self.sentence) {
            $0.isWrapped = true
            $0.truncationMode = .end
        }, width: 100, height: lineHeight * 2.5)
        XCTAssertTrue(layout.isTruncated)
        XCTAssertEqual(layout.lineCount, 2)
    }

    func testAlignmentPlacesTheLineInTheWidth() throws {
        func line(_ mode: CATextLayerAlignmentMode) throws -> CGRect {
            try XCTUnwrap(TextLayout(drawing("fox") { $0.alignmentMode = mode }, width: 200).lineBounds.first)
        }
        XCTAssertEqual(try line(.natural).minX, 0, accuracy: 0.01)
        XCTAssertEqual(try line(.left).minX, 0, accuracy: 0.01)
        XCTAssertEqual(try line(.right).maxX, 200, accuracy: 0.01)
        XCTAssertEqual(try line(.center).midX, 100, accuracy: 0.01)
    }

    func testNaturalAlignmentOfRightToLeftTextIsRight() throws {
        let layout = TextLayout(drawing("שלום עולם"), width: 200)
        XCTAssertEqual(try XCTUnwrap(layout.lineBounds.first).maxX, 200, accuracy: 0.01)
        let left = TextLayout(drawing("שלום עולם") { $0.alignmentMode = .left }, width: 200)
        XCTAssertEqual(try XCTUnwrap(left.lineBounds.first).minX, 0, accuracy: 0.01)
    }

    func testJustifiedStretchesAllButTheLastLine() throws {
        let layout = TextLayout(drawing(Self.sentence) {
            $0.isWrapped = true
            $0.alignmentMode = .justified
        }, width: 120)
        let lines = layout.lineBounds
        XCTAssertGreaterThan(lines.count, 2)
        XCTAssertEqual(try XCTUnwrap(lines.first).width, 120, accuracy: 0.5)
        XCTAssertLessThan(try XCTUnwrap(lines.last).width, 110)
    }

    func testSizeGrowsWithTheFontSize() {
        let small = TextLayout(drawing("fox", size: 12)).size, large = TextLayout(drawing("fox", size: 24)).size
        XCTAssertEqual(large.width / small.width, 2, accuracy: 0.02)
        XCTAssertEqual(large.height / small.height, 2, accuracy: 0.1)
    }

    func testRunWithItsOwnSizeMakesTheLineTaller() {
        var mixed = drawing("small ", size: 12)
        mixed.runs.append(TextRun(text: "LARGE", fontSize: 36))
        XCTAssertGreaterThan(TextLayout(mixed).size.height, TextLayout(drawing("small LARGE", size: 12)).size.height * 2)
    }

    func testLinesBreakTheSameWhateverScaleTheyAreDrawnAt() throws {
        let text = drawing(Self.sentence) { $0.isWrapped = true }
        let layout = TextLayout(text, width: 90)
        let before = layout.lineBounds
        let context = try XCTUnwrap(CGContext(data: nil, width: 270, height: 200, bitsPerComponent: 8, bytesPerRow: 0,
                                              space: CGColorSpaceCreateDeviceRGB(),
                                              bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.translateBy(x: 0, y: 200)
        context.scaleBy(x: 3, y: -3)
        layout.draw(in: context)
        XCTAssertEqual(layout.lineBounds, before)
    }

    func testLayingOutOnManyThreadsAtOnce() {
        let widths = (0..<16).map { CGFloat(60 + 10 * $0) }
        var counts = [Int](repeating: 0, count: widths.count)
        counts.withUnsafeMutableBufferPointer { counts in
            DispatchQueue.concurrentPerform(iterations: widths.count) { index in
                counts[index] = TextLayout(drawing(Self.sentence) { $0.isWrapped = true }, width: widths[index]).lineCount
            }
        }
        XCTAssertEqual(counts, widths.map { TextLayout(drawing(Self.sentence) { $0.isWrapped = true }, width: $0).lineCount })
    }
}
