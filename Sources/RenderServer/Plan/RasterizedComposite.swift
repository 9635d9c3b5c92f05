import CoreAnimationValues
import Foundation

/// A `shouldRasterize` layer in its parent pass: where its image comes from
/// and how it is composited through the layer's transform.
///
/// A plain value; render thread.
package struct RasterizedComposite: Sendable {
    /// Where the image's pixels come from this frame.
    package enum Image: Sendable {
        /// The image kept from an earlier frame draws the same: a hit.
        case cached
        /// The image is drawn again by this pass (over `extent` in the layer's space): a miss.
        case draw(RenderPass)
    }

    /// The layer (for the composite's transform and debugging colours).
    package var root: LayerDraw
    /// The subtree the image shows, in the layer's own space.
    package var subtree: RasterizedSubtree
    package var image: Image
    /// The image's pixels in the layer's space at `subtree.scale`.
    package var extent: PixelRect
    /// The layer's own and its ancestors' opacity, applied to the image.
    package var opacity: Float
    /// The clips around the layer in the parent pass.
    package var clips: ArraySlice<ClipShape>
    /// The layer drawn as if not rasterized, in the parent pass's space, when its image cannot be had.
    package var fallback: [PlanStep]

    package init(root: LayerDraw, subtree: RasterizedSubtree, image: Image, extent: PixelRect, opacity: Float,
                 clips: ArraySlice<ClipShape>, fallback: [PlanStep]) {
        self.root = root
        self.subtree = subtree
        self.image = image
        self.extent = extent
        self.opacity = opacity
        self.clips = clips
        self.fallback = fallback
    }

    /// Whether the kept image is used (a cache hit).
    package var isHit: Bool {
        if case .cached = image { return true }
        return false
    }
}
