import Foundation

/// How the lines of a paragraph are laid out, as Apple's `NSParagraphStyle`
/// (UIKit declares it; Linux Foundation has none): the value of an
/// attributed string's `.paragraphStyle`.
///
/// Immutable; ``NSMutableParagraphStyle`` is the one to change. Copies are
/// cheap values; equal styles compare equal (`isEqual(_:)`, `hash`). String
/// drawing and measuring (`draw(in:)`, `boundingRect(with:options:context:)`,
/// `UILabel`) honour the alignment, line break mode, line spacing, line
/// height multiple, minimum and maximum line heights, the three indents and
/// the base writing direction; the style of a string's first character
/// applies to all of its paragraphs. Paragraph spacing (before and after),
/// hyphenation, tab intervals and tightening are kept and copied but do not
/// change the layout. Safe to share between threads once made.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, NSSecureCoding {
    /// Every value of a style, so copies and comparisons take them all at once.
    struct Values: Equatable, Hashable {
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var alignment: NSTextAlignment = .natural
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var baseWritingDirection: NSWritingDirection = .natural
        var lineHeightMultiple: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var hyphenationFactor: Float = 0
        var defaultTabInterval: CGFloat = 0
        var allowsDefaultTighteningForTruncation = false
    }

    var values: Values

    /// The style with every default: natural alignment, word wrapping, no spacing or indents.
    public override init() {
        values = Values()
        super.init()
    }

    init(values: Values) {
        self.values = values
        super.init()
    }

    /// The default style (a new immutable object with the defaults, equal to every other default).
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The writing direction of `languageName` (an ISO language code): right to
    /// left for Arabic, Hebrew, Persian, Urdu and the like, left to right otherwise.
    open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection {
        let code = (languageName ?? Locale.current.identifier).lowercased()
        let language = code.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? code
        let rightToLeft: Set<String> = ["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "ckb", "dv"]
        return rightToLeft.contains(language) ? .rightToLeft : .leftToRight
    }

    /// Points between one line's bottom and the next line's top.
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// Points added after the paragraph (kept; not laid out here).
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// How the lines are aligned.
    open var alignment: NSTextAlignment { values.alignment }
    /// Where lines other than the first start, in points from the leading edge.
    open var headIndent: CGFloat { values.headIndent }
    /// Positive: where lines end, from the leading edge; zero or negative: from the trailing edge.
    open var tailIndent: CGFloat { values.tailIndent }
    /// Where the first line starts, in points from the leading edge.
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// The least height of a line (0: none).
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The greatest height of a line (0: none).
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// How lines too long for the width break or are cut.
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// The paragraphs' direction; `.natural` follows their text.
    open var baseWritingDirection: NSWritingDirection { values.baseWritingDirection }
    /// Each line's natural height multiplied by this (0: unchanged).
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// Points before the paragraph (kept; not laid out here).
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// How eagerly words are hyphenated, 0…1 (kept; text is not hyphenated here).
    open var hyphenationFactor: Float { values.hyphenationFactor }
    /// The spacing of tab stops after the last explicit one (kept; not laid out here).
    open var defaultTabInterval: CGFloat { values.defaultTabInterval }
    /// Whether letters may be squeezed before truncating (kept; never done here).
    open var allowsDefaultTighteningForTruncation: Bool { values.allowsDefaultTighteningForTruncation }

    /// An immutable copy with the same values.
    open func copy(with zone: NSZone? = nil) -> Any {
        NSParagraphStyle(values: values)
    }

    /// A mutable copy with the same values.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.values = values
        return copy
    }

    /// Whether `object` is a paragraph style with the same values.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.values == values
    }

    /// A hash of the values `isEqual(_:)` compares.
    open override var hash: Int { values.hashValue }

    /// The style's values, for debugging.
    open override var description: String {
        "<\(type(of: self)) alignment \(values.alignment) lineBreakMode \(values.lineBreakMode) "
            + "lineSpacing \(values.lineSpacing) indents \(values.firstLineHeadIndent)/\(values.headIndent)/\(values.tailIndent)>"
    }

    // MARK: Coding

    /// True: a style is read back only as what it is.
    public static var supportsSecureCoding: Bool { true }

    /// Archives every value by key.
    open func encode(with coder: NSCoder) {
        let v = values
        for (key, value) in [("lineSpacing", v.lineSpacing), ("paragraphSpacing", v.paragraphSpacing),
                             ("headIndent", v.headIndent), ("tailIndent", v.tailIndent),
                             ("firstLineHeadIndent", v.firstLineHeadIndent), ("minimumLineHeight", v.minimumLineHeight),
                             ("maximumLineHeight", v.maximumLineHeight), ("lineHeightMultiple", v.lineHeightMultiple),
                             ("paragraphSpacingBefore", v.paragraphSpacingBefore),
                             ("defaultTabInterval", v.defaultTabInterval)] {
            coder.encode(Double(value), forKey: key)
        }
        coder.encode(v.alignment.rawValue, forKey: "alignment")
        coder.encode(v.lineBreakMode.rawValue, forKey: "lineBreakMode")
        coder.encode(v.baseWritingDirection.rawValue, forKey: "baseWritingDirection")
        coder.encode(v.hyphenationFactor, forKey: "hyphenationFactor")
        coder.encode(v.allowsDefaultTighteningForTruncation, forKey: "allowsDefaultTighteningForTruncation")
    }

    /// A style read from an archive `encode(with:)` wrote; missing values take the defaults.
    public required init?(coder: NSCoder) {
        var v = Values()
        func length(_ key: String) -> CGFloat { CGFloat(coder.decodeDouble(forKey: key)) }
        v.lineSpacing = length("lineSpacing")
        v.paragraphSpacing = length("paragraphSpacing")
        v.headIndent = length("headIndent")
        v.tailIndent = length("tailIndent")
        v.firstLineHeadIndent = length("firstLineHeadIndent")
        v.minimumLineHeight = length("minimumLineHeight")
        v.maximumLineHeight = length("maximumLineHeight")
        v.lineHeightMultiple = length("lineHeightMultiple")
        v.paragraphSpacingBefore = length("paragraphSpacingBefore")
        v.defaultTabInterval = length("defaultTabInterval")
        v.alignment = NSTextAlignment(rawValue: coder.decodeInteger(forKey: "alignment")) ?? .natural
        v.lineBreakMode = NSLineBreakMode(rawValue: coder.decodeInteger(forKey: "lineBreakMode")) ?? .byWordWrapping
        v.baseWritingDirection = NSWritingDirection(rawValue: coder.decodeInteger(forKey: "baseWritingDirection")) ?? .natural
        v.hyphenationFactor = coder.decodeFloat(forKey: "hyphenationFactor")
        v.allowsDefaultTighteningForTruncation = coder.decodeBool(forKey: "allowsDefaultTighteningForTruncation")
        values = v
        super.init()
    }
}
