import CoreGraphics
import Foundation
import RenderServer

/// One cached `shouldRasterize` image: the subtree it was drawn from, the
/// target holding its pixels and where they lie in the layer's space.
///
/// - Note: Render thread only (it holds a GL target).
final class RasterizedImage {
    /// What was drawn; a later frame's subtree that `drawsSameImage` reuses the pixels.
    var subtree: RasterizedSubtree
    let target: OffscreenRenderTarget
    /// The image's pixels in the layer's bounds space at `subtree.scale`
    /// (the top-left `extent.width` × `extent.height` texels of `target`).
    var extent: PixelRect
    /// The frame that last drew or composited it.
    var lastUsedFrame: Int

    init(subtree: RasterizedSubtree, target: OffscreenRenderTarget, extent: PixelRect, frame: Int) {
        self.subtree = subtree
        self.target = target
        self.extent = extent
        lastUsedFrame = frame
    }

    /// The image's rectangle in the layer's bounds space, in points.
    var bounds: CGRect {
        let s = subtree.scale
        return CGRect(x: CGFloat(extent.x) / s, y: CGFloat(extent.y) / s,
                      width: CGFloat(extent.width) / s, height: CGFloat(extent.height) / s)
    }

    /// Texels held (the whole target).
    var pixelCount: Int { target.pixelWidth * target.pixelHeight }
}
