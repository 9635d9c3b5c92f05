import CoreAnimationValues
import CoreGraphics
import Foundation

/// A layer's backdrop blur in its pass (`LayerProperties.backdropBlur`):
/// which of the pass's pixels are read back, how small they are blurred,
/// and the quad the blurred image is drawn through, before the layer
/// itself is drawn.
///
/// ```
///   source pixels of the pass ── read back, halved `downsample` times over (box filter)
///       → Gaussian σ / downsample, two separable passes
///       → drawn through the layer's bounds quad (its transform), each pixel reading
///         the blurred image at its own place, × saturation, × opacity, inside the
///         layer's rounded rectangle (`root`'s corners) and `clips`
/// ```
///
/// A plain value; made and read on the render thread.
package struct BackdropBlurComposite: Sendable {
    /// The blurring layer: its bounds, transform (in the pass's root space) and id.
    package var root: LayerDraw
    /// The pass's pixels the blur reads: those the layer covers, grown by the
    /// blur's reach (3σ) and cut to the pass.
    package var source: PixelRect
    /// The pass's pixels the blurred image can show in (the layer's visible
    /// extent; what the frame report counts).
    package var covered: PixelRect
    /// How many pass pixels make one pixel of the image blurred (a power of two, 1…`maximumDownsample`).
    package var downsample: Int
    /// The blur's standard deviation in the pass's pixels (before downsampling).
    package var sigma: CGFloat
    /// The saturation factor applied to the blurred colours (1: none).
    package var saturation: Float
    /// The layer's opacity in the pass: the blurred image crossfades over the sharp one by it.
    package var opacity: Float
    /// The clips around the layer in the pass, outermost first.
    package var clips: ArraySlice<ClipShape>

    /// The coarsest reduction: with the largest radius at 2× that leaves σ ≈ 6 image pixels.
    package static let maximumDownsample = 64
    /// The longest side of a blurred image (pixels) before the reduction grows
    /// past what the blur alone asks: a window-sized blur costs a bounded image.
    package static let maximumImageSide = 512

    package init(root: LayerDraw, source: PixelRect, covered: PixelRect, downsample: Int, sigma: CGFloat,
                 saturation: Float, opacity: Float, clips: ArraySlice<ClipShape>) {
        self.root = root
        self.source = source
        self.covered = covered
        self.downsample = downsample
        self.sigma = sigma
        self.saturation = saturation
        self.opacity = opacity
        self.clips = clips
    }

    /// The blurred image's size in pixels (the source divided by `downsample`, rounded up).
    package var imageSize: (width: Int, height: Int) {
        ((source.width + downsample - 1) / downsample, (source.height + downsample - 1) / downsample)
    }
}
