import CoreAnimationValues
import CoreGraphics
import Foundation

extension FramePlanner {
    /// Whether a frame can be cleared to `item`'s background colour instead
    /// of drawing it, its first layer: only when the layer is an opaque,
    /// solid, square-cornered rectangle that covers every pixel of a
    /// `width` × `height` frame at `scale` pixels per point.
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
    package static func isBackdrop(_ item: LayerDraw, width: Int, height: Int, scale: CGFloat) -> Bool {
        let p = item.properties
        guard !item.rendersOffscreen, item.clips.isEmpty, item.opacity >= 1, p.contents == nil,
              !p.corners.isRounded, !p.drawsBorder, (p.backgroundColor?.rgba.alpha ?? 0) >= 1
        else { return false }
        // Bounds space → the frame's pixels; axis-aligned means only
        // x → x and y → y scale (the z terms do not move flattened layers).
        let toPixels = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeTranslation(p.bounds.minX, p.bounds.minY, 0), item.transform),
            CATransform3DMakeScale(scale, scale, 1))
        guard toPixels.isFinite, toPixels.m12 == 0, toPixels.m21 == 0, toPixels.m14 == 0, toPixels.m24 == 0,
              toPixels.m44 == 1
        else { return false }
        let x = [toPixels.m41, p.bounds.width * toPixels.m11 + toPixels.m41]
        let y = [toPixels.m42, p.bounds.height * toPixels.m22 + toPixels.m42]
        return x.min()! <= 0 && x.max()! >= CGFloat(width) && y.min()! <= 0 && y.max()! >= CGFloat(height)
    }
}
