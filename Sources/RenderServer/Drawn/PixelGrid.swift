import CoreAnimationValues
import Foundation

/// The pixels a drawn content is rasterized into: how many, and the area of
/// the layer (in points) they cover.
///
/// Made on the render thread; a plain value, safe on any thread.
package struct PixelGrid: Equatable {
    /// The area covered, in the layer's points.
    package let frame: CGRect
    package let width: Int
    package let height: Int

    /// The pixels of `frame` (layer points) at `scale` pixels per point,
    /// widened to whole pixels on the layer's pixel grid so that an
    /// untransformed layer's pixels land on screen pixels. A frame of more
    /// than `RasterizedContent.maximumPixels` is covered at a lower scale.
    /// Nil when the frame is empty or not finite, and, with a diagnostic
    /// (once per process), when one side would still need more than
    /// `RasterizedContent.maximumPixels` pixels: a frame so long and thin
    /// that lowering the scale leaves it a pixel thick and far too long.
    package init?(covering frame: CGRect, scale requested: CGFloat) {
        guard frame.width > 0, frame.height > 0, frame.minX.isFinite, frame.minY.isFinite,
              frame.width.isFinite, frame.height.isFinite, requested > 0, requested.isFinite else { return nil }
        var scale = requested
        let area = frame.width * frame.height * scale * scale
        if area > CGFloat(RasterizedContent.maximumPixels) {
            scale *= (CGFloat(RasterizedContent.maximumPixels) / area).squareRoot()
        }
        let minX = (frame.minX * scale).rounded(.down), minY = (frame.minY * scale).rounded(.down)
        let across = (frame.maxX * scale).rounded(.up) - minX, down = (frame.maxY * scale).rounded(.up) - minY
        let limit = RasterizedContent.maximumPixels
        guard let width = Int(checking: across), let height = Int(checking: down), width <= limit, height <= limit else {
            Diagnostics.reportOnce(cause: "PixelGrid side",
                                   "drawn content over \(frame.size) points needs \(across)×\(down) pixels, "
                                   + "more than \(limit) a side; not drawn")
            return nil
        }
        guard width > 0, height > 0 else { return nil }
        self.init(frame: CGRect(x: minX / scale, y: minY / scale, width: CGFloat(width) / scale,
                                height: CGFloat(height) / scale),
                  width: width, height: height)
    }

    private init(frame: CGRect, width: Int, height: Int) {
        self.frame = frame
        self.width = width
        self.height = height
    }

    /// The same area covered by `width` × `height` pixels, stretched when
    /// shown (content that does not change along an axis needs one pixel across it).
    package func resampled(width: Int, height: Int) -> PixelGrid {
        PixelGrid(frame: frame, width: max(width, 1), height: max(height, 1))
    }

    /// The centre of pixel (`x`, `y`), counted from the top-left, in layer points.
    package func center(_ x: Int, _ y: Int) -> CGPoint {
        CGPoint(x: frame.minX + (CGFloat(x) + 0.5) * frame.width / CGFloat(width),
                y: frame.minY + (CGFloat(y) + 0.5) * frame.height / CGFloat(height))
    }
}
