import Foundation

/// Feedback for a physical impact (a view snapping into place), as Apple's
/// `UIImpactFeedbackGenerator`: nothing is felt here (no haptic engine; see
/// ``UIFeedbackGenerator``). Main thread only.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass and feel of the colliding objects the feedback stands for.
    let style: UIImpactFeedbackGenerator.FeedbackStyle
    /// The intensity the last impact would have been played at (0 … 1),
    /// what a haptic engine would be handed; nil before the first impact.
    private(set) var lastIntensity: CGFloat?

    /// A generator of `style` impacts.
    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of medium impacts, as on iOS.
    public override convenience init() {
        self.init(style: .medium)
    }

    /// An impact at full intensity: nothing is felt here.
    open func impactOccurred() {
        impactOccurred(intensity: 1)
    }

    /// An impact at `intensity`, 0 … 1 as Apple's documentation gives it:
    /// values beyond are clamped to it, NaN counts as 0 (no impact). Nothing is felt here.
    open func impactOccurred(intensity: CGFloat) {
        lastIntensity = intensity.isNaN ? 0 : min(max(intensity, 0), 1)
    }
}
