import CoreAnimationValues
import Foundation

/// A gradient's colours at evenly spaced places along its parameter, as
/// premultiplied RGBA8 pixels, for gradients computed pixel by pixel.
///
/// Colours are mixed as straight components, then premultiplied, as Apple
/// mixes them. Before and after the covered range a gradient holds its end
/// colours, so a parameter outside it takes the nearest entry. Made and used
/// on the render thread; immutable.
struct ColorTable {
    /// The premultiplied pixels, R, G, B, A bytes in memory order (little-endian words).
    private let entries: [UInt32]
    /// The parameter of the first entry, and entries per unit of parameter.
    private let start: Double, density: Double

    /// `count` colours of `stops` (sorted by location) from the parameter `range.lowerBound` to `range.upperBound`.
    init(stops: [GradientStop], range: ClosedRange<Double>, count: Int) {
        let count = max(count, 2)
        let span = max(range.upperBound - range.lowerBound, 1e-9)
        start = range.lowerBound
        density = Double(count - 1) / span
        entries = (0..<count).map { index in
            Self.pixel(stops.color(at: range.lowerBound + Double(index) / Double(count - 1) * span))
        }
    }

    /// One premultiplied pixel of `color`. A component that is not a number
    /// (mixed between stops an infinite distance apart) counts as 0.
    static func pixel(_ color: GradientStop) -> UInt32 {
        func byte(_ v: Double) -> UInt32 { UInt32(checking: (min(max(v, 0), 1) * 255).rounded()) ?? 0 }
        let alpha = min(max(color.alpha, 0), 1)
        return byte(color.red * alpha) | byte(color.green * alpha) << 8 | byte(color.blue * alpha) << 16
            | byte(alpha) << 24
    }

    /// An image of `grid`'s pixels, each the colour at the parameter
    /// `parameter(x, y)`, shown over the grid's frame under the layer's
    /// rounded corners. Large images are filled in bands on several threads.
    @inline(__always)
    func image(over grid: PixelGrid, _ parameter: (Int, Int) -> Double) -> RasterizedContent? {
        let width = grid.width, height = grid.height
        var pixels = [UInt32](repeating: 0, count: width * height)
        entries.withUnsafeBufferPointer { table in
            pixels.withUnsafeMutableBufferPointer { out in
                let top = Double(table.count - 1), start = start, density = density
                let bands = width * height >= 1 << 16 ? min(ActiveCores.count, height, 8) : 1
                DispatchQueue.concurrentPerform(iterations: bands) { band in
                    for y in (height * band / bands)..<(height * (band + 1) / bands) {
                        let row = y * width
                        for x in 0..<width {
                            let place = ((parameter(x, y) - start) * density).rounded()
                            out[row + x] = table[place > 0 ? Int(min(place, top)) : 0]
                        }
                    }
                }
            }
        }
        let data = pixels.withUnsafeBytes { Data($0) }
        let image = CGImage(width: width, height: height, premultipliedRGBA8: data, isOpaque: false)
        return RasterizedContent(image: image, frame: grid.frame, followsCorners: true)
    }
}
