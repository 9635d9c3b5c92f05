import CoreAnimationValues
import CoreGraphics
import Foundation

/// What UIKit's string drawing asks of a ``TextLayout`` beyond what a text
/// layer's ``TextDrawing`` holds: an `NSParagraphStyle`'s spacing, indents
/// and direction, line limits, and each run's kerning and background.
///
/// The defaults change nothing, so a text layer's layout is as before. One
/// style applies to the whole text (Pango lays a layout out with one set of
/// paragraph values). A value type: safe on any thread.
package struct TextParagraphStyle: Sendable, Equatable {
    /// Points added between one line's bottom and the next line's top.
    package var lineSpacing: CGFloat = 0
    /// Each line's natural height multiplied by this (0: unchanged).
    package var lineHeightMultiple: CGFloat = 0
    /// The least height of a line in points (0: no least).
    package var minimumLineHeight: CGFloat = 0
    /// The greatest height of a line in points (0: no greatest).
    package var maximumLineHeight: CGFloat = 0
    /// Where a paragraph's first line starts, in points from the leading edge.
    package var firstLineHeadIndent: CGFloat = 0
    /// Where a paragraph's other lines start, in points from the leading edge.
    package var headIndent: CGFloat = 0
    /// Positive: where lines end, in points from the leading edge; zero or
    /// negative: from the trailing edge of the width (only with a width).
    package var tailIndent: CGFloat = 0
    /// The paragraphs' direction: true right to left, false left to right,
    /// nil as their first strong character says.
    package var isRightToLeft: Bool?
    /// Whether wrapping breaks lines between any characters rather than between words.
    package var wrapsAtCharacters = false
    /// Whether the lines that do not fit wholly inside the height are left out
    /// (a text layer shows part of a line its bounds cut through; string drawing does not).
    package var dropsLinesPastHeight = false
    /// The most lines shown (0: no limit); the last one shown gets the
    /// truncation's ellipsis when the drawing truncates.
    package var maximumLines = 0
    /// Extra points after each character of each run (nil: none), one entry per run of the ``TextDrawing``.
    package var kerning: [CGFloat?] = []
    /// The colour behind each run (nil: none), one entry per run of the ``TextDrawing``.
    package var backgroundColors: [CGColor?] = []

    package init() {}

    /// How far the lines start from the origin, and the indent of the first
    /// line relative to the others (Pango's indent; negative hangs).
    var indents: (offset: CGFloat, firstLine: CGFloat) {
        let first = Self.length(firstLineHeadIndent), head = Self.length(headIndent)
        return (min(first, head), first - head)
    }

    /// The width lines are set in after the indents, from `width`.
    func lineWidth(in width: CGFloat?) -> CGFloat? {
        let tail = tailIndent.isFinite ? tailIndent : 0
        let offset = indents.offset
        switch (width, tail > 0) {
        case (_, true): return max(tail - offset, 0)
        case (let width?, false): return max(width + tail - offset, 0)
        case (nil, false): return nil
        }
    }

    /// A length that is finite and not negative (0 otherwise).
    static func length(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }
}
