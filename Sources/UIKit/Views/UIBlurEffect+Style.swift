import Foundation

extension UIBlurEffect {
    /// The blur styles, as Apple's `UIBlurEffect.Style` (raw values are
    /// Apple's; `extraDark`, tvOS only, is left out).
    ///
    /// The adaptable styles (`regular`, `prominent`, the `system…Material`
    /// ones without Light or Dark) follow the interface style of the view's
    /// traits (`resolved(for:)`).
    public enum Style: Int, Sendable {
        /// Extra light: a bright frost (σ 20 pt, white 0.97 at 0.8).
        case extraLight = 0
        /// Light: a clear frost (σ 30 pt, white at 0.3).
        case light = 1
        /// Dark: a dim frost (σ 20 pt, grey 0.11 at 0.73).
        case dark = 2
        /// Regular: light or dark with the interface style.
        case regular = 4
        /// Prominent: extra light or dark with the interface style.
        case prominent = 5
        /// The thinnest material, light or dark with the interface style.
        case systemUltraThinMaterial = 6
        /// A thin material, light or dark with the interface style.
        case systemThinMaterial = 7
        /// The standard material, light or dark with the interface style.
        case systemMaterial = 8
        /// A thick material, light or dark with the interface style.
        case systemThickMaterial = 9
        /// The material of bars, light or dark with the interface style.
        case systemChromeMaterial = 10
        /// The thinnest material, light.
        case systemUltraThinMaterialLight = 11
        /// A thin material, light.
        case systemThinMaterialLight = 12
        /// The standard material, light.
        case systemMaterialLight = 13
        /// A thick material, light.
        case systemThickMaterialLight = 14
        /// The material of bars, light.
        case systemChromeMaterialLight = 15
        /// The thinnest material, dark.
        case systemUltraThinMaterialDark = 16
        /// A thin material, dark.
        case systemThinMaterialDark = 17
        /// The standard material, dark.
        case systemMaterialDark = 18
        /// A thick material, dark.
        case systemThickMaterialDark = 19
        /// The material of bars, dark.
        case systemChromeMaterialDark = 20
    }
}

extension UIBlurEffect.Style {
    /// The style drawn in an environment of `interfaceStyle`: an adaptable
    /// style's light or dark form (`regular` is `light` or `dark`,
    /// `prominent` is `extraLight` or `dark`, as Apple's header says; a
    /// material its Light or Dark variant); any other style itself.
    /// `.unspecified` counts as light.
    func resolved(for interfaceStyle: UIUserInterfaceStyle) -> UIBlurEffect.Style {
        let dark = interfaceStyle == .dark
        switch self {
        case .regular: return dark ? .dark : .light
        case .prominent: return dark ? .dark : .extraLight
        case .systemUltraThinMaterial: return dark ? .systemUltraThinMaterialDark : .systemUltraThinMaterialLight
        case .systemThinMaterial: return dark ? .systemThinMaterialDark : .systemThinMaterialLight
        case .systemMaterial: return dark ? .systemMaterialDark : .systemMaterialLight
        case .systemThickMaterial: return dark ? .systemThickMaterialDark : .systemThickMaterialLight
        case .systemChromeMaterial: return dark ? .systemChromeMaterialDark : .systemChromeMaterialLight
        default: return self
        }
    }

    /// What the style draws: blur radius, saturation and tint (an adaptable
    /// style: its light form; see `resolved(for:)`).
    ///
    /// Apple publishes none of these; they are read from how its styles look
    /// (and the values reverse-engineered descriptions of its private
    /// `_UIVisualEffectFilterEntry` list give): the classic styles blur with
    /// σ 20–30 points and a saturation of 1.8, `.light` under a faint white,
    /// `.extraLight` under a near-opaque 97% white, `.dark` under 11% grey
    /// at 0.73; the materials grow from ultra-thin (σ 10, a thin veil) to
    /// thick (σ 25, nearly opaque), chrome between. Pinned by `UIBlurEffectTests`.
    var material: BlurMaterial {
        switch self {
        case .extraLight, .prominent: BlurMaterial(radius: 20, saturation: 1.8, white: 0.97, alpha: 0.8)
        case .light, .regular: BlurMaterial(radius: 30, saturation: 1.8, white: 1, alpha: 0.3)
        case .dark: BlurMaterial(radius: 20, saturation: 1.8, white: 0.11, alpha: 0.73)
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight:
            BlurMaterial(radius: 10, saturation: 1.8, white: 1, alpha: 0.25)
        case .systemThinMaterial, .systemThinMaterialLight:
            BlurMaterial(radius: 15, saturation: 1.8, white: 1, alpha: 0.45)
        case .systemMaterial, .systemMaterialLight: BlurMaterial(radius: 20, saturation: 1.8, white: 0.98, alpha: 0.65)
        case .systemThickMaterial, .systemThickMaterialLight:
            BlurMaterial(radius: 25, saturation: 1.8, white: 0.98, alpha: 0.8)
        case .systemChromeMaterial, .systemChromeMaterialLight:
            BlurMaterial(radius: 20, saturation: 1.8, white: 0.97, alpha: 0.75)
        case .systemUltraThinMaterialDark: BlurMaterial(radius: 10, saturation: 1.8, white: 0.11, alpha: 0.35)
        case .systemThinMaterialDark: BlurMaterial(radius: 15, saturation: 1.8, white: 0.11, alpha: 0.55)
        case .systemMaterialDark: BlurMaterial(radius: 20, saturation: 1.8, white: 0.11, alpha: 0.7)
        case .systemThickMaterialDark: BlurMaterial(radius: 25, saturation: 1.8, white: 0.09, alpha: 0.82)
        case .systemChromeMaterialDark: BlurMaterial(radius: 20, saturation: 1.8, white: 0.15, alpha: 0.75)
        }
    }
}
