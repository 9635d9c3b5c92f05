import Foundation
import QuartzCore

/// A font as Apple's `UIFont`: a name and a point size, looked up through
/// fontconfig when text is drawn (the system font is "Helvetica", drawn by
/// its metric-compatible stand-in, Liberation Sans, where it is not installed). Enough for labels, buttons
/// and text layers: a `UIFont` is accepted as `CATextLayer.font` and as an
/// attributed string's `.font`. Immutable; any thread.
public final class UIFont: NSObject, @unchecked Sendable, AttributedStringFont {
    /// The name looked up through fontconfig when text is drawn, such as "Helvetica-Bold".
    public let fontName: String
    /// The size in points; always finite and above 0.
    public let pointSize: CGFloat

    /// The font named `fontName` at `size` points; nil for an empty name or a size that is not a positive number.
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty, fontSize.isFinite, fontSize > 0 else { return nil }
        self.fontName = fontName
        pointSize = fontSize
    }

    private init(checked name: String, size: CGFloat) {
        fontName = name
        pointSize = size.isFinite && size > 0 ? size : 17
    }

    /// "Helvetica" at `fontSize` points; 17 points when `fontSize` is not a positive number.
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(checked: "Helvetica", size: fontSize) }
    /// "Helvetica-Bold" at `fontSize` points; 17 points when `fontSize` is not a positive number.
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(checked: "Helvetica-Bold", size: fontSize) }
    /// "Helvetica-Oblique" at `fontSize` points; 17 points when `fontSize` is not a positive number.
    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(checked: "Helvetica-Oblique", size: fontSize) }

    /// The point size of the system font for labels (17).
    public class var labelFontSize: CGFloat { 17 }
    /// The point size of the system font for buttons (18).
    public class var buttonFontSize: CGFloat { 18 }
    /// The point size of the standard system font (14).
    public class var systemFontSize: CGFloat { 14 }

    /// The family part of the name ("Helvetica" for "Helvetica-Bold").
    public var familyName: String { String(fontName.split(separator: "-").first ?? Substring(fontName)) }

    /// This font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(checked: fontName, size: fontSize) }

    /// The distance between baselines of consecutive lines (1.2 × the point size, a typical sans serif's).
    public var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }

    /// True when `object` is a `UIFont` with the same ``fontName`` (case-sensitive) and ``pointSize``.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.fontName == fontName && other.pointSize == pointSize
    }

    /// Combines the hashes of ``fontName`` and ``pointSize``, so that equal fonts hash alike.
    public override var hash: Int { fontName.hashValue ^ pointSize.hashValue }

    /// `<UIFont name size pt>`, such as `<UIFont Helvetica 17.0 pt>`.
    public override var description: String { "<UIFont \(fontName) \(pointSize) pt>" }
}
