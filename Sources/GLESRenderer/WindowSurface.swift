/// A window as a render target: the default framebuffer of an X window,
/// presented by swapping buffers. `WindowRenderTarget` (EGL) and
/// `GLXWindowRenderTarget` (GLX) are the two; a window host picks one
/// (`presentPath` says which, for reports) and talks to it through this.
///
/// Created on any thread; drawn and presented on the render (or present)
/// thread; `resize` and `setSwapInterval` from any thread, taking effect at
/// the next frame.
package protocol WindowSurface: RenderTarget {
    /// The window's new size in pixels.
    func resize(width: Int, height: Int)
    /// Swaps per display refresh: 1 waits for a vblank where the driver
    /// honours it, 0 swaps at once.
    func setSwapInterval(_ interval: Int)
    /// How a frame reaches the screen, in words.
    var presentPath: String { get }
}
