internal import CPango
import CoreAnimationValues
import CoreGraphics
import Foundation

/// A text layer's string laid out by Pango in a width, wrapped, truncated
/// and aligned as the layer asks: measured, then drawn into a `CGContext`.
///
/// Shaping is HarfBuzz's, fonts are fontconfig's (with its per-character
/// fallback for glyphs a font lacks), glyphs are FreeType's outlines
/// drawn by Cairo, in grey antialiasing (Apple's text layers have no
/// subpixel antialiasing either), without hinting and, unless
/// `allowsFontSubpixelQuantization`, at fractional positions: the lines
/// break in the same places at every scale. Lengths are points; the first
/// line's top is at the layout's origin and y runs down, as in a layer.
///
/// Threads: made and used on one thread (Pango's objects are not shared);
/// any thread may make its own. Each thread gets its own Pango font map
/// (`pango_cairo_font_map_get_default` is per thread since Pango 1.32.6), so
/// the main thread measuring and the render thread drawing share nothing
/// but fontconfig, which is thread-safe. Not `Sendable`.
package final class TextLayout {
    let context: OpaquePointer
    let layout: OpaquePointer
    /// The colour of runs without their own.
    private let foreground: CGColor?
    /// Whether there is no text at all (nothing is drawn).
    package let isEmpty: Bool
    /// How far right of the origin the lines start: the paragraph style's head indents.
    let indentOffset: CGFloat
    /// Where the lines shown end, in points below the origin; nil when every line is shown.
    var shownHeight: CGFloat?

    /// `drawing` laid out in `width` points (nil: lines as long as their
    /// text), truncated to `height` points of lines when it wraps and
    /// truncates (nil: as many lines as the text needs), with `paragraph`'s
    /// spacing, indents, direction, line limits, kerning and backgrounds
    /// (none by default).
    package init(_ drawing: TextDrawing, width: CGFloat? = nil, height: CGFloat? = nil,
                 paragraph: TextParagraphStyle = TextParagraphStyle()) {
        context = Self.makeContext(quantizesPositions: drawing.allowsFontSubpixelQuantization)
        if let rightToLeft = paragraph.isRightToLeft {
            pango_context_set_base_dir(context, rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
        }
        layout = pango_layout_new(context)
        if paragraph.isRightToLeft != nil { pango_layout_set_auto_dir(layout, 0) }
        indentOffset = paragraph.indents.offset
        foreground = drawing.foregroundColor
        // Pango takes no NUL inside its text: a space keeps the runs' byte offsets.
        var runs = drawing.runs.map { run in
            var run = run
            if run.text.contains("\0") { run.text = run.text.replacingOccurrences(of: "\0", with: " ") }
            return run
        }
        if !drawing.isWrapped || width == nil {
            // An unwrapped line's cost grows with the square of its runs (TextLayout+ParagraphBound.swift).
            let (bounded, leftOut) = Self.boundingParagraphs(runs)
            if leftOut > 0 {
                Diagnostics.reportOnce(
                    cause: "unwrapped paragraph too long",
                    "text layer: an unwrapped paragraph of more than \(Self.maximumUnwrappedParagraph) characters "
                        + "runs far past any bounds; \(leftOut) characters after the first \(Self.maximumUnwrappedParagraph) "
                        + "of their paragraph are left out (set isWrapped to lay all of them out)")
                runs = bounded
            }
        }
        let text = runs.map(\.text).joined()
        isEmpty = text.isEmpty
        let base = Self.fontDescription(FontCatalog.face(named: drawing.fontName), size: drawing.fontSize)
        pango_layout_set_font_description(layout, base)
        pango_font_description_free(base)
        pango_layout_set_text(layout, text, Int32(clamping: text.utf8.count))
        applyAttributes(of: runs, defaults: drawing, paragraph: paragraph)
        applySpacing(of: paragraph)
        arrangeLines(of: drawing, width: paragraph.lineWidth(in: width), height: height,
                     wrapsAtCharacters: paragraph.wrapsAtCharacters)
        fitLineHeights(to: paragraph)
        limitLines(of: drawing, height: height, paragraph: paragraph)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    // MARK: Measuring

    /// The box of the lines' logical extents (ascent to descent, advance to
    /// advance) in points, from the layout's origin; zero for no text.
    package var bounds: CGRect {
        guard !isEmpty else { return .zero }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return shown(Self.rect(logical))
    }

    /// The box of the pixels the glyphs cover, in points from the layout's origin; `.null` for no ink.
    package var inkBounds: CGRect {
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        return ink.width > 0 && ink.height > 0 ? shown(Self.rect(ink)) : .null
    }

    /// `box` (from Pango, at the layout's own origin) moved by the indent and cut at ``shownHeight``.
    private func shown(_ box: CGRect) -> CGRect {
        var box = box.offsetBy(dx: indentOffset, dy: 0)
        if let shownHeight, box.maxY > shownHeight { box.size.height = max(shownHeight - box.minY, 0) }
        return box
    }

    /// The size the text needs: its lines' logical extents, from the origin.
    package var size: CGSize {
        let box = bounds
        return isEmpty ? .zero : CGSize(width: max(box.maxX, 0), height: max(box.maxY, 0))
    }

    /// How many lines the text is set in (wrapped lines count one each).
    package var lineCount: Int { isEmpty ? 0 : Int(pango_layout_get_line_count(layout)) }

    /// The logical box of each line, top to bottom, in points from the origin.
    package var lineBounds: [CGRect] {
        guard !isEmpty, let iterator = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        var boxes: [CGRect] = []
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let box = Self.rect(logical).offsetBy(dx: indentOffset, dy: 0)
            if let shownHeight, box.maxY > shownHeight + 0.01 { break }
            boxes.append(box)
        } while pango_layout_iter_next_line(iterator) != 0
        return boxes
    }

    /// The first line's baseline, in points below the origin; 0 for no text.
    package var firstBaseline: CGFloat { isEmpty ? 0 : Self.points(pango_layout_get_baseline(layout)) }

    /// Whether an ellipsis replaced some of the text.
    package var isTruncated: Bool { !isEmpty && pango_layout_is_ellipsized(layout) != 0 }

    // MARK: Drawing

    /// Draws the text with its first line's top-left at `origin` in
    /// `context`'s user space, which must run y down (a layer's flipped
    /// context, as `RasterizedContent.draw` makes). The context's own
    /// colours, alpha and shadow do not apply; its CTM and clip do.
    package func draw(in target: CGContext, at origin: CGPoint = .zero) {
        guard !isEmpty else { return }
        _ = target.withCairoContext { cr in
            // The device scale, for the glyph rasters; unhinted metrics keep the lines as measured.
            pango_cairo_update_context(cr, context)
            pango_layout_context_changed(layout)
            let color = foreground?.rgba ?? (red: 0, green: 0, blue: 0, alpha: 1)
            cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
            if let shownHeight {
                // Lines past the limit are not drawn: clip them off across the whole width.
                cairo_rectangle(cr, -1e7, Double(origin.y), 2e7, Double(shownHeight))
                cairo_clip(cr)
            }
            cairo_move_to(cr, Double(origin.x + indentOffset), Double(origin.y))
            pango_cairo_show_layout(cr, layout)
        }
    }

    // MARK: Pango

    /// A Pango context on this thread's font map with the text layer's
    /// font options: grey antialiasing, no hinting, unhinted metrics.
    private static func makeContext(quantizesPositions: Bool) -> OpaquePointer {
        let context = pango_font_map_create_context(pango_cairo_font_map_get_default())!
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, quantizesPositions ? 1 : 0)
        return context
    }

    /// Pango units (1/1024) to points.
    static func points(_ units: Int32) -> CGFloat { CGFloat(units) / CGFloat(PANGO_SCALE) }

    /// Points to Pango units, clamped to what Pango can hold.
    static func units(_ points: CGFloat) -> Int32 {
        let units = (points * CGFloat(PANGO_SCALE)).rounded()
        guard !units.isNaN else { return 0 }
        return units >= CGFloat(Int32.max) ? .max : units <= CGFloat(Int32.min) ? .min : Int32(units)
    }

    static func rect(_ r: PangoRectangle) -> CGRect {
        CGRect(x: points(r.x), y: points(r.y), width: points(r.width), height: points(r.height))
    }
}
