import CEGL
import CGLES
import CoreGraphics
import Foundation
import RenderServer

/// A window's EGL surface as a render target: the default framebuffer, presented by swapping buffers.
///
/// Made from a native window handle (an X11 `Window` id, or the address of
/// a `wl_egl_window`) on a display opened with
/// `EGLDisplayConnection.x11(nativeDisplay:)` or `.wayland(nativeDisplay:)`;
/// this module needs no X or Wayland headers. The window's owner reports size changes with `resize`. Created on
/// any thread; drawn and presented on the render thread, where
/// `makeCurrent()` binds the context to this surface.
package final class WindowRenderTarget: WindowSurface {
    private let context: GLESContext
    private let display: EGLDisplayConnection
    private let surface: EGLSurface
    package let settings: WindowSurfaceSettings
    /// Whether each frame is read back before its swap (`lastPresented`):
    /// tests of a window whose pixels no screenshot can reach (Wayland). Off
    /// by default: a readback waits for the GPU.
    package var keepsPresentedFrames: Bool {
        get { captureLock.withLock { keeps } }
        set { captureLock.withLock { keeps = newValue } }
    }
    private let captureLock = NSLock()
    private var keeps = false
    private var presented: (image: CGImage?, count: Int) = (nil, 0)
    /// Whether the driver says how old the back buffer is (`EGL_EXT_buffer_age`).
    private let reportsBufferAge: Bool
    /// `eglSwapBuffersWithDamageKHR` (or its EXT twin), where the display offers it.
    private let swapWithDamage: PFNEGLSWAPBUFFERSWITHDAMAGEKHRPROC?

    /// - Throws: `GLESRendererError.noEGL` when the surface cannot be made.
    package init(context: GLESContext, nativeWindow: UInt, width: Int, height: Int) throws {
        guard let display = context.display, display.platform == .x11 || display.platform == .wayland,
              let config = context.config
        else {
            throw GLESRendererError.noEGL(detail: "window surfaces need a display opened with EGLDisplayConnection.x11 or .wayland")
        }
        guard let surface = eglCreateWindowSurface(display.display, config, EGLNativeWindowType(nativeWindow), nil)
        else {
            throw GLESRendererError.noEGL(detail: "eglCreateWindowSurface failed (EGL error 0x\(String(eglGetError(), radix: 16)))")
        }
        self.context = context
        self.display = display
        self.surface = surface
        settings = WindowSurfaceSettings(width: width, height: height)
        reportsBufferAge = display.extensions.contains("EGL_EXT_buffer_age")
        let swapName = display.extensions.contains("EGL_KHR_swap_buffers_with_damage") ? "eglSwapBuffersWithDamageKHR"
            : display.extensions.contains("EGL_EXT_swap_buffers_with_damage") ? "eglSwapBuffersWithDamageEXT" : nil
        swapWithDamage = swapName.flatMap { eglGetProcAddress($0) }
            .map { unsafeBitCast($0, to: PFNEGLSWAPBUFFERSWITHDAMAGEKHRPROC.self) }
    }

    /// The back buffer holds a recent frame where the driver says which (`bufferAge()`).
    package var framePersistence: FramePersistence { reportsBufferAge ? .bufferAge : .discarded }

    /// How many frames old the back buffer is (`EGL_BUFFER_AGE_EXT`; 0: unknown), the surface current.
    package func bufferAge() -> Int {
        guard reportsBufferAge else { return 0 }
        var age: EGLint = 0
        guard eglQuerySurface(display.display, surface, EGLint(EGL_BUFFER_AGE_EXT), &age) == EGLBoolean(EGL_TRUE) else {
            return 0
        }
        return Int(age)
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
        if display.platform == .wayland {
            return "EGL on Wayland: eglSwapBuffers commits each frame's buffer to the compositor (\(context.renderer))"
        }
        if context.isLlvmpipe {
            return "EGL on X11, Mesa llvmpipe: eglSwapBuffers sends each frame through the X socket (PutImage)"
        }
        return "EGL on X11: eglSwapBuffers (\(context.renderer))"
    }

    /// The last frame presented while `keepsPresentedFrames` (nil before one) and how many were (any thread).
    package var lastPresented: (image: CGImage?, count: Int) { captureLock.withLock { presented } }

    /// Shows the frame: swaps the window's buffers.
    package func present() throws {
        try present(damage: nil)
    }

    /// Swaps the window's buffers, telling the compositor which rectangles
    /// changed where the display takes them (`EGL_KHR_swap_buffers_with_damage`).
    package func present(damage: [PixelRect]?) throws {
        if keepsPresentedFrames {
            // The frame ends drawing into the window's framebuffer (0), bound for reading too.
            let image = FramebufferReadback.opaqueImage(width: pixelWidth, height: pixelHeight)
            captureLock.withLock { presented = (image, presented.count + 1) }
        }
        if let damage, let swapWithDamage {
            // EGL counts rows from the bottom.
            var rects: [EGLint] = []
            for rect in damage {
                rects += [EGLint(rect.x), EGLint(pixelHeight - rect.y - rect.height), EGLint(rect.width), EGLint(rect.height)]
            }
            guard swapWithDamage(display.display, surface, rects, EGLint(damage.count)) == EGLBoolean(EGL_TRUE) else {
                throw GLESRendererError.swapFailed(detail: "eglSwapBuffersWithDamage: \(EGLErrorName.name(eglGetError()))")
            }
            return
        }
        guard eglSwapBuffers(display.display, surface) == EGLBoolean(EGL_TRUE) else {
            throw GLESRendererError.swapFailed(detail: "eglSwapBuffers: \(EGLErrorName.name(eglGetError()))")
        }
    }
}
