import CoreGraphics
import Foundation

/// Test images with an opaque, shaded inside and a see-through ring (alpha
/// 0, then 128): a petal's or a ball's kind of contents, whose inside
/// sprites occlude (`OpaqueInterior`).
enum RingedImage {
    /// A 16 × 16 one; `swapsRedAndBlue` tells a second one apart.
    static func make(swapsRedAndBlue: Bool = false) -> CGImage {
        var bytes = [UInt8](repeating: 0, count: 16 * 16 * 4)
        for y in 0..<16 {
            for x in 0..<16 {
                let ring = min(x, y, 15 - x, 15 - y)
                let alpha: UInt8 = ring == 0 ? 0 : ring == 1 ? 128 : 255
                let i = (y * 16 + x) * 4
                // Shaded, so that a sample taken elsewhere would show.
                let red = UInt8(Int(alpha) * (40 + 13 * x) / 255), blue = UInt8(Int(alpha) * 200 / 255)
                bytes[i] = swapsRedAndBlue ? blue : red
                bytes[i + 1] = UInt8(Int(alpha) * (60 + 11 * y) / 255)
                bytes[i + 2] = swapsRedAndBlue ? red : blue
                bytes[i + 3] = alpha
            }
        }
        return CGImage(width: 16, height: 16, premultipliedRGBA8: Data(bytes), isOpaque: false)
    }
}
