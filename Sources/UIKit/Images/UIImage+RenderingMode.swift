import Foundation

extension UIImage {
    /// Whether an image is drawn in its own colours or as a shape in a tint
    /// colour, as Apple's `UIImage.RenderingMode`. A plain value, any thread.
    public enum RenderingMode: Int, Sendable {
        /// The drawing view decides; image views draw the image's own colours.
        case automatic = 0
        /// Always the image's own colours.
        case alwaysOriginal = 1
        /// Always the image's alpha as a shape, filled with the view's tint colour (`UIImageView.tintColor`).
        case alwaysTemplate = 2
    }

    /// The same image with `renderingMode`.
    public func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
        UIImage(self, renderingMode: renderingMode)
    }

    /// The image in `color` wherever it has alpha (its colours dropped), with this image's rendering mode.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: renderingMode)
    }

    /// The image in `color` wherever it has alpha, with `renderingMode`.
    ///
    /// As Apple draws it: the tint colour fills the image's rectangle, then the
    /// image is drawn over it with `.destinationIn`, keeping the colour where
    /// the image has alpha, in proportion. Pixel for pixel: same size, scale
    /// and orientation. An image without pixels (an animated image's
    /// container, `UIImage()`) is returned with the mode only.
    public func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage {
        guard let cgImage else { return withRenderingMode(renderingMode) }
        let pixels = CGRect(x: 0, y: 0, width: cgImage.width, height: cgImage.height)
        let format = UIGraphicsImageRendererFormat.preferred()
        format.scale = 1
        let tinted = UIGraphicsImageRenderer(bounds: pixels, format: format).image { context in
            color.setFill()
            context.fill(pixels)
            context.cgContext.setBlendMode(.destinationIn)
            UIImage(cgImage: cgImage).draw(in: pixels)
        }
        guard let tintedPixels = tinted.cgImage else { return withRenderingMode(renderingMode) }
        let image = UIImage(cgImage: tintedPixels, scale: scale, orientation: imageOrientation)
        return UIImage(image, renderingMode: renderingMode)
    }
}
