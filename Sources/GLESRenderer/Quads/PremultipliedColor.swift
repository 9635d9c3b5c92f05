import CoreGraphics

/// An RGBA colour whose red, green and blue are already multiplied by alpha,
/// components in 0…1 — the form the layer program blends.
///
/// A plain value; safe on any thread.
package struct PremultipliedColor: Hashable, Sendable {
    package var red: Float
    package var green: Float
    package var blue: Float
    package var alpha: Float

    /// A colour from premultiplied components.
    package init(red: Float, green: Float, blue: Float, alpha: Float) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from straight (unpremultiplied) components.
    package init(straightRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: red * alpha, green: green * alpha, blue: blue * alpha, alpha: alpha)
    }

    /// A colour from a `CGColor` (RGB or grey), premultiplied here.
    package init(_ color: CGColor) {
        let c = color.rgba
        self.init(straightRed: Float(c.red), green: Float(c.green), blue: Float(c.blue), alpha: Float(c.alpha))
    }

    package static let clear = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0)
    package static let black = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 1)
    package static let white = PremultipliedColor(red: 1, green: 1, blue: 1, alpha: 1)
}
