import CoreAnimationValues
import CoreGraphics
import Foundation

/// What drawing needs to know about a layer, decided here once from its
/// presented values, one definition each: the planner, the walk and the GL
/// side ask these and never test the raw values again. A drawn property
/// that changes any of them is added here (and, for corners, to
/// `LayerCorners`), and the compiler leads from there.
///
/// | fact | read by |
/// |---|---|
/// | `corners` | clips (`ClipShape`), quads (`QuadInstance`): the layer program's shape and border, sprite eligibility, the opaque middle of occluders and of shadow holes, the backdrop |
/// | `drawsBorder` | the walk's border item, quads, the backdrop |
/// | `drawsBackground`, `paintsOwnPixels` | direct groups, the backdrop, drawn content's shadow |
/// | `shadowCasting` | runs' shadow casters, subtree shadows, direct groups, group extents, the GL side's shadow shapes |
/// | `dependsOnWholeSubtree` | the frame's damage and the parts of a partial redraw |
/// | `opaquePixels(scale:)` | a partial redraw's clear (`PlanPart.isCoveredOpaquely`) |
///
/// Pure; any thread.
extension LayerProperties {
    /// The layer's corners: radius, which are rounded, and the curve.
    package var corners: LayerCorners {
        withUnsafePointer(to: self) { Self.corners(at: $0) }
    }

    /// Whether the layer draws a border: a finite positive width in a colour with some alpha.
    package var drawsBorder: Bool {
        withUnsafePointer(to: self) { Self.drawsBorder(at: $0) }
    }

    /// `corners` of the values at `p`, read in place (the quad builder's
    /// form: a call from another module with the values themselves would
    /// copy them, retains and all, for every item of every frame).
    package static func corners(at p: UnsafePointer<LayerProperties>) -> LayerCorners {
        let radius = p.pointee.cornerRadius
        return LayerCorners(radius: radius, maskedCorners: p.pointee.maskedCorners,
                            curve: radius > 0 ? LayerCorners.Curve(p.pointee.cornerCurve) : .circular)
    }

    /// `drawsBorder` of the values at `p`, read in place (see `corners(at:)`).
    package static func drawsBorder(at p: UnsafePointer<LayerProperties>) -> Bool {
        let width = p.pointee.borderWidth
        return width.isFinite && width > 0 && (p.pointee.borderColor?.rgba.alpha ?? 0) > 0
    }

    /// Whether its background colour has some alpha.
    package var drawsBackground: Bool {
        (backgroundColor?.rgba.alpha ?? 0) > 0
    }

    /// Whether the layer paints pixels of its own: a background, contents or a border.
    package var paintsOwnPixels: Bool {
        drawsBackground || contents != nil || drawsBorder
    }
}

/// How a layer's shadow is made.
package enum ShadowCasting: Sendable {
    /// From `shadowPath` (filled non-zero).
    case path(CGPath)
    /// From the alpha of its whole subtree: a layer with sublayers and no `shadowPath`.
    case subtree
    /// From the alpha of its own quad (background, contents, border): the
    /// GL side draws it in closed form where that alpha is one value over
    /// circular rounded bounds, else blurs the quad.
    case ownAlpha
}

extension LayerDraw {
    /// Whether the layer's shadow can show at all: a colour with some alpha
    /// left after a finite `shadowOpacity` and the layer's opacity (each
    /// clamped to 0…1) multiply it.
    package var shadowShows: Bool {
        let shadowOpacity = properties.shadowOpacity
        // Nothing to show without opacity: the colour is not even looked at.
        guard shadowOpacity.isFinite, shadowOpacity > 0, opacity > 0, let color = properties.shadowColor else {
            return false
        }
        let opacity = min(shadowOpacity, 1) * min(self.opacity, 1)
        return Float(color.rgba.alpha) * opacity > 0
    }

