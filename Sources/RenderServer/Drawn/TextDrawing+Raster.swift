import CoreAnimationValues
import Foundation
import TextRendering

extension TextDrawing {
    /// The text laid out in `bounds` and drawn over exactly the bounds at
    /// `contentsScale` pixels per point, from the bounds' top-left corner;
    /// nil when there is no text or the bounds are empty.
    ///
    /// `scale`, the scale the layer is shown at, is not used: as on Apple's
    /// platforms a text layer's backing has `contentsScale` pixels per point
    /// and is magnified or minified with the layer (blurry at contentsScale 1
    /// on a 2× screen). Text beyond the bounds is cut off; the layer's
    /// rounded corners do not clip it (only `masksToBounds` does). Render
    /// thread (any thread: the layout is its own).
    package func rasterized(bounds: CGRect, scale _: CGFloat) -> RasterizedContent? {
        guard runs.contains(where: { !$0.text.isEmpty }), bounds.width > 0, bounds.height > 0 else { return nil }
        let layout = TextLayout(self, width: bounds.width, height: bounds.height)
        let scale = contentsScale.isFinite && contentsScale > 0 ? contentsScale : 1
        return RasterizedContent.draw(covering: bounds, scale: scale, followsCorners: false) { context in
            layout.draw(in: context, at: bounds.origin)
        }
    }
}
