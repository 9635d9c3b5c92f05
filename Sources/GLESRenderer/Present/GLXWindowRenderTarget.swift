import CGLES
import Foundation

/// An X window drawn by a GLX context (`GLXContextBinding`) as a render
/// target: the default framebuffer, presented with `glXSwapBuffers`, which
/// on Mesa's software rasterizer puts the image through shared memory.
///
/// The context belongs to this window (`GLESContext(glx:window:)`): every
/// `activate` makes it current on the window. Created on the main thread;
/// drawn and presented on the render or present thread, where the context
/// is current; `resize` and `setSwapInterval` from any thread.
package final class GLXWindowRenderTarget: WindowSurface {
    private let context: GLESContext
    private let binding: GLXContextBinding
    private let window: UInt
    package let settings: WindowSurfaceSettings

    /// - Throws: `GLESRendererError.noGLXContext` when `context` was not made through GLX for `nativeWindow`.
    package init(context: GLESContext, nativeWindow: UInt, width: Int, height: Int) throws {
        guard let glx = context.glx, glx.window == nativeWindow else {
            throw GLESRendererError.noGLXContext(detail: "the context was not made through GLX for this window")
        }
        self.context = context
        self.binding = glx.binding
        self.window = nativeWindow
        settings = WindowSurfaceSettings(width: width, height: height)
    }

    deinit {
        if context.isCurrent { context.releaseCurrent() }
    }

    /// Makes the context current on the window on the calling thread, and
    /// applies a swap interval set since.
    package func activate(_ context: GLESContext) throws {
        if !binding.isCurrent || binding.currentDrawable != window {
            try context.makeCurrent()
        }
        if let interval = settings.intervalToApply() {
            binding.setSwapInterval(interval, drawable: window)
        }
    }

    package var presentPath: String {
        binding.isSoftware
            ? "GLX on X11, Mesa \(binding.renderer): glXSwapBuffers puts each frame through shared memory (MIT-SHM)"
            : "GLX on X11: glXSwapBuffers (\(binding.renderer))"
    }

    /// Shows the frame: swaps the window's buffers (GLX reports no failure
    /// here; a gone window or connection shows up as an X error).
    package func present() throws {
        binding.swap(drawable: window)
    }
}
