import Foundation

/// What a `CAGradientLayer` draws over its bounds: colour stops along an
/// axis, a radius or an angle, with Apple's defaults (no colours, stops
/// spread evenly, axial from the top centre to the bottom centre in unit
/// coordinates of the bounds).
///
/// A value type: safe on any thread.
package struct GradientDrawing: Sendable, Equatable {
    /// The stop colours; nil or empty draws nothing.
    package var colors: [CGColor]?
    /// Each stop's place in [0, 1]; nil spreads the stops evenly.
    package var locations: [Double]?
    package var startPoint = CGPoint(x: 0.5, y: 0)
    package var endPoint = CGPoint(x: 0.5, y: 1)
    package var type: CAGradientLayerType = .axial

    package init() {}
}
