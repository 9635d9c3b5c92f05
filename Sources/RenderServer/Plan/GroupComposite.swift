import CoreAnimationValues
import Foundation

/// An offscreen group (a masked layer, or group opacity) in its parent pass:
/// its content and mask passes, and how their image is composited.
///
/// A plain value; render thread.
package struct GroupComposite: Sendable {
    /// The group's layer (for debugging colours).
    package var root: LayerDraw
    /// The subtree drawn into an image over `content.rect` of the frame.
    package var content: RenderPass
    /// The mask's layers drawn over the same pixels, whose alpha masks the content.
    package var mask: RenderPass?
    /// Multiplies the image where it is composited.
    package var opacity: Float
    /// The clips around the group in the parent pass (applied to the composite).
    package var clips: ArraySlice<ClipShape>
    /// The subtree in the parent pass's space, drawn directly when no offscreen image can be had.
    package var fallback: [PlanStep]

    package init(root: LayerDraw, content: RenderPass, mask: RenderPass?, opacity: Float,
                 clips: ArraySlice<ClipShape>, fallback: [PlanStep]) {
        self.root = root
        self.content = content
        self.mask = mask
        self.opacity = opacity
        self.clips = clips
        self.fallback = fallback
    }
}
