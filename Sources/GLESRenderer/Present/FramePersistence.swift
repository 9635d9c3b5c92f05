/// What a render target still holds of the frames drawn into it when the
/// next frame begins: what decides whether `GLESFrameRenderer` may redraw
/// only a frame's damage (`FrameDamage`) and leave the rest.
///
/// A plain value.
package enum FramePersistence: Sendable, Equatable {
    /// Nothing to rely on (a swap leaves the back buffer undefined): every
    /// frame is drawn whole.
    case discarded
    /// Exactly the last frame drawn: an offscreen framebuffer, or a window
    /// whose back buffer is never swapped away (GLX on Mesa's software
    /// rasterizer, presented by copying rectangles out with
    /// `GLX_MESA_copy_sub_buffer`).
    case kept
    /// One of the frames drawn before, as the driver says each frame
    /// (`EGL_EXT_buffer_age`: `RenderTarget.bufferAge()`, 0 for none known).
    case bufferAge
}
