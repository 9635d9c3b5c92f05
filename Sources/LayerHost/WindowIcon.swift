import CoreGraphics
import Foundation

/// The icon a window shows in task bars and switchers until the program
/// sets its own (`LayerWindow.icon`): 48 × 48 pixels, three rounded layers
/// stacked at an angle, in the colours the samples use. Also what turns any
/// `CGImage` into the straight-alpha ARGB pixels platforms want.
///
/// Drawn once, on first use, on the thread that asks (a value after that).
enum WindowIcon {
    /// The standard icon; nil only when a bitmap context cannot be made.
    static let standard: CGImage? = {
        let side = 48
        guard let context = CGContext(data: nil, width: side, height: side, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        else { return nil }
        let colours: [(CGFloat, CGFloat, CGFloat)] = [(0.20, 0.45, 0.95), (0.95, 0.55, 0.15), (0.95, 0.25, 0.35)]
        for (index, colour) in colours.enumerated() {
            let offset = CGFloat(index) * 8
            context.setFillColor(red: colour.0, green: colour.1, blue: colour.2, alpha: 0.9)
            context.addPath(CGPath(roundedRect: CGRect(x: 4 + offset, y: 4 + offset, width: 24, height: 24),
                                   cornerWidth: 6, cornerHeight: 6, transform: nil))
            context.fillPath()
        }
        return context.makeImage()
    }()

    /// `image`'s pixels as 0xAARRGGBB with straight alpha, rows from the
    /// top, as X11's `_NET_WM_ICON` (and Wayland's icon protocols) want.
    ///
    /// - Complexity: O(pixels).
    static func straightARGB(_ image: CGImage) -> [UInt32] {
        let bytes = [UInt8](image.straightRGBA8)
        return (0..<(bytes.count / 4)).map { index in
            UInt32(bytes[index * 4 + 3]) << 24 | UInt32(bytes[index * 4]) << 16 | UInt32(bytes[index * 4 + 1]) << 8
                | UInt32(bytes[index * 4 + 2])
        }
    }
}
