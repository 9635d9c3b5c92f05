import Foundation

/// Measuring and drawing attributed text, as UIKit's `NSAttributedString` additions do.
///
/// Text is laid out as a `UILabel` lays it out (`AttributedStringLayout`,
/// on the same Pango layout a `CATextLayer` uses), so a string measured
/// here fits a label of that size. Each run is set in its `.font`
/// (Helvetica 12 where it has none, as on Apple) and drawn in its
/// `.foregroundColor` (black where it has none) over its
/// `.backgroundColor`, spaced by its `.kern`; the `.paragraphStyle` of the
/// first character lays out every paragraph (alignment, line break mode,
/// line spacing and heights, indents, direction). Sizes are rounded up to
/// whole points (Apple's are fractional and its documentation says to round
/// them up).
///
/// Drawing goes into UIKit's current context (`UIGraphicsGetCurrentContext()`,
/// y down) with its CTM and clip; the context's fill colour, alpha and
/// shadow do not apply. Without a current context nothing is drawn (reported
/// once, as Apple logs an invalid context). Measuring: any thread; drawing:
/// the thread whose context is current.
extension NSAttributedString {
    /// The size of the text on lines as long as its paragraphs.
    public func size() -> CGSize {
        AttributedStringLayout(self, width: nil, height: nil, lines: .drawing(truncatesLastVisibleLine: false)).size
    }

    /// The rectangle the text takes at the origin: wrapped in `size.width`
    /// with `.usesLineFragmentOrigin` (when that is positive and finite), one
    /// line per paragraph without it. Lines past `size.height` are measured too, as on Apple.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect {
        let wraps = options.contains(.usesLineFragmentOrigin) && size.width > 0 && size.width.isFinite
        let measured = AttributedStringLayout(self, width: wraps ? size.width : nil, height: nil,
                                              lines: .drawing(truncatesLastVisibleLine: false)).size
        let rect = CGRect(origin: .zero, size: measured)
        context?.totalBounds = rect
        context?.actualScaleFactor = 1
        return rect
    }

    /// Draws the text on one line per paragraph, the first line's top-left at `point`.
    ///
    /// Nothing is drawn for a point that is not finite.
    public func draw(at point: CGPoint) {
        guard length > 0, point.x.isFinite, point.y.isFinite,
              let context = AttributedStringLayout.currentContext(for: "NSAttributedString.draw(at:)") else { return }
        AttributedStringLayout(self, width: nil, height: nil, lines: .drawing(truncatesLastVisibleLine: false))
            .draw(in: context, at: point)
    }

    /// Draws the text inside `rect`: wrapped in its width (as the paragraph
    /// style's line break mode says), the lines that do not fit wholly in its
    /// height left out, and cut off at its edges.
    ///
    /// Nothing is drawn for a rect that is null, empty or not finite.
    public func draw(in rect: CGRect) {
        let rect = rect.standardized
        guard length > 0, Self.isDrawable(rect),
              let context = AttributedStringLayout.currentContext(for: "NSAttributedString.draw(in:)") else { return }
        context.saveGState()
        context.clip(to: rect)
        AttributedStringLayout(self, width: rect.width, height: rect.height, lines: .drawing(truncatesLastVisibleLine: false))
            .draw(in: context, at: rect.origin)
        context.restoreGState()
    }

    /// Draws the text in `rect` as `options` say.
    ///
    /// With `.usesLineFragmentOrigin`, `rect.origin` is the first line's
    /// top-left, lines wrap in `rect.width` and only those wholly inside a
    /// positive `rect.height` are drawn (with `.truncatesLastVisibleLine`, the
    /// last one ends in an ellipsis when text is left out). Without it,
    /// `rect.origin` is the first line's baseline origin and each paragraph
    /// takes one line (cut to a positive `rect.width` by a truncating line
    /// break mode). Not clipped to `rect`. `context`, when given, gets the
    /// bounds of what was laid out and a scale factor of 1 (text is never shrunk).
    /// Nothing is drawn for an origin that is not finite.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        guard length > 0, rect.origin.x.isFinite, rect.origin.y.isFinite,
              let graphics = AttributedStringLayout.currentContext(for: "NSAttributedString.draw(with:options:context:)")
        else { return }
        let width = rect.width.isFinite && rect.width > 0 ? rect.width : nil
        let text: AttributedStringLayout
        var origin = rect.origin
        if options.contains(.usesLineFragmentOrigin) {
            let height = rect.height.isFinite && rect.height > 0 ? rect.height : nil
            text = AttributedStringLayout(self, width: width, height: height,
                                          lines: .drawing(truncatesLastVisibleLine: options.contains(.truncatesLastVisibleLine)))
        } else {
            let style = AttributedStringLayout.paragraphStyle(of: self)
            let truncates = [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail].contains(style.lineBreakMode)
            text = AttributedStringLayout(self, width: truncates ? width : nil, height: nil,
                                          lines: .drawing(truncatesLastVisibleLine: false))
            origin.y -= text.firstBaseline
        }
        text.draw(in: graphics, at: origin)
        context?.totalBounds = CGRect(origin: origin, size: text.size)
        context?.actualScaleFactor = 1
    }

    /// Whether `rect` is a finite rectangle with some area.
    static func isDrawable(_ rect: CGRect) -> Bool {
        !rect.isNull && !rect.isEmpty && [rect.minX, rect.minY, rect.maxX, rect.maxY].allSatisfy(\.isFinite)
    }
}
