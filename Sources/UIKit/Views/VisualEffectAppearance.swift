import Foundation

/// What a `UIVisualEffectView` draws for its effect: a blurred, tinted
/// backdrop, content faded to let the backdrop through (vibrancy), or nothing.
///
/// A plain value; any thread. Not Apple API.
enum VisualEffectAppearance: Equatable, Sendable {
    /// No effect: the content alone.
    case none
    /// The backdrop blurred and tinted by a blur style.
    case blur(BlurMaterial)
    /// No backdrop of its own; the content drawn at this alpha over
    /// whatever is behind (a blur view's, typically).
    case vibrancy(contentAlpha: CGFloat)
}
