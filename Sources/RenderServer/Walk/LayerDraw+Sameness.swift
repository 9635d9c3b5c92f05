import CoreAnimationValues
import CoreGraphics

extension LayerDraw {
    /// Whether two lists of items, each in its own space, draw the same
    /// pixels there: what a cached image of a subtree (a rasterized layer's,
    /// a subtree's shadow) is kept by.
    ///
    /// The same layers with the same appearance, placed alike: transforms
    /// and opacities within the rounding of an inverse that took them into
    /// that space (a relative 1e-7), clips, masks, tints and blending. The
    /// values that place a layer (already in its item's transform) or time
    /// it are left out, so a subtree that moved, turned or changed its own
    /// timing as a whole stays the same. A running transition is the same
    /// only as the very same snapshot. Pure; safe on any thread.
    ///
    /// - Complexity: O(items), masks and clips included.
    package static func drawTheSame(_ a: [LayerDraw], _ b: [LayerDraw]) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) {
            guard x.id == y.id, close(CGFloat(x.opacity), CGFloat(y.opacity)), x.descendantCount == y.descendantCount,
                  x.groupOpacity == y.groupOpacity, x.tint == y.tint, x.blending == y.blending,
                  x.transition === y.transition, x.clips.count == y.clips.count,
                  close(x.transform, y.transform), drawTheSame(x.mask, y.mask),
                  x.properties.appearance == y.properties.appearance
            else { return false }
            for (c, d) in zip(x.clips, y.clips) {
                guard c.bounds == d.bounds, c.corners == d.corners,
                      close(c.transform, d.transform)
                else { return false }
            }
        }
        return true
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

extension LayerProperties {
    /// These values without those that place a layer (position, anchor
    /// point, z, transforms: drawing reads them through the item's
    /// transform), its own opacity (in the item's) and its timing: what
    /// `LayerDraw.drawTheSame` compares.
    fileprivate var appearance: LayerProperties {
        var p = self
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
}
