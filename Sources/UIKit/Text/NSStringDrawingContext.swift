import Foundation

/// What a string-drawing measurement may do and what it did, as Apple's
/// `NSStringDrawingContext`: after `boundingRect(with:options:context:)`,
/// `totalBounds` is the rectangle returned and `actualScaleFactor` the scale
/// used (always 1: text is never shrunk to fit here).
///
/// Not thread-safe: one measurement at a time.
open class NSStringDrawingContext: NSObject {
    /// The smallest scale the text may shrink to, to fit (0, the default, never shrinks; nor does any value here).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the last measurement used: 1.
    public internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the text the last measurement laid out.
    public internal(set) var totalBounds: CGRect = .zero

    /// A context that never shrinks text: ``minimumScaleFactor`` 0, ``actualScaleFactor`` 1, ``totalBounds`` zero.
    public override init() {
        super.init()
    }
}
