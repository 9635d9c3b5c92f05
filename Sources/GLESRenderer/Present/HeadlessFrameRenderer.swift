import CoreGraphics
import Foundation
import RenderServer

/// A frame renderer with its own headless context (EGL surfaceless, or a
/// GPU's device platform: `EGLDisplayConnection.headless()`) and offscreen target:
/// what `CARenderer` and `render(in:)` draw with.
///
/// A `Renderer`: `render(_:)` plans a draw list for it and executes the
/// plan. It borrows the calling thread only while it works: each call makes its
/// context current, draws or reads, and gives the thread back the context
/// that was current before (or none). So several of them, and a window's
/// renderer, can share a thread, and successive calls may come from
/// different threads. Its GL objects are deleted with its own context
/// current, whichever context the releasing thread holds.
///
/// - Note: One thread at a time (callers serialize).
package final class HeadlessFrameRenderer: Renderer {
    package let pixelWidth: Int
    package let pixelHeight: Int
    /// Pixels per point.
    package let scale: CGFloat
    package var pixelsPerPoint: CGFloat { scale }
    private let context: GLESContext
    /// The GL objects, dropped in `deinit` while `context` is current.
    private var target: OffscreenRenderTarget?
    private var frameRenderer: GLESFrameRenderer?

    /// - Throws: `GLESRendererError` when headless EGL or OpenGL ES 3 is
    ///   missing, or the size is not one the driver can render.
    package init(width: Int, height: Int, scale: CGFloat) throws {
        let made = try GLESContext.preservingCurrent {
            let context = try GLESContext(display: EGLDisplayConnection.headless())
            let target = try OffscreenRenderTarget(context: context, width: width, height: height)
            return (context, target, GLESFrameRenderer(context: context, target: target, scale: scale))
        }
        context = made.0
        target = made.1
        frameRenderer = made.2
        pixelWidth = width
        pixelHeight = height
        self.scale = scale
    }

    deinit {
        try? context.whileCurrent {
            frameRenderer = nil
            target = nil
        }
    }

    /// What the next frame is planned for (see `GLESFrameRenderer.beginFrame`).
    package func beginFrame() -> PlanTarget {
        // The renderer borrows the calling thread for each call.
        frameRenderer?.renderThreadDidStart()
        return frameRenderer?.beginFrame()
            ?? PlanTarget(width: pixelWidth, height: pixelHeight, pointsToPixels: scale, maxImageSide: 0)
    }

    /// The rectangles the next frame redraws (see `GLESFrameRenderer.redrawRegion(for:)`).
    package func redrawRegion(for damage: FrameDamage) -> [PixelRect]? {
        guard let frameRenderer else { return nil }
        frameRenderer.renderThreadDidStart()
        return frameRenderer.redrawRegion(for: damage)
    }

    /// Executes `plan` into the target (cleared first) and waits for the GPU.
    package func renderFrame(_ plan: FramePlan, report: inout FrameReport) throws {
        guard let frameRenderer else { return }
        frameRenderer.renderThreadDidStart()
        try context.whileCurrent {
            try frameRenderer.renderFrame(plan, report: &report)
            context.finish()
        }
    }

    /// The target's pixels as an image (premultiplied RGBA8, top row first).
    package func makeImage() throws -> CGImage? {
        guard let target else { return nil }
        return try context.whileCurrent { target.makeImage() }
    }
}
