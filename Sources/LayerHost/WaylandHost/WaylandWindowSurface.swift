import CoreGraphics
import Foundation
import GLESRenderer
import WaylandPlatform

/// A Wayland window as a render target: an EGL window surface on a
/// `wl_egl_window`, resized on the render thread before the frame that has
/// the new size, and presented with what the compositor must hear with that
/// commit: the configure it acknowledges, the buffer's scale, and the next
/// frame callback.
///
/// Made on the main thread; drawn and presented on the render thread
/// (never on a present thread of its own: the callback must be asked before
/// the swap's commit, in order).
final class WaylandWindowSurface: WindowSurface {
    /// The EGL surface; let go before the `wl_egl_window` it draws on.
    private var target: WindowRenderTarget!
    private let library: WaylandLibrary
    private let eglWindow: OpaquePointer
    private let window: WaylandWindow
    private let callbacks: WaylandFrameCallbacks
    /// The `wl_egl_window`'s size now (render thread).
    private var appliedSize: (width: Int, height: Int)

    init(context: GLESContext, window: WaylandWindow, callbacks: WaylandFrameCallbacks) throws {
        let library = window.connection.library
        let size = window.pixelSize
        guard let proxy = window.surfaceProxy,
              let eglWindow = library.eglWindowCreate(proxy, Int32(size.width), Int32(size.height))
        else { throw GLESRendererError.noEGL(detail: "wl_egl_window_create failed") }
        do {
            target = try WindowRenderTarget(context: context, nativeWindow: UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(eglWindow))),
                                            width: size.width, height: size.height)
        } catch {
            library.eglWindowDestroy(eglWindow)
            throw error
        }
        self.library = library
        self.eglWindow = eglWindow
        self.window = window
        self.callbacks = callbacks
        appliedSize = size
    }

    deinit {
        target = nil
        library.eglWindowDestroy(eglWindow)
    }

    var settings: WindowSurfaceSettings { target.settings }
    /// Whether frames are read back before their swap (tests).
    var keepsPresentedFrames: Bool {
        get { target.keepsPresentedFrames }
        set { target.keepsPresentedFrames = newValue }
    }
    var lastPresented: (image: CGImage?, count: Int) { target.lastPresented }
    var presentPath: String { target.presentPath }
    var presentsOnAnotherThread: Bool { false }

    /// Binds the surface, and gives the `wl_egl_window` the size the frame is drawn at.
    func activate(_ context: GLESContext) throws {
        try target.activate(context)
        let size = settings.size
        if size != appliedSize {
            library.eglWindowResize(eglWindow, Int32(size.width), Int32(size.height), 0, 0)
            appliedSize = size
        }
    }

    /// Acknowledges a configure this frame answers, states the scale, asks for the next callback, swaps.
    func present() throws {
        try window.withCommit {
            window.prepareCommit(width: appliedSize.width, height: appliedSize.height)
            callbacks.frameWillCommit()
            try target.present()
        }
    }
}
