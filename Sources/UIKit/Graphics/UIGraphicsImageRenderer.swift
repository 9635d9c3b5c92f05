import Foundation

/// Draws images from closures, as Apple's `UIGraphicsImageRenderer`: each
/// call makes a fresh bitmap context of the renderer's bounds at the
/// format's scale (y down, premultiplied RGBA), makes it the current UIKit
/// context while the actions run (`UIGraphicsGetCurrentContext()`,
/// `UIColor.setFill()`, `UIBezierPath.fill()` and `UIImage.draw(in:)` draw
/// into it), and returns what they drew.
///
/// Any thread: each call draws on the calling thread's own context stack, and
/// the renderer itself never changes after it is made.
///
/// Not done: the extended-range (wide colour) formats; every image is 8 bits
/// per channel sRGB. An empty or oversized bounds (over
/// `BitmapDrawing.maximumPixels`) runs no actions and gives an empty image, with a diagnostic.
open class UIGraphicsImageRenderer: NSObject, @unchecked Sendable {
    private let bounds: CGRect
    private let imageFormat: UIGraphicsImageRendererFormat

    /// A renderer of images `size` points big, in the preferred format.
    public convenience init(size: CGSize) {
        self.init(size: size, format: .preferred())
    }

    /// A renderer of images `size` points big, in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of images of `bounds`, in the preferred format: drawing at `bounds.origin` lands at the top-left.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .preferred())
    }

    /// A renderer of images of `bounds` in a copy of `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        imageFormat = format.copy() as? UIGraphicsImageRendererFormat ?? format
        imageFormat.bounds = bounds
        super.init()
    }

    /// A copy of the format the renderer draws with; its `bounds` are the renderer's.
    open var format: UIGraphicsImageRendererFormat {
        imageFormat.copy() as? UIGraphicsImageRendererFormat ?? imageFormat
    }

    /// Whether the renderer makes images: always.
    open var allowsImageOutput: Bool { true }

    /// The image `actions` draw.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let image = draw(actions, caller: "image(actions:)") else { return UIImage() }
        return UIImage(cgImage: image, scale: imageFormat.drawingScale, orientation: .up)
    }

    /// The image `actions` draw, as PNG bytes (empty when nothing could be drawn).
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        guard let image = draw(actions, caller: "pngData(actions:)") else { return Data() }
        do {
            return try image.pngData()
        } catch {
            Diagnostics.report("UIGraphicsImageRenderer.pngData(actions:): \(error)", subsystem: "UIKit")
            return Data()
        }
    }

    /// The image `actions` draw, as JPEG bytes at `compressionQuality` (0 to 1); transparent areas come out black.
    open func jpegData(withCompressionQuality compressionQuality: CGFloat,
                       actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        guard let image = draw(actions, caller: "jpegData(withCompressionQuality:actions:)") else { return Data() }
        let quality = Int((min(max(compressionQuality.isNaN ? 1 : compressionQuality, 0), 1) * 99).rounded()) + 1
        do {
            return try ImageEncoder.jpeg(rgba8: image.premultipliedRGBA8, width: image.width, height: image.height,
                                         quality: quality)
        } catch {
            Diagnostics.report("UIGraphicsImageRenderer.jpegData: \(error)", subsystem: "UIKit")
            return Data()
        }
    }

    /// Runs `actions` in a fresh context made current on this thread; the pixels drawn, or nil when no context could be made.
    private func draw(_ actions: (UIGraphicsImageRendererContext) -> Void, caller: String) -> CGImage? {
        let scale = imageFormat.drawingScale
        guard let context = BitmapDrawing.makeContext(size: bounds.size, scale: scale, opaque: imageFormat.opaque,
                                                      origin: bounds.origin)
        else {
            Diagnostics.report("UIGraphicsImageRenderer.\(caller): no image of \(bounds) at scale \(scale) (empty or oversized); the actions were not run",
                               subsystem: "UIKit")
            return nil
        }
        let stack = UIGraphicsContextStack.current
        stack.push(context, imageScale: scale)
        actions(UIGraphicsImageRendererContext(cgContext: context, imageFormat: imageFormat))
        stack.pop(through: context, caller: "UIGraphicsImageRenderer.\(caller)")
        return context.makeImage()
    }
}
