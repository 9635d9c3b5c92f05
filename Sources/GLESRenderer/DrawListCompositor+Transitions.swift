import CoreAnimationModel
import CoreGraphics
import Foundation
import RenderServer

extension DrawListCompositor {
    /// Draws a layer with a running transition (`range`: the layer and its
    /// subtree, the new appearance; `transition.old`: the old one).
    ///
    /// Both appearances are drawn offscreen over the layer's bounds, in its
    /// own space, at the pixels per point it is shown at (capped at 4,096
    /// pixels a side); sublayers outside the bounds are cut, as a transition
    /// animates what is inside them. Opacities are taken relative to the
    /// layer's superlayer in both images (the layer's own opacity included),
    /// so one composite applies its ancestors'. The images are then blended
    /// by `TransitionProgram` through the layer's transform, inside the clips
    /// around it. A layer with no area or a singular transform is drawn as
    /// its new appearance alone.
    func drawTransition(_ items: [LayerDraw], _ range: Range<Int>, _ transition: TransitionDraw,
                        into parent: CompositingSurface) {
        let root = items[range.lowerBound]
        let bounds = root.properties.bounds
        let own = min(max(root.properties.opacity, 0), 1)
        guard bounds.width > 0, bounds.height > 0, own > 0, let inverse = root.transform.inverse else {
            drawWithoutTransition(items, range, into: parent)
            return
        }
        let frameScale = scale
        let shown = DrawListBuilder.pixelsPerPoint(of: root.transform, at: CGPoint(x: bounds.midX, y: bounds.midY))
        let imageScale = min(frameScale * shown, 4096 / max(bounds.width, bounds.height))
        let size = PixelRect(x: 0, y: 0, width: Int((bounds.width * imageScale).rounded(.up)),
                             height: Int((bounds.height * imageScale).rounded(.up)))
        let toImage = CATransform3DMakeTranslation(-bounds.minX, -bounds.minY, 0)
        let parentOpacity = (root.groupOpacity ?? root.opacity) / own

        var new = LayerDraw.rebased(Array(items[range]), by: CATransform3DConcat(inverse, toImage))
        new[0].transition = nil
        if new[0].groupOpacity != nil {
            new[0].groupOpacity = own
        } else {
            for index in new.indices { new[index].opacity /= parentOpacity }
        }
        let old = LayerDraw.rebased(transition.old, by: toImage)

        scale = imageScale
        defer { scale = frameScale }
        let oldSurface: CompositingSurface, newSurface: CompositingSurface
        do {
            oldSurface = try offscreenSurface(size, clipBase: 0)
            newSurface = try offscreenSurface(size, clipBase: root.clips.count)
        } catch {
            Diagnostics.report(
                "a transition needs two offscreen images of \(size.width)×\(size.height) pixels, which failed (\(error)); the new appearance is drawn without it",
                subsystem: "GLESRenderer")
            drawWithoutTransition(items, range, into: parent)
            return
        }
        statistics.offscreenGroups += 2
        statistics.transitions += 1
        draw(old, old.indices, into: oldSurface, firstAsLayer: false)
        draw(new, new.indices, into: newSurface, firstAsLayer: false)
        scale = frameScale

        stencil.apply(root.clips.dropFirst(parent.clipBase), on: parent)
        let layerToRoot = CATransform3DConcat(CATransform3DMakeTranslation(bounds.minX, bounds.minY, 0), root.transform)
        do {
            try transitionProgram().draw(
                TransitionGeometry(transition.info), progress: transition.progress, size: bounds.size,
                layerToClip: CATransform3DConcat(layerToRoot, parent.rootToClip), opacity: parentOpacity,
                old: oldSurface, new: newSurface, into: parent, state: context.state)
        } catch {
            Diagnostics.report("transitions are unavailable (\(error)); the new appearance is drawn without one",
                               subsystem: "GLESRenderer")
            drawWithoutTransition(items, range, into: parent)
        }
        releaseOffscreen(oldSurface)
        releaseOffscreen(newSurface)
        drawOffscreenTint(root, on: parent)
    }

    /// Draws the layer's new appearance alone (its mask, group opacity or
    /// rasterization still drawn offscreen).
    private func drawWithoutTransition(_ items: [LayerDraw], _ range: Range<Int>, into parent: CompositingSurface) {
        var plain = Array(items[range])
        plain[0].transition = nil
        draw(plain, plain.indices, into: parent, firstAsLayer: false)
    }
}
