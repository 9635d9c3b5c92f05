import CoreAnimationModel
import CoreGraphics
import Foundation
import RenderServer

extension DrawListCompositor {
    /// The colour a frame can be cleared to instead of drawing `item`, its
    /// first layer: nil unless the layer is an opaque, solid, square-cornered
    /// rectangle that covers every pixel of `surface`.
    ///
    /// Such a layer (typically a window's root layer with a background
    /// colour) would otherwise cost a full-target blended quad on top of the
    /// clear; its pixels are exactly the clear's, since it hides whatever was
    /// below and has no edge inside the target. What qualifies:
    ///
    /// ```
    ///   no clip, no mask, no group opacity      (drawn straight into the frame)
    ///   opacity 1, background alpha 1           (hides everything below)
    ///   no contents, no visible border, no rounded corner
    ///   transform: axis-aligned and affine, bounds covering the whole surface
    /// ```
    ///
    /// Its sublayers are drawn as usual; only the layer's own quad is skipped.
    static func backdropColor(of item: LayerDraw, on surface: CompositingSurface) -> PremultipliedColor? {
        let p = item.properties
        guard !item.rendersOffscreen, item.clips.isEmpty, item.opacity >= 1, p.contents == nil,
              p.cornerRadius <= 0 || p.maskedCorners.isEmpty,
              p.borderWidth <= 0 || (p.borderColor?.alpha ?? 0) <= 0,
              let background = p.backgroundColor, background.alpha >= 1
        else { return nil }
        // Bounds space → the surface's clip space; axis-aligned means only
        // x → x and y → y scale (the z terms do not move flattened layers).
        let toClip = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeTranslation(p.bounds.minX, p.bounds.minY, 0), item.transform),
            surface.rootToClip)
        guard toClip.isFinite, toClip.m12 == 0, toClip.m21 == 0, toClip.m14 == 0, toClip.m24 == 0, toClip.m44 == 1
        else { return nil }
        let x = [toClip.m41, p.bounds.width * toClip.m11 + toClip.m41]
        let y = [toClip.m42, p.bounds.height * toClip.m22 + toClip.m42]
        guard x.min()! <= -1, x.max()! >= 1, y.min()! <= -1, y.max()! >= 1 else { return nil }
        return PremultipliedColor(background)
    }
}
