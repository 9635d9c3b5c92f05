import Foundation
import TextRendering

// Text sizes as a text layer lays its string out, with or without a layer.
extension CATextLayer {
    /// The size `preferredFrameSize()` gives a text layer showing `string`
    /// (a `String` or an `NSAttributedString`; anything else measures as no
    /// text) in `fontName` at `fontSize` (which apply to a plain string only),
    /// wrapped in `wrappingWidth` when it is given and positive.
    ///
    /// Makes no layer, so any thread may call it: labels and the
    /// string-drawing methods (`NSString.size(withAttributes:)`) measure with it.
    package static func preferredSize(
        of string: Any?, fontName: String = "Helvetica", fontSize: CGFloat = 36, wrappingWidth: CGFloat?
    ) -> CGSize {
        var drawing = TextDrawing()
        drawing.runs = runs(of: string)?.runs ?? []
        drawing.fontName = fontName
        drawing.fontSize = fontSize
        drawing.isWrapped = wrappingWidth != nil
        return preferredSize(of: drawing, width: wrappingWidth.flatMap { $0 > 0 ? $0 : nil })
    }

    /// `drawing`'s text laid out in `width` (unlimited when nil), its size rounded up to whole points.
    static func preferredSize(of drawing: TextDrawing, width: CGFloat?) -> CGSize {
        let size = TextLayout(drawing, width: width).size
        return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }
}
