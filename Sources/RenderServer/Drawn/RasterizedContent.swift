import CoreAnimationValues
import Foundation

/// Drawn content turned into pixels: the image and where it lies in the
/// layer's bounds space (points), which may reach outside the bounds (a
/// shape's stroke) or be the bounds exactly (a gradient, a text).
///
/// Made on the render thread from a `DrawnContent`; immutable, safe on any thread.
package struct RasterizedContent: Sendable {
    package var image: CGImage
    package var frame: CGRect
    /// Whether the layer's rounded corners clip the image, as they clip its
    /// background (gradients); otherwise only `masksToBounds` clips it.
    package var followsCorners: Bool

    package init(image: CGImage, frame: CGRect, followsCorners: Bool) {
        self.image = image
        self.frame = frame
        self.followsCorners = followsCorners
    }
}

extension RasterizedContent {
    /// The most pixels one drawn content is rasterized into (2^24, e.g. 4096 × 4096);
    /// a larger one is drawn at a lower scale.
    package static let maximumPixels = 1 << 24

    /// Draws `body` into a bitmap covering `frame` (layer points) at `scale`
    /// pixels per point, in the layer's own coordinates (y down, as a layer's
    /// `draw(in:)` context is flipped), and keeps the image.
    ///
    /// The frame is widened to whole pixels on the layer's pixel grid, so that
    /// an untransformed layer's pixels land on screen pixels. Nil when the
    /// frame is empty or not finite. Render thread (any thread: it touches no shared state).
    package static func draw(covering frame: CGRect, scale: CGFloat, followsCorners: Bool,
                             _ body: (CGContext) -> Void) -> RasterizedContent? {
        guard let grid = PixelGrid(covering: frame, scale: scale) else { return nil }
        return draw(on: grid, followsCorners: followsCorners, body)
    }

    /// Draws `body` into a bitmap of `grid`'s pixels, in the layer's own
    /// coordinates (y down), and keeps the image over the grid's frame.
    package static func draw(on grid: PixelGrid, followsCorners: Bool, _ body: (CGContext) -> Void) -> RasterizedContent? {
        guard let context = CGContext(data: nil, width: grid.width, height: grid.height, bitsPerComponent: 8,
                                      bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        else { return nil }
        context.translateBy(x: 0, y: CGFloat(grid.height))
        context.scaleBy(x: CGFloat(grid.width) / grid.frame.width, y: -CGFloat(grid.height) / grid.frame.height)
        context.translateBy(x: -grid.frame.minX, y: -grid.frame.minY)
        body(context)
        guard let image = context.makeImage() else { return nil }
        return RasterizedContent(image: image, frame: grid.frame, followsCorners: followsCorners)
    }
}
