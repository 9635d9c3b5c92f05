import Foundation
import QuartzCore

/// A font as Apple's `UIFont`: a name and a point size, looked up through
/// fontconfig when text is drawn (the system font is "Helvetica", drawn by
/// its metric-compatible stand-in, Liberation Sans, where it is not installed). Enough for labels, buttons
/// and text layers: a `UIFont` is accepted as `CATextLayer.font` and as an
/// attributed string's `.font`.
///
/// Weights, slants and text styles are carried by the name ("Helvetica-Semibold",
/// "Helvetica-BoldOblique"), which is all the renderer reads, and reported
/// by ``fontDescriptor``. Immutable; any thread.
public final class UIFont: NSObject, @unchecked Sendable, AttributedStringFont {
    /// The name looked up through fontconfig when text is drawn, such as "Helvetica-Bold".
    public let fontName: String
    /// The size in points; always finite and above 0.
    public let pointSize: CGFloat
    /// The font's attributes: its name, family, size, traits (weight and
    /// symbolic) and, for a text style's font, the style.
    public let fontDescriptor: UIFontDescriptor

    private init(resolving descriptor: UIFontDescriptor, size: CGFloat) {
        let resolved = descriptor.resolved(size: size)
        fontName = resolved.postscriptName
        pointSize = size
        fontDescriptor = resolved
    }

    /// The font named `fontName` at `size` points; nil for an empty name or a size that is not a positive number.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty, fontSize.isFinite, fontSize > 0 else { return nil }
        self.init(resolving: UIFontDescriptor(name: fontName, size: fontSize), size: fontSize)
    }

    /// The font `descriptor` resolves to (see UIFontDescriptor+Face.swift)
    /// at `pointSize` points; at the descriptor's own size when `pointSize`
    /// is 0 (or negative, or not a number), and at 12 points when the
    /// descriptor has none either.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let own = descriptor.pointSize
        let size = pointSize.isFinite && pointSize > 0 ? pointSize : own > 0 ? own : 12
        self.init(resolving: descriptor, size: size)
    }

    private convenience init(checked name: String, size: CGFloat) {
        self.init(resolving: UIFontDescriptor(name: name, size: size), size: Self.checked(size))
    }

    /// `size` when it is a positive number, else 17 (the label size).
    static func checked(_ size: CGFloat) -> CGFloat { size.isFinite && size > 0 ? size : 17 }

    /// "Helvetica" at `fontSize` points; 17 points when `fontSize` is not a positive number.
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(checked: "Helvetica", size: fontSize) }
    /// "Helvetica-Bold" at `fontSize` points; 17 points when `fontSize` is not a positive number.
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(checked: "Helvetica-Bold", size: fontSize) }
    /// "Helvetica-Oblique" at `fontSize` points; 17 points when `fontSize` is not a positive number.
    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(checked: "Helvetica-Oblique", size: fontSize) }

    /// The system font of `weight` at `fontSize` points: "Helvetica" with
    /// the nearest named weight's face name ("Helvetica-Semibold"); the
    /// descriptor keeps `weight` itself (clamped to −1 … 1, regular for NaN).
    /// 17 points when `fontSize` is not a positive number.
    public class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(weighted: UIFontDescriptor.systemFamily, size: fontSize, weight: weight)
    }

    /// The system font of `weight` with digits of one width. The system
    /// font's stand-in (Liberation Sans, as Helvetica) already sets every
    /// digit on the same advance, so this is ``systemFont(ofSize:weight:)``.
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The monospaced system font (Apple's SF Mono, ".SFMono-…") of `weight`,
    /// drawn by Menlo's stand-in, DejaVu Sans Mono (regular and bold faces).
    /// 17 points when `fontSize` is not a positive number.
    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(weighted: ".SFMono", size: fontSize, weight: weight)
    }

    private convenience init(weighted family: String, size: CGFloat, weight: UIFont.Weight) {
        let descriptor = UIFontDescriptor(fontAttributes: [
            .family: family, .traits: [UIFontDescriptor.TraitKey.weight: weight.clamped.rawValue],
        ])
        self.init(resolving: descriptor, size: Self.checked(size))
    }

    /// The point size of the system font for labels (17).
    public class var labelFontSize: CGFloat { 17 }
    /// The point size of the system font for buttons (18).
    public class var buttonFontSize: CGFloat { 18 }
    /// The point size of the standard system font (14).
    public class var systemFontSize: CGFloat { 14 }

    /// The family part of the name ("Helvetica" for "Helvetica-Bold").
    public var familyName: String { String(fontName.split(separator: "-").first ?? Substring(fontName)) }

    /// This font at another size (17 points when `fontSize` is not a positive number), with the same descriptor.
    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(resolving: fontDescriptor, size: Self.checked(fontSize)) }

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
