import Foundation
import GLESRenderer

/// A window's GL objects and its X connection, kept until its render thread
/// has stopped and then released in order (renderer, surface, context, EGL
/// display, then the connection, whose display a swap may still be using):
/// what a window hands over when it closes because it is gone (destroyed by
/// another program, or its connection to the X server closed).
///
/// Made on the main thread, released on any one other thread (after the
/// render thread ended, nothing else uses them).
final class GLLeftovers: @unchecked Sendable {
    private var renderer: GLESFrameRenderer?
    private var target: WindowRenderTarget?
    private var context: GLESContext?
    private let display: EGLDisplayConnection
    private var connection: AnyObject?

    init(renderer: GLESFrameRenderer?, target: WindowRenderTarget?, context: GLESContext?, display: EGLDisplayConnection,
         connection: AnyObject) {
        self.renderer = renderer
        self.target = target
        self.context = context
        self.display = display
        self.connection = connection
    }

    func release() {
        renderer = nil
        target = nil
        context = nil
        display.terminate()
        connection = nil
    }
}
