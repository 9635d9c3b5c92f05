/// A window as a render target: the default framebuffer of an X window,
/// presented by swapping buffers. `WindowRenderTarget` (EGL) and
/// `GLXWindowRenderTarget` (GLX) are the two; a window host picks one
/// (`presentPath` says which, for reports) and talks to it through this.
///
/// Created on any thread; drawn and presented on the render (or present)
/// thread; `resize` and `setSwapInterval` from any thread, taking effect at
/// the next frame (through `settings`).
package protocol WindowSurface: RenderTarget {
    /// The size and swap interval other threads set.
    var settings: WindowSurfaceSettings { get }
    /// How a frame reaches the screen, in words.
    var presentPath: String { get }
    /// Whether a frame may be presented on a thread of its own while the
    /// next is built (`GLESFrameRenderer.presentsAsynchronously`); true
    /// unless the surface says otherwise.
    var presentsOnAnotherThread: Bool { get }
}

extension WindowSurface {
    package var presentsOnAnotherThread: Bool { true }

    /// A window's back buffer is undefined after a swap unless the surface says otherwise.
    package var framePersistence: FramePersistence { .discarded }

    package var pixelWidth: Int { settings.size.width }
    package var pixelHeight: Int { settings.size.height }

    /// The window's new size in pixels (any thread); the next frame uses it.
    package func resize(width: Int, height: Int) {
        settings.resize(width: width, height: height)
    }

    /// Swaps per display refresh: 1 waits for a vblank where the driver
    /// honours it (a vsync-paced window), 0 swaps at once (a timer-paced
    /// one; Mesa's software path on Xvfb swaps at once either way). Any
    /// thread; applied when the surface is next made current.
    package func setSwapInterval(_ interval: Int) {
        settings.setSwapInterval(interval)
    }

    package func bindForDrawing(_ state: GLStateCache) {
        state.bindFramebuffer(GLFramebufferName(rawValue: 0))
        state.setViewport(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
    }
}
