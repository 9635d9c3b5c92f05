internal import CCairo
import Foundation

/// The pixel layouts a bitmap `CGContext` can draw into, and how each maps
/// onto Cairo's native 32-bit pixels.
///
/// Cairo draws into 32-bit words holding alpha (or padding) in the top byte,
/// then red, green, blue: on a little-endian machine the bytes B, G, R, A,
/// which is Apple's `premultipliedFirst | byteOrder32Little` (and
/// `noneSkipFirst | byteOrder32Little` for Cairo's RGB24). Every other
/// supported layout holds the same four bytes in another order; the context
/// reorders the pixels an operation touches into Cairo's order before it
/// draws and back afterwards (see ``ChannelOrder``).
///
/// A plain value. Assumes a little-endian host, as every Linux target of Swift is.
struct BitmapContextLayout: Equatable {
    /// Where each channel sits in memory, relative to Cairo's B, G, R, A bytes.
    enum ChannelOrder: Equatable {
        /// B, G, R, A: Cairo's own order; nothing to convert.
        case native
        /// R, G, B, A (`premultipliedLast`, default or big-endian order).
        case rgba
        /// A, R, G, B (`premultipliedFirst`, default or big-endian order).
        case argb
        /// A, B, G, R (`premultipliedLast | byteOrder32Little`).
        case abgr
    }

    var order: ChannelOrder
    /// True for the `noneSkip…` layouts: the fourth byte is padding and pixels are opaque.
    var isOpaque: Bool

    /// Cairo's format for this layout.
    var cairoFormat: cairo_format_t { isOpaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32 }

    /// Why a requested layout cannot be drawn into.
    struct Unsupported: Error, CustomStringConvertible {
        var description: String
    }

    /// The layout Apple's arguments describe, or why it is not supported.
    ///
    /// Supported: 8 bits per component, 32 bits per pixel, an RGB colour space,
    /// alpha `premultipliedLast`, `premultipliedFirst`, `noneSkipLast` or
    /// `noneSkipFirst`, byte order default, 32-bit big or 32-bit little, as
    /// Apple's own table of bitmap-context formats allows for 8-bit RGB.
    init(bitsPerComponent: Int, model: CGColorSpaceModel, bitmapInfo: CGBitmapInfo) throws {
        guard bitsPerComponent == 8 else {
            throw Unsupported(description: "\(bitsPerComponent) bits per component; only 8 are supported")
        }
        guard !bitmapInfo.contains(.floatComponents) else {
            throw Unsupported(description: "float components are not supported")
        }
        guard model == .rgb else {
            throw Unsupported(description: "colour model \(model); only RGB contexts are supported")
        }
        guard let alpha = bitmapInfo.alphaInfo else {
            throw Unsupported(description: "unknown alpha info \(bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue)")
        }
        let byteOrder = bitmapInfo.byteOrder
        let littleEndian: Bool
        switch byteOrder {
        case .byteOrderDefault, .byteOrder32Big: littleEndian = false
        case .byteOrder32Little: littleEndian = true
        default:
            throw Unsupported(description: "byte order \(byteOrder.rawValue >> 12) does not fit 32-bit pixels")
        }
        let alphaFirst: Bool
        switch alpha {
        case .premultipliedFirst, .noneSkipFirst: alphaFirst = true
        case .premultipliedLast, .noneSkipLast: alphaFirst = false
        default:
            throw Unsupported(description: "alpha info \(alpha) is not supported for 8-bit RGB contexts; "
                + "use premultipliedFirst, premultipliedLast, noneSkipFirst or noneSkipLast")
        }
        isOpaque = alpha == .noneSkipFirst || alpha == .noneSkipLast
        switch (alphaFirst, littleEndian) {
        case (true, true): order = .native
        case (true, false): order = .argb
        case (false, false): order = .rgba
        case (false, true): order = .abgr
        }
    }

    /// Rewrites the pixels of `region` (device rows, top row 0) from this layout to Cairo's order.
    /// - Complexity: O(pixels in `region`).
    func convertToCairo(_ base: UnsafeMutableRawPointer, bytesPerRow: Int, region: PixelRegion) {
        switch order {
        case .native: return
        case .rgba: Self.rewrite(base, bytesPerRow, region) { ($0 & 0xFF00_FF00) | (($0 & 0xFF) << 16) | (($0 >> 16) & 0xFF) }
        case .argb: Self.rewrite(base, bytesPerRow, region) { $0.byteSwapped }
        case .abgr: Self.rewrite(base, bytesPerRow, region) { ($0 >> 8) | ($0 << 24) }
        }
    }

    /// Rewrites the pixels of `region` from Cairo's order back to this layout.
    /// - Complexity: O(pixels in `region`).
    func convertFromCairo(_ base: UnsafeMutableRawPointer, bytesPerRow: Int, region: PixelRegion) {
        switch order {
        case .native: return
        case .rgba, .argb: convertToCairo(base, bytesPerRow: bytesPerRow, region: region)  // both are their own inverse
        case .abgr: Self.rewrite(base, bytesPerRow, region) { ($0 << 8) | ($0 >> 24) }
        }
    }

    /// Applies `map` to each little-endian 32-bit pixel word of `region`.
    private static func rewrite(
        _ base: UnsafeMutableRawPointer, _ bytesPerRow: Int, _ region: PixelRegion, _ map: (UInt32) -> UInt32
    ) {
        // Raw loads and stores: the caller's memory may be bound to any type.
        for y in region.minY..<region.maxY {
            let row = base + y * bytesPerRow
            for offset in stride(from: region.minX * 4, to: region.maxX * 4, by: 4) {
                row.storeBytes(of: map(row.load(fromByteOffset: offset, as: UInt32.self)), toByteOffset: offset, as: UInt32.self)
            }
        }
    }
}

/// A rectangle of whole pixels in Cairo's device space (y down, row 0 first in memory).
struct PixelRegion: Equatable {
    var minX: Int, minY: Int, maxX: Int, maxY: Int

    var isEmpty: Bool { maxX <= minX || maxY <= minY }

    /// The pixels `rect` touches, clamped to `width` × `height`; empty when none.
    init(covering rect: CGRect, width: Int, height: Int) {
        guard !rect.isNull, !rect.isEmpty, rect.minX.isFinite, rect.minY.isFinite,
              rect.maxX.isFinite, rect.maxY.isFinite
        else {
            self.init(minX: 0, minY: 0, maxX: 0, maxY: 0)
            return
        }
        func clamp(_ value: CGFloat, _ limit: Int) -> Int { Int(min(max(value, 0), CGFloat(limit))) }
        self.init(minX: clamp(rect.minX.rounded(.down), width), minY: clamp(rect.minY.rounded(.down), height),
                  maxX: clamp(rect.maxX.rounded(.up), width), maxY: clamp(rect.maxY.rounded(.up), height))
    }

    init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
    }
}
