import Foundation

/// Why `CGImage.decode(contentsOf:)` or `CGImage.decode(data:)` produced no image.
public enum CGImageDecodingError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The image formats this project decodes.
    public enum Format: String, Sendable {
        /// PNG, decoded by libpng.
        case png = "PNG"
        /// JPEG, decoded by libjpeg-turbo.
        case jpeg = "JPEG"
    }

    /// Nothing exists at `path`.
    case fileNotFound(path: String)
    /// Something exists at `path` but could not be read (a folder, no permission, I/O error).
    case fileUnreadable(path: String, reason: String)
    /// The bytes start like neither PNG nor JPEG; `leadingBytes` holds up to the first eight.
    case unknownFormat(leadingBytes: [UInt8])
    /// The bytes start like `format` but the codec rejected them, for the reason in `message`.
    case corruptData(format: Format, message: String)
    /// The header claims `width`×`height` pixels, more than the `limit` this project decodes.
    case tooLarge(width: Int, height: Int, limit: Int)

    /// One sentence on what went wrong, naming the path, the leading bytes in hex, the codec's message or the size.
    public var description: String {
        switch self {
        case .fileNotFound(let path):
            return "No image file at \(path)."
        case .fileUnreadable(let path, let reason):
            return "Cannot read the image file at \(path): \(reason)"
        case .unknownFormat(let leadingBytes):
            if leadingBytes.isEmpty { return "The image data is empty." }
            let hex = leadingBytes.map { String(format: "%02X", $0) }.joined(separator: " ")
            return "The data is neither PNG nor JPEG (it starts with \(hex))."
        case .corruptData(let format, let message):
            return "The \(format.rawValue) data is damaged or unsupported: \(message)."
        case .tooLarge(let width, let height, let limit):
            return "The image is \(width)×\(height) pixels, more than the \(limit) pixels this decoder accepts."
        }
    }
}
