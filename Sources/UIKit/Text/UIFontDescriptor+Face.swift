import Foundation

/// How a descriptor's attributes resolve to one face name.
///
/// 1. The family: ``UIFontDescriptor/AttributeName/family``, else the part
///    of ``UIFontDescriptor/AttributeName/name`` before its last `-`
///    ("Helvetica" of "Helvetica-Bold"), else the system font's, "Helvetica".
/// 2. The weight: the ``UIFontDescriptor/TraitKey/weight`` trait, else bold
///    when the symbolic traits say so, else what the face or the name says
///    ("Semibold", "Bold Italic"), else the text style's (headline:
///    semibold), else regular. The slant: the symbolic traits, else the face
///    or the name.
/// 3. The name: the given name when it already says that family, weight and
///    slant; otherwise one made of them as Apple names faces: the family
///    alone for regular upright, else the family without spaces, `-`, the
///    nearest named weight and "Italic" ("Oblique" for Helvetica and
///    Courier): "Helvetica-SemiboldOblique", "DejaVuSans-Bold".
///
/// The text renderer reads such names back (family, weight class, slant)
/// and takes the nearest installed face. UIKit cannot ask the font catalog
/// (module rules), hence the small word table here. Pure; any thread.
extension UIFontDescriptor {
    /// A face resolved from the attributes.
    struct ResolvedFace: Equatable {
        var family: String
        var weight: UIFont.Weight
        var isItalic: Bool
        var fontName: String
    }

    /// The system font's family, drawn by its stand-in (Liberation Sans).
    static let systemFamily = "Helvetica"

    var resolvedFace: ResolvedFace {
        let name = (fontAttributes[.name] as? String).flatMap { $0.isEmpty ? nil : $0 }
        let implied = name.map(Self.style(ofName:))
        let face = (fontAttributes[.face] as? String).map { Self.style(ofWords: $0) }
        let family = (fontAttributes[.family] as? String).flatMap { $0.isEmpty ? nil : $0 }
            ?? implied?.family ?? Self.systemFamily
        let symbolic = symbolicAttribute
        let weight = (traitWeight ?? (symbolic?.contains(.traitBold) == true ? .bold : nil)
            ?? face?.weight ?? implied?.weight ?? textStyle?.defaultWeight ?? .regular).clamped
        let italic = symbolic.map { $0.contains(.traitItalic) } ?? face?.isItalic ?? implied?.isItalic ?? false
        if let name, let implied, implied.family == family, implied.weight == weight.nearestNamed.weight,
           implied.isItalic == italic {
            return ResolvedFace(family: family, weight: weight, isItalic: italic, fontName: name)
        }
        return ResolvedFace(family: family, weight: weight, isItalic: italic,
                            fontName: Self.faceName(family: family, weight: weight, isItalic: italic))
    }

    /// The attributes a font of `size` points reports: the resolved name,
    /// family, size and traits (weight and symbolic), with every other attribute kept.
    func resolved(size: CGFloat) -> UIFontDescriptor {
        let face = resolvedFace
        var attributes = fontAttributes
        attributes[.name] = face.fontName
        attributes[.family] = face.family
        attributes[.size] = size
        var traits = traitsAttribute ?? [:]
        traits[.weight] = face.weight.rawValue
        traits[.symbolic] = symbolicTraits.rawValue
        attributes[.traits] = traits
        return UIFontDescriptor(fontAttributes: attributes)
    }

    // MARK: - Attribute values

    var traitsAttribute: [UIFontDescriptor.TraitKey: Any]? {
        if let traits = fontAttributes[.traits] as? [UIFontDescriptor.TraitKey: Any] { return traits }
        guard let raw = fontAttributes[.traits] as? [String: Any] else { return nil }
        return Dictionary(uniqueKeysWithValues: raw.map { (UIFontDescriptor.TraitKey(rawValue: $0.key), $0.value) })
    }

    var traitWeight: UIFont.Weight? {
        Self.number(traitsAttribute?[.weight]).flatMap { $0.isNaN ? nil : UIFont.Weight($0) }
    }

