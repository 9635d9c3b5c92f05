import CoreAnimationModel
import CoreGraphics
import Foundation
import RenderServer

extension DrawListCompositor {
    /// The blurred shadow of a layer with sublayers and no `shadowPath`:
    /// the alpha of its whole composited subtree (its own quad, drawn
    /// content and sublayers, with their clips, masks and groups), as
    /// Apple's shadow covers it.
    ///
    /// The subtree is drawn offscreen in the layer's own space (its items
    /// rebased through the inverse of its transform), without the layer's
    /// own shadow, then blurred by `ShadowTextureCache`, which keeps the
    /// image while the subtree's items in that space draw the same: moving,
    /// turning or fading the shadow leaves it, a sublayer that moves or
    /// animates inside makes it again (comparing costs O(subtree) a frame; a
    /// `shadowPath` remains the fast way, as on Apple's platforms). Nil when
    /// the layer's transform is singular or nothing of the subtree shows.
    func subtreeShadow(_ items: [LayerDraw], at index: Int, instance: QuadInstance, sigma: CGFloat,
                       pixelsPerUnit: CGFloat) -> ShadowTextureCache.Blurred? {
        let root = items[index]
        let end = min(items.count, index + 1 + root.descendantCount)
        guard let inverse = root.transform.inverse else { return nil }
        // Into the quad's space: the layer's bounds space with the bounds' origin at (0, 0).
        let bounds = root.properties.bounds
        var subtree = LayerDraw.rebased(
            Array(items[index..<end]),
            by: CATransform3DConcat(inverse, CATransform3DMakeTranslation(-bounds.minX, -bounds.minY, 0)))
        // The clips around the layer do not cut its own image (nor key it).
        for item in subtree.indices {
            subtree[item].clips.removeFirst(min(root.clips.count, subtree[item].clips.count))
        }
        // The layer's own shadow is not part of its image (and its values do not key it).
        subtree[0].properties.shadowOpacity = 0
        subtree[0].properties.shadowColor = nil
        subtree[0].properties.shadowOffset = .zero
        subtree[0].properties.shadowRadius = 0
        subtree[0].properties.shadowPath = nil
        // The subtree's extent in that space: every item's bounds through its rebased transform.
        var extent = CGRect.null
        for item in subtree {
            let b = item.properties.bounds
            for corner in [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
                           CGPoint(x: b.minX, y: b.maxY), CGPoint(x: b.maxX, y: b.maxY)] {
                guard let p = item.transform.projecting(corner), p.x.isFinite, p.y.isFinite else { continue }
                extent = extent.union(CGRect(origin: p, size: .zero))
            }
        }
        guard !extent.isNull else { return nil }
        let cache: ShadowTextureCache
        do {
            cache = try shadowTextureCache()
        } catch {
            Diagnostics.report("blurred shadows are unavailable (\(error)); drawn without them", subsystem: "GLESRenderer")
            return nil
        }
        let source = ShadowTextureCache.Key.Source.subtree(items: subtree) { [unowned self] target, region, texelsPerUnit in
            let shifted = LayerDraw.rebased(subtree, by: CATransform3DMakeTranslation(-region.minX, -region.minY, 0))
            let frameScale = self.scale
            self.scale = texelsPerUnit
            defer { self.scale = frameScale }
            let surface = CompositingSurface(
                target: target, rect: PixelRect(x: 0, y: 0, width: target.pixelWidth, height: target.pixelHeight),
                clipBase: 0, pointsToPixels: texelsPerUnit)
            self.clear(surface, to: .clear)
            self.draw(shifted, shifted.indices, into: surface, firstAsLayer: true)
        }
        return blurred(source, for: root.id, in: cache, sigma: sigma, pixelsPerUnit: pixelsPerUnit, shapeBounds: extent)
    }
}
