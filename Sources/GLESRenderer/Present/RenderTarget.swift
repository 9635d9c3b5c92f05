import CoreAnimationValues
import RenderServer

/// Something the renderer draws into: a size in pixels and a framebuffer.
///
/// Clip space follows GL: (-1, -1) is the bottom-left of the target and
/// (1, 1) its top-right, whatever the target is. Offscreen targets flip rows
/// on readback, so images come out top row first, as a window shows them.
///
/// Clipping to `masksToBounds` needs an 8-bit stencil buffer: offscreen
/// targets have one, and window surfaces get one from the context's EGL
/// config. Without it clipped layers are drawn unclipped.
///
/// - Note: Render thread only.
package protocol RenderTarget: AnyObject {
    var pixelWidth: Int { get }
    var pixelHeight: Int { get }
    /// Binds the target's framebuffer and sets the viewport to the whole target.
    func bindForDrawing(_ state: GLStateCache)
    /// Makes `context` current on the calling thread for drawing into this target.
    func activate(_ context: GLESContext) throws
    /// Shows what was drawn (a window swaps buffers; offscreen targets do nothing).
    func present() throws
    /// What the target still holds of earlier frames when a frame begins.
    var framePersistence: FramePersistence { get }
    /// A frame is about to be drawn (the target active on the thread that
    /// draws): a target may bring its buffers up to its size here.
    func beginDrawing()
    /// With `.bufferAge`: how many frames ago the pixels the next frame
    /// draws over were drawn (1: the last frame), 0 when unknown. Asked
    /// once the target is active for the frame.
    func bufferAge() -> Int
    /// Shows what was drawn where only `damage` (target pixels, y down)
    /// changed since the frame shown before; the whole frame when nil. A
    /// target that cannot present part of a frame presents all of it.
    func present(damage: [PixelRect]?) throws
}

extension RenderTarget {
    /// Offscreen targets keep what was drawn into them.
    package var framePersistence: FramePersistence { .kept }

    package func bufferAge() -> Int { 0 }

    package func beginDrawing() {}

    package func present(damage: [PixelRect]?) throws { try present() }

    /// Offscreen targets draw with the context current and no surface.
    package func activate(_ context: GLESContext) throws {
        if !context.isCurrent { try context.makeCurrent() }
    }

    package func present() throws {}

    /// The transform from the target's pixel space (origin at the top-left,
    /// y down, 1 unit = 1 pixel) to clip space, as a `CATransform3D` (row
    /// vectors, like every layer transform).
    ///
    /// Depth is flattened to 0: layers are composited in painter's order, and a
    /// flat z is never clipped by the near or far plane, only by w ≤ 0
    /// (geometry behind the eye). The quad programs set z themselves from
    /// each instance's painter's-order depth (`QuadInstance.depth`), which
    /// only the occluders' depth test reads.
    package var pixelToClipTransform: CATransform3D {
        ClipSpace.pixelToClip(width: Double(pixelWidth), height: Double(pixelHeight))
    }
}

/// The mapping from a y-down pixel space to GL clip space.
package enum ClipSpace {
    /// Maps (0, 0) to the top-left corner of a `width` × `height` viewport and
    /// (width, height) to its bottom-right, keeping w (so perspective from an
    /// earlier transform survives) and flattening z.
    package static func pixelToClip(width: Double, height: Double) -> CATransform3D {
        CATransform3D(
            m11: 2 / width, m12: 0, m13: 0, m14: 0,
            m21: 0, m22: -2 / height, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 0, m34: 0,
            m41: -1, m42: 1, m43: 0, m44: 1)
    }
}