    /// How the layer casts its shadow; nil when it casts none: it cannot
    /// show, its offset or radius is not finite, it masks to its bounds
    /// (Apple clips the shadow to the bounds, where an opaque layer hides
    /// it), or there is nothing to cast it from (an empty `shadowPath`,
    /// empty bounds and no sublayers).
    package var shadowCasting: ShadowCasting? {
        // Read in place: a copy of the values would retain every reference in them.
        guard shadowShows, !properties.masksToBounds, properties.shadowOffset.width.isFinite,
              properties.shadowOffset.height.isFinite, properties.shadowRadius.isFinite
        else { return nil }
        if let path = properties.shadowPath { return path.isEmpty ? nil : .path(path) }
        if descendantCount > 0 { return .subtree }
        return properties.bounds.width > 0 && properties.bounds.height > 0 ? .ownAlpha : nil
    }
}

extension LayerDraw {
    /// Whether the item's pixels depend on every item of its subtree: it
    /// has sublayers and is rasterized (one cached image of all of them) or
    /// casts their shadow. A change anywhere in such a subtree changes
    /// pixels all over it (`FrameDamage`, `DrawList.culled(to:extents:)`).
    package var dependsOnWholeSubtree: Bool {
        guard descendantCount > 0 else { return false }
        if properties.shouldRasterize { return true }
        if case .subtree? = shadowCasting { return true }
        return false
    }
}

extension LayerDraw {
    /// The target pixels (y down, `scale` pixels a point) that the item
    /// paints fully opaque whatever lay there before; nil when it cannot
    /// say so of any.
    ///
    /// Those inside its bounds, for an item drawn straight into its target
    /// (unclipped, at full opacity, not offscreen, over what lies below,
    /// untinted, not cut to an arc) that paints an opaque background with
    /// square corners and no contents of any kind, under a transform that
    /// keeps its bounds an axis-aligned rectangle. A pixel counts when its
    /// centre lies at least a whole pixel inside every edge: there the
    /// layer program's edge coverage is clamped to exactly 1, so either
    /// program writes the background's own bytes. (Half a pixel in, the
    /// coverage comes out a rounding error short of 1, which flips a
    /// channel that lies half-way between two bytes.) A border is drawn over
    /// the background, so it leaves it opaque; a shadow, under it.
    package func opaquePixels(scale: CGFloat) -> PixelRect? {
        guard opacity == 1, clips.isEmpty, !rendersOffscreen, blending == .sourceOver, tint == nil,
              strokeArc == nil, properties.contents == nil, properties.drawn == nil, properties.instanced == nil,
              properties.cornerRadius == 0 || properties.maskedCorners.isEmpty,
              let background = properties.backgroundColor, background.rgba.alpha >= 1
        else { return nil }
        let t = storedTransform.matrix
        guard t.m12 == 0, t.m21 == 0, t.m14 == 0, t.m24 == 0, t.m44 == 1, scale.isFinite, scale > 0 else {
            return nil
        }
        let bounds = properties.bounds.standardized
        let xs = ((bounds.minX * t.m11 + t.m41) * scale, (bounds.maxX * t.m11 + t.m41) * scale)
        let ys = ((bounds.minY * t.m22 + t.m42) * scale, (bounds.maxY * t.m22 + t.m42) * scale)
        let minX = min(xs.0, xs.1), maxX = max(xs.0, xs.1)
        let minY = min(ys.0, ys.1), maxY = max(ys.0, ys.1)
        // Far outside any target (or not finite): no claim rather than an overflow.
        let limit: CGFloat = 16_777_216
        guard minX < maxX, minY < maxY, max(abs(minX), abs(maxX), abs(minY), abs(maxY)) < limit else { return nil }
        // Columns x0..<x1: pixel k counts when its centre k + ½ is a pixel inside, k ≥ minX + ½ and k ≤ maxX − 1½.
        let x0 = Int((minX + 0.5).rounded(.up)), x1 = Int((maxX - 0.5).rounded(.down))
        let y0 = Int((minY + 0.5).rounded(.up)), y1 = Int((maxY - 0.5).rounded(.down))
        guard x1 > x0, y1 > y0 else { return nil }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
