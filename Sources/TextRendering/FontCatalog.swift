internal import CPango
import CoreGraphics
import Foundation

/// Font names resolved through fontconfig, cached per name for the process.
///
/// A name is looked up as an installed family (`"DejaVu Sans"`), then as a
/// PostScript or full name (`"DejaVuSans-Bold"`, `"DejaVu Sans Bold"`), then
/// as a family with a style suffix (`"Helvetica-Bold"`, see `FontName`).
/// A family that is not installed is drawn by its stand-in when it is one
/// of Apple's (`AppleFontStandIn`), by fontconfig's choice otherwise.
/// Fonts installed after the first lookup of a name are not seen.
///
/// Thread-safe: fontconfig's queries are, and the cache is behind a lock.
package enum FontCatalog {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var faces: [String: FontFace] = [:]

    /// The face `name` resolves to.
    /// - Complexity: a few fontconfig queries the first time; a dictionary lookup after.
    package static func face(named name: String) -> FontFace {
        lock.lock()
        let cached = faces[name]
        lock.unlock()
        if let cached { return cached }
        let face = resolve(name)
        lock.lock()
        faces[name] = face
        lock.unlock()
        return face
    }

    /// The family fontconfig picks when nothing in particular is asked for
    /// (its `sans-serif`, e.g. DejaVu Sans on Debian).
    package static var defaultFamily: String { match(family: "sans-serif") ?? "sans-serif" }

    /// The families of every installed font, sorted, once each.
    package static func installedFamilies() -> [String] {
        guard let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() else { return [] }
        defer { FcPatternDestroy(pattern); FcObjectSetDestroy(objects) }
        FcObjectSetAdd(objects, FC_FAMILY)
        guard let list = FcFontList(nil, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(list) }
        var families = Set<String>()
        for i in 0..<Int(list.pointee.nfont) {
            if let font = list.pointee.fonts[i], let family = string(FC_FAMILY, of: font) { families.insert(family) }
        }
        return families.sorted()
    }

    private static func resolve(_ name: String) -> FontFace {
        if installedFont(where: FC_FAMILY, is: name) != nil {
            return FontFace(requestedName: name, name: FontName(family: name), isInstalled: true,
                            substitute: match(family: name) ?? name)
        }
        for property in [FC_POSTSCRIPT_NAME, FC_FULLNAME] {
            if let font = installedFont(where: property, is: name) {
                return FontFace(requestedName: name, name: font, isInstalled: true, substitute: font.family)
            }
        }
        let parsed = FontName(parsing: name)
        let installed = !parsed.family.isEmpty && installedFont(where: FC_FAMILY, is: parsed.family) != nil
        if !installed, let standIn = AppleFontStandIn.family(for: parsed.family) ?? AppleFontStandIn.family(for: name),
           installedFont(where: FC_FAMILY, is: standIn) != nil {
            var drawn = parsed
            drawn.family = standIn
            return FontFace(requestedName: name, name: drawn, isInstalled: false, substitute: standIn, isStandIn: true)
        }
        return FontFace(requestedName: name, name: parsed, isInstalled: installed,
                        substitute: match(family: parsed.family) ?? "sans-serif")
    }

    /// Reports, once per family for the process, that `name` is not
    /// installed and what draws it instead: Apple's fonts by their fixed
    /// stand-in (`AppleFontStandIn`, by design, so at level debug: every
    /// UIKit label names the system font), others by fontconfig's choice (a
    /// warning). `reporter` names who asked (a layer). Installed fonts are
    /// not reported.
    package static func reportSubstitution(of name: String, for reporter: String) {
        let face = face(named: name)
        guard !face.isInstalled else { return }
        let family = FontName(parsing: name).family
        let how = face.isStandIn
            ? "\"\(face.substitute)\" stands in for it (see AppleFontStandIn)"
            : "fontconfig draws \"\(face.substitute)\" instead"
        Diagnostics.reportOnce(cause: "font substitution: \(family.lowercased())",
                               "\(reporter): font \"\(name)\" is not installed; \(how)",
                               level: face.isStandIn ? .debug : .warning)
    }

    /// The first installed font whose `property` equals `value` (fontconfig
    /// compares names ignoring case and spaces), as a family with its style.
    private static func installedFont(where property: String, is value: String) -> FontName? {
        guard !value.isEmpty, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        guard add(value, for: property, to: pattern), let objects = FcObjectSetCreate() else { return nil }
        defer { FcObjectSetDestroy(objects) }
        for object in [FC_FAMILY, FC_WEIGHT, FC_SLANT] { FcObjectSetAdd(objects, object) }
        guard let list = FcFontList(nil, pattern, objects) else { return nil }
        defer { FcFontSetDestroy(list) }
        guard list.pointee.nfont > 0, let font = list.pointee.fonts[0] else { return nil }
        guard let family = string(FC_FAMILY, of: font) else { return nil }
        var weight: Double = 80, slant: Int32 = 0
        if FcPatternGetDouble(font, FC_WEIGHT, 0, &weight) != FcResultMatch {
            var integer: Int32 = 80
            if FcPatternGetInteger(font, FC_WEIGHT, 0, &integer) == FcResultMatch { weight = Double(integer) }
        }
        _ = FcPatternGetInteger(font, FC_SLANT, 0, &slant)
        return FontName(family: family, weight: Int(FcWeightToOpenTypeDouble(weight).rounded()),
                        isItalic: slant != 0)
    }

    /// The family fontconfig's best match for `family` has, after its substitutions.
    private static func match(family: String) -> String? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        guard add(family, for: FC_FAMILY, to: pattern),
              FcConfigSubstitute(nil, pattern, FcMatchPattern) != 0 else { return nil }
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let font = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(font) }
        return string(FC_FAMILY, of: font)
    }

    private static func add(_ value: String, for property: String, to pattern: OpaquePointer) -> Bool {
        value.withCString { chars in
            chars.withMemoryRebound(to: FcChar8.self, capacity: value.utf8.count + 1) {
                FcPatternAddString(pattern, property, $0) != 0
            }
        }
    }

    private static func string(_ property: String, of pattern: OpaquePointer) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, property, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}
