import Foundation

/// The installed family that stands in for one of Apple's fonts, the same on
/// every machine that lacks the font itself: Apple's names are not left to
/// whatever fontconfig prefers there (Nimbus Sans on one, DejaVu Sans on
/// another), so text takes the same room and looks the same wherever it runs.
///
/// | Apple's families | drawn with | why |
/// |---|---|---|
/// | Helvetica, Helvetica Neue, Arial, the system font (`.SFUI…`, `.SFNS…`, `SF Pro…`, `-apple-system`, `system-ui`, `.AppleSystemUIFont`) | Liberation Sans | metric-compatible with Helvetica and Arial |
/// | Times, Times New Roman | Liberation Serif | metric-compatible with Times |
/// | Courier, Courier New | Liberation Mono | metric-compatible with Courier |
/// | Menlo, Monaco, SF Mono, `.SFNSMono…` | DejaVu Sans Mono | Menlo is drawn from DejaVu Sans Mono |
///
/// `Scripts/install-deps.sh` installs both families (`fonts-liberation2`,
/// `fonts-dejavu-core`). A stand-in is used only when the asked-for family
/// itself is not installed. Pure; any thread.
package enum AppleFontStandIn {
    /// Liberation Sans: Helvetica's widths.
    package static let sans = "Liberation Sans"
    /// Liberation Serif: Times' widths.
    package static let serif = "Liberation Serif"
    /// Liberation Mono: Courier's widths.
    package static let courier = "Liberation Mono"
    /// DejaVu Sans Mono: Menlo's own source.
    package static let menlo = "DejaVu Sans Mono"

    /// Families compared without case, spaces, dots and hyphens; PostScript
    /// families (`ArialMT`, `CourierNewPS-BoldMT`) included.
    private static let exact: [String: String] = [
        "helvetica": sans, "helveticaneue": sans, "arial": sans, "arialmt": sans, "applesystem": sans, "systemui": sans,
        "applesystemuifont": sans, "sanfrancisco": sans, "lucidagrande": sans,
        "times": serif, "timesroman": serif, "timesnewroman": serif, "timesnewromanps": serif,
        "courier": courier, "couriernew": courier, "couriernewps": courier,
        "menlo": menlo, "monaco": menlo,
    ]

    /// Prefixes of the system font's many internal names (`.SFUI-Regular`,
    /// `.SFUIText`, `.SFNS-Display`, `SFProText-Bold`, `SF Mono`).
    private static let prefixes: [(prefix: String, family: String)] = [
        ("sfmono", menlo), ("sfnsmono", menlo), ("sfui", sans), ("sfns", sans), ("sfpro", sans), ("sfcompact", sans),
    ]

    /// The family drawn for `family` when it is not installed: a stand-in
    /// for Apple's fonts, nil for any other name (fontconfig then chooses).
    /// - Complexity: O(length of the name).
    package static func family(for family: String) -> String? {
        let key = String(family.lowercased().unicodeScalars.filter { !" .-_".unicodeScalars.contains($0) })
        if let match = exact[key] { return match }
        // PostScript names without a style part: TimesNewRomanPSMT, CourierNewPSMT.
        for tail in ["psmt", "mt"] where key.hasSuffix(tail) && key.count > tail.count {
            if let match = exact[String(key.dropLast(tail.count))] { return match }
        }
        return prefixes.first { key.hasPrefix($0.prefix) }?.family
    }
}
