internal import CPango
import Foundation

extension FontCatalog {
    /// The PostScript and full names of the installed font that draws
    /// `name` (its stand-in's for one of Apple's families), from
    /// fontconfig's best match for the face's family, weight and slant; nil
    /// when nothing installed answers (a family neither installed nor one
    /// of Apple's). Any thread.
    package static func names(of name: String) -> (postScript: String?, full: String?)? {
        let face = face(named: name)
        guard face.isInstalled || face.isStandIn else { return nil }
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        let family = face.isInstalled ? face.name.family : face.substitute
        let added = family.withCString { chars in
            chars.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) {
                FcPatternAddString(pattern, FC_FAMILY, $0) != 0
            }
        }
        guard added else { return nil }
        FcPatternAddInteger(pattern, FC_WEIGHT, Int32(FcWeightFromOpenTypeDouble(Double(face.name.weight)).rounded()))
        FcPatternAddInteger(pattern, FC_SLANT, face.name.isItalic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        guard FcConfigSubstitute(nil, pattern, FcMatchPattern) != 0 else { return nil }
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let font = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(font) }
        func string(_ property: String) -> String? {
            var value: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, property, 0, &value) == FcResultMatch, let value else { return nil }
            return String(cString: value)
        }
        return (string(FC_POSTSCRIPT_NAME), string(FC_FULLNAME))
    }
}
