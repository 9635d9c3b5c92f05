import CImageCodecs
import Foundation

/// PNG and JPEG encoding of RGBA8 pixels, for screenshots and pixel-test reference images.
///
/// Pure functions over their arguments; safe on any thread. Not public API:
/// Apple's CoreGraphics leaves encoding to ImageIO.
package enum ImageEncoder {
    /// Why encoding failed.
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// PNG bytes of straight (not premultiplied) RGBA8 pixels, top row first.
    package static func png(straightRGBA8 pixels: Data, width: Int, height: Int, bytesPerRow: Int? = nil) throws -> Data {
        let stride = bytesPerRow ?? width * 4
        try checkBuffer(pixels, width: width, height: height, bytesPerRow: stride)
        return try encode(pixels) { bytes, out, text in
            cic_encode_png(bytes, UInt32(width), UInt32(height), stride, out, text.baseAddress, text.count)
        }
    }

    /// JPEG bytes of RGBA8 pixels (alpha dropped) at `quality` 1–100.
    package static func jpeg(rgba8 pixels: Data, width: Int, height: Int, bytesPerRow: Int? = nil, quality: Int = 90) throws -> Data {
        let stride = bytesPerRow ?? width * 4
        try checkBuffer(pixels, width: width, height: height, bytesPerRow: stride)
        return try encode(pixels) { bytes, out, text in
            cic_encode_jpeg(bytes, UInt32(width), UInt32(height), stride, Int32(quality), out, text.baseAddress, text.count)
        }
    }

    private static func checkBuffer(_ pixels: Data, width: Int, height: Int, bytesPerRow: Int) throws {
        guard width > 0, height > 0, width <= Int(UInt32.max), height <= Int(UInt32.max),
              bytesPerRow >= width * 4, pixels.count >= bytesPerRow * (height - 1) + width * 4
        else {
            throw Failure(description: "\(pixels.count) bytes do not hold \(width)×\(height) RGBA8 pixels with \(bytesPerRow) bytes per row")
        }
    }

    private static func encode(
        _ pixels: Data,
        _ call: (UnsafePointer<UInt8>, UnsafeMutablePointer<cic_buffer>, UnsafeMutableBufferPointer<CChar>) -> cic_status
    ) throws -> Data {
        var buffer = cic_buffer()
        var message = [CChar](repeating: 0, count: 512)
        let status = pixels.withUnsafeBytes { raw in
            message.withUnsafeMutableBufferPointer { text in
                call(raw.bindMemory(to: UInt8.self).baseAddress!, &buffer, text)
            }
        }
        guard status == CIC_OK, let bytes = buffer.bytes else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw Failure(description: reason.isEmpty ? "encoding failed" : reason)
        }
        return Data(bytesNoCopy: bytes, count: buffer.size, deallocator: .custom { pointer, _ in cic_free(pointer) })
    }
}

extension CGImage {
    /// The image as PNG bytes, colour divided back out of alpha.
    package func pngData() throws -> Data {
        try ImageEncoder.png(straightRGBA8: straightRGBA8, width: width, height: height)
    }

    /// The pixels as RGBA8 with colour divided back out of alpha (straight
    /// alpha, as files and window icons store it), rows from the top.
    ///
    /// - Complexity: O(pixels).
    package var straightRGBA8: Data {
        var straight = premultipliedRGBA8
        straight.withUnsafeMutableBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var i = 0
            while i + 3 < bytes.count {
                let alpha = UInt32(bytes[i + 3])
                if alpha != 255 {
                    for channel in i..<(i + 3) {
                        bytes[channel] = alpha == 0 ? 0 : UInt8(min(255, (UInt32(bytes[channel]) * 255 + alpha / 2) / alpha))
                    }
                }
                i += 4
            }
        }
        return straight
    }
}
