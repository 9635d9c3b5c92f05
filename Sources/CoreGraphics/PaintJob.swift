import Foundation

/// One drawing operation of a `CGContext`, complete in itself: the area it
/// covers, what it paints there, and the graphics state it draws with.
///
/// A plain value built by `CGContext` and carried out by ``CairoCanvas``.
struct PaintJob {
    /// The area painted.
    enum Shape {
        /// The inside of a path given in device space (y up), by `rule`.
        case fill([PathElement], CGPathFillRule)
        /// The stroke of a path given in device space (y up); the style's
        /// lengths are in user space.
        case stroke([PathElement], GraphicsState.StrokeStyle)
        /// Everything the clip lets through.
        case everywhere
    }

    /// What the covered area is painted with.
    enum Paint {
        case color(GraphicsState.RGBA)
        /// The image scaled into `rect` (user space), its top row at `rect.maxY`;
        /// repeated in every direction when `tiled`.
        case image(CGImage, rect: CGRect, quality: CGInterpolationQuality, tiled: Bool)
        case linearGradient(CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions)
        case radialGradient(
            CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
            options: CGGradientDrawingOptions)
        /// Transparent black replacing what is there; alpha, blend mode and shadow are ignored.
        case clear
    }

    var shape: Shape
    var paint: Paint
    /// User space to device space (y up, origin at the bottom-left corner).
    var ctm: CGAffineTransform
    var alpha: CGFloat
    var blendMode: CGBlendMode
    var antialias: Bool
    var shadow: GraphicsState.Shadow?

    /// True when every point of the shape is finite.
    var hasFiniteGeometry: Bool {
        switch shape {
        case .fill(let elements, _), .stroke(let elements, _):
            return elements.allSatisfy { $0.storedPoints.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
        case .everywhere:
            return true
        }
    }
}
