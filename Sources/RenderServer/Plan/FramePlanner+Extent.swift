import CoreAnimationValues
import CoreGraphics
import Foundation

extension FramePlanner {
    /// The frame pixels an offscreen group can touch, inside `parent`: the
    /// union of its layers' drawn extents, cut to the mask's extent (nothing
    /// shows outside the mask), to the clips around the group, and to the
    /// parent surface, its origin moved to even pixels. Nil when that is empty.
    ///
    /// - Complexity: O(layers in the group and its mask).
    package static func groupExtent(
        _ items: ArraySlice<LayerDraw>, mask: [LayerDraw], clips: [ClipShape], parent: PixelRect, scale: CGFloat
    ) -> PixelRect? {
        var extent = drawnExtent(items, scale: scale) ?? parent
        if !mask.isEmpty {
            extent = extent.intersection(drawnExtent(mask[...], scale: scale) ?? parent)
        }
        extent = extent.intersection(parent)
        for clip in clips where !extent.isEmpty {
            if let clipped = pixelExtent(of: clip.bounds, through: clip.transform, scale: scale) {
                extent = extent.intersection(clipped)
            }
        }
        guard !extent.isEmpty else { return nil }
        // Start on an even pixel: the GPU shades 2×2 pixel quads and the layer
        // program's anti-aliasing reads derivatives across them, so keeping
        // the frame's quad alignment draws the same pixels as drawing directly.
        let x = extent.x & ~1, y = extent.y & ~1
        return PixelRect(x: x, y: y, width: extent.width + extent.x - x, height: extent.height + extent.y - y)
    }

    /// The union of the items' pixel extents; nil when one is unbounded
    /// (part of it lies behind the eye).
    package static func drawnExtent(_ items: ArraySlice<LayerDraw>, scale: CGFloat) -> PixelRect? {
        var extent = PixelRect(x: 0, y: 0, width: 0, height: 0)
        for item in items {
            guard let rect = drawnRect(item) else { continue }
            guard let pixels = pixelExtent(of: rect, through: item.transform, scale: scale) else { return nil }
            extent = extent.union(pixels)
        }
        return extent
    }

    /// What a layer can paint, in its bounds space: its bounds, its image
    /// where `contentsGravity` puts it past them (without `masksToBounds`),
    /// and the shape of the shadow it casts grown by the blur and moved by
    /// the offset (either way, as flipped geometry may turn it). Nil when
    /// its bounds are empty and it has no image or shadow past them.
    package static func drawnRect(_ item: LayerDraw) -> CGRect? {
        // Read in place: a copy of the values would retain every reference in them.
        var rect = item.properties.bounds.standardized
        if rect.isEmpty { rect = .null }
        if !item.properties.masksToBounds, let image = item.properties.contents?.image, !rect.isNull {
            let destination = ContentsLayout.destination(
                gravity: item.properties.rare.contentsGravity, imagePixels: CGSize(width: image.width, height: image.height),
                contentsRect: item.properties.rare.contentsRect, contentsScale: item.properties.contentsScale,
                bounds: item.properties.bounds, contentsAreFlipped: false).standardized
            if destination.width.isFinite, destination.height.isFinite, !destination.isEmpty {
                rect = rect.union(destination)
            }
        }
        if item.shadowCasting != nil {
            let shape = item.properties.rare.shadowPath?.boundingBox ?? item.properties.bounds.standardized
            if !shape.isNull {
                // Three standard deviations (σ = shadowRadius) and a pixel.
                let reach = 3 * abs(item.properties.shadowRadius) + 1
                let offset = item.properties.shadowOffset
                let shadow = shape.insetBy(dx: -(reach + abs(offset.width)), dy: -(reach + abs(offset.height)))
                rect = rect.union(shadow)
            }
        }
        return rect.isNull || rect.isEmpty ? nil : rect
    }

    /// The whole pixels `rect` (in a layer's space) covers through `transform`
    /// (to root points) and `scale`, grown by one pixel for anti-aliased
    /// edges; nil when a corner is behind the eye or not finite.
    package static func pixelExtent(of rect: CGRect, through transform: CATransform3D, scale: CGFloat) -> PixelRect? {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ]
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for corner in corners {
            let t = transform
            let w = corner.x * t.m14 + corner.y * t.m24 + t.m44
            guard w > 1e-6 else { return nil }
            let x = (corner.x * t.m11 + corner.y * t.m21 + t.m41) / w * scale
            let y = (corner.x * t.m12 + corner.y * t.m22 + t.m42) / w * scale
            guard x.isFinite, y.isFinite else { return nil }
            minX = min(minX, x); minY = min(minY, y)
            maxX = max(maxX, x); maxY = max(maxY, y)
        }
        // Far outside any target: treat as unbounded rather than overflow Int.
        let limit: CGFloat = 16_777_216
        guard max(abs(minX), abs(minY), abs(maxX), abs(maxY)) < limit else { return nil }
        let x0 = Int(minX.rounded(.down)) - 1, y0 = Int(minY.rounded(.down)) - 1
        let x1 = Int(maxX.rounded(.up)) + 1, y1 = Int(maxY.rounded(.up)) + 1
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
