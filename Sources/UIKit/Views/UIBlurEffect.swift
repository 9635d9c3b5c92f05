import Foundation

/// A blur of what lies behind a `UIVisualEffectView`, with a tint, as
/// Apple's `UIBlurEffect(style:)`.
///
/// The view blurs everything drawn before it in the frame within its
/// bounds (a real Gaussian blur on the render side, see
/// `LayerProperties.backdropBlur`), boosts its saturation and lays the
/// style's tint over it (`UIBlurEffect.Style.material`); an adaptable
/// style takes its light or dark form from the view's traits. Immutable:
/// any thread. Two effects of one style are equal.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The style the effect was made with (not Apple API; Apple keeps it private).
    let style: UIBlurEffect.Style

    /// A blur of `style`.
    public init(style: UIBlurEffect.Style) {
        self.style = style
        super.init()
    }

    private static let styleKey = "UIBlurEffectStyle"

    /// A blur read from an archive; an unknown style reads as `.regular`.
    public required init?(coder: NSCoder) {
        style = UIBlurEffect.Style(rawValue: coder.decodeInteger(forKey: Self.styleKey)) ?? .regular
        super.init(coder: coder)
    }

    /// Archives the style.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(style.rawValue, forKey: Self.styleKey)
    }

    /// Whether `object` is a blur effect of the same style.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIBlurEffect, type(of: other) == type(of: self) else { return false }
        return other.style == style
    }

    /// A hash of the style.
    open override var hash: Int { style.rawValue }

    /// The style, for debugging.
    open override var description: String { "<UIBlurEffect style=\(style)>" }

    override func appearance(in interfaceStyle: UIUserInterfaceStyle) -> VisualEffectAppearance {
        .blur(style.resolved(for: interfaceStyle).material)
    }
}
