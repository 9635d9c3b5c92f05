import CoreAnimationModel
import CoreGraphics
import Foundation
import RenderServer

/// A `shouldRasterize` layer's subtree as its cached image draws it: the
/// items in the layer's own bounds space (points), with opacities relative
/// to the layer (its own opacity, and its ancestors', are applied when the
/// image is composited, as Apple's documentation says: "the current opacity
/// of the layer is not rasterized"), at `scale` image pixels per point.
///
/// Two subtrees that `drawsSameImage` give the same pixels, so a cached
/// image made from one can stand for the other: the layer may have moved,
/// turned, faded or changed its own timing, but nothing in it changed.
///
/// A plain value; render thread.
struct RasterizedSubtree {
    /// The layer first, then its sublayers in painter's order; the first
    /// item's mask, if any, is kept (drawn inside the image), its group
    /// opacity and rasterization are not.
    let items: [LayerDraw]
    /// Image pixels per point: the layer's `rasterizationScale`.
    let scale: CGFloat

    /// The subtree of `items.first` (its whole range), or nil when it cannot
    /// be drawn in the layer's own space: a singular transform, or a
    /// `rasterizationScale` that is not a positive finite number.
    init?(_ items: ArraySlice<LayerDraw>) {
        guard let root = items.first, let inverse = root.transform.inverse else { return nil }
        let scale = root.properties.rasterizationScale
        guard scale.isFinite, scale > 0 else { return nil }
        var local = LayerDraw.rebased(Array(items), by: inverse)
        // The clips around the layer apply where the image is composited, not
        // inside it: left out, so that moving within them (scrolling) keeps the image.
        let outer = root.clips.count
        for index in local.indices { local[index].clips.removeFirst(min(outer, local[index].clips.count)) }
        local[0].transform = CATransform3DIdentity
        local[0].properties.shouldRasterize = false
        if local[0].groupOpacity != nil {
            // The subtree's opacities are already relative to the layer's group.
            local[0].groupOpacity = nil
        } else if root.opacity > 0 {
            for index in local.indices { local[index].opacity /= root.opacity }
        }
        self.items = local
        self.scale = scale
    }

    /// The opacity the image is composited with: the layer's own and its ancestors'.
    static func compositeOpacity(of root: LayerDraw) -> Float {
        root.groupOpacity ?? root.opacity
    }

    /// Whether `other` draws the same pixels: the same layers with the same
    /// appearance, placed alike relative to the layer (transforms within a
    /// rounding error of the inverse that took them there), at the same scale.
    func drawsSameImage(as other: RasterizedSubtree) -> Bool {
        scale == other.scale && Self.same(items, other.items)
    }

    private static func same(_ a: [LayerDraw], _ b: [LayerDraw]) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) {
            guard x.id == y.id, close(CGFloat(x.opacity), CGFloat(y.opacity)), x.descendantCount == y.descendantCount,
                  x.groupOpacity == y.groupOpacity, x.tint == y.tint, x.blending == y.blending,
                  x.transition === y.transition, x.clips.count == y.clips.count,
                  close(x.transform, y.transform), same(x.mask, y.mask),
                  sameAppearance(x.properties, y.properties)
            else { return false }
            for (c, d) in zip(x.clips, y.clips) {
                guard c.bounds == d.bounds, c.cornerRadius == d.cornerRadius, c.maskedCorners == d.maskedCorners,
                      close(c.transform, d.transform)
                else { return false }
            }
        }
        return true
    }

    /// The values that place a layer (already in the item's transform) or
    /// time it are left out; everything it draws is compared.
    private static func sameAppearance(_ a: LayerProperties, _ b: LayerProperties) -> Bool {
        appearance(a) == appearance(b)
    }

    private static func appearance(_ properties: LayerProperties) -> LayerProperties {
        var p = properties
        p.position = .zero
        p.zPosition = 0
        p.anchorPoint = .zero
        p.anchorPointZ = 0
        p.transform = CATransform3DIdentity
        p.sublayerTransform = CATransform3DIdentity
        p.opacity = 1
        p.timing = MediaTimingValues()
        return p
    }

    /// Equal to within the rounding of a transform composed with its inverse.
    private static func close(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
        close(a.m11, b.m11) && close(a.m12, b.m12) && close(a.m13, b.m13) && close(a.m14, b.m14)
            && close(a.m21, b.m21) && close(a.m22, b.m22) && close(a.m23, b.m23) && close(a.m24, b.m24)
            && close(a.m31, b.m31) && close(a.m32, b.m32) && close(a.m33, b.m33) && close(a.m34, b.m34)
            && close(a.m41, b.m41) && close(a.m42, b.m42) && close(a.m43, b.m43) && close(a.m44, b.m44)
    }

    /// Equal to within a relative 1e-7 (opacities divided by an ancestor's, transforms through an inverse).
    private static func close(_ u: CGFloat, _ v: CGFloat) -> Bool {
        abs(u - v) <= 1e-7 * max(1, abs(u), abs(v))
    }
}
