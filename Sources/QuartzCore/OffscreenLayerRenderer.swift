import Foundation
import GLESRenderer
import RenderServer

/// One headless GL renderer reused by `render(in:)` calls of one size.
///
/// Any thread: one call draws at a time (the lock is held through the
/// drawing), and the context is released from the calling thread after
/// each image, so the next call may come from another thread.
final class OffscreenLayerRenderer {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var cached: OffscreenLayerRenderer?

    let width: Int, height: Int, scale: CGFloat
    private let context: GLESContext
    private let target: OffscreenRenderTarget
    private let frameRenderer: GLESFrameRenderer

    private init(width: Int, height: Int, scale: CGFloat) throws {
        context = try GLESContext(display: EGLDisplayConnection.surfaceless())
        target = try OffscreenRenderTarget(context: context, width: width, height: height)
        frameRenderer = GLESFrameRenderer(context: context, target: target, scale: scale)
        self.width = width
        self.height = height
        self.scale = scale
        context.releaseCurrent()
    }

    /// `list` drawn into a `width` × `height` image at `scale` pixels per
    /// point, by the renderer of that size (made, replacing the last one,
    /// when the size changes).
    static func render(_ list: DrawList, width: Int, height: Int, scale: CGFloat) throws -> CGImage? {
        lock.lock()
        defer { lock.unlock() }
        let renderer: OffscreenLayerRenderer
        if let cached, cached.width == width, cached.height == height, cached.scale == scale {
            renderer = cached
        } else {
            cached = nil
            renderer = try OffscreenLayerRenderer(width: width, height: height, scale: scale)
            cached = renderer
        }
        return try renderer.render(list)
    }

    private func render(_ list: DrawList) throws -> CGImage? {
        try context.makeCurrent()
        defer { context.releaseCurrent() }
        try frameRenderer.renderFrame(list)
        context.finish()
        return target.makeImage()
    }
}
