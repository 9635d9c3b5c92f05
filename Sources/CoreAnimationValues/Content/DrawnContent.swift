import Foundation

/// The description of pixels a layer class draws from its own properties
/// rather than from `contents`: a shape layer's path, a gradient layer's
/// colours, a text layer's string.
///
/// Stored in `LayerProperties.drawn` (nil for every other layer, which then
/// pays one word for it), carried by commits, animated by key path on both
/// threads, and rasterized by the render server at the scale the layer is
/// shown at. Indirect, so that copying a layer's values copies a pointer.
/// A value type: safe on any thread.
package indirect enum DrawnContent: Sendable, Equatable {
    case shape(ShapeDrawing)
    case gradient(GradientDrawing)
    case text(TextDrawing)

    /// Whether `a` and `b` are both nil or both the same kind of drawing.
    package static func sameKind(_ a: DrawnContent?, _ b: DrawnContent?) -> Bool {
        switch (a, b) {
        case (nil, nil), (.shape, .shape), (.gradient, .gradient), (.text, .text): return true
        default: return false
        }
    }
}

extension LayerProperties {
    /// The shape layer values; a default shape when the layer is not a shape layer.
    /// Setting it makes the layer draw a shape.
    package var shapeDrawing: ShapeDrawing {
        get { if case .shape(let shape) = drawn { return shape } else { return ShapeDrawing() } }
        set { drawn = .shape(newValue) }
    }

    /// The gradient layer values; a default gradient when the layer is not a gradient layer.
    /// Setting it makes the layer draw a gradient.
    package var gradientDrawing: GradientDrawing {
        get { if case .gradient(let gradient) = drawn { return gradient } else { return GradientDrawing() } }
        set { drawn = .gradient(newValue) }
    }

    /// The text layer values; a default text when the layer is not a text layer.
    /// Setting it makes the layer draw text.
    package var textDrawing: TextDrawing {
        get { if case .text(let text) = drawn { return text } else { return TextDrawing() } }
        set { drawn = .text(newValue) }
    }
}
