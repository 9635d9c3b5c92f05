import Foundation

// Colours from an asset catalog's colour sets (see ColorSetLookup).
extension UIColor {
    /// The colour set `name` of the main bundle's asset catalog (its light
    /// and dark appearances, when it has both, as a dynamic colour); nil when
    /// there is none.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour set `name` of `bundle`'s asset catalog (the main bundle
    /// when nil). With `traitCollection` stating an appearance, the colour
    /// of that appearance, fixed; without, a dynamic colour when the set has
    /// a dark appearance. Nil when no such set is found, or it cannot be read.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let entries = ColorSetLookup.entries(named: name, in: bundle ?? .main) else { return nil }
        let light = (entries.first { $0.appearance == .light } ?? entries.first { $0.appearance == nil } ?? entries[0]).color
        let dark = entries.first { $0.appearance == .dark }?.color
        switch (traitCollection?.userInterfaceStyle, dark) {
        case (.dark?, let dark?): self.init(cgColor: dark)
        case (.light?, _), (.dark?, nil), (_, nil): self.init(cgColor: light)
        case (_, let dark?): self.init(light: light, dark: dark)
        }
    }
}
