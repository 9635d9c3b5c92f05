import Foundation

/// Measuring attributed text, as UIKit's `NSAttributedString` additions do.
///
/// Text is laid out as a `CATextLayer` lays it out (as `UILabel` measures:
/// `CATextLayer.preferredSize(of:…)`), so a string measured here fits a label
/// or text layer of that size. Each run is set in its `.font` (Helvetica 12
/// where it has none, as on Apple); other attributes, paragraph styles
/// included, do not change the size. Sizes are rounded up to whole points
/// (Apple's are fractional and its documentation says to round them up).
/// Any thread.
extension NSAttributedString {
    /// The size of the text on lines as long as its paragraphs.
    public func size() -> CGSize {
        CATextLayer.preferredSize(of: self, wrappingWidth: nil)
    }

    /// The rectangle the text takes at the origin: wrapped in `size.width`
    /// with `.usesLineFragmentOrigin` (when that is positive and finite), one
    /// line per paragraph without it. Lines past `size.height` are measured too, as on Apple.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect {
        let wraps = options.contains(.usesLineFragmentOrigin) && size.width > 0 && size.width.isFinite
        let measured = CATextLayer.preferredSize(of: self, wrappingWidth: wraps ? size.width : nil)
        let rect = CGRect(origin: .zero, size: measured)
        context?.totalBounds = rect
        context?.actualScaleFactor = 1
        return rect
    }
}
