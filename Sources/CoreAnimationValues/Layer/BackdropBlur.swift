import Foundation

/// What a layer does to the pixels behind it before it draws itself: a
/// Gaussian blur of radius `radius` points and a saturation factor, shown
/// inside its bounds (and rounded corners) under its own background and
/// sublayers. Not Apple API: Apple's mechanism is the private
/// `CABackdropLayer` with a `gaussianBlur` and a `colorSaturate` filter;
/// UIKit's `UIVisualEffectView` sets this on a layer of its own.
///
/// `radius` is the blur's standard deviation in points, as `shadowRadius`
/// is a shadow's (σ = radius), so the blur reaches about 3 × radius.
/// Values are clamped when made: a radius that is not a finite number
/// counts as 0, and both are kept within `maximumRadius` and
/// `saturationRange`, so the render side never meets one it cannot draw.
///
/// A plain value; any thread. It does not blur the layer's own content or
/// its sublayers, only what was drawn before the layer in its pass.
@usableFromInline
package struct BackdropBlur: Equatable, Sendable {
    /// The blur's standard deviation, in points (0…`maximumRadius`).
    package var radius: CGFloat
    /// 1 leaves colours as they are, 0 makes them grey, above 1 more vivid
    /// (within `saturationRange`).
    package var saturation: Float

    /// The largest radius drawn (points): past it the blurred backdrop is
    /// an average over more than the screen's width anyway.
    package static let maximumRadius: CGFloat = 200
    /// The saturation factors drawn.
    package static let saturationRange: ClosedRange<Float> = 0...4

    /// A blur of `radius` points with `saturation`, both clamped (see the type).
    package init(radius: CGFloat, saturation: Float = 1) {
        self.radius = radius.isFinite ? min(max(radius, 0), Self.maximumRadius) : 0
        self.saturation = saturation.isFinite
            ? min(max(saturation, Self.saturationRange.lowerBound), Self.saturationRange.upperBound) : 1
    }

    /// Whether the backdrop drawn differs from the sharp one at all.
    package var changesBackdrop: Bool { radius > 0 || saturation != 1 }
}
