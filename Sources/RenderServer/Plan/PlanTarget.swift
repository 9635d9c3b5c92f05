import CoreAnimationValues
import CoreGraphics
import Foundation

/// What a frame is planned for: the target's pixels and scale, the largest
/// image the GL side can make, and the images it kept from earlier frames.
/// The renderer gives one at the start of each frame (`Renderer.beginFrame`);
/// `FramePlanner` reads nothing else of the GL side.
///
/// A plain value with two references to the renderer's caches, which are
/// asked on the render thread while planning, before any GL call.
package struct PlanTarget {
    /// The target's size in pixels.
    package var width: Int
    package var height: Int
    /// Points (of the frame's root space) to the target's pixels.
    package var pointsToPixels: CGFloat
    /// The largest side, in pixels, of an image the executor can make (its
    /// GL's texture and render-buffer limits): larger rasterizations are
    /// drawn directly, and shadow images are made smaller.
    package var maxImageSide: Int
    /// The images kept for `shouldRasterize` layers; nil when none are kept
    /// (every such layer is drawn again).
    package var keptImages: RasterizedImageLookup?
    /// The blurred shadows kept for layers' subtrees; nil when none are kept
    /// (every subtree shadow is drawn again).
    package var keptShadows: SubtreeShadowLookup?

    package init(width: Int, height: Int, pointsToPixels: CGFloat, maxImageSide: Int = 16_384,
                 keptImages: RasterizedImageLookup? = nil, keptShadows: SubtreeShadowLookup? = nil) {
        self.width = width
        self.height = height
        self.pointsToPixels = pointsToPixels
        self.maxImageSide = maxImageSide
        self.keptImages = keptImages
        self.keptShadows = keptShadows
    }
}
