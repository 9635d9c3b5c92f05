import CoreAnimationModel
import Foundation

/// A gradient's colours at evenly spaced locations from 0 to 1, as
/// premultiplied RGBA8 pixels, for gradients computed pixel by pixel.
///
/// Colours are mixed as straight components, then premultiplied, as Cairo's
/// gradients (and Apple's) are. Made and used on the render thread; immutable.
struct ColorTable {
    /// The premultiplied pixels, R, G, B, A bytes in memory order.
    private let entries: [UInt32]

    var count: Int { entries.count }

    /// `count` colours of `stops` (sorted by location) at locations i / (count − 1).
    init(stops: [GradientStop], count: Int) {
        let last = Double(max(count - 1, 1))
        entries = (0..<max(count, 1)).map { index in
            let color = stops.color(at: Double(index) / last)
            func byte(_ v: Double) -> UInt32 { UInt32((min(max(v, 0), 1) * 255).rounded()) }
            let alpha = min(max(color.alpha, 0), 1)
            let bytes = [byte(color.red * alpha), byte(color.green * alpha), byte(color.blue * alpha), byte(alpha)]
            return bytes[0] | bytes[1] << 8 | bytes[2] << 16 | bytes[3] << 24
        }
    }

    /// An image of `grid`'s pixels, each the entry at `index(x, y)` (clamped
    /// to the table), shown over the grid's frame and clipped by the layer's corners.
    @inline(__always)
    func image(over grid: PixelGrid, _ index: (Int, Int) -> Int) -> RasterizedContent? {
        let width = grid.width, height = grid.height
        var pixels = [UInt32](repeating: 0, count: width * height)
        entries.withUnsafeBufferPointer { table in
            pixels.withUnsafeMutableBufferPointer { out in
                let top = table.count - 1
                for y in 0..<height {
                    let row = y * width
                    for x in 0..<width {
                        out[row + x] = table[min(max(index(x, y), 0), top)]
                    }
                }
            }
        }
        let data = pixels.withUnsafeBytes { Data($0) }
        let image = CGImage(width: width, height: height, premultipliedRGBA8: data, isOpaque: false)
        return RasterizedContent(image: image, frame: grid.frame, followsCorners: true)
    }
}
