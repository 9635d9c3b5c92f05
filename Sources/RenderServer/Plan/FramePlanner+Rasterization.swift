import CoreAnimationValues
import CoreGraphics
import Foundation

extension FramePlanner {
    /// The step of a `shouldRasterize` layer (`range`: the layer and its
    /// subtree): one image in its own bounds space, composited through its
    /// transform.
    ///
    /// The image covers everything the subtree paints (sublayers outside the
    /// bounds and shadows included) at `rasterizationScale` pixels per point,
    /// with the layer's mask applied and without its opacity, which is applied
    /// when compositing (so the subtree fades as one, as with group opacity).
    /// While the kept image (`keptImages`) still draws the same pixels it is
    /// reused, a hit; otherwise the plan draws it again, a miss.
    ///
    /// A layer that cannot be rasterized (a singular transform, a bad
    /// `rasterizationScale`, a part behind the eye, an image larger than
    /// `maxImageSide`) is drawn directly, like Apple's when its bitmap would
    /// need more space than there is; those count as misses.
    func rasterizedSteps(_ items: [LayerDraw], _ range: Range<Int>, in parent: RenderPass,
                         root how: FirstItem) -> [PlanStep] {
        let root = items[range.lowerBound]
        let subtree = RasterizedSubtree(items[range])
        let kept = subtree.flatMap { target.keptImages?.keptImageExtent(of: root.id, drawing: $0) }
        // A hit draws what was drawn before, over the same extent.
        guard let subtree, let extent = kept ?? Self.rasterExtent(of: subtree),
              extent.width <= target.maxImageSide, extent.height <= target.maxImageSide
        else {
            return [.unrasterized(root: root, steps: steps(items, range, in: parent, first: how.union(.unrasterized)))]
        }
        let opacity = RasterizedSubtree.compositeOpacity(of: root)
        guard opacity > 0, !extent.isEmpty else { return [] }
        let image: RasterizedComposite.Image
        if kept != nil {
            image = .cached
        } else {
            let s = subtree.scale
            let local = LayerDraw.rebased(
                subtree.items, by: CATransform3DMakeTranslation(-CGFloat(extent.x) / s, -CGFloat(extent.y) / s, 0))
            image = .draw(pass(
                .rasterized, drawing: local, over: PixelRect(x: 0, y: 0, width: extent.width, height: extent.height),
                pointsToPixels: s, clipBase: 0, first: how.intersection(.withoutTransition), inside: parent))
        }
        return [.rasterized(RasterizedComposite(
            root: root, subtree: subtree, image: image, extent: extent, opacity: opacity,
            clips: root.clips.dropFirst(parent.clipBase),
            fallback: fallbackSteps(items, range, in: parent)))]
    }

    /// The image pixels the subtree paints, in the layer's space at its
    /// scale (cut to its mask's extent); nil when part of it is behind the eye.
    package static func rasterExtent(of subtree: RasterizedSubtree) -> PixelRect? {
        guard var extent = drawnExtent(subtree.items[...], scale: subtree.scale) else { return nil }
        let mask = subtree.items[0].mask
        if !mask.isEmpty {
            guard let masked = drawnExtent(mask[...], scale: subtree.scale) else { return nil }
            extent = extent.intersection(masked)
        }
        return extent
    }
}
