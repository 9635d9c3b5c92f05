import Foundation

/// How the string-drawing methods lay text out, as Apple's `NSStringDrawingOptions`.
///
/// Only `usesLineFragmentOrigin` changes a measurement here: with it, text
/// wraps at word boundaries in the given width; without it, each paragraph
/// is one line. The others are accepted and change nothing. A plain value, any thread.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    /// Apple's bits: 1 line-fragment origin, 2 font leading, 8 device metrics, 32 truncate the last visible line.
    public let rawValue: Int

    /// Options from the bits given, unchecked; only ``usesLineFragmentOrigin`` changes a measurement.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Lay the text out in lines within the given width, from the top-left of the rectangle.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Use the font's leading between lines (accepted; the lines here are the font's own spacing).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measure the glyphs' ink rather than their typographic bounds (accepted; typographic bounds are measured).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Cut the last line that fits with an ellipsis (accepted; measuring does not cut).
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// `NSString.DrawingOptions`, the name Swift gives the options on Apple's platforms.
extension NSString {
    /// The options' name under `NSString`, as Swift imports it on Apple's platforms.
    public typealias DrawingOptions = NSStringDrawingOptions
}
