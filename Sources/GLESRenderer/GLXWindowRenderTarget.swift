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
    private let lock = NSLock()
    private var width: Int
    private var height: Int
    private var swapIntervalWanted: Int?
    /// Set on the thread holding the context.
    private var swapIntervalApplied: Int?

    package var pixelWidth: Int { lock.withLock { width } }
    package var pixelHeight: Int { lock.withLock { height } }

    /// - Throws: `GLESRendererError.noGLXContext` when `context` was not made through GLX for `nativeWindow`.
    package init(context: GLESContext, nativeWindow: UInt, width: Int, height: Int) throws {
        guard let glx = context.glx, glx.window == nativeWindow else {
            throw GLESRendererError.noGLXContext(detail: "the context was not made through GLX for this window")
        }
        self.context = context
        self.binding = glx.binding
        self.window = nativeWindow
        self.width = width
        self.height = height
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
        let wanted = lock.withLock { swapIntervalWanted }
        if let wanted, wanted != swapIntervalApplied {
            binding.setSwapInterval(wanted, drawable: window)
            swapIntervalApplied = wanted
        }
    }

    package func setSwapInterval(_ interval: Int) {
        lock.withLock { swapIntervalWanted = max(0, interval) }
    }

    package func resize(width: Int, height: Int) {
        lock.withLock {
            self.width = max(1, width)
            self.height = max(1, height)
        }
    }

    package func bindForDrawing(_ state: GLStateCache) {
        state.bindFramebuffer(GLFramebufferName(rawValue: 0))
        state.setViewport(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
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
