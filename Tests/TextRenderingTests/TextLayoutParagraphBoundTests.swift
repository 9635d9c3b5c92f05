import CoreAnimationValues
import CoreGraphics
@testable import TextRendering
import XCTest

/// An unwrapped paragraph is laid out with at most
/// `TextLayout.maximumUnwrappedParagraph` characters: Pango's cost for one
/// line grows with the square of its runs.
final class TextLayoutParagraphBoundTests: XCTestCase {
    /// Letters, bidi embeddings and joined emoji: three runs or so per unit.
    private let unit = "a\u{0301}\u{202B}\u{05D0}\u{202C}👩\u{200D}👩\u{200D}👧"

    private func drawing(_ text: String, wrapped: Bool = false) -> TextDrawing {
        var drawing = TextDrawing()
        drawing.runs = [TextRun(text: text)]
        drawing.fontSize = 12
        drawing.isWrapped = wrapped
        return drawing
    }

    func testAParagraphPastTheBoundIsCutWithOneReport() {
        let limit = TextLayout.maximumUnwrappedParagraph
        // Each unit is four characters (a + mark, two controls around aleph count with it, the family).
        let long = String(repeating: unit, count: limit)
        let (layout, reports) = Diagnostics.capture { TextLayout(drawing(long), width: 64) }
        XCTAssertEqual(reports.count, 1, "\(reports)")
        XCTAssertTrue(reports.first?.contains("left out") ?? false, "\(reports)")
        let exact = String(long.prefix(limit))
        let (bound, quiet) = Diagnostics.capture { TextLayout(drawing(exact), width: 64) }
        XCTAssertEqual(quiet, [], "exactly the bound: nothing left out")
        XCTAssertEqual(layout.size.width, bound.size.width, accuracy: 0.5, "laid out as its first \(limit) characters")
    }

    func testEachParagraphHasItsOwnBoundAndShortOnesAreWhole() {
        let limit = TextLayout.maximumUnwrappedParagraph
        let text = String(repeating: "x", count: limit + 5) + "\n" + "short"
        let (bounded, leftOut) = TextLayout.boundingParagraphs([TextRun(text: String(text.prefix(limit / 2))),
                                                                TextRun(text: String(text.dropFirst(limit / 2)))])
        XCTAssertEqual(leftOut, 5)
        XCTAssertEqual(bounded.map(\.text).joined(), String(repeating: "x", count: limit) + "\nshort")
        XCTAssertEqual(bounded[0].text.count, limit / 2, "the first run is whole")
        let few = [TextRun(text: "one\ntwo")]
        XCTAssertEqual(TextLayout.boundingParagraphs(few).runs, few)
    }

    func testWrappedTextIsNotCut() {
        let long = String(repeating: "word ", count: 2 * TextLayout.maximumUnwrappedParagraph / 5 + 10)
        let (layout, reports) = Diagnostics.capture { TextLayout(drawing(long, wrapped: true), width: 300) }
        XCTAssertEqual(reports, [])
        XCTAssertGreaterThan(layout.lineCount, 100)
    }

    /// The case grew quadratically: 5,000 units 1.3 s, 20,000 units 14 s
    /// (debug). Bounded, ten times the units cost no more than a few times as much.
    func testLayoutTimeOfAnUnwrappedLineStopsGrowingPastTheBound() {
        func seconds(_ units: Int) -> Double {
            let text = String(repeating: unit, count: units)
            let start = Date()
            _ = Diagnostics.capture { TextLayout(drawing(text), width: 64).size }
            return Date().timeIntervalSince(start)
        }
        let small = (0..<3).map { _ in seconds(2_500) }.min()!
        let large = seconds(25_000)
        XCTAssertLessThan(large / small, 15, String(format: "2,500 units %.3f s, 25,000 units %.3f s", small, large))
    }
}
