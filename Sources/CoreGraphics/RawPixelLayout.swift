import Foundation

/// A caller-described bitmap layout and its conversion to premultiplied RGBA8.
///
/// Used by `CGImage(width:height:bitsPerComponent:…)`. A plain value.
struct RawPixelLayout {
    var width: Int
    var height: Int
    var bitsPerComponent: Int
    var bitsPerPixel: Int
    var bytesPerRow: Int
    var model: CGColorSpaceModel
    var bitmapInfo: CGBitmapInfo

    /// Why a layout cannot be converted.
    struct Unsupported: Error, CustomStringConvertible {
        var description: String
    }

    /// Byte offsets of each channel within one pixel; r == g == b for grey.
    private struct Channels {
        var bytesPerPixel: Int
        var red: Int, green: Int, blue: Int
        var alpha: Int?
        var premultiplied: Bool
    }

    /// Converts `data` to premultiplied RGBA8 rows of `width * 4` bytes.
    /// - Complexity: O(width × height).
    func premultipliedRGBA8(from data: Data) throws -> (pixels: Data, isOpaque: Bool) {
        guard width > 0, height > 0 else {
            throw Unsupported(description: "width and height must be positive, not \(width)×\(height)")
        }
        guard width.multipliedReportingOverflow(by: height).partialValue <= CGImage.maximumDecodedPixelCount,
              width <= CGImage.maximumDecodedPixelCount, height <= CGImage.maximumDecodedPixelCount
        else {
            throw Unsupported(description: "\(width)×\(height) is more than \(CGImage.maximumDecodedPixelCount) pixels")
        }
        let channels = try channelLayout()
        let rowBytes = width * channels.bytesPerPixel
        guard bytesPerRow >= rowBytes else {
            throw Unsupported(description: "bytesPerRow \(bytesPerRow) is less than the \(rowBytes) bytes of one row")
        }
        let needed = bytesPerRow * (height - 1) + rowBytes
        guard data.count >= needed else {
            throw Unsupported(description: "the provider holds \(data.count) bytes; \(needed) are needed")
        }
        var output = Data(count: width * height * 4)
        if channels.bytesPerPixel == 4, channels.premultiplied || channels.alpha == nil {
            output.withUnsafeMutableBytes { destination in
                data.withUnsafeBytes { source in rearrangeWords(channels, from: source, into: destination) }
            }
            return (output, channels.alpha == nil)
        }
        output.withUnsafeMutableBytes { destinationBuffer in
            data.withUnsafeBytes { sourceBuffer in
                let destination = destinationBuffer.bindMemory(to: UInt8.self)
                let source = sourceBuffer.bindMemory(to: UInt8.self)
                let (r, g, b) = (channels.red, channels.green, channels.blue)
                let alphaOffset = channels.alpha ?? 0
                let hasAlpha = channels.alpha != nil, straight = !channels.premultiplied
                var out = 0
                for y in 0..<height {
                    var pixel = y * bytesPerRow
                    for _ in 0..<width {
                        let alpha = hasAlpha ? UInt32(source[pixel + alphaOffset]) : 255
                        var red = UInt32(source[pixel + r]), green = UInt32(source[pixel + g])
                        var blue = UInt32(source[pixel + b])
                        if straight, alpha != 255 {
                            red = (red * alpha + 127) / 255
                            green = (green * alpha + 127) / 255
                            blue = (blue * alpha + 127) / 255
                        }
                        destination[out] = UInt8(red)
                        destination[out + 1] = UInt8(green)
                        destination[out + 2] = UInt8(blue)
                        destination[out + 3] = UInt8(alpha)
                        out += 4
                        pixel += channels.bytesPerPixel
                    }
                }
            }
        }
        return (output, channels.alpha == nil)
    }

    /// 32-bit pixels that need no premultiplying (premultiplied already, or
    /// no alpha), a word at a time: each channel shifted to its place. Cairo's
    /// images (premultiplied BGRA in memory) come this way, every frame a
    /// shape layer's path or stroke animates, at a fraction of the cost of
    /// the byte loop.
    private func rearrangeWords(_ channels: Channels, from source: UnsafeRawBufferPointer,
                                into destination: UnsafeMutableRawBufferPointer) {
        guard let from = source.baseAddress, let to = destination.baseAddress else { return }
        // A channel at byte offset k of a pixel is bits 8k…8k+7 of the word
        // read on a little-endian machine (all Linux targets).
        let red = UInt32(8 * channels.red), green = UInt32(8 * channels.green), blue = UInt32(8 * channels.blue)
        let alpha = UInt32(8 * (channels.alpha ?? 0))
        let opaque: UInt32 = channels.alpha == nil ? 0xFF00_0000 : 0
        for y in 0..<height {
            let row = from + y * bytesPerRow
            let out = (to + y * width * 4).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let word = UInt32(littleEndian: row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self))
                let rgba = (word >> red) & 0xFF | ((word >> green) & 0xFF) << 8 | ((word >> blue) & 0xFF) << 16
                    | ((word >> alpha) & 0xFF) << 24 | opaque
                out[x] = rgba.littleEndian
            }
        }
    }

    private func channelLayout() throws -> Channels {
        guard bitsPerComponent == 8 else {
            throw Unsupported(description: "only 8 bits per component are supported, not \(bitsPerComponent)")
        }
        guard !bitmapInfo.contains(.floatComponents) else {
            throw Unsupported(description: "float components are not supported")
        }
        guard let alpha = bitmapInfo.alphaInfo else {
            throw Unsupported(description: "unknown alpha info \(bitmapInfo.rawValue & 0x1F)")
        }
        let order = bitmapInfo.byteOrder
        switch (model, bitsPerPixel, alpha) {
        case (.monochrome, 8, .none):
            return Channels(bytesPerPixel: 1, red: 0, green: 0, blue: 0, alpha: nil, premultiplied: true)
        case (.rgb, 24, .none):
            return Channels(bytesPerPixel: 3, red: 0, green: 1, blue: 2, alpha: nil, premultiplied: true)
        case (.rgb, 32, .premultipliedLast), (.rgb, 32, .last), (.rgb, 32, .noneSkipLast),
             (.rgb, 32, .premultipliedFirst), (.rgb, 32, .first), (.rgb, 32, .noneSkipFirst):
            guard order == .byteOrderDefault || order == .byteOrder32Big || order == .byteOrder32Little else {
                throw Unsupported(description: "byte order \(order.rawValue >> 12) does not fit 32-bit pixels")
            }
            let alphaFirst = alpha == .premultipliedFirst || alpha == .first || alpha == .noneSkipFirst
            // Offsets in the 32-bit word's big-endian reading, then mirrored for little-endian storage.
            var offsets = alphaFirst ? (r: 1, g: 2, b: 3, a: 0) : (r: 0, g: 1, b: 2, a: 3)
            if order == .byteOrder32Little {
                offsets = (r: 3 - offsets.r, g: 3 - offsets.g, b: 3 - offsets.b, a: 3 - offsets.a)
            }
            let hasAlpha = alpha != .noneSkipLast && alpha != .noneSkipFirst
            return Channels(bytesPerPixel: 4, red: offsets.r, green: offsets.g, blue: offsets.b,
                            alpha: hasAlpha ? offsets.a : nil,
                            premultiplied: alpha == .premultipliedLast || alpha == .premultipliedFirst)
        default:
            throw Unsupported(description:
                "unsupported layout: \(bitsPerPixel) bits per pixel, \(model) colour space, alpha \(alpha)")
        }
    }
}
