import Foundation

/// What a `CATextLayer` draws in its bounds: its string, set in its font, with
/// Apple's defaults (Helvetica 36 points, opaque white, natural alignment, one
/// line, no truncation).
///
/// A value type: safe on any thread.
package struct TextDrawing: Sendable, Equatable {
    /// The runs of the string, each with the attributes it overrides; empty draws nothing.
    package var runs: [TextRun] = []
    /// The family (or full) name the font is looked up by.
    package var fontName = "Helvetica"
    package var fontSize: CGFloat = 36
    package var foregroundColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    package var isWrapped = false
    package var alignmentMode: CATextLayerAlignmentMode = .natural
    package var truncationMode: CATextLayerTruncationMode = .none
    /// Pixels per point of the text's backing (the layer's `contentsScale`).
    package var contentsScale: CGFloat = 1

    package init() {}
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
