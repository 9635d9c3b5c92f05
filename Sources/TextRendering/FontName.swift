import Foundation

/// A font name as Apple's APIs take it, split into the family fontconfig
/// knows and the style the name asks for: `"Helvetica-BoldOblique"` is the
/// family Helvetica, weight 700, slanted; `"Helvetica Neue Light"` is
/// Helvetica Neue at 300; `"Menlo"` is Menlo, regular.
///
/// The style is read from a PostScript suffix (after the last `-`, with
/// Monotype's `MT`/`PS` tails dropped) or from trailing words separated by
/// spaces, when every part of it is a known style word; otherwise the whole
/// name is the family. Pure; safe on any thread.
package struct FontName: Equatable, Sendable {
    package var family: String
    /// The OpenType weight class: 100 thin … 400 regular … 700 bold … 900 black.
    package var weight: Int
    package var isItalic: Bool

    package init(family: String, weight: Int = 400, isItalic: Bool = false) {
        self.family = family
        self.weight = weight
        self.isItalic = isItalic
    }

    /// `name` split into family and style.
    package init(parsing name: String) {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        if let dash = trimmed.lastIndex(of: "-"), dash != trimmed.startIndex,
           let style = Self.style(of: String(trimmed[trimmed.index(after: dash)...]), dropsVendorTail: true) {
            self.init(family: String(trimmed[..<dash]), weight: style.weight ?? 400, isItalic: style.isItalic)
            return
        }
        var words = trimmed.split(separator: " ").map(String.init)
        var weight: Int?, italic = false
        while words.count > 1, let style = Self.style(of: words.last!, dropsVendorTail: false) {
            weight = weight ?? style.weight
            italic = italic || style.isItalic
            words.removeLast()
        }
        self.init(family: words.joined(separator: " "), weight: weight ?? 400, isItalic: italic)
    }

    /// Style words, longest first so that `semibold` is not read as `bold`.
    private static let words: [(word: String, weight: Int?, italic: Bool)] = [
        ("ultralight", 200, false), ("extralight", 200, false), ("extrabold", 800, false),
        ("ultrabold", 800, false), ("demibold", 600, false), ("semibold", 600, false),
        ("condensed", nil, false), ("regular", 400, false), ("oblique", nil, true), ("italic", nil, true),
        ("medium", 500, false), ("normal", 400, false), ("black", 900, false), ("heavy", 800, false),
        ("light", 300, false), ("roman", 400, false), ("plain", 400, false), ("thin", 100, false),
        ("bold", 700, false), ("book", 400, false), ("demi", 600, false), ("it", nil, true),
    ]

    /// The weight and slant `suffix` names, or nil when it is not made of style words only.
    private static func style(of suffix: String, dropsVendorTail: Bool) -> (weight: Int?, isItalic: Bool)? {
        var rest = suffix
        if dropsVendorTail {
            for tail in ["PSMT", "MT", "PS"] where rest.hasSuffix(tail) && rest.count > tail.count {
                rest.removeLast(tail.count)
                break
            }
        }
        rest = rest.lowercased()
        guard !rest.isEmpty else { return nil }
        var weight: Int?, italic = false
        while !rest.isEmpty {
            guard let match = words.first(where: { rest.hasPrefix($0.word) }) else { return nil }
            rest.removeFirst(match.word.count)
            if let w = match.weight { weight = max(weight ?? 0, w) }
            italic = italic || match.italic
        }
        return (weight, italic)
    }
}
