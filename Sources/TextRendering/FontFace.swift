import Foundation

/// The font a name resolves to through fontconfig: the family, weight and
/// slant Pango is asked for, and whether a font of that name is installed.
///
/// When it is not, one of Apple's families is drawn by its fixed stand-in
/// (`AppleFontStandIn`: Liberation Sans for Helvetica and the system font,
/// and so on), any other by fontconfig's choice (its aliases, then its
/// default sans-serif); `substitute` names the family drawn. Made by
/// `FontCatalog`; a value type, safe on any thread.
package struct FontFace: Equatable, Sendable {
    /// The name as given.
    package var requestedName: String
    /// The style the name asks for, with the family to hand to Pango.
    package var name: FontName
    /// Whether an installed font has this family, PostScript or full name.
    package var isInstalled: Bool
    /// The family drawn for the request: the font's own when installed.
    package var substitute: String
    /// Whether `substitute` is the fixed stand-in for one of Apple's families.
    package var isStandIn: Bool

    package init(requestedName: String, name: FontName, isInstalled: Bool, substitute: String, isStandIn: Bool = false) {
        self.requestedName = requestedName
        self.name = name
        self.isInstalled = isInstalled
        self.substitute = substitute
        self.isStandIn = isStandIn
    }
}
