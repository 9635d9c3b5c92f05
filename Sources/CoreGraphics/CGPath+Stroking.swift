import Foundation

/// Stroked copies: the area a stroke would paint, as a path to fill
/// (`StrokeOutline` builds it). Pure; any thread.
extension CGPath {
    /// The outline of the path stroked `lineWidth` wide with `lineCap`,
    /// `lineJoin` and `miterLimit`, mapped through `transform`: filling it
    /// with the non-zero rule paints what stroking the path paints.
    /// An empty path for a width that is not positive.
    public func copy(
        strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
        transform: CGAffineTransform = .identity
    ) -> CGPath {
        let outline = StrokeOutline.elements(of: self, lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin,
                                             miterLimit: miterLimit)
        return CGPath(elements: outline.transformed(by: transform))
    }

    /// `CGPathCreateCopyByStrokingPath`, as Swift imports it: `path`'s stroked
    /// outline mapped through `transform` (none when nil). Never nil here.
    public convenience init?(
        __byStroking path: CGPath, transform: UnsafePointer<CGAffineTransform>?, lineWidth: CGFloat,
        lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat
    ) {
        let outline = StrokeOutline.elements(of: path, lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin,
                                             miterLimit: miterLimit)
        self.init(elements: outline.transformed(by: CGAffineTransform(pointer: transform)))
    }
}
