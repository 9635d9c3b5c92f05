import Foundation

/// What a `CATextLayer` draws in its bounds: its string, set in its font, with
/// Apple's defaults (Helvetica 36 points, opaque white, natural alignment, one
/// line, no truncation).
///
/// The render server lays it out in the layer's bounds and draws it at
/// `contentsScale` (TextRendering does both). A value type: safe on any thread.
package struct TextDrawing: Sendable, Equatable {
    /// The runs of the string, each with the attributes it overrides; empty draws nothing.
    package var runs: [TextRun] = []
    /// The family, PostScript or full name the font is looked up by
    /// (`"Helvetica"`, `"Helvetica-Bold"`, `"DejaVu Sans Bold"`).
    package var fontName = "Helvetica"
    /// The size in points of runs that do not set their own.
    package var fontSize: CGFloat = 36
    /// The colour of runs that do not set their own; nil draws them black, as Core Text does.
    package var foregroundColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// Whether lines wrap at word boundaries in the bounds' width (words
    /// wider than a line break between characters); otherwise each paragraph is one line.
    package var isWrapped = false
    package var alignmentMode: CATextLayerAlignmentMode = .natural
    /// Where text that does not fit the bounds is cut for an ellipsis.
    package var truncationMode: CATextLayerTruncationMode = .none
    /// Pixels per point of the text's backing (the layer's `contentsScale`):
    /// text is drawn at this scale whatever scale it is shown at, as Apple's is.
    package var contentsScale: CGFloat = 1
    /// Whether glyph positions may be rounded to whole pixels (Apple's
    /// `allowsFontSubpixelQuantization`); by default they keep their fractions.
    package var allowsFontSubpixelQuantization = false

    package init() {}

    /// The whole string, the runs' texts one after another.
    package var text: String { runs.map(\.text).joined() }
}

/// A stretch of a text layer's string with the attributes it sets itself
/// (an attributed string's font and colour); nil attributes come from the layer.
///
/// A value type: safe on any thread.
package struct TextRun: Sendable, Equatable {
    package var text: String
    package var fontName: String?
    package var fontSize: CGFloat?
    package var color: CGColor?

    package init(text: String, fontName: String? = nil, fontSize: CGFloat? = nil, color: CGColor? = nil) {
        self.text = text
        self.fontName = fontName
        self.fontSize = fontSize
        self.color = color
    }
}
