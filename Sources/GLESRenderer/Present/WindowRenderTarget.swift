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
    package let settings: WindowSurfaceSettings

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
        settings = WindowSurfaceSettings(width: width, height: height)
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
        if let interval = settings.intervalToApply() {
            eglSwapInterval(display.display, EGLint(interval))
        }
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
