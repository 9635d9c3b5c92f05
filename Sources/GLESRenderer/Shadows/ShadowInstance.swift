import CoreAnimationValues
import Foundation

/// One layer shadow as the shadow program draws it: plain values, resolved
/// by `ShadowBuilder` from the layer's presented shadow properties.
///
/// Layer space is the casting layer's bounds space with the bounds' top-left
/// at (0, 0), y down, as for `QuadInstance`; the shadow's offset and blur are
/// in that space and follow the layer's transform.
///
/// A plain value; safe to build on any thread. The texture name, when there
/// is one, is only valid during the frame it was made for.
package struct ShadowInstance: Equatable, Sendable {
    /// Layer space → homogeneous clip space (row vectors, as `CATransform3D`).
    package var transform: CATransform3D
    /// The closed form: the shadow's rounded rectangle, `shadowOffset`
    /// applied. Textured: where the blurred texture lands, offset applied.
    package var shape: CGRect
    /// Closed form only: the rounded corners (circular: the closed form
    /// draws no other curve, `ShadowBuilder.shape`), by their reach in `shape`.
    package var corners: LayerCorners
    /// The Gaussian's standard deviation in layer units (closed form only;
    /// a texture is already blurred). Must be positive: `ShadowBuilder` adds
    /// a fraction of a pixel so that even a sharp shadow is anti-aliased.
    package var sigma: CGFloat
    /// The shadow colour times `shadowOpacity` times the layer's accumulated
    /// opacity (and, for a uniformly translucent layer, its alpha); premultiplied.
    package var color: PremultipliedColor
    /// The blurred alpha to draw, for content- and path-shaped shadows; nil
    /// for the closed form.
    package var texture: GLTextureName?
    /// Layer space the casting layer covers with opaque pixels right after
    /// the shadow: left undrawn (clamped to the quad). Nil draws everything.
    package var hole: CGRect?
    /// How far from each corner of `hole` along both its sides the hole's
    /// corners are cut at 45° (layer units): the hole is an octagon inside a
    /// rounded layer. Zero keeps it a rectangle.
    package var holeCornerCut: CGFloat = 0
    /// Where the shadow lies in the draw's depth order (nearer is smaller):
    /// just behind its layer, so that the layer's own opaque inside hides
    /// it; read only under the depth test. 0 by default.
    package var depth: Float = 0

    package init(
        transform: CATransform3D, shape: CGRect, corners: LayerCorners = .square,
        sigma: CGFloat, color: PremultipliedColor, texture: GLTextureName? = nil, hole: CGRect? = nil
    ) {
        self.transform = transform
        self.shape = shape
        self.corners = corners
        self.sigma = sigma
        self.color = color
        self.texture = texture
        self.hole = hole
    }

    /// How far the closed-form quad reaches beyond `shape`: to where the
    /// Gaussian's tail, times the shadow's alpha, is below half a level of
    /// 8-bit alpha (so every pixel left out would have been drawn as 0):
    /// 3σ for an opaque shadow, about 2.7σ at alpha 0.5, less for fainter
    /// ones (`tailReach`).
    package var margin: CGFloat {
        guard texture == nil else { return 0 }
        // Alpha rounded up to the next of 255 levels (a reach at least as far),
        // looked up; a non-finite alpha reaches as far as an opaque one.
        let alpha = color.alpha.isFinite ? min(max(color.alpha, 0), 1) : 1
        let level = Int((alpha * 255).rounded(.up))
        return Self.tailReaches[level] * sigma
    }

    /// `tailReach` at each alpha level k / 255.
    private static let tailReaches: [CGFloat] = (0...255).map { tailReach(alpha: Float($0) / 255) }

    /// The z (in σ) beyond which one side's Gaussian tail, Φ(−z), times
    /// `alpha` is under half a level of 255: at most 3, at least 1.
    static func tailReach(alpha: Float) -> CGFloat {
        let limit = 0.5 / (255 * Double(min(max(alpha, 1e-6), 1)))
        guard limit < 0.5 * erfc(1 / 2.0.squareRoot()) else { return 1 }
        var low = 1.0, high = 3.0
        guard 0.5 * erfc(high / 2.0.squareRoot()) < limit else { return 3 }
        for _ in 0..<16 {
            let middle = (low + high) / 2
            if 0.5 * erfc(middle / 2.0.squareRoot()) < limit { high = middle } else { low = middle }
        }
        return CGFloat(high)
    }

    /// The quad the program covers, in layer space.
    package var coveredRect: CGRect { shape.insetBy(dx: -margin, dy: -margin) }

    /// The hole as the ring is drawn (`shadow_quad.vert`): `hole` cut to the
    /// quad, with its corner cut grown where the outer
    /// octagon's cut corners would otherwise reach past it; nil when none is
    /// left (the ring then covers the whole octagon). The strip pairs the
    /// octagons' vertices in order, so the inner octagon must lie inside the
    /// outer one and each corner piece must be convex, or some pixels are
    /// blended twice:
    /// - an offset larger than the margin moves the quad off part of the
    ///   layer, past which the hole is cut;
    /// - a corner piece between the outer 45° cut and a chord of another
    ///   slope can bend inwards: the hole's chord is at 45° too (one cut for
    ///   both sides, `ShadowBuilder.opaqueInterior`).
    /// Shrinking the hole is always safe; it only shades more.
    var ringHole: (rect: CGRect, cornerCut: CGFloat)? {
        guard let hole = hole?.standardized, !hole.isNull, hole.minX.isFinite, hole.minY.isFinite,
              hole.width.isFinite, hole.height.isFinite
        else { return nil }
        let quad = coveredRect.standardized
        let rect = hole.intersection(quad)
        guard !rect.isNull, rect.width > 0, rect.height > 0 else { return nil }
        var cut = holeCornerCut.isFinite ? max(0, holeCornerCut) : 0
        let margin = self.margin
        if margin > 0 {
            // The outer cut of each corner, as the vertex shader makes it, and
            // how far the hole's corner already sits in from the quad's.
            let radius = corners.reach(in: shape.standardized.size)
            func reach(_ mask: CACornerMask, _ dx: CGFloat, _ dy: CGFloat) {
                // Its legs (r + margin)(2 − √2) never reach half the quad (r is at most half the shape).
                let outer = ((corners.maskedCorners.contains(mask) ? radius : 0) + margin) * (2 - 2.0.squareRoot())
                // The hole's chord ends at (dx, dy + cut) and (dx + cut, dy) from
                // the quad's corner; both must lie past the outer cut, x + y ≥
                // outer, with a little to spare for the shader's single precision.
                cut = max(cut, outer - dx - dy + 1e-3)
            }
            reach(.layerMinXMinYCorner, rect.minX - quad.minX, rect.minY - quad.minY)
            reach(.layerMaxXMinYCorner, quad.maxX - rect.maxX, rect.minY - quad.minY)
            reach(.layerMinXMaxYCorner, rect.minX - quad.minX, quad.maxY - rect.maxY)
            reach(.layerMaxXMaxYCorner, quad.maxX - rect.maxX, quad.maxY - rect.maxY)
        }
        // The shader cuts at most half the hole each way; a shorter leg on one
        // axis would move the chord out past the layer's corner.
        guard cut <= min(rect.width, rect.height) / 2 else { return nil }
        return (rect, cut)
    }

    /// Every number the program reads is finite, the shape is not empty, and
    /// a closed-form shadow has a positive σ.
    var isDrawable: Bool {
        let t = transform
        let matrix = t.m11.isFinite && t.m12.isFinite && t.m13.isFinite && t.m14.isFinite
            && t.m21.isFinite && t.m22.isFinite && t.m23.isFinite && t.m24.isFinite
            && t.m31.isFinite && t.m32.isFinite && t.m33.isFinite && t.m34.isFinite
            && t.m41.isFinite && t.m42.isFinite && t.m43.isFinite && t.m44.isFinite
        let values = shape.origin.x.isFinite && shape.origin.y.isFinite && shape.width.isFinite
            && shape.height.isFinite && corners.radius.isFinite && sigma.isFinite
        return matrix && values && shape.width > 0 && shape.height > 0 && color.alpha > 0
            && (texture != nil || sigma > 0)
    }
}
