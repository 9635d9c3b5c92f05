import CImageCodecs
import Foundation

/// PNG and JPEG decoding through libpng and libjpeg-turbo (see `CImageCodecs`).
///
/// Decoded images are sRGB, 8 bits per component, premultiplied RGBA
/// (`.premultipliedLast`), or `.noneSkipLast` when the file has no alpha.
/// Decoding runs on the calling thread and touches no shared state.
extension CGImage {
    /// The most pixels (width × height) a decoded image may have: 2^28, one GiB of RGBA8.
    ///
    /// Larger headers are refused with `CGImageDecodingError.tooLarge` before
    /// any pixel memory is allocated.
    public static let maximumDecodedPixelCount = 1 << 28

    /// Decodes the PNG or JPEG file at `url`, told apart by its first bytes.
    public static func decode(contentsOf url: URL) throws -> CGImage {
        guard url.isFileURL else {
            throw CGImageDecodingError.fileUnreadable(path: url.absoluteString, reason: "only file URLs can be read.")
        }
        let path = url.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CGImageDecodingError.fileNotFound(path: path)
        }
        guard !isDirectory.boolValue else {
            throw CGImageDecodingError.fileUnreadable(path: path, reason: "it is a directory.")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw CGImageDecodingError.fileUnreadable(path: path, reason: (error as NSError).localizedDescription)
        }
        return try decode(data: data)
    }

    /// Decodes PNG or JPEG bytes, told apart by their first bytes.
    public static func decode(data: Data) throws -> CGImage {
        let image = try DecodedPixels(data: data, format: sniffFormat(data))
        return CGImage(width: image.width, height: image.height, premultipliedRGBA8: image.pixels,
                       isOpaque: image.isOpaque)
    }

    /// An image from PNG data, as Apple's; nil (reason on standard error) when it does not decode.
    ///
    /// `decode` is ignored.
    public convenience init?(
        pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
        shouldInterpolate: Bool, intent: CGColorRenderingIntent
    ) {
        guard let image = DecodedPixels(reportingAs: "CGImage(pngDataProviderSource:)", data: source.contents, format: .png)
        else { return nil }
        self.init(width: image.width, height: image.height, premultipliedRGBA8: image.pixels, isOpaque: image.isOpaque,
                  shouldInterpolate: shouldInterpolate, renderingIntent: intent)
    }

    /// An image from JPEG data, as Apple's; nil (reason on standard error) when it does not decode.
    ///
    /// `decode` is ignored.
    public convenience init?(
        jpegDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
        shouldInterpolate: Bool, intent: CGColorRenderingIntent
    ) {
        guard let image = DecodedPixels(reportingAs: "CGImage(jpegDataProviderSource:)", data: source.contents, format: .jpeg)
        else { return nil }
        self.init(width: image.width, height: image.height, premultipliedRGBA8: image.pixels, isOpaque: image.isOpaque,
                  shouldInterpolate: shouldInterpolate, renderingIntent: intent)
    }

    /// The format the first bytes announce: PNG's 8-byte signature or JPEG's SOI marker.
    static func sniffFormat(_ data: Data) throws -> CGImageDecodingError.Format {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        if data.starts(with: png) { return .png }
        if data.starts(with: [0xFF, 0xD8, 0xFF] as [UInt8]) { return .jpeg }
        throw CGImageDecodingError.unknownFormat(leadingBytes: Array(data.prefix(8)))
    }
}

/// Pixels fresh from a codec: premultiplied RGBA8 owned by a `Data` that frees the C buffer.
struct DecodedPixels {
    var width: Int
    var height: Int
    var pixels: Data
    var isOpaque: Bool

    /// Runs the codec for `format` over `data`.
    init(data: Data, format: CGImageDecodingError.Format) throws {
        var image = cic_image()
        var message = [CChar](repeating: 0, count: 512)
        let limit = UInt64(CGImage.maximumDecodedPixelCount)
        let status = data.withUnsafeBytes { raw -> cic_status in
            let bytes = raw.bindMemory(to: UInt8.self)
            return message.withUnsafeMutableBufferPointer { text in
                switch format {
                case .png:
                    return cic_decode_png(bytes.baseAddress, bytes.count, limit, 1, &image, text.baseAddress, text.count)
                case .jpeg:
                    return cic_decode_jpeg(bytes.baseAddress, bytes.count, limit, &image, text.baseAddress, text.count)
                }
            }
        }
        let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        switch status {
        case CIC_OK:
            width = Int(image.width)
            height = Int(image.height)
            pixels = Data(bytesNoCopy: image.pixels, count: width * height * 4,
                          deallocator: .custom { pointer, _ in cic_free(pointer) })
            isOpaque = image.has_alpha == 0
        case CIC_TOO_LARGE:
            throw CGImageDecodingError.tooLarge(width: Int(image.width), height: Int(image.height),
                                                limit: CGImage.maximumDecodedPixelCount)
        default:
            throw CGImageDecodingError.corruptData(format: format, message: reason.isEmpty ? "unknown error" : reason)
        }
    }

    /// As `init(data:format:)`, but reports a failure on standard error and gives nil, as Apple's failable initialisers do.
    init?(reportingAs function: String, data: Data, format: CGImageDecodingError.Format) {
        do {
            self = try DecodedPixels(data: data, format: format)
        } catch {
            Diagnostics.report(in: function, "\(error)")
            return nil
        }
    }
}
