import CoreAnimationValues
import CoreGraphics
import RenderServer

/// What `FramePlanExecutor` draws a `RenderPass` into: the frame's target,
/// or an offscreen image (a group, mask, transition, rasterized subtree or
/// shadow source) in a pooled or kept target.
///
/// A surface covers `rect` of the frame, in the frame's pixels, on the same
/// pixel grid: its top-left pixel is the frame pixel `rect.origin`, so an
/// image composites back texel for pixel. An offscreen target may be larger
/// than `rect` (pool sizes are rounded up); the surface uses its top-left part.
///
/// - Note: Render thread only.
final class CompositingSurface {
    let target: RenderTarget
    /// The part of the frame the surface covers, in frame pixels.
    let rect: PixelRect
    /// How many of its layers' outermost clips are applied where the
    /// surface is composited (the group root's ancestors' clips), and so
    /// are left out inside it.
    let clipBase: Int
    /// Points (of root space) to the surface's pixels.
    let pointsToPixels: CGFloat
    /// Root space (points) → the surface's clip space.
    let rootToClip: CATransform3D
    /// Root space → root space moved so that `rect.origin` lands on (0, 0):
    /// applied to layer transforms before the quad builder's root → clip
    /// mapping; nil for the frame itself.
    let rootShift: CATransform3D?
    /// The clip chain the stencil holds now (see `ClipStencil`); nil until the
    /// stencil is first cleared on this surface: when a clip first needs it,
    /// or with the depth when occluders are first drawn.
    var stencilChain: [ClipShape]?
    /// The target's depth bits, asked when occluders are first wanted; nil until then.
    var depthBits: Int?
    /// Whether the depth buffer was cleared for this frame (on first use by occluders).
    var depthCleared = false
    /// Whether the next layer drawn covers every pixel the surface draws:
    /// the first of a part of a partial redraw left uncleared
    /// (`PlanPart.isCoveredOpaquely`), until the first step is drawn. It
    /// stands for the clear: it hides nothing (`addOccludedArea`).
    var firstLayerCovers = false
    /// The painter's-order number of the next layer drawn with a depth
    /// (`FramePlanExecutor+Occlusion.swift`).
    var depthIndex = 0

    init(target: RenderTarget, rect: PixelRect, clipBase: Int, pointsToPixels scale: CGFloat) {
        self.target = target
        self.rect = rect
        self.clipBase = clipBase
        pointsToPixels = scale
        let shift = CATransform3DMakeTranslation(CGFloat(-rect.x), CGFloat(-rect.y), 0)
        rootToClip = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeScale(scale, scale, 1), shift), target.pixelToClipTransform)
        rootShift = rect.x == 0 && rect.y == 0
            ? nil : CATransform3DMakeTranslation(CGFloat(-rect.x) / scale, CGFloat(-rect.y) / scale, 0)
    }

    /// The surface of `pass` on `target`.
    convenience init(target: RenderTarget, pass: RenderPass) {
        self.init(target: target, rect: pass.rect, clipBase: pass.clipBase, pointsToPixels: pass.pointsToPixels)
    }
}
