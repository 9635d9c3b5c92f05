import CoreAnimationValues
import CoreGraphics
import Foundation

/// Backdrop blurs in the plan (`LayerProperties.backdropBlur`, set by
/// `UIVisualEffectView`): a `.backdropBlur` step in painter's order right
/// before the blurring layer, which then starts the next run.
///
/// **What is behind.** The step reads back what its pass holds when it is
/// executed: everything drawn before the layer in that pass, blurred
/// effect views included (so nested blurs blur each other). In the frame
/// that is the whole picture behind it. A group-opacity subtree holding a
/// blur is therefore drawn without its group image, its opacity on each
/// layer (`withoutGroupImage`: a `directGroup` step, where layers that
/// overlap inside it blend one by one, as without `allowsGroupOpacity`), so
/// the blur sees the frame rather than an empty group image; masks and
/// rasterized layers inside keep their images. Inside images of their own (a mask's group, a rasterized
/// layer, a transition's appearances, a subtree shadow) it blurs what that
/// image drew before it: defined, never garbage, but not the frame behind.
///
/// **Where.** Any affine or rotated transform: the image covers the
/// layer's pixel extent and each pixel reads its own place in it. A layer
/// partly behind the eye (perspective) gets no blur, said once. Empty
/// bounds, a zero opacity or a visible extent cut away by clips plan nothing.
///
/// **Cost.** The source is reduced by a power of two so that σ is 2–4
/// image pixels, and further while a side would pass
/// `BackdropBlurComposite.maximumImageSide`: a window-sized blur reads
/// the window once and blurs at most 512 pixels a side.
///
/// - Note: Pure functions; the render thread calls them while planning.
extension FramePlanner {
    /// The backdrop step of `item` drawn into `pass` with `opacity` times
    /// its own; nil when it has none or nothing of it would show.
    ///
    /// - Complexity: O(clips around the item).
    package static func backdropBlurStep(_ item: LayerDraw, in pass: RenderPass, opacity factor: Float = 1)
        -> BackdropBlurComposite?
    {
        let p = item.properties
        guard let blur = p.backdropBlur, blur.changesBackdrop else { return nil }
        let opacity = item.opacity * factor
        let bounds = p.bounds.standardized
        guard opacity > 0, !bounds.isEmpty, bounds.width.isFinite, bounds.height.isFinite else { return nil }
        let scale = pass.pointsToPixels
        guard var covered = pixelExtent(of: bounds, through: item.transform, scale: scale) else {
            Diagnostics.reportOnce(
                cause: "FramePlanner backdrop perspective",
                "a layer with a backdrop blur lies partly behind the eye (perspective); it is drawn without the blur")
            return nil
        }
        covered = covered.intersection(pass.rect)
        let clips = item.clips.dropFirst(pass.clipBase)
        for clip in clips where !covered.isEmpty {
            if let clipped = pixelExtent(of: clip.bounds, through: clip.transform, scale: scale) {
                covered = covered.intersection(clipped)
            }
        }
        guard !covered.isEmpty else { return nil }
        let sigma = blur.radius * scale
        let reach = Int((3 * sigma).rounded(.up))
        let source = PixelRect(x: covered.x - reach, y: covered.y - reach,
                               width: covered.width + 2 * reach, height: covered.height + 2 * reach)
            .intersection(pass.rect)
        return BackdropBlurComposite(
            root: item, source: source, covered: covered,
            downsample: backdropDownsample(sigma: sigma, width: source.width, height: source.height),
            sigma: sigma, saturation: blur.saturation, opacity: opacity, clips: clips)
    }

    /// The power of two a backdrop of `width` × `height` pass pixels is
    /// reduced by before a blur of σ `sigma` pixels: σ kept at 2–4 image
    /// pixels where it can be, then halved further while a side is longer
    /// than `BackdropBlurComposite.maximumImageSide`.
    package static func backdropDownsample(sigma: CGFloat, width: Int, height: Int) -> Int {
        let most = BackdropBlurComposite.maximumDownsample
        var factor = 1
        while factor < most, sigma / CGFloat(2 * factor) >= 2 { factor *= 2 }
        while factor < most, max(width, height) > BackdropBlurComposite.maximumImageSide * factor { factor *= 2 }
        return factor
    }

    /// Whether a layer of `items[range]` blurs its backdrop (read in place).
    static func holdsBackdropBlur(_ items: [LayerDraw], _ range: Range<Int>) -> Bool {
        range.contains { items[$0].properties.rare.backdropBlur != nil }
    }
}
