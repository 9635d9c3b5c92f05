import Foundation

extension UIFontDescriptor {
    /// A key of a descriptor's ``UIFontDescriptor/fontAttributes``, as Apple's
    /// `UIFontDescriptor.AttributeName`, with Apple's raw values. Any thread.
    ///
    /// The values this package reads: ``family``, ``name`` and ``face`` as
    /// `String`; ``size`` as a number (`CGFloat`, `Double`, `Int`,
    /// `NSNumber`) or numeric `String`; ``traits`` as
    /// `[UIFontDescriptor.TraitKey: Any]`; ``textStyle`` as a
    /// `UIFont.TextStyle` or its raw `String`. The values it writes are
    /// Swift values (`CGFloat`, `UIFont.TextStyle`), not `NSNumber`s: on
    /// Linux an `NSNumber` does not cast to `CGFloat`. Other keys are kept
    /// and handed back but change nothing drawn.
    public struct AttributeName: Hashable, Equatable, RawRepresentable, Sendable {
        /// Apple's key (`NSFontFamilyAttribute`, …).
        public var rawValue: String

        /// The attribute of Apple's key `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The family, such as "Helvetica".
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// The font's name (PostScript style), such as "Helvetica-Bold".
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The face within the family, such as "Bold Italic".
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        /// The point size.
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// The name shown to people (kept, not read).
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
        /// A transform of the glyphs (kept, not applied).
        public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
        /// The characters the font covers (kept, not read).
        public static let characterSet = AttributeName(rawValue: "NSCTFontCharacterSetAttribute")
        /// Fonts to fall back on (kept; fontconfig's fallback applies instead).
        public static let cascadeList = AttributeName(rawValue: "NSCTFontCascadeListAttribute")
        /// The traits: a `[UIFontDescriptor.TraitKey: Any]` dictionary.
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        /// A fixed advance for every glyph (kept, not applied).
        public static let fixedAdvance = AttributeName(rawValue: "NSCTFontFixedAdvanceAttribute")
        /// Typographic feature settings (kept, not applied).
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
        /// The Dynamic Type text style the font was made for.
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// A key of the ``AttributeName/traits`` dictionary, as Apple's
    /// `UIFontDescriptor.TraitKey`. Read: ``weight`` (a `UIFont.Weight` or a
    /// number) and ``symbolic`` (`SymbolicTraits`, `UInt32` or a number).
    public struct TraitKey: Hashable, Equatable, RawRepresentable, Sendable {
        /// Apple's key (`NSCTFontWeightTrait`, …).
        public var rawValue: String

        /// The trait of Apple's key `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The symbolic traits; this package writes them as a `UInt32`.
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        /// The weight, −1 … 1; this package writes it as a `CGFloat`.
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// The width, −1 (condensed) … 1 (expanded) (kept, not applied).
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        /// The slant, −1 … 1 (kept; italics come from ``symbolic``).
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }
}
