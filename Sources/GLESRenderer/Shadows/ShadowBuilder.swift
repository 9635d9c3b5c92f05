import CoreAnimationValues
import CoreGraphics
import Foundation
import RenderServer

/// Decides which drawn layers cast a shadow, of what shape, and how it is drawn.
///
/// **Readings pinned here** (Apple documents the properties, not the maths):
/// - The shadow lives in the layer's own space: `shadowOffset` moves it along
///   the layer's bounds axes and the blur and shape follow the layer's
///   transform. For an untransformed layer in an unflipped (iOS) tree +y is
///   down on screen, so the default offset (0, −3) puts the shadow 3 points
///   *above* the layer, as on iOS; a geometry-flipped tree turns it down, as
///   on macOS.
/// - `shadowRadius` is the standard deviation σ of the Gaussian blur, as on
///   iOS: WebKit hands a CSS `drop-shadow()` standard deviation straight to
///   `shadowRadius`, and design tools convert a CSS blur (2σ) to
///   `shadowRadius = blur / 2`. (`CGContext.setShadow(offset:blur:)` is
///   another matter: its `blur` is read as 2σ.)
/// - The colour is `shadowColor` (its alpha included) × `shadowOpacity` × the
///   layer's accumulated opacity.
///
/// **Shapes.** Whether and from what a layer casts its shadow is the render
/// server's (`LayerDraw.shadowCasting`): `shadowPath` (filled non-zero,
/// drawn by the general, blurred-texture path), or the layer's own alpha.
/// When that alpha is one value over the whole rounded bounds (a
/// background, with or without an opaque image covering the bounds, and a
/// border that does not change the alpha) the closed form draws it, with
/// continuous corners as the circular ones that cut the same area
/// (`LayerCorners.circularEquivalent`: within 0.016 radii of the curve,
/// before a blur of σ); other layers (a translucent image, a border alone,
/// an image on a clear background) take the general path from the layer
/// quad itself.
///
/// **Not here:** a layer with sublayers (or drawn content with sublayers)
/// and no `shadowPath` casts the shadow of its composited subtree, planned
/// by the render server (`FramePlanner+SubtreeShadows.swift`) and made by
/// the executor (`FramePlanExecutor+Shadows.swift`).
///
/// Pure; safe on any thread.
package enum ShadowBuilder {
    /// What a shadow's alpha is made from.
    package enum Shape: Equatable {
        /// The layer's rounded bounds, of one alpha throughout: the closed form.
        case roundedRect(alpha: Float)
        /// `shadowPath`, in the layer's bounds coordinates.
        case path(CGPath)
        /// The layer quad's own alpha (background, contents, border).
        case layerAlpha
    }

    /// The Gaussian's standard deviation for a `shadowRadius`.
    package static func sigma(shadowRadius radius: CGFloat) -> CGFloat {
        radius.isFinite ? max(0, radius) : 0
    }

    /// The shadow colour of `item`, premultiplied, before any shape alpha;
    /// nil when the shadow cannot show (no colour, zero opacity).
    package static func color(of item: LayerDraw) -> PremultipliedColor? {
        let p = item.properties
        guard let shadowColor = p.shadowColor, p.shadowOpacity.isFinite else { return nil }
        let opacity = min(max(p.shadowOpacity, 0), 1) * min(max(item.opacity, 0), 1)
        var color = PremultipliedColor(shadowColor)
        color.red *= opacity
        color.green *= opacity
        color.blue *= opacity
        color.alpha *= opacity
        return color.alpha > 0 ? color : nil
    }

    /// The shape of `item`'s shadow when it casts one from a path or its own
    /// alpha (`LayerDraw.shadowCasting`); nil otherwise.
    ///
    /// - Parameters:
    ///   - instance: the item's layer quad (`QuadInstanceBuilder`).
    ///   - images: the images its contents index.
    package static func shape(of item: LayerDraw, instance: QuadInstance, images: [CGImage]) -> Shape? {
        switch item.shadowCasting {
        case .path(let path)?:
            return .path(path)
        case .ownAlpha?:
            guard let alpha = uniformAlpha(of: instance, images: images) else { return .layerAlpha }
            return alpha > 0 ? .roundedRect(alpha: alpha) : nil
        case .subtree?, nil:
            return nil
        }
    }

    /// The alpha of the layer quad over its whole rounded bounds when it is
    /// one value there; nil when it varies (contents with alpha on a
    /// translucent background, an image that does not cover the bounds, a
    /// border of another alpha, an image that keeps square corners in rounded bounds).
    package static func uniformAlpha(of instance: QuadInstance, images: [CGImage]) -> Float? {
        var alpha = min(max(instance.backgroundColor.alpha, 0), 1)
        if let contents = instance.contents {
            if contents.isDrawnApart(in: instance) { return nil }
            guard contents.textureIndex >= 0, contents.textureIndex < images.count else { return alpha }
            let image = images[contents.textureIndex]
            let bounds = CGRect(origin: .zero, size: instance.size)
            if image.isOpaque && contents.destination.standardized.contains(bounds) {
                alpha = 1
            } else if alpha < 1 {
                return nil
            }
        }
        if instance.borderWidth > 0, instance.borderColor.alpha > 0, alpha < 1 {
            return nil
        }
        return alpha
    }

    /// The part of layer space that `item` covers with opaque pixels right
    /// after its shadow: an octagon, its bounds inset by a pixel and a half
    /// of anti-aliasing (measured at the bounds' corner where a pixel spans
    /// the most layer units, so perspective is fine) with each corner cut
    /// along a chord between the points where its arc begins, moved in by
    /// that inset (`cornerCut`: how far from the rectangle's corners along
    /// both sides; the longer of the two axes' cuts, which the ring draws
    /// at 45°). Nil unless the layer is opaque over its rounded bounds,
    /// fully opaque (opacity 1), unmasked and in front of the eye.
    ///
    /// - Parameters:
    ///   - targetWidth: the target's size in pixels, which `instance.transform` maps onto.
    package static func opaqueInterior(of item: LayerDraw, instance: QuadInstance, images: [CGImage],
                                       targetWidth: Int, targetHeight: Int) -> (rect: CGRect, cornerCut: CGFloat)? {
        guard item.opacity >= 1, instance.opacity >= 1, item.mask.isEmpty,
              uniformAlpha(of: instance, images: images).map({ $0 >= 1 }) == true,
              let units = NinePatch.unitsPerPixel(
                size: instance.size, toClip: instance.transform, width: targetWidth, height: targetHeight)
        else { return nil }
        let size = instance.size
        // The chord between where each corner's curve meets the sides lies inside it, for either curve.
        let radius = instance.corners.reach(in: size)
        let inset = CGSize(width: 1.5 * units.x, height: 1.5 * units.y)
        let interior = CGRect(origin: .zero, size: size).insetBy(dx: inset.width, dy: inset.height)
        guard !interior.isNull, !interior.isEmpty else { return nil }
        // Each axis's cut meets the sides where the arc begins, (e, r) and
        // (r, e) in the corner's own axes: the chord lies inside the circle
        // shrunk by the inset, and its ends are the inset away from the arc.
        // The longer of the two keeps a corner piece between it and the
        // outer 45° cut convex under a non-uniform scale (`ringHole`).
        return (interior, max(0, radius - min(inset.width, inset.height)))
    }

    /// Where `point` of layer space lands in the target's pixels (y down);
    /// nil behind the eye.
    package static func pixelPoint(_ point: CGPoint, toClip t: CATransform3D, width: Int, height: Int) -> CGPoint? {
        let x = point.x * t.m11 + point.y * t.m21 + t.m41
        let y = point.x * t.m12 + point.y * t.m22 + t.m42
        let w = point.x * t.m14 + point.y * t.m24 + t.m44
        guard w > 1e-6 else { return nil }
        return CGPoint(x: (x / w + 1) / 2 * CGFloat(width), y: (1 - y / w) / 2 * CGFloat(height))
    }

    /// The pixel-space bounding box of `rect` (layer space) through `toClip`;
    /// `.infinite` when a corner is behind the eye.
    package static func pixelBounds(of rect: CGRect, toClip t: CATransform3D, width: Int, height: Int) -> CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for corner in [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)] {
            guard let p = pixelPoint(corner, toClip: t, width: width, height: height) else { return .infinite }
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return .infinite }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Pixels per layer unit around `point`: the square root of the area
    /// scale of the mapping there (1 where it cannot be measured).
    package static func pixelsPerUnit(at point: CGPoint, toClip t: CATransform3D, width: Int, height: Int) -> CGFloat {
        guard let o = pixelPoint(point, toClip: t, width: width, height: height),
              let x = pixelPoint(CGPoint(x: point.x + 1, y: point.y), toClip: t, width: width, height: height),
              let y = pixelPoint(CGPoint(x: point.x, y: point.y + 1), toClip: t, width: width, height: height)
        else { return 1 }
        let area = abs((x.x - o.x) * (y.y - o.y) - (x.y - o.y) * (y.x - o.x))
        return area.isFinite && area > 1e-12 ? area.squareRoot() : 1
    }
}
