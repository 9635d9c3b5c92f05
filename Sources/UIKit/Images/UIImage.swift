import Foundation

/// An image, as Apple's `UIImage`: a `CGImage` with a scale (pixels per
/// point) and an orientation, or a sequence of images for animation.
///
/// Images are decoded from PNG or JPEG (`CoreGraphics`). Immutable and
/// `Sendable`: any thread.
open class UIImage: NSObject, @unchecked Sendable, _ExpressibleByImageLiteral {
    /// The pixels; nil for an animated image's container and for `UIImage()`.
    public let cgImage: CGImage?
    /// Pixels per point (2 for a file named `name@2x.png`).
    public let scale: CGFloat
    /// How the pixels are meant to be turned for display: a JPEG's EXIF
    /// orientation, else `.up`. `cgImage` keeps the pixels as stored;
    /// `size`, drawing and `UIImageView` show them turned.
    public let imageOrientation: UIImage.Orientation
    /// The pixels turned upright, made on first use (`uprightCGImage`).
    let upright = UprightPixels()
    /// The frames of an animated image.
    public let images: [UIImage]?
    /// How long one pass through `images` takes.
    public let duration: TimeInterval
    /// Whether views draw the image's colours or only its shape in their tint colour (`.automatic` by default).
    public let renderingMode: UIImage.RenderingMode

    /// An empty image.
    public override init() {
        cgImage = nil
        scale = 1
        imageOrientation = .up
        images = nil
        duration = 0
        renderingMode = .automatic
        super.init()
    }

    /// The image of `cgImage` at scale 1, upright.
    public init(cgImage: CGImage) {
        self.cgImage = cgImage
        scale = 1
        imageOrientation = .up
        images = nil
        duration = 0
        renderingMode = .automatic
        super.init()
    }

    /// The image of `cgImage` at `scale` pixels per point.
    public init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        self.cgImage = cgImage
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        imageOrientation = orientation
        images = nil
        duration = 0
        renderingMode = .automatic
        super.init()
    }

    private init(images: [UIImage], duration: TimeInterval) {
        cgImage = images.first?.cgImage
        scale = images.first?.scale ?? 1
        imageOrientation = .up
        self.images = images
        self.duration = duration
        renderingMode = .automatic
        super.init()
    }

    /// `image` with another rendering mode.
    init(_ image: UIImage, renderingMode: UIImage.RenderingMode) {
        cgImage = image.cgImage
        scale = image.scale
        imageOrientation = image.imageOrientation
        images = image.images
        duration = image.duration
        self.renderingMode = renderingMode
        super.init()
    }

    /// The image named `name`: a path (with or without extension), or a
    /// resource of the main bundle, or a file in the working directory; a
    /// `name@2x` / `name@3x` file is preferred at those screen scales. nil
    /// when none is found or it does not decode.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// `#imageLiteral(resourceName:)`: the image `init(named:)` finds. Where
    /// none is found or it does not decode (Apple's traps), an empty image,
    /// with the reason on standard error.
    public required convenience init(imageLiteralResourceName name: String) {
        guard let (path, fileScale) = ImageLookup.path(named: name, bundle: .main, scale: UIScreen.mainScale) else {
            Diagnostics.report("#imageLiteral(resourceName: \"\(name)\"): no such image; an empty image is used",
                               subsystem: "UIKit")
            self.init()
            return
        }
        do {
            let decoded = try UIImage.decodeOriented(contentsOf: path)
            self.init(cgImage: decoded.image, scale: fileScale, orientation: decoded.orientation)
        } catch {
            Diagnostics.report("#imageLiteral(resourceName: \"\(name)\"): \(error); an empty image is used",
                               subsystem: "UIKit")
            self.init()
        }
    }

    /// As `init(named:)`, looking in `bundle` (the main bundle when nil) first.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let scale = traitCollection?.displayScale ?? UIScreen.mainScale
        guard let (path, fileScale) = ImageLookup.path(named: name, bundle: bundle ?? .main, scale: scale) else {
            return nil
        }
        self.init(contentsOfFile: path, scale: fileScale)
    }

    /// The image in the PNG or JPEG file at `path`; nil (reason on standard error) when it cannot be read.
    public convenience init?(contentsOfFile path: String) {
        self.init(contentsOfFile: path, scale: ImageLookup.scale(ofFileNamed: path))
    }

    private convenience init?(contentsOfFile path: String, scale: CGFloat) {
        do {
            let decoded = try UIImage.decodeOriented(contentsOf: path)
            self.init(cgImage: decoded.image, scale: scale, orientation: decoded.orientation)
        } catch {
            Diagnostics.report("UIImage(contentsOfFile: \(path)): \(error)", subsystem: "UIKit")
            return nil
        }
    }

    /// The image in PNG or JPEG `data`; nil when it does not decode.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image in PNG or JPEG `data` at `scale` pixels per point (1 when not positive and
    /// finite); nil, with the reason on standard error, when it does not decode.
    public convenience init?(data: Data, scale: CGFloat) {
        do {
            let orientation = ExifOrientation.value(inJPEG: data).flatMap(UIImage.Orientation.init(exifOrientation:))
            self.init(cgImage: try CGImage.decode(data: data), scale: scale, orientation: orientation ?? .up)
        } catch {
            Diagnostics.report("UIImage(data:): \(error)", subsystem: "UIKit")
            return nil
        }
    }

    /// An animated image showing `images` in turn over `duration` seconds.
    open class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard !images.isEmpty else { return nil }
        return UIImage(images: images, duration: duration)
    }

    /// The size in points.
    open var size: CGSize {
        guard let cgImage else { return .zero }
        let pixels = CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
        switch imageOrientation {
        case .left, .right, .leftMirrored, .rightMirrored: return CGSize(width: pixels.height, height: pixels.width)
        default: return pixels
        }
    }

    /// The image as PNG bytes.
    open func pngData() -> Data? {
        guard let cgImage else { return nil }
        return try? cgImage.pngData()
    }

    /// Draws the image filling `rect` in the current context, upright (turned as `imageOrientation` says).
    open func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let cgImage = uprightCGImage else { return }
        // The current UIKit context is y down; CGContext.draw places the image upright in y-up space.
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(cgImage, in: CGRect(origin: .zero, size: rect.size))
        context.restoreGState()
    }

    /// Draws the image at its size with its top-left corner at `point`.
    open func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }
}
