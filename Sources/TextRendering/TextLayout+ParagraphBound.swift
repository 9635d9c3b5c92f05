import CoreAnimationValues
import CoreGraphics
import Foundation

// How long one unwrapped line may be. Pango walks a line's list of runs to its
// end once per run (`g_slist_last`), so a line of n runs costs n²: an
// unwrapped paragraph of a hundred thousand characters alternating between
// fonts and directions (letters, joined emoji, bidi embeddings) made about
// 20,000 runs and took 4 s in a debug build (20,000 such units: 14 s). Such a
// line runs tens of thousands of points past any layer's bounds, which cut it
// off, so the characters past the bound are left out of the layout, with one
// report. Wrapped text needs no bound: its lines are as wide as the layer.
extension TextLayout {
    /// The most characters (grapheme clusters) one unwrapped paragraph is laid out with.
    package static let maximumUnwrappedParagraph = 10_000

    /// `runs` with each paragraph cut to ``maximumUnwrappedParagraph``
    /// characters (paragraphs end at a line feed, a carriage return or U+2029),
    /// and how many characters were left out.
    ///
    /// - Complexity: O(characters).
    static func boundingParagraphs(_ runs: [TextRun]) -> (runs: [TextRun], leftOut: Int) {
        let limit = maximumUnwrappedParagraph
        // Nothing to do unless the whole text could hold one paragraph past the limit.
        guard runs.reduce(0, { $0 + $1.text.utf8.count }) > limit else { return (runs, 0) }
        var inParagraph = 0
        var leftOut = 0
        let bounded = runs.map { run -> TextRun in
            var kept = ""
            var cutSomething = false
            for character in run.text {
                if character == "\n" || character == "\r" || character == "\r\n" || character == "\u{2029}" {
                    inParagraph = 0
                    kept.append(character)
                } else if inParagraph < limit {
                    inParagraph += 1
                    kept.append(character)
                } else {
                    leftOut += 1
                    cutSomething = true
                }
            }
            guard cutSomething else { return run }
            var copy = run
            copy.text = kept
            return copy
        }
        return (bounded, leftOut)
    }
}
