import Foundation

extension UIFont {
    /// A text style of Dynamic Type, as Apple's `UIFont.TextStyle`: body,
    /// headline, captions and titles, with Apple's raw values
    /// (`"UICTFontTextStyleBody"`). Any thread.
    public struct TextStyle: Hashable, Equatable, RawRepresentable, Sendable {
        /// Apple's name of the style (`UICTFontTextStyleBody`, …).
        public var rawValue: String

        /// The style with Apple's raw value (`UICTFontTextStyleBody`, …).
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Large titles: 34 points, regular.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// First-level headings: 28 points, regular.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Second-level headings: 22 points, regular.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Third-level headings: 20 points, regular.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headings: 17 points, semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadings: 15 points, regular.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body text: 17 points, regular.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callouts: 16 points, regular.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnotes: 13 points, regular.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Standard captions: 12 points, regular.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Alternate captions: 11 points, regular.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The font metrics object of this style (scale 1 here: see ``UIFontMetrics``).
        public var metrics: UIFontMetrics { UIFontMetrics(forTextStyle: self) }
    }

    /// The system font for `style` at the default content size category
    /// (Large, the only one here: there is no Dynamic Type setting on this
    /// desktop), as iOS sets it: body 17 regular, headline 17 semibold, and so on.
    /// A style Apple does not define gets the body font.
    public class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        UIFont(descriptor: UIFontDescriptor.preferredFontDescriptor(withTextStyle: style), size: 0)
    }

    /// ``preferredFont(forTextStyle:)``: the traits' content size category
    /// is always the default one here, so `traitCollection` changes nothing.
    public class func preferredFont(forTextStyle style: UIFont.TextStyle,
                                    compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }
}

extension UIFont.TextStyle {
    /// Apple's point size and weight of each style at the Large content size category.
    private static let largeSizes: [UIFont.TextStyle: (size: CGFloat, weight: UIFont.Weight)] = [
        .largeTitle: (34, .regular), .title1: (28, .regular), .title2: (22, .regular), .title3: (20, .regular),
        .headline: (17, .semibold), .subheadline: (15, .regular), .body: (17, .regular), .callout: (16, .regular),
        .footnote: (13, .regular), .caption1: (12, .regular), .caption2: (11, .regular),
    ]

    /// The style's point size at the default content size category; body's (17) for an unknown style.
    var defaultPointSize: CGFloat { (Self.largeSizes[self] ?? Self.largeSizes[.body]!).size }

    /// The style's weight; regular for an unknown style.
    var defaultWeight: UIFont.Weight { Self.largeSizes[self]?.weight ?? .regular }
}
