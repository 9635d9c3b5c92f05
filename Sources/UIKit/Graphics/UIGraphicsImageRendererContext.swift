import Foundation

/// The drawing environment of an image renderer's actions, as Apple's
/// `UIGraphicsImageRendererContext`: a `UIGraphicsRendererContext` that can
/// also show what has been drawn so far.
///
/// Only valid inside the actions closure, on the thread that runs it.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    private let imageFormat: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, imageFormat: UIGraphicsImageRendererFormat) {
        self.imageFormat = imageFormat
        super.init(cgContext: cgContext, format: imageFormat)
    }

    /// The renderer's format.
    open override var format: UIGraphicsImageRendererFormat { imageFormat }

    /// The image drawn so far, at the format's scale.
    open var currentImage: UIImage {
        guard let image = cgContext.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: imageFormat.drawingScale, orientation: .up)
    }
}
