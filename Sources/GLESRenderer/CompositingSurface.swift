import CoreAnimationModel
import CoreGraphics
import RenderServer

/// What `DrawListCompositor` draws into: the frame's target, or the image of
/// an offscreen group (a mask or group opacity) in a pooled target.
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
    /// Root space (points) → the surface's clip space.
    let rootToClip: CATransform3D
    /// Root space → root space moved so that `rect.origin` lands on (0, 0):
    /// applied to layer transforms before the quad builder's root → clip
    /// mapping; nil for the frame itself.
    let rootShift: CATransform3D?
    /// The clip chain the stencil holds now (see `ClipStencil`); nil until the
    /// stencil is first needed on this surface, which clears it then.
    var stencilChain: [ClipShape]?

    init(target: RenderTarget, rect: PixelRect, clipBase: Int, pointsToPixels scale: CGFloat) {
        self.target = target
        self.rect = rect
        self.clipBase = clipBase
        let shift = CATransform3DMakeTranslation(CGFloat(-rect.x), CGFloat(-rect.y), 0)
        rootToClip = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeScale(scale, scale, 1), shift), target.pixelToClipTransform)
        rootShift = rect.x == 0 && rect.y == 0
            ? nil : CATransform3DMakeTranslation(CGFloat(-rect.x) / scale, CGFloat(-rect.y) / scale, 0)
    }
}

/// A rectangle of whole pixels, y down.
///
/// A plain value; safe on any thread.
struct PixelRect: Equatable, Sendable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    var isEmpty: Bool { width <= 0 || height <= 0 }
    var pixelCount: Int { isEmpty ? 0 : width * height }

    /// The smallest rectangle holding both; an empty one counts as nothing.
    func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let minX = min(x, other.x), minY = min(y, other.y)
        let maxX = max(x + width, other.x + other.width), maxY = max(y + height, other.y + other.height)
        return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The pixels in both (empty when they do not meet).
    func intersection(_ other: PixelRect) -> PixelRect {
        let minX = max(x, other.x), minY = max(y, other.y)
        let maxX = min(x + width, other.x + other.width), maxY = min(y + height, other.y + other.height)
        return PixelRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }
}
