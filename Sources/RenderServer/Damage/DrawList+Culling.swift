import CoreAnimationValues
import CoreGraphics
import Foundation

extension DrawList {
    /// The frame pixels each item's subtree can paint (each item's
    /// `FramePlanner.drawnRect` through its transform, one pixel of
    /// anti-aliasing, cut to its clips, joined over the subtree, with the
    /// reach of a shadow cast by the subtree). Nil where a pixel extent
    /// cannot be had (partly behind the eye). What `culled(to:extents:)` reads.
    ///
    /// - Complexity: O(items × clips).
    package func pixelExtents(scale: CGFloat) -> [PixelRect?] {
        var extents: [PixelRect?] = items.withUnsafeBufferPointer { items in
            items.indices.map { DrawList.extent(of: items.baseAddress! + $0, scale: scale) }
        }
        // From the last item back: a layer's extent takes in its sublayers', already whole.
        for index in items.indices.reversed() where items[index].descendantCount > 0 {
            let end = Swift.min(index + items[index].descendantCount, items.count - 1)
            var union = extents[index]
            var child = index + 1
            while child <= end, let sofar = union {
                union = extents[child].map { sofar.union($0) }
                child += items[child].descendantCount + 1
            }
            if let subtree = union, case .subtree? = items[index].shadowCasting {
                union = DrawList.shadowReach(of: items[index], scale: scale).map { subtree.grown(by: $0) }
            }
            extents[index] = union
        }
        return extents
    }

    /// The list without the layers that paint nothing inside `rect`: what
    /// drawing `rect` alone needs, with the same pixels there as the whole
    /// list. A subtree whose extent misses `rect` goes; one that meets it
    /// keeps its root (its sublayers' clips, opacity and order come from it)
    /// and whichever of its sublayers' subtrees meet it; a subtree drawn as
    /// one (a group, a mask, a rasterized or transitioning layer, a shadow
    /// cast by the subtree) stays or goes whole, as its image depends on all
    /// of it. The first item (the backdrop) always stays. `extents` come
    /// from `pixelExtents(scale:)`; an item without one stays.
    ///
    /// - Complexity: O(items kept + subtrees skipped).
    package func culled(to rect: PixelRect, extents: [PixelRect?]) -> DrawList {
        var kept: [LayerDraw] = []
        // Kept parents still open: their index in `kept`, and the last index of their subtree in `items`.
        var open: [(kept: Int, end: Int)] = []
        var keptOverlayStart: Int?
        func close(before index: Int) {
            while let last = open.last, last.end < index {
                kept[last.kept].descendantCount = kept.count - last.kept - 1
                open.removeLast()
            }
        }
        var index = 0
        while index < items.count {
            close(before: index)
            if let start = overlayStart, index >= start, keptOverlayStart == nil { keptOverlayStart = kept.count }
            let end = Swift.min(index + items[index].descendantCount, items.count - 1)
            let meets = extents[index].map { $0.intersection(rect).pixelCount > 0 } ?? true
            if !meets && index > 0 {
                index = end + 1
            } else if end == index || DrawList.isDrawnAsOne(items[index]) {
                kept.append(contentsOf: items[index...end])
                index = end + 1
            } else {
                kept.append(items[index])
                open.append((kept.count - 1, end))
                index += 1
            }
        }
        close(before: Int.max)
        var list = DrawList(time: time, items: kept, hasActiveAnimations: hasActiveAnimations)
        list.overlayStart = overlayStart == nil ? nil : (keptOverlayStart ?? kept.count)
        return list
    }

    /// Whether an item's subtree is drawn into one image (or depends on all
    /// of it): a group, a mask, a rasterized or transitioning layer, a shadow
    /// cast by the subtree.
    static func isDrawnAsOne(_ item: LayerDraw) -> Bool {
        item.rendersOffscreen || item.dependsOnWholeSubtree
    }

    /// How many pixels past its subtree's extent a shadow cast by the
    /// subtree of `item` can reach: three standard deviations of blur, a
    /// pixel, and the offset, through the largest stretch of the item's
    /// transform. Nil when that is not finite or absurdly large.
    static func shadowReach(of item: LayerDraw, scale: CGFloat) -> Int? {
        let p = item.properties
        let t = item.transform
        let stretch = Swift.max((t.m11 * t.m11 + t.m12 * t.m12).squareRoot(), (t.m21 * t.m21 + t.m22 * t.m22).squareRoot(), 1)
            * 2.squareRoot() / (abs(t.m44) > 1e-6 ? abs(t.m44) : 1)
        let reach = (3 * abs(p.shadowRadius) + 1 + Swift.max(abs(p.shadowOffset.width), abs(p.shadowOffset.height)))
            * scale * stretch
        guard reach.isFinite, reach < 16_777_216 else { return nil }
        return Int(reach.rounded(.up)) + 1
    }

    /// The own pixel extent of the item at `item`, cut to its clips (empty
    /// when it paints nothing). Read in place.
    static func extent(of item: UnsafePointer<LayerDraw>, scale: CGFloat) -> PixelRect? {
        guard let rect = FramePlanner.drawnRect(item.pointee) else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        guard var extent = FramePlanner.pixelExtent(of: rect, through: item.pointee.storedTransform.matrix, scale: scale) else {
            return nil
        }
        for clip in item.pointee.clips {
            if let clipped = FramePlanner.pixelExtent(of: clip.bounds, through: clip.transform, scale: scale) {
                extent = extent.intersection(clipped)
            }
        }
        return extent
    }
}
