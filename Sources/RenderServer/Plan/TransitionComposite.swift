import CoreAnimationValues
import CoreGraphics
import Foundation

/// A layer with a running `CATransition` in its parent pass: its old and new
/// appearances drawn over its bounds, and how they are blended.
///
/// A plain value; render thread.
package struct TransitionComposite: Sendable {
    /// The layer (for debugging colours).
    package var root: LayerDraw
    package var transition: TransitionDraw
    package var old: RenderPass
    package var new: RenderPass
    /// The layer's bounds size (points): the quad the images are blended over.
    package var size: CGSize
    /// The bounds' origin-based quad space → the parent pass's root space.
    package var layerToRoot: CATransform3D
    /// Multiplies the blend: the opacity above the layer's own.
    package var opacity: Float
    /// The clips around the layer in the parent pass.
    package var clips: ArraySlice<ClipShape>
    /// The new appearance alone in the parent pass's space, drawn when the blend cannot be.
    package var fallback: [PlanStep]

    package init(root: LayerDraw, transition: TransitionDraw, old: RenderPass, new: RenderPass, size: CGSize,
                 layerToRoot: CATransform3D, opacity: Float, clips: ArraySlice<ClipShape>, fallback: [PlanStep]) {
        self.root = root
        self.transition = transition
        self.old = old
        self.new = new
        self.size = size
        self.layerToRoot = layerToRoot
        self.opacity = opacity
        self.clips = clips
        self.fallback = fallback
    }
}
