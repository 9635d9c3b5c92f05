import Foundation

/// Measuring and drawing plain text in attributes, as UIKit's `NSString`
/// additions do: the attributes apply to the whole string, which is
/// measured and drawn as an attributed string is (`NSAttributedString.size()`,
/// `draw(in:)`). Measuring: any thread; drawing: the thread whose UIKit
/// context is current.
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

    /// Draws the string in `attrs` into the current context, one line per
    /// paragraph, the first line's top-left at `point`; see `NSAttributedString.draw(at:)`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attrs).draw(at: point)
    }

    /// Draws the string in `attrs` wrapped inside `rect`; see `NSAttributedString.draw(in:)`.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attrs).draw(in: rect)
    }

    /// Draws the string in `attributes` in `rect` as `options` say; see
    /// `NSAttributedString.draw(with:options:context:)`.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        NSAttributedString(string: self as String, attributes: attributes)
            .draw(with: rect, options: options, context: context)
    }
}

/// The same methods on Swift strings and substrings, which reach them through `NSString` on Apple's platforms.
extension StringProtocol {
    /// The size of the string in `attrs`, as `NSString.size(withAttributes:)` measures it.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (String(self) as NSString).size(withAttributes: attrs)
    }

    /// The rectangle the string takes in `attributes`, as
    /// `NSString.boundingRect(with:options:attributes:context:)` measures it.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        (String(self) as NSString).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// Draws the string as `NSString.draw(at:withAttributes:)` does.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (String(self) as NSString).draw(at: point, withAttributes: attrs)
    }

    /// Draws the string as `NSString.draw(in:withAttributes:)` does.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (String(self) as NSString).draw(in: rect, withAttributes: attrs)
    }

    /// Draws the string as `NSString.draw(with:options:attributes:context:)` does.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        (String(self) as NSString).draw(with: rect, options: options, attributes: attributes, context: context)
    }
}
