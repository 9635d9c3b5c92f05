import Foundation

/// The font a name resolves to through fontconfig: the family, weight and
/// slant Pango is asked for, and whether a font of that name is installed.
///
/// When it is not, fontconfig substitutes (its aliases first, e.g. a
/// metric-compatible font for Helvetica when one is installed, then its
/// default sans-serif); `substitute` names the family it picks. Made by
/// `FontCatalog`; a value type, safe on any thread.
package struct FontFace: Equatable, Sendable {
    /// The name as given.
    package var requestedName: String
    /// The style the name asks for, with the family to hand to Pango.
    package var name: FontName
    /// Whether an installed font has this family, PostScript or full name.
    package var isInstalled: Bool
    /// The family fontconfig matches for the request: the font's own when installed.
    package var substitute: String
}
