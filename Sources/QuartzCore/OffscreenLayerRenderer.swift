import Foundation
import GLESRenderer
import RenderServer

/// One headless GL renderer reused by `render(in:)` calls of one size.
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
    }

    static func shared(width: Int, height: Int, scale: CGFloat) throws -> OffscreenLayerRenderer {
        lock.lock()
        defer { lock.unlock() }
        if let cached, cached.width == width, cached.height == height, cached.scale == scale { return cached }
        cached = nil
        let made = try OffscreenLayerRenderer(width: width, height: height, scale: scale)
        cached = made
        return made
    }

    func render(_ list: DrawList) throws -> CGImage? {
        try context.makeCurrent()
        try frameRenderer.renderFrame(list)
        context.finish()
        return target.makeImage()
    }
}
