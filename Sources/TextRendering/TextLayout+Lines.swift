internal import CPango
import CoreAnimationValues
import CoreGraphics
import Foundation

// Wrapping, truncation and alignment: how the text's lines fill the width.
extension TextLayout {
    /// Lays the lines out as `drawing` asks in `width` × `height` points.
    ///
    /// - Wrapped: lines break at word boundaries within the width (a word
    ///   wider than a line breaks between characters); with truncation, the
    ///   last line that fits the height ends (or starts, or breaks in the
    ///   middle) with an ellipsis where text is left out.
    /// - Not wrapped: each paragraph is one line; with truncation, a line
    ///   wider than the width is cut to it with an ellipsis; without, it runs
    ///   on past the width (the layer's bounds then cut it off).
    /// - Alignment places each line in the width; `natural` follows the
    ///   paragraph's direction, `justified` stretches all but paragraphs'
    ///   last lines. Without a width, lines align within the widest.
    /// - Wrapping breaks between any characters when `wrapsAtCharacters`.
    func arrangeLines(of drawing: TextDrawing, width: CGFloat?, height: CGFloat?, wrapsAtCharacters: Bool = false) {
        let truncation = Self.ellipsize(drawing.truncationMode)
        let width = width.map { max($0, 0) }
        pango_layout_set_wrap(layout, wrapsAtCharacters ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        if let width, drawing.isWrapped {
            pango_layout_set_width(layout, Self.units(width))
            if truncation != PANGO_ELLIPSIZE_NONE {
                pango_layout_set_ellipsize(layout, truncation)
                pango_layout_set_height(layout, height.map { Self.units(max($0, 0)) } ?? .max)
            }
        } else if let width, truncation != PANGO_ELLIPSIZE_NONE {
            // Ellipsizing keeps each paragraph on one line (height -1).
            pango_layout_set_width(layout, Self.units(width))
            pango_layout_set_ellipsize(layout, truncation)
            pango_layout_set_height(layout, -1)
        } else if let width {
            // One line per paragraph, aligned in the width: a width no line exceeds.
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            pango_layout_set_width(layout, max(Self.units(width), logical.width))
        }
        align(drawing.alignmentMode)
    }

    private func align(_ mode: CATextLayerAlignmentMode) {
        // With auto_dir (Pango's default) LEFT and RIGHT swap in right-to-left
        // paragraphs: right for natural alignment, undone for explicit left and right.
        // Without it (a paragraph style's explicit direction, the context's)
        // nothing swaps, and natural alignment follows that direction.
        let automatic = pango_layout_get_auto_dir(layout) != 0
        let rightToLeft = automatic ? pango_layout_get_direction(layout, 0) == PANGO_DIRECTION_RTL
            : pango_context_get_base_dir(context) == PANGO_DIRECTION_RTL
        let swaps = rightToLeft && automatic
        switch mode {
        case .left: pango_layout_set_alignment(layout, swaps ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
        case .right: pango_layout_set_alignment(layout, swaps ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .justified:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        default: pango_layout_set_alignment(layout, rightToLeft && !swaps ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
        }
    }

    private static func ellipsize(_ mode: CATextLayerTruncationMode) -> PangoEllipsizeMode {
        switch mode {
        case .start: return PANGO_ELLIPSIZE_START
        case .middle: return PANGO_ELLIPSIZE_MIDDLE
        case .end: return PANGO_ELLIPSIZE_END
        default: return PANGO_ELLIPSIZE_NONE
        }
    }
}
