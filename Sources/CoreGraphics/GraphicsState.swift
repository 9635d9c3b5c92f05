import Foundation

/// The graphics state a `CGContext` saves and restores, apart from the clip
/// (which Cairo keeps): a plain value copied by `saveGState()`.
struct GraphicsState {
    /// Straight (not premultiplied) colour components in 0...1.
    struct RGBA: Equatable {
        var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

        static let black = RGBA(red: 0, green: 0, blue: 0, alpha: 1)

        init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            func unit(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(value, 0), 1) }
            self.red = unit(red); self.green = unit(green); self.blue = unit(blue); self.alpha = unit(alpha)
        }

        init(_ color: CGColor) {
            let c = color.rgba
            self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        }
    }

    /// How lines are stroked; lengths are in user space at the time of stroking.
    struct StrokeStyle: Equatable {
        var lineWidth: CGFloat = 1
        var lineCap: CGLineCap = .butt
        var lineJoin: CGLineJoin = .miter
        var miterLimit: CGFloat = 10
        var dashPhase: CGFloat = 0
        /// Empty for a solid line.
        var dashLengths: [CGFloat] = []
    }

    /// A shadow cast by everything drawn; offset and blur in device space.
    struct Shadow: Equatable {
        /// Device pixels, y up as in the context's base space.
        var offset: CGSize
        var blur: CGFloat
        var color: RGBA
    }

    var ctm: CGAffineTransform = .identity
    var fillColor: RGBA = .black
    var strokeColor: RGBA = .black
    var stroke = StrokeStyle()
    var alpha: CGFloat = 1
    var blendMode: CGBlendMode = .normal
    var shouldAntialias = true
    var interpolationQuality: CGInterpolationQuality = .default
    var shadow: Shadow?
}
