import Foundation
import GLESRenderer
import RenderServer

extension CALayer {
    /// Draws the layer and its sublayers into `ctx` with the full renderer
    /// (transforms, corners, borders, contents), as Apple's `render(in:)`:
    /// model values, ignoring running animations. The layer's bounds map to
    /// the context's current user space; a flipped (UIKit-style) context
    /// gets the picture the right way up. Headless; any thread that owns `ctx`.
    public func render(in ctx: CGContext) {
        let bounds = self.bounds
        let ctm = ctx.ctm
        let scale = max(abs(ctm.a), abs(ctm.d), 0.01)
        let width = Int((bounds.width * scale).rounded(.up)), height = Int((bounds.height * scale).rounded(.up))
        guard width > 0, height > 0 else { return }
        do {
            let tree = RenderTree()
            tree.apply(subtreeCommit(committed: false))
            var list = DrawListBuilder.build(tree, roots: [layerID], at: CACurrentMediaTime(), pixelsPerPoint: scale)
            // Draw the layer's own bounds space: undo its placement in the
            // superlayer (a transform layer writes no item: undo what its item would hold).
            let own = list.items.first.flatMap { $0.id == layerID ? $0.transform : nil }
                ?? DrawListBuilder.flattened(LayerGeometry.placement(LayerTreeLock.shared.withLock { state }))
            let inverse = CATransform3DInvert(own)
            let origin = CATransform3DMakeTranslation(-bounds.minX, -bounds.minY, 0)
            for i in list.items.indices {
                list.items[i].transform = CATransform3DConcat(CATransform3DConcat(list.items[i].transform, inverse), origin)
            }
            guard let image = try OffscreenLayerRenderer.render(list, width: width, height: height, scale: scale) else {
                return
            }
            ctx.saveGState()
            if ctm.d < 0 {
                // A y-down context: flip so that the image's top row lands at bounds.minY.
                ctx.translateBy(x: 0, y: bounds.minY + bounds.maxY)
                ctx.scaleBy(x: 1, y: -1)
            }
            ctx.draw(image, in: bounds)
            ctx.restoreGState()
        } catch {
            Diagnostics.report("\(self): render(in:) could not draw: \(error)")
        }
    }
}
