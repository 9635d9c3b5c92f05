import Foundation

/// Content that lets the blurred backdrop show through it, as Apple's
/// `UIVibrancyEffect(blurEffect:style:)`; put its view in a blur view's
/// `contentView`, made with the same blur effect.
///
/// Apple's vibrancy blends the content with the backdrop (a plus-lighter
/// or dodge filter in its private layers). Here the effect view draws its
/// content at the style's alpha (`UIVibrancyEffectStyle.contentAlpha`)
/// over the blur behind it: the content takes on the backdrop's colours,
/// without the brightening. Immutable: any thread.
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur the content lies on.
    let blurEffect: UIBlurEffect
    /// The style; nil for the iOS 8 effect (`init(blurEffect:)`), drawn as `.label`.
    let style: UIVibrancyEffectStyle?

    /// The iOS 8 vibrancy of content on `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        style = nil
        super.init()
    }

    /// Vibrancy of `style` for content on `blurEffect`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    private static let blurKey = "UIVibrancyEffectBlurStyle"
    private static let styleKey = "UIVibrancyEffectStyle"

    /// A vibrancy effect read from an archive; unknown values read as `.regular` and no style.
    public required init?(coder: NSCoder) {
        blurEffect = UIBlurEffect(style: UIBlurEffect.Style(rawValue: coder.decodeInteger(forKey: Self.blurKey)) ?? .regular)
        style = coder.containsValue(forKey: Self.styleKey)
            ? UIVibrancyEffectStyle(rawValue: coder.decodeInteger(forKey: Self.styleKey)) : nil
        super.init(coder: coder)
    }

    /// Archives the blur effect and the style.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(blurEffect.style.rawValue, forKey: Self.blurKey)
        if let style { coder.encode(style.rawValue, forKey: Self.styleKey) }
    }

    /// Whether `object` is a vibrancy effect over an equal blur with the same style.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIVibrancyEffect, type(of: other) == type(of: self) else { return false }
        return other.blurEffect.isEqual(blurEffect) && other.style == style
    }

    /// A hash of the blur effect and the style.
    open override var hash: Int { blurEffect.hash &* 31 &+ (style?.rawValue ?? -1) }

    override func appearance(in interfaceStyle: UIUserInterfaceStyle) -> VisualEffectAppearance {
        .vibrancy(contentAlpha: (style ?? .label).contentAlpha)
    }
}
