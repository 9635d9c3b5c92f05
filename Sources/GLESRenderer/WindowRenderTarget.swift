import CEGL
import CGLES
import Foundation

/// A window's EGL surface as a render target: the default framebuffer, presented by swapping buffers.
///
/// Made from a native window handle (an X11 `Window` id) on a display opened
/// with `EGLDisplayConnection.x11(nativeDisplay:)`; this module needs no X
/// headers. The window's owner reports size changes with `resize`. Created on
/// any thread; drawn and presented on the render thread, where
/// `makeCurrent()` binds the context to this surface.
package final class WindowRenderTarget: WindowSurface {
    private let context: GLESContext
    private let display: EGLDisplayConnection
    private let surface: EGLSurface
    private let sizeLock = NSLock()
    private var width: Int
    private var height: Int
    /// The swap interval asked for (under `sizeLock`), and the one last set
    /// (on the thread holding the context).
    private var swapIntervalWanted: Int?
    private var swapIntervalApplied: Int?

    package var pixelWidth: Int { sizeLock.withLock { width } }
    package var pixelHeight: Int { sizeLock.withLock { height } }

    /// - Throws: `GLESRendererError.noEGL` when the surface cannot be made.
    package init(context: GLESContext, nativeWindow: UInt, width: Int, height: Int) throws {
        guard let display = context.display, display.platform == .x11, let config = context.config else {
            throw GLESRendererError.noEGL(detail: "window surfaces need a display opened with EGLDisplayConnection.x11")
        }
        guard let surface = eglCreateWindowSurface(display.display, config, EGLNativeWindowType(nativeWindow), nil)
        else {
            throw GLESRendererError.noEGL(detail: "eglCreateWindowSurface failed (EGL error 0x\(String(eglGetError(), radix: 16)))")
        }
        self.context = context
        self.display = display
        self.surface = surface
        self.width = width
        self.height = height
    }

    deinit {
        if context.isCurrent { context.releaseCurrent() }
        eglDestroySurface(display.display, surface)
    }

    /// Binds the context to this window's surface on the calling thread
    /// (render or present thread), and applies a swap interval set since.
    package func activate(_ context: GLESContext) throws {
        if !context.isCurrent || eglGetCurrentSurface(EGLint(EGL_DRAW)) != surface {
            try context.makeCurrent(surface: surface)
        }
        let wanted = sizeLock.withLock { swapIntervalWanted }
        if let wanted, wanted != swapIntervalApplied {
            eglSwapInterval(display.display, EGLint(wanted))
            swapIntervalApplied = wanted
        }
    }

    /// Swaps per display refresh: 1 waits for a vblank where the driver
    /// honours it (a vsync-paced window), 0 swaps at once (a timer-paced
    /// one; Mesa's software path on Xvfb swaps at once either way). Any
    /// thread; applied when the surface is next made current.
    package func setSwapInterval(_ interval: Int) {
        sizeLock.withLock { swapIntervalWanted = max(0, interval) }
    }

    /// The window's new size in pixels (any thread); the next frame uses it.
    package func resize(width: Int, height: Int) {
        sizeLock.withLock {
            self.width = max(1, width)
            self.height = max(1, height)
        }
    }

    package func bindForDrawing(_ state: GLStateCache) {
        state.bindFramebuffer(GLFramebufferName(rawValue: 0))
        state.setViewport(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
    }

    package var presentPath: String {
        if context.isLlvmpipe {
            return "EGL on X11, Mesa llvmpipe: eglSwapBuffers sends each frame through the X socket (PutImage)"
        }
        return "EGL on X11: eglSwapBuffers (\(context.renderer))"
    }

    /// Shows the frame: swaps the window's buffers.
    package func present() throws {
        guard eglSwapBuffers(display.display, surface) == EGLBoolean(EGL_TRUE) else {
            throw GLESRendererError.swapFailed(detail: "eglSwapBuffers: \(EGLErrorName.name(eglGetError()))")
        }
    }
}
