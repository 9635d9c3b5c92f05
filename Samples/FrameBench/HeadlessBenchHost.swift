import CoreGraphics
import Foundation
import GLESRenderer
import LayerHost
import RenderServer

/// FrameBench's stand-in for `LayerWindow` where there is no X display (a
/// GPU server, CI): the same render server, renderer and commit path, drawing
/// into an offscreen target of the bench's size on a headless EGL context
/// (the surfaceless platform, Mesa's or NVIDIA's, or a GPU's device platform
/// where EGL has no surfaceless one: `EGLDisplayConnection.headless()`).
///
/// A frame is drawn into a framebuffer object and never shown: "present"
/// does nothing (`OffscreenRenderTarget.present()`), and the render thread
/// presents synchronously so that no present thread runs. With
/// `measuresRenderWait` the frame's `glFinish` is the render wait, as in the
/// window. Display links are not driven (the bench scenes have none).
///
/// - Note: Main thread only; the render server draws on its own thread,
///   where the context is current between `start()` and `close()`.
final class HeadlessBenchHost {
    /// The layer that fills the target.
    let rootLayer: CALayer
    /// How the render server paces frames ("timer: 60.00 Hz (headless)", "unthrottled").
    let pacingDescription: String
    /// What "present" is here, for the report.
    let presentMeaning = "none: an offscreen target is not shown (no swap, no copy); the glFinish is render_wait"

    private let context: GLESContext
    var glContext: GLESContext? { context }
    // Released on close with the context current: the server (which holds
    // the renderer), the renderer, then the target.
    private var server: RenderServer?
    private var frameRenderer: GLESFrameRenderer?
    private var target: OffscreenRenderTarget?
    private var isRunning = false
    private var isClosed = false
    /// Where `close()` writes the last frame drawn, if anywhere.
    private let lastFramePNG: URL?

    /// Makes the context, a `width` × `height` target and a render server
    /// with a 60 Hz timer (or none, `unthrottled`) calling `frameObserver`
    /// on the render thread after every frame; `close()` writes the last
    /// frame to `lastFramePNG` when one is given.
    ///
    /// - Throws: `GLESRendererError` when headless EGL or OpenGL ES 3 is
    ///   missing, or the size is not one the driver can render.
    init(width: Int, height: Int, unthrottled: Bool, measuresRenderWait: Bool, lastFramePNG: URL? = nil,
         frameObserver: @escaping (FrameReport) -> Void) throws {
        dispatchPrecondition(condition: .onQueue(.main))
        self.lastFramePNG = lastFramePNG
        let context = try GLESContext(display: EGLDisplayConnection.headless())
        let target = try OffscreenRenderTarget(context: context, width: width, height: height)
        // The render thread makes it current for each frame.
        context.releaseCurrent()
        let frameRenderer = GLESFrameRenderer(
            context: context, target: target, clearColor: PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 1))
        frameRenderer.measuresRenderWait = measuresRenderWait
        frameRenderer.presentsAsynchronously = false
        let clock: FrameClock = unthrottled
            ? UnthrottledFrameClock() : PacedFrameClock(framesPerSecond: 60, why: "headless: no display")
        let server = RenderServer(renderer: frameRenderer, clock: clock, frameObserver: frameObserver)
        pacingDescription = server.pacingDescription
        self.server = server
        self.context = context
        self.target = target
        self.frameRenderer = frameRenderer

        rootLayer = LayerWindow.makeRootLayer(width: width, height: height)
    }

    deinit {
        try? close()
    }

    /// Sends the layer tree to the render server and starts drawing, as
    /// `LayerWindow.start()` does.
    func start() {
        dispatchPrecondition(condition: .onQueue(.main))
        guard !isRunning, !isClosed, let server else { return }
        isRunning = true
        CATransaction.flush()
        CommitFeed.shared.attach(server)
        // The server starts empty: send it everything under the root.
        rootLayer.markSubtreeForCommit()
        CATransaction.flush()
        server.setRoots([rootLayer.layerID])
        server.start()
    }

    /// The error that stopped the render thread, if one did.
    var renderingError: Error? { server?.lastError }

    /// Stops drawing, writes the last frame where asked (a failure is
    /// printed on stderr), and deletes the GL objects.
    func close() throws {
        guard !isClosed else { return }
        isClosed = true
        if isRunning {
            CATransaction.flush()
            // The render thread releases the context as it ends (`renderThreadWillExit`).
            server?.stop()
            if let server { CommitFeed.shared.detach(server) }
        }
        var written: Error?
        try? context.whileCurrent {
            if let lastFramePNG, let target {
                do {
                    try target.makeImage().pngData().write(to: lastFramePNG)
                } catch {
                    written = OutputPathError(message: "FrameBench: cannot write the last frame to \(lastFramePNG.path)",
                                              reason: OutputPath.reason(error))
                }
            }
            server = nil
            frameRenderer = nil
            target = nil
        }
        if let written { throw written }
    }
}
