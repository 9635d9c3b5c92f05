import Foundation
import GLESRenderer
import RenderServer

/// Drawing a layer tree into a `CGContext`.
extension CALayer {
    /// Draws the layer and its sublayers into `ctx` with the full renderer
    /// (transforms, corners, borders, contents, clips), as Apple's
    /// `render(in:)`: model values, ignoring running animations.
    ///
    /// The layer's bounds space maps straight onto the context's user space:
    /// layer point (x, y) lands on user-space point (x, y), with no flip. In
    /// a UIKit image context (y down) the picture is therefore upright; in a
    /// plain `CGContext(data:…)` bitmap (y up) it is upside down compared
    /// with the screen, as on Apple's platforms, and the "colour at a point"
    /// idiom (a 1×1 bitmap translated by `-p`) reads the colour at layer
    /// point `p` in either. Headless; any thread that owns `ctx`.
    public func render(in ctx: CGContext) {
        let bounds = self.bounds
        let ctm = ctx.ctm
        let scale = max(abs(ctm.a), abs(ctm.d), 0.01)
        let pixelWidth = (bounds.width * scale).rounded(.up), pixelHeight = (bounds.height * scale).rounded(.up)
        guard pixelWidth > 0, pixelHeight > 0 else { return }
        guard pixelWidth <= Self.largestRenderedSide, pixelHeight <= Self.largestRenderedSide else {
            Diagnostics.reportOnce(cause: "render(in:) size",
                                   "\(self): render(in:) of \(bounds.size) at \(scale)× needs more than "
                                   + "\(Int(Self.largestRenderedSide)) pixels a side; nothing drawn")
            return
        }
        do {
            let tree = RenderTree()
            tree.apply(subtreeCommit(committed: false))
            var list = DrawListBuilder.build(tree, roots: [layerID], at: CACurrentMediaTime(), pixelsPerPoint: scale)
            // Draw the layer's own bounds space, its origin at the image's
            // top-left: undo its placement in the superlayer.
            if list.items.first?.id == layerID {
                list.items = LayerDraw.inOwnSpace(list.items[...], origin: .boundsOrigin, opacity: .belowSuperlayer) ?? []
            } else {
                // A transform layer writes no item: undo what its item would hold.
                let own = DrawListBuilder.flattened(LayerGeometry.placement(LayerTreeLock.shared.withLock { state }))
                list.items = LayerDraw.rebased(list.items, by: CATransform3DConcat(
                    CATransform3DInvert(own), CATransform3DMakeTranslation(-bounds.minX, -bounds.minY, 0)))
            }
            guard let image = try OffscreenLayerRenderer.render(list, width: Int(pixelWidth), height: Int(pixelHeight),
                                                                scale: scale)
            else { return }
            // `draw(_:in:)` puts an image's top row at the rectangle's maxY;
            // the layer's top row (bounds.minY) must land on user y = minY.
            ctx.saveGState()
            ctx.translateBy(x: 0, y: bounds.minY + bounds.maxY)
            ctx.scaleBy(x: 1, y: -1)
            ctx.draw(image, in: bounds)
            ctx.restoreGState()
        } catch {
            Diagnostics.report("\(self): render(in:) could not draw: \(error)")
        }
    }

    /// The largest image side, in pixels, `render(in:)` draws (GL's texture
    /// limits are about this size on every driver).
    static let largestRenderedSide: CGFloat = 16_384
}
