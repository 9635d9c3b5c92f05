import Foundation

/// What one blur style draws: the backdrop's blur radius (σ, points) and
/// saturation, and the grey tint laid over it with its alpha.
///
/// A plain value; any thread. Not Apple API (`UIBlurEffect.Style.material`).
struct BlurMaterial: Equatable, Sendable {
    /// The blur's standard deviation in points (`BackdropBlur.radius`).
    var radius: CGFloat
    /// The saturation factor of the blurred backdrop.
    var saturation: Float
    /// The tint's grey level (red = green = blue), 0…1.
    var white: CGFloat
    /// The tint's alpha, 0…1.
    var alpha: CGFloat

    /// The backdrop layer's value.
    var backdropBlur: BackdropBlur { BackdropBlur(radius: radius, saturation: saturation) }
}
