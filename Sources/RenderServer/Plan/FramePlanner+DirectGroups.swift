import CoreAnimationValues
import CoreGraphics
import Foundation

/// Group opacity without an offscreen image, where it changes no pixel.
///
/// A group's image at opacity g, composited over the frame, equals its
/// layers drawn one by one with their opacities times g wherever no two of
/// them cover the same pixel: each pixel then sees one layer either way,
/// and a layer's own background, contents and border blend inside one
/// fragment, so scaling its output by g is scaling its image by g. So a
/// group whose layers' pixel extents are pairwise disjoint is drawn
/// directly. Anything that overlaps within the group keeps the image: a
/// shadow (it lies under its own layer), a nested mask or group, or two
/// extents that touch (extents are grown by a pixel for anti-aliased
/// edges, so touching counts as overlapping).
///
/// - Note: Pure functions; the render thread calls them while planning.
extension FramePlanner {
    /// Groups of more layers than this always take the image (the check is quadratic).
    package static let directGroupLimit = 32

    /// The subtree `items` (its root first, carrying `groupOpacity`) with the
    /// group's opacity moved onto each layer, when that draws the same
    /// pixels as the group's image; nil when the image is needed.
    ///
    /// - Complexity: O(layers²) for at most `directGroupLimit` layers.
    package static func directGroup(_ items: ArraySlice<LayerDraw>, scale: CGFloat) -> [LayerDraw]? {
        guard let root = items.first, root.groupOpacity != nil, root.mask.isEmpty,
              items.count <= directGroupLimit
        else { return nil }
        var extents: [PixelRect] = []
        for (offset, item) in items.enumerated() {
            if offset > 0, item.rendersOffscreen { return nil }
            if item.shadowCasting != nil { return nil }
            // A layer without background, contents or border paints no pixel of its own.
            guard item.properties.paintsOwnPixels, let rect = drawnRect(item) else { continue }
            guard let extent = pixelExtent(of: rect, through: item.transform, scale: scale) else { return nil }
            if extents.contains(where: { !$0.intersection(extent).isEmpty }) { return nil }
            extents.append(extent)
        }
        return withoutGroupImage(items)
    }

    /// The subtree `items` (its root first) drawn without its group image:
    /// the root's `groupOpacity` moved onto each of its layers, and onto the
    /// group opacity of the groups nested in it (whose layers carry
    /// opacities relative to them, and stay so). Masks, rasterization and
    /// transitions inside keep their images. The items as they are when the
    /// root has no group opacity.
    ///
    /// - Complexity: O(layers in the subtree).
    package static func withoutGroupImage(_ items: ArraySlice<LayerDraw>) -> [LayerDraw] {
        var direct = Array(items)
        guard let opacity = direct.first?.groupOpacity else { return direct }
        direct[0].groupOpacity = nil
        var index = 0
        while index < direct.count {
            if index > 0, let nested = direct[index].groupOpacity {
                direct[index].groupOpacity = nested * opacity
                index += 1 + max(0, direct[index].descendantCount)
                continue
            }
            direct[index].opacity *= opacity
            index += 1
        }
        return direct
    }
}
