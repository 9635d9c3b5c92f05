import CGLES
import CoreGraphics
import Foundation

/// A window surface with no window: an offscreen framebuffer that follows
/// the size the window's owner sets, and keeps each presented frame as an
/// image. For platforms that show nothing on a screen (the tests' own
/// platform), whose frames are read back instead.
///
/// Made on any thread with a context of a surfaceless (headless) display;
/// drawn and presented on the render thread, whose `bindForDrawing` makes
/// the framebuffer anew when the size changed. Present on the render thread
/// too (`GLESFrameRenderer.presentsAsynchronously` off): a present on a
/// thread of its own would read a framebuffer the render thread may be
/// remaking. `lastPresented`: any thread (under a lock).
package final class OffscreenWindowSurface: WindowSurface, @unchecked Sendable {
    private let context: GLESContext
    package let settings: WindowSurfaceSettings
    /// The framebuffer of the current size (render thread).
    private var framebuffer: OffscreenRenderTarget?
    private let lock = NSLock()
    private var presented: (image: CGImage?, count: Int) = (nil, 0)

    package init(context: GLESContext, width: Int, height: Int) {
        self.context = context
        settings = WindowSurfaceSettings(width: width, height: height)
    }

    deinit {
        // Its GL objects go with the context current where it can be made so.
        guard framebuffer != nil, (try? context.makeCurrent()) != nil else { return }
        framebuffer = nil
        context.releaseCurrent()
    }

    package var presentPath: String { "offscreen: each frame read back into an image (no window)" }
    package var presentsOnAnotherThread: Bool { false }
    /// The framebuffer keeps each frame until the size changes (a new one then starts the next frame whole).
    package var framePersistence: FramePersistence { .kept }

    /// Binds a framebuffer of the surface's size, made anew when the size
    /// changed (its pixels start transparent); the default framebuffer, with
    /// one report, when one of that size cannot be made.
    package func bindForDrawing(_ state: GLStateCache) {
        let size = settings.size
        if framebuffer?.pixelWidth != size.width || framebuffer?.pixelHeight != size.height {
            framebuffer = nil
            do {
                framebuffer = try OffscreenRenderTarget(context: context, width: size.width, height: size.height)
            } catch {
                Diagnostics.reportOnce(cause: "offscreen window surface \(size.width)x\(size.height)",
                                       "an offscreen window surface of \(size.width)×\(size.height) pixels: \(error)",
                                       subsystem: "GLESRenderer")
            }
        }
        if let framebuffer {
            framebuffer.bindForDrawing(state)
        } else {
            state.bindFramebuffer(GLFramebufferName(rawValue: 0))
            state.setViewport(x: 0, y: 0, width: size.width, height: size.height)
        }
    }

    /// Keeps what was drawn as the last presented image.
    package func present() throws {
        let image = framebuffer?.makeImage()
        lock.withLock { presented = (image, presented.count + 1) }
    }

    /// The last frame presented (nil before the first) and how many were.
    package var lastPresented: (image: CGImage?, count: Int) { lock.withLock { presented } }
}
