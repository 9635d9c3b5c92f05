import Foundation

/// A bitmap image, as Apple's `CGImage`.
///
/// Whatever it was made from, an image also keeps its pixels as premultiplied
/// RGBA8 (`premultipliedRGBA8`), the one form the renderer uploads. The
/// properties describe the image as it was created: for decoded PNG and JPEG
/// they describe that same RGBA8 buffer, for raw data the caller's layout.
///
/// Immutable; safe to share between threads. It does not hold masks, decode
/// arrays, or more than 8 bits per component.
public final class CGImage: Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Bits per component of the described layout; 8 for every image here.
    public let bitsPerComponent: Int
    /// Bits per pixel of the described layout: 32, or 24 or 8 for raw RGB or grey data.
    public let bitsPerPixel: Int
    /// Bytes per row of the described layout: the caller's for raw data, `width * 4` for decoded and cropped images.
    public let bytesPerRow: Int
    /// The space given at creation; sRGB for decoded images.
    public let colorSpace: CGColorSpace?
    /// The described layout's flags; `premultipliedLast`, or `noneSkipLast` when opaque, for decoded and cropped images.
    public let bitmapInfo: CGBitmapInfo
    /// The bytes described by the properties above.
    public let dataProvider: CGDataProvider?
    /// Recorded only: drawing uses ``CGContext/interpolationQuality`` whatever this says.
    public let shouldInterpolate: Bool
    /// Recorded only; no colour matching is done.
    public let renderingIntent: CGColorRenderingIntent

    /// The pixels as premultiplied RGBA8, `width * 4` bytes per row, top row first.
    package let premultipliedRGBA8: Data
    /// True when every pixel is opaque by construction (JPEG, no alpha channel).
    package let isOpaque: Bool

    /// Where alpha sits and whether colour is premultiplied.
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo ?? .none }

    /// Always nil: decode arrays are not supported.
    public var decode: UnsafePointer<CGFloat>? { nil }

    /// Always false: image masks are not supported.
    public var isMask: Bool { false }

    /// An image whose described bytes are the premultiplied RGBA8 buffer itself.
    package convenience init(
        width: Int, height: Int, premultipliedRGBA8 pixels: Data, isOpaque: Bool,
        colorSpace: CGColorSpace? = .srgbSpace, shouldInterpolate: Bool = true,
        renderingIntent: CGColorRenderingIntent = .defaultIntent
    ) {
        let alpha: CGImageAlphaInfo = isOpaque ? .noneSkipLast : .premultipliedLast
        self.init(
            width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
            colorSpace: colorSpace, bitmapInfo: CGBitmapInfo(rawValue: alpha.rawValue),
            dataProvider: CGDataProvider(data: pixels), shouldInterpolate: shouldInterpolate,
            renderingIntent: renderingIntent, premultipliedRGBA8: pixels, isOpaque: isOpaque)
    }

    init(
        width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
        colorSpace: CGColorSpace?, bitmapInfo: CGBitmapInfo, dataProvider: CGDataProvider?,
        shouldInterpolate: Bool, renderingIntent: CGColorRenderingIntent,
        premultipliedRGBA8: Data, isOpaque: Bool
    ) {
        self.width = width
        self.height = height
        self.bitsPerComponent = bitsPerComponent
        self.bitsPerPixel = bitsPerPixel
        self.bytesPerRow = bytesPerRow
        self.colorSpace = colorSpace
        self.bitmapInfo = bitmapInfo
        self.dataProvider = dataProvider
        self.shouldInterpolate = shouldInterpolate
        self.renderingIntent = renderingIntent
        self.premultipliedRGBA8 = premultipliedRGBA8
        self.isOpaque = isOpaque
    }

    /// An image of raw pixel data laid out as described.
    ///
    /// Supported layouts, all 8 bits per component: 32 bits per pixel RGB with
    /// any alpha placement except `.none`/`.alphaOnly`, in default, big- or
    /// little-endian 32-bit order (so RGBA, ARGB, BGRA, ABGR); 24-bit RGB with
    /// `.none`; 8-bit grey with `.none`. Anything else, rows shorter than
    /// declared, or too little data: nil, with the reason on standard error.
    /// `decode` is ignored.
    public convenience init?(
        width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
        decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent
    ) {
        let layout = RawPixelLayout(
            width: width, height: height, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
            bytesPerRow: bytesPerRow, model: space.model, bitmapInfo: bitmapInfo)
        let converted: (pixels: Data, isOpaque: Bool)
        do {
            converted = try layout.premultipliedRGBA8(from: provider.contents)
        } catch {
            Diagnostics.report(in: "CGImage(width:height:bitsPerComponent:bitsPerPixel:...)", "\(error)")
            return nil
        }
        self.init(
            width: width, height: height, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
            bytesPerRow: bytesPerRow, colorSpace: space, bitmapInfo: bitmapInfo, dataProvider: provider,
            shouldInterpolate: shouldInterpolate, renderingIntent: intent,
            premultipliedRGBA8: converted.pixels, isOpaque: converted.isOpaque)
    }

    /// The same image (images are immutable).
    public func copy() -> CGImage? { self }

    /// The pixels inside `rect`, in pixel coordinates with the top row at y = 0.
    ///
    /// The rectangle is standardised, clipped to the image and rounded out to
    /// whole pixels; nil when nothing is left. The result is premultiplied
    /// RGBA8 whatever this image's layout was. A rectangle with an edge that
    /// is not a number (a NaN, or an infinite origin and size that cancel)
    /// gives nil with a diagnostic: Foundation's `intersection` traps on it.
    /// - Complexity: O(cropped pixels).
    public func cropping(to rect: CGRect) -> CGImage? {
        let edges = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height,
                     rect.origin.x + rect.size.width, rect.origin.y + rect.size.height]
        guard !edges.contains(where: \.isNaN) else {
            Diagnostics.report(in: "CGImage.cropping(to:)", "\(rect) has an edge that is not a number; nil returned.")
            return nil
        }
        let clipped = rect.standardized.intersection(CGRect(x: 0, y: 0, width: width, height: height)).integral
        guard !clipped.isNull, !clipped.isEmpty, clipped.minX.isFinite, clipped.minY.isFinite else { return nil }
        let x0 = Int(clipped.minX), y0 = Int(clipped.minY)
        let w = Int(clipped.width), h = Int(clipped.height)
        var cropped = Data(count: w * h * 4)
        cropped.withUnsafeMutableBytes { destination in
            premultipliedRGBA8.withUnsafeBytes { source in
                for row in 0..<h {
                    let from = source.baseAddress! + ((y0 + row) * width + x0) * 4
                    (destination.baseAddress! + row * w * 4).copyMemory(from: from, byteCount: w * 4)
                }
            }
        }
        return CGImage(width: w, height: h, premultipliedRGBA8: cropped, isOpaque: isOpaque,
                       colorSpace: colorSpace, shouldInterpolate: shouldInterpolate, renderingIntent: renderingIntent)
    }
}
