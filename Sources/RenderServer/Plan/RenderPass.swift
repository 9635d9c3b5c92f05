import CoreAnimationValues
import CoreGraphics
import Foundation

/// One target's worth of a frame's drawing: the frame itself or an offscreen
/// image, its size and pixel grid, and its steps in painter's order.
///
/// A plain value; made and read on the render thread.
package struct RenderPass: Sendable {
    /// Why the pass has its own target.
    package enum Purpose: Sendable, Equatable {
        /// The frame itself.
        case frame
        /// An offscreen group's content: a masked layer, or group opacity.
        case group
        /// The mask of an offscreen group, over the same pixels as its content.
        case mask
        /// A transitioning layer's old or new appearance, in its bounds space.
        case transitionOld, transitionNew
        /// A `shouldRasterize` layer's image, in its bounds space at its `rasterizationScale`.
        case rasterized
        /// A layer's subtree drawn for its blurred shadow.
        case subtreeShadow
    }

    package var purpose: Purpose
    /// The pixels the pass covers. For the frame, group and mask passes these
    /// are frame pixels (an image's top-left pixel is `rect`'s origin, so it
    /// composites texel for pixel); for the others, the image's own pixels
    /// from (0, 0).
    package var rect: PixelRect
    /// Points (of the pass's items' root space) to the pass's pixels.
    package var pointsToPixels: CGFloat
    /// How many of its items' outermost clips apply where the pass's image is
    /// composited, and so are left out inside it.
    package var clipBase: Int
    /// How many passes enclose it: 0 for the frame, 1 for an image drawn
    /// into the frame, and so on (`FramePlanner.maximumNesting` at most).
    package var nesting = 0
    package var steps: [PlanStep]

    package init(purpose: Purpose, rect: PixelRect, pointsToPixels: CGFloat, clipBase: Int, steps: [PlanStep] = []) {
        self.purpose = purpose
        self.rect = rect
        self.pointsToPixels = pointsToPixels
        self.clipBase = clipBase
        self.steps = steps
    }
}
