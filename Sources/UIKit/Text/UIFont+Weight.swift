import Foundation

extension UIFont {
    /// The weight of a face, as Apple's `UIFont.Weight`: a value from −1
    /// (thinnest) through 0 (regular) to 1 (heaviest), with Apple's nine
    /// named stops (``ultraLight`` −0.8 … ``black`` 0.62).
    ///
    /// The faces drawn here are whatever the font catalog has: the system
    /// font's stand-in (Liberation Sans) has a regular and a bold face, so
    /// weights up to ``medium`` draw regular and ``semibold`` and above draw
    /// bold (fontconfig takes the nearest installed weight). The weight asked
    /// for is kept in the font's descriptor either way. Any thread.
    public struct Weight: Hashable, Equatable, RawRepresentable, Sendable {
        /// The weight, −1 … 1 (0 is regular); taken as given.
        public var rawValue: CGFloat

        /// The weight of `rawValue`, from −1 (thinnest) to 1 (heaviest); 0 is regular.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The weight `rawValue` (as `init(rawValue:)`).
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// −0.8, the thinnest named weight.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// −0.6.
        public static let thin = Weight(rawValue: -0.6)
        /// −0.4.
        public static let light = Weight(rawValue: -0.4)
        /// 0, the system font's usual weight.
        public static let regular = Weight(rawValue: 0)
        /// 0.23.
        public static let medium = Weight(rawValue: 0.23)
        /// 0.3, the weight of headlines.
        public static let semibold = Weight(rawValue: 0.3)
        /// 0.4, the weight `boldSystemFont(ofSize:)` has.
        public static let bold = Weight(rawValue: 0.4)
        /// 0.56.
        public static let heavy = Weight(rawValue: 0.56)
        /// 0.62, the heaviest named weight.
        public static let black = Weight(rawValue: 0.62)
    }
}

extension UIFont.Weight {
    /// The named weights, thinnest first, with the style word a face name
    /// carries for each (`Helvetica-Semibold`); the text renderer reads the
    /// word back as an OpenType weight class (semibold 600, bold 700).
    static let named: [(weight: UIFont.Weight, word: String)] = [
        (.ultraLight, "UltraLight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"), (.medium, "Medium"),
        (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
    ]

    /// The named weight nearest to this one (regular for NaN).
    var nearestNamed: (weight: UIFont.Weight, word: String) {
        guard rawValue.isFinite else { return Self.named[3] }
        return Self.named.min { abs($0.weight.rawValue - rawValue) < abs($1.weight.rawValue - rawValue) }!
    }

    /// `rawValue` when it is a number, clamped to −1 … 1; regular for NaN.
    var clamped: UIFont.Weight {
        rawValue.isNaN ? .regular : UIFont.Weight(min(max(rawValue, -1), 1))
    }
}
