import Foundation

/// A view that blurs what lies behind it, or draws its content with
/// vibrancy, as Apple's `UIVisualEffectView`. Put subviews in
/// `contentView`, not in the view itself.
///
/// It is built as Apple's is, from subviews filling its bounds, in order:
///
/// ```
///   backdrop view   its layer's backdropBlur: what is drawn behind, blurred (σ, saturation of the style)
///   tint view       backgroundColor: the style's grey at its alpha
///   contentView     the caller's subviews (at the vibrancy style's alpha for a vibrancy effect)
/// ```
///
/// The blur is a render pass of the frame (`FramePlanner+BackdropBlur`):
/// it reads back the frame's pixels behind the view, blurs them at a
/// reduced resolution and draws them inside the view's bounds, with the
/// clips around it (round its corners with `layer.cornerRadius` and
/// `clipsToBounds`; `layoutSubviews` gives the backdrop and tint the same
/// corners).
///
/// **Animating `effect`.** Setting it inside `UIView.animate…` fades the
/// blur: the backdrop view's and the tint view's alphas animate between 0
/// and 1 (the crossfade of the sharp and the blurred backdrop, as a
/// loading HUD's blur comes in), and a change of style animates the
/// tint's colour; the blur radius itself changes at once. A radius
/// animation would make a new kernel every frame for a picture the
/// crossfade draws almost alike.
///
/// Not done: the view's own `alpha` below 1 draws its parts each at that
/// alpha (Apple warns against it too); vibrancy fades the content rather than
/// blending it with the backdrop (`UIVibrancyEffect`).
///
/// Main thread only.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view whose subviews the effect applies to; add subviews here.
    public let contentView: UIView
    private let backdropView = UIView()
    private let tintView = UIView()
    private var effectValue: UIVisualEffect?
    /// True while the view adds its own parts (not a caller's misplaced subview).
    private var addingParts = false

    /// A view showing `effect` (nil: none).
    public init(effect: UIVisualEffect?) {
        contentView = UIView()
        effectValue = effect
        super.init(frame: .zero)
        setUp()
    }

    /// Views are not unarchived on Linux: an effect view without an effect,
    /// so that subclasses written for iOS compile and work when made in code.
    public required init?(coder: NSCoder) {
        contentView = UIView()
        super.init(coder: coder)
        setUp()
    }

    /// A view without an effect covering `frame`.
    public override init(frame: CGRect) {
        contentView = UIView()
        super.init(frame: frame)
        setUp()
    }

    /// The effect shown (a copy of the one set); nil for none. Animatable
    /// inside `UIView.animate…` (see the type).
    open var effect: UIVisualEffect? {
        get { effectValue }
        set {
            effectValue = newValue?.copy() as? UIVisualEffect
            applyEffect()
        }
    }

    private func setUp() {
        for part in [backdropView, tintView, contentView] {
            part.frame = bounds
            part.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        backdropView.isUserInteractionEnabled = false
        tintView.isUserInteractionEnabled = false
        addingParts = true
        addSubview(backdropView)
        addSubview(tintView)
        addSubview(contentView)
        addingParts = false
        ViewAnimationState.withoutActions { applyEffect() }
    }

    /// Sets the parts to draw `effect`: alphas (animated inside an
    /// animation block), the backdrop's blur and the tint's colour.
    private func applyEffect() {
        switch effectValue?.appearance(in: traitCollection.userInterfaceStyle) ?? .none {
        case .none:
            backdropView.alpha = 0
            tintView.alpha = 0
            contentView.alpha = 1
        case .blur(let material):
            // The blur is set at once (not animatable); the alphas fade it.
            backdropView.layer.backdropBlur = material.backdropBlur
            let tint = UIColor(white: material.white, alpha: material.alpha)
            if tintView.alpha > 0 {
                tintView.backgroundColor = tint // from another style: the colour animates
            } else {
                // Coming in: only the alpha fades (a colour from clear as well would fade twice).
                ViewAnimationState.withoutActions { tintView.backgroundColor = tint }
            }
            backdropView.alpha = 1
            tintView.alpha = 1
            contentView.alpha = 1
        case .vibrancy(let contentAlpha):
            backdropView.alpha = 0
            tintView.alpha = 0
            contentView.alpha = contentAlpha
        }
    }

    /// An adaptable style takes the new appearance's form at once (as iOS
    /// redraws on a trait change, not animated).
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        ViewAnimationState.withoutActions { applyEffect() }
    }

    /// Under a new superview the traits may differ: an adaptable style takes their form.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        ViewAnimationState.withoutActions { applyEffect() }
    }

    /// Gives the backdrop and the tint the view's corners, so a rounded
    /// effect view blurs inside its own corners even without `clipsToBounds`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        for part in [backdropView, tintView] {
            part.frame = bounds
            part.layer.cornerRadius = layer.cornerRadius
            part.layer.maskedCorners = layer.maskedCorners
            part.layer.cornerCurve = layer.cornerCurve
        }
        contentView.frame = bounds
    }

    /// Says once that subviews belong in `contentView`, as iOS does; the
    /// subview is kept where it was put (over the effect).
    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        guard !addingParts else { return }
        Diagnostics.reportOnce(
            cause: "UIVisualEffectView subview",
            "a subview was added to a UIVisualEffectView itself; add it to its contentView instead",
            subsystem: "UIKit")
    }
}
