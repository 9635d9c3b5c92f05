import Foundation
import TextRendering

// What `string` and `font` accept, turned into the values the text is drawn from.
extension CATextLayer {
    /// Core Text's defaults for attributed runs that do not set a font or a
    /// colour (a text layer's own font, size and colour apply to plain strings only).
    static let attributedDefaults = (fontName: "Helvetica", fontSize: CGFloat(12),
                                     color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))

    /// What `value` is drawn as: its runs, the fonts it names, and what in it
    /// could not be read; nil when `value` is not text (a `String`, `NSString`
    /// or `NSAttributedString`, or nil for none).
    static func runs(of value: Any?) -> (runs: [TextRun], fonts: [String], problems: [String])? {
        switch value {
        case nil, is NSNull: return ([], [], [])
        case let text as String: return ([TextRun(text: text)], [], [])
        case let text as Substring: return ([TextRun(text: String(text))], [], [])
        case let text as NSString: return ([TextRun(text: text as String)], [], [])
        case let attributed as NSAttributedString: return runs(of: attributed)
        default: return nil
        }
    }

    /// An attributed string's runs, each with its font and colour (Core
    /// Text's defaults where it sets none). Other attributes are not drawn.
    private static func runs(of attributed: NSAttributedString) -> (runs: [TextRun], fonts: [String], problems: [String]) {
        var runs: [TextRun] = [], fonts: [String] = [], problems: [String] = []
        let whole = NSRange(location: 0, length: attributed.length)
        let characters = attributed.string as NSString
        attributed.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            var run = TextRun(text: characters.substring(with: range), fontName: attributedDefaults.fontName,
                              fontSize: attributedDefaults.fontSize, color: attributedDefaults.color)
            if let font = attributes[.font] {
                if let font = font as? AttributedStringFont {
                    run.fontName = font.fontName
                    run.fontSize = font.pointSize
                    fonts.append(font.fontName)
                } else if let name = fontName(of: font) {
                    run.fontName = name
                    fonts.append(name)
                } else {
                    problems.append(".font of \(type(of: font)) in \(range) (a font name or font object is read)")
                }
            }
            if let color = attributes[.foregroundColor] ?? attributes[NSAttributedString.Key("CTForegroundColor")] {
                if let color = cgColor(of: color) {
                    run.color = color
                } else {
                    problems.append(".foregroundColor of \(type(of: color)) in \(range) (a CGColor is read)")
                }
            }
            runs.append(run)
        }
        return (runs, fonts, problems)
    }

    /// The name a font value gives: a string, or a font object's name.
    static func fontName(of value: Any) -> String? {
        switch value {
        case let name as String: return name
        case let name as NSString: return name as String
        case let font as AttributedStringFont: return font.fontName
        default: return nil
        }
    }

    private static func cgColor(of value: Any) -> CGColor? {
        (value as? AttributedStringColor)?.cgColor ?? value as? CGColor
    }

    /// Reports each font of `names` that is not installed, with what draws it
    /// instead: once per family for the process, not per layer or frame.
    func reportMissingFonts(_ names: [String]) {
        for name in Set(names).sorted() {
            FontCatalog.reportSubstitution(of: name, for: diagnosticName)
        }
    }
}
