import CoreAnimationModel
import CoreGraphics
import Foundation
import RenderServer

extension DrawListCompositor {
    /// Draws a `shouldRasterize` layer (`range`: the layer and its subtree)
    /// as one image in its own bounds space, composited through its transform.
    ///
    /// The image covers everything the subtree paints (sublayers outside the
    /// bounds and shadows included) at `rasterizationScale` pixels per point,
    /// with the layer's mask applied and without its opacity, which is applied
    /// when compositing (so the subtree fades as one, as with group opacity).
    /// It is kept in the `RasterizationCache` and reused, a hit, while the
    /// subtree draws the same pixels; otherwise it is drawn again, a miss.
    /// Being an image, it shows its pixels when scaled up, as Apple's does.
    ///
    /// A layer that cannot be rasterized (a singular transform, a bad
    /// `rasterizationScale`, a part behind the eye, an image larger than the
    /// GL allows) is drawn directly, like Apple's when its bitmap would need
    /// more space than there is; those count as misses.
    func drawRasterized(_ items: [LayerDraw], _ range: Range<Int>, into parent: CompositingSurface) {
        let root = items[range.lowerBound]
        let opacity = RasterizedSubtree.compositeOpacity(of: root)
        let limit = min(context.maxRenderTargetSize, context.maxTextureSize)
        let cache = rasterImages
        let subtree = RasterizedSubtree(items[range])
        var image = subtree.flatMap { cache.hit(root.id, drawing: $0) }
        // A hit draws what was drawn before, over the same extent.
        guard let subtree, let extent = image?.extent ?? Self.rasterExtent(of: subtree),
              extent.width <= limit, extent.height <= limit
        else {
            statistics.rasterizationMisses += 1
            drawUnrasterized(items, range, into: parent)
            drawRasterizationTint(root, hit: false, on: parent)
            return
        }
        guard opacity > 0, !extent.isEmpty else { return }
        var oneFrame: OffscreenRenderTarget?
        let hit = image != nil
        if hit {
            statistics.rasterizationHits += 1
        } else {
            statistics.rasterizationMisses += 1
            do {
                if let stored = try cache.store(root.id, drawing: subtree, over: extent) {
                    image = stored
                } else {
                    let target = try targets.acquire(width: extent.width, height: extent.height)
                    oneFrame = target
                    image = RasterizedImage(subtree: subtree, target: target, extent: extent, frame: 0)
                }
            } catch {
                Diagnostics.report(
                    "a shouldRasterize layer needs an image of \(extent.width)×\(extent.height) pixels, which failed (\(error)); drawn directly",
                    subsystem: "GLESRenderer")
            }
            if let image { drawImage(of: subtree, root: root, into: image) }
        }
        guard let image else {
            drawUnrasterized(items, range, into: parent)
            return
        }
        stencil.apply(root.clips.dropFirst(parent.clipBase), on: parent)
        let surface = CompositingSurface(
            target: image.target, rect: PixelRect(x: 0, y: 0, width: extent.width, height: extent.height),
            clipBase: 0, pointsToPixels: subtree.scale)
        let bounds = image.bounds
        let imageToRoot = CATransform3DConcat(
            CATransform3DMakeTranslation(bounds.minX, bounds.minY, 0), root.transform)
        do {
            try transitionProgram().drawImage(
                surface, size: bounds.size, layerToClip: CATransform3DConcat(imageToRoot, parent.rootToClip),
                opacity: opacity, into: parent, state: context.state)
        } catch {
            Diagnostics.report("rasterized layers cannot be composited (\(error)); drawn directly", subsystem: "GLESRenderer")
            drawUnrasterized(items, range, into: parent)
        }
        if let oneFrame { targets.release(oneFrame) }
        if !hit { drawOffscreenTint(root, on: parent) }
        drawRasterizationTint(root, hit: hit, on: parent)
    }

    /// Draws the layer and its subtree as if it were not rasterized (its
    /// mask and group opacity still drawn offscreen).
    private func drawUnrasterized(_ items: [LayerDraw], _ range: Range<Int>, into parent: CompositingSurface) {
        var plain = Array(items[range])
        plain[0].properties.shouldRasterize = false
        draw(plain, plain.indices, into: parent, firstAsLayer: false)
    }

    /// Draws `subtree` into `image`'s target, cleared, over its extent.
    /// Debugging colours are left out of the image (a kept image would keep
    /// showing a flash or a miss); the composite gets its own.
    private func drawImage(of subtree: RasterizedSubtree, root: LayerDraw, into image: RasterizedImage) {
        let extent = image.extent
        let surface = CompositingSurface(
            target: image.target, rect: PixelRect(x: 0, y: 0, width: extent.width, height: extent.height),
            clipBase: 0, pointsToPixels: subtree.scale)
        clear(surface, to: .clear)
        statistics.offscreenPixels += extent.pixelCount
        let s = subtree.scale
        let local = LayerDraw.rebased(
            subtree.items, by: CATransform3DMakeTranslation(-CGFloat(extent.x) / s, -CGFloat(extent.y) / s, 0))
        let frameScale = scale, options = debugOptions
        scale = s
        debugOptions = []
        draw(local, local.indices, into: surface, firstAsLayer: false)
        scale = frameScale
        debugOptions = options
    }

    /// The image pixels the subtree paints, in the layer's space at its
    /// scale (cut to its mask's extent); nil when part of it is behind the eye.
    static func rasterExtent(of subtree: RasterizedSubtree) -> PixelRect? {
        guard var extent = drawnExtent(subtree.items[...], scale: subtree.scale) else { return nil }
        let mask = subtree.items[0].mask
        if !mask.isEmpty {
            guard let masked = drawnExtent(mask[...], scale: subtree.scale) else { return nil }
            extent = extent.intersection(masked)
        }
        return extent
    }
}
