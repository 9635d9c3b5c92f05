/// A backdrop blurred by `BackdropBlurPass`: the target holding it and the
/// bottom-left part of it (GL rows) the image fills (all of it, from
/// `BackdropImageCache`).
///
/// Render thread only, like the target.
struct BlurredBackdrop {
    let target: OffscreenRenderTarget
    /// The image's size in the target's pixels.
    let width: Int
    let height: Int
}
