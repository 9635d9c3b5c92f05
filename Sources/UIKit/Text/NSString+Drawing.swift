import Foundation

/// Measuring plain text in attributes, as UIKit's `NSString` additions do:
/// the attributes apply to the whole string, measured as an attributed
/// string is (`NSAttributedString.size()`). Any thread.
extension NSString {
    /// The size of the string in `attrs` (Helvetica 12 without a `.font`), on lines as long as its paragraphs.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self as String, attributes: attrs).size()
    }

    /// The rectangle the string takes in `attributes`; see `NSAttributedString.boundingRect(with:options:context:)`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: self as String, attributes: attributes)
            .boundingRect(with: size, options: options, context: context)
    }
}

/// The same methods on `String`, which Swift on Apple's platforms reaches through `NSString`.
extension String {
    /// The size of the string in `attrs`, as `NSString.size(withAttributes:)` measures it.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as NSString).size(withAttributes: attrs)
    }

    /// The rectangle the string takes in `attributes`, as
    /// `NSString.boundingRect(with:options:attributes:context:)` measures it.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        (self as NSString).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}
