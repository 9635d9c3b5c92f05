internal import CPango
import CoreAnimationValues
import CoreGraphics
import Foundation

// A paragraph style's spacing, indents, line heights and line limits
// (`TextParagraphStyle`), on top of what a text layer asks.
extension TextLayout {
    /// Sets the space between lines and the first line's indent relative to the others.
    func applySpacing(of paragraph: TextParagraphStyle) {
        let spacing = TextParagraphStyle.length(paragraph.lineSpacing)
        if spacing > 0 { pango_layout_set_spacing(layout, Self.units(spacing)) }
        let firstLine = paragraph.indents.firstLine
        if firstLine != 0 { pango_layout_set_indent(layout, Self.units(firstLine)) }
    }

    /// Holds every line's height between the style's least and greatest
    /// (after its multiple): the first line's height decides, and every
    /// line gets the same absolute height when it is out of range.
    func fitLineHeights(to paragraph: TextParagraphStyle) {
        let least = TextParagraphStyle.length(paragraph.minimumLineHeight)
        let greatest = TextParagraphStyle.length(paragraph.maximumLineHeight)
        guard !isEmpty, least > 0 || greatest > 0, let natural = lineBounds.first?.height else { return }
        var fitted = max(natural, least)
        if greatest > 0 { fitted = min(fitted, greatest) }
        guard abs(fitted - natural) > 0.001,
              let list = pango_layout_get_attributes(layout).flatMap({ pango_attr_list_copy($0) }) ?? pango_attr_list_new(),
              let attribute = pango_attr_line_height_new_absolute(Self.units(fitted))
        else { return }
        defer { pango_attr_list_unref(list) }
        pango_attr_list_insert(list, attribute)
        pango_layout_set_attributes(layout, list)
    }

    /// Shows at most `paragraph.maximumLines` lines and, when it drops lines
    /// past the height, only those wholly inside `height` (the first line
    /// always): the lines after are cut off (``shownHeight``) and, when the
    /// drawing wraps and truncates, the last one shown ends in the ellipsis.
    func limitLines(of drawing: TextDrawing, height: CGFloat?, paragraph: TextParagraphStyle) {
        guard !isEmpty, paragraph.maximumLines > 0 || (paragraph.dropsLinesPastHeight && height != nil) else { return }
        let boxes = lineBounds
        var shown = boxes.count
        if paragraph.maximumLines > 0 { shown = min(shown, paragraph.maximumLines) }
        if paragraph.dropsLinesPastHeight, let height, height.isFinite {
            let fitting = boxes.prefix(shown).filter { $0.maxY <= height + 0.01 }.count
            shown = max(min(shown, fitting), 1)
        }
        guard shown < boxes.count else { return }
        let limit = boxes[shown - 1].maxY
        if drawing.isWrapped, drawing.truncationMode != .none, pango_layout_get_width(layout) >= 0 {
            // Pango ends the last line that fits the height with the ellipsis.
            pango_layout_set_ellipsize(layout, pango_layout_get_ellipsize(layout) == PANGO_ELLIPSIZE_NONE
                                       ? PANGO_ELLIPSIZE_END : pango_layout_get_ellipsize(layout))
            pango_layout_set_height(layout, Self.units(limit))
        }
        shownHeight = limit
    }
}
