import Foundation
import GLESRenderer

/// A window's GL objects: its context and surface, the EGL display they were
/// made on (nil for GLX), and the platform connection they use (a swap may
/// still be using its display), released in that order.
///
/// Made on the main thread by a platform (`HostWindow.graphics`). A window
/// that closes normally releases them there (`release()`), after its render
/// server stopped and let go of the renderer. A window whose display was
/// lost hands them, with its renderer, to another thread
/// (`releaseAfterLoss(renderer:)`), since the render thread may still be
/// inside a swap to the dead server.
package final class WindowGraphics: @unchecked Sendable {
    package private(set) var context: GLESContext?
    package private(set) var surface: WindowSurface?
    private let display: EGLDisplayConnection?
    private var connection: AnyObject?

    package init(context: GLESContext, surface: WindowSurface, display: EGLDisplayConnection?, connection: AnyObject?) {
        self.context = context
        self.surface = surface
        self.display = display
        self.connection = connection
    }

    /// Releases the surface and the context and terminates the EGL display,
    /// on the main thread; the connection stays with the window.
    package func release() {
        surface = nil
        context = nil
        display?.terminate()
    }

    /// Releases `renderer`, the surface and the context on this thread (any
    /// thread but the main one, after the render thread ended); the EGL
    /// display is terminated, and the connection let go, on the main queue.
    /// `eglTerminate` unloads the driver, which must not race the program's
    /// end: a program whose `run()` returned goes on to exit on the main
    /// thread, and the driver unloaded meanwhile by another thread crashed it
    /// in the exit handlers. On the main queue it happens only while the
    /// program goes on.
    package func releaseAfterLoss(renderer: inout GLESFrameRenderer?) {
        renderer = nil
        surface = nil
        context = nil
        DispatchQueue.main.async { [self] in
            display?.terminate()
            connection = nil
        }
    }
}