    var symbolicAttribute: UIFontDescriptor.SymbolicTraits? {
        switch traitsAttribute?[.symbolic] {
        case let traits as SymbolicTraits: return traits
        case let raw as UInt32: return SymbolicTraits(rawValue: raw)
        case let raw as Int: return SymbolicTraits(rawValue: UInt32(truncatingIfNeeded: raw))
        case let raw as NSNumber: return SymbolicTraits(rawValue: raw.uint32Value)
        default: return nil
        }
    }

    var textStyle: UIFont.TextStyle? {
        switch fontAttributes[.textStyle] {
        case let style as UIFont.TextStyle: return style
        case let raw as String: return UIFont.TextStyle(rawValue: raw)
        default: return nil
        }
    }

    /// A number given as any of the types Apple's attributes come in.
    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let number as CGFloat: return number
        case let number as Double: return CGFloat(number)
        case let number as Float: return CGFloat(number)
        case let number as Int: return CGFloat(number)
        case let weight as UIFont.Weight: return weight.rawValue
        case let number as NSNumber: return CGFloat(number.doubleValue)
        case let text as String: return Double(text).map { CGFloat($0) }
        default: return nil
        }
    }

    // MARK: - Names

    /// Style words, longest first (`semibold` is not `bold`), with the named weight each means.
    private static let weightWords: [(word: String, weight: UIFont.Weight)] = [
        ("ultralight", .ultraLight), ("extralight", .ultraLight), ("semibold", .semibold), ("demibold", .semibold),
        ("extrabold", .heavy), ("ultrabold", .heavy), ("regular", .regular), ("medium", .medium),
        ("light", .light), ("thin", .thin), ("heavy", .heavy), ("black", .black), ("bold", .bold),
    ]

    /// The family, weight and slant a face name says: a PostScript name
    /// ("Helvetica-BoldOblique") or a full name with trailing style words ("DejaVu Sans Bold").
    static func style(ofName name: String) -> (family: String, weight: UIFont.Weight, isItalic: Bool) {
        if let dash = name.lastIndex(of: "-"), dash != name.startIndex {
            let style = style(ofWords: String(name[name.index(after: dash)...]))
            return (String(name[..<dash]), style.weight, style.isItalic)
        }
        var words = name.split(separator: " ")
        var styleWords: [Substring] = []
        while words.count > 1, let last = words.last, isStyleWord(last) {
            styleWords.insert(words.removeLast(), at: 0)
        }
        let style = style(ofWords: styleWords.joined(separator: " "))
        return (words.joined(separator: " "), style.weight, style.isItalic)
    }

    /// Whether `word` is a weight or slant word ("Bold", "Italic", "Semibold").
    private static func isStyleWord(_ word: Substring) -> Bool {
        let lowered = word.lowercased()
        return weightWords.contains { $0.word == lowered } || ["italic", "oblique"].contains(lowered)
    }

    /// The weight and slant style words say ("SemiboldItalic", "Bold Oblique").
    static func style(ofWords words: String) -> (weight: UIFont.Weight, isItalic: Bool) {
        let lowered = words.lowercased()
        let weight = weightWords.first { lowered.contains($0.word) }?.weight ?? .regular
        return (weight, lowered.contains("italic") || lowered.contains("oblique"))
    }

    /// The name of `family`'s face of `weight` (the nearest named one), upright or italic.
    static func faceName(family: String, weight: UIFont.Weight, isItalic: Bool) -> String {
        let word = weight.nearestNamed.word
        if word == "Regular", !isItalic { return family }
        let base = family.filter { $0 != " " }
        let slant = isItalic ? (["helvetica", "courier"].contains(base.lowercased()) ? "Oblique" : "Italic") : ""
        return "\(base)-\(word == "Regular" ? "" : word)\(slant)"
    }

    /// Whether `family` is monospaced, by its name: Menlo, Monaco, Courier, SF Mono and "… Mono" families.
    static func isMonospaced(family: String) -> Bool {
        let key = String(family.lowercased().unicodeScalars.filter { !" .-_".unicodeScalars.contains($0) })
        return key.contains("mono") || key.hasPrefix("courier") || key == "menlo" || key == "monaco"
    }
}
