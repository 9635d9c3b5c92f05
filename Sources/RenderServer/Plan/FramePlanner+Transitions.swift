import CoreAnimationValues
import CoreGraphics
import Foundation

extension FramePlanner {
    /// The step of a layer with a running transition (`range`: the layer and
    /// its subtree, the new appearance; `transition.old`: the old one).
    ///
    /// Both appearances are drawn offscreen over the layer's bounds, in its
    /// own space, at the pixels per point it is shown at (capped at 4,096
    /// pixels a side); sublayers outside the bounds are cut, as a transition
    /// animates what is inside them. Opacities are taken relative to the
    /// layer's superlayer in both images (the layer's own opacity included),
    /// so one composite applies its ancestors'. The executor blends the
    /// images through the layer's transform, inside the clips around it. A
    /// layer with no area or a singular transform is drawn as its new
    /// appearance alone.
    func transitionSteps(_ items: [LayerDraw], _ range: Range<Int>, in parent: RenderPass,
                         root how: FirstItem) -> [PlanStep] {
        let root = items[range.lowerBound]
        guard let transition = root.transition else { return [] }
        let bounds = root.properties.bounds
        let own = min(max(root.properties.opacity, 0), 1)
        guard bounds.width > 0, bounds.height > 0, own > 0,
              var new = LayerDraw.inOwnSpace(items[range], origin: .boundsOrigin, opacity: .belowSuperlayer)
        else {
            return steps(items, range, in: parent, first: how.union(.withoutTransition))
        }
        let shown = DrawListBuilder.pixelsPerPoint(of: root.transform, at: CGPoint(x: bounds.midX, y: bounds.midY))
        let imageScale = min(parent.pointsToPixels * shown, 4096 / max(bounds.width, bounds.height))
        let size = PixelRect(x: 0, y: 0, width: Int((bounds.width * imageScale).rounded(.up)),
                             height: Int((bounds.height * imageScale).rounded(.up)))
        let toImage = CATransform3DMakeTranslation(-bounds.minX, -bounds.minY, 0)
        let parentOpacity = (root.groupOpacity ?? root.opacity) / own

        new[0].transition = nil
        let old = LayerDraw.rebased(transition.old, by: toImage)
        return [.transition(TransitionComposite(
            root: root, transition: transition,
            old: pass(.transitionOld, drawing: old, over: size, pointsToPixels: imageScale, clipBase: 0,
                      first: .asIs, inside: parent),
            new: pass(.transitionNew, drawing: new, over: size, pointsToPixels: imageScale, clipBase: 0,
                      first: .asIs, inside: parent),
            size: bounds.size,
            layerToRoot: CATransform3DConcat(CATransform3DMakeTranslation(bounds.minX, bounds.minY, 0), root.transform),
            opacity: parentOpacity, clips: root.clips.dropFirst(parent.clipBase),
            fallback: fallbackSteps(items, range, in: parent)))]
    }
}
