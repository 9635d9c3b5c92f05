import Foundation
import GLESRenderer

/// A window's GL objects and its X connection, kept until its render thread
/// has stopped and then released in order (renderer, surface, context, EGL
/// display, then the connection, whose display a swap may still be using):
/// what a window hands over when it closes because the connection to the X
/// server closed.
///
/// Made on the main thread. `release()` runs on any one other thread, after
/// the render thread ended (nothing else uses them then); it hands the EGL
/// display and the connection to the main thread, where they go last.
final class GLLeftovers: @unchecked Sendable {
    private var renderer: GLESFrameRenderer?
    private var target: WindowSurface?
    private var context: GLESContext?
    private let display: EGLDisplayConnection?
    private var connection: AnyObject?

    init(renderer: GLESFrameRenderer?, target: WindowSurface?, context: GLESContext?, display: EGLDisplayConnection?,
         connection: AnyObject) {
        self.renderer = renderer
        self.target = target
        self.context = context
        self.display = display
        self.connection = connection
    }

    /// Releases the renderer, surface and context on this thread; the EGL
    /// display is terminated, and the connection let go, on the main queue.
    /// `eglTerminate` unloads the driver, which must not race the program's
    /// end: a program whose `run()` returned goes on to exit on the main
    /// thread, and the driver unloaded meanwhile by another thread crashed it
    /// in the exit handlers. On the main queue it happens only while the
    /// program goes on.
    func release() {
        renderer = nil
        target = nil
        context = nil
        DispatchQueue.main.async { [self] in
            display?.terminate()
            connection = nil
        }
    }
}
