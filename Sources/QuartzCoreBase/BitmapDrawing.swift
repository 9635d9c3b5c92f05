import Foundation

/// Bitmap contexts set up as layers and UIKit draw: premultiplied RGBA,
/// `scale` pixels per point, y down with the origin at the top-left
/// (`CALayer.draw(in:)`, `UIGraphicsImageRenderer`, `UIView.draw(_:)`). Any thread.
package enum BitmapDrawing {
    /// The most pixels one drawing may cover (2^26, e.g. 8192 × 8192).
    package static let maximumPixels = 1 << 26

    /// The pixels `size` points cover at `scale`, rounded up; nil when not a
    /// positive finite size. Worked out in floating point, so a huge size
    /// cannot overflow an integer.
    package static func pixels(for size: CGSize, scale: CGFloat) -> (width: Double, height: Double)? {
        let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return nil }
        return (Double(width), Double(height))
    }

    /// Whether those pixels are within `maximumPixels`.
    package static func fits(_ pixels: (width: Double, height: Double)) -> Bool {
        pixels.width * pixels.height <= Double(maximumPixels)
    }

    /// A context for `size` points (origin at `origin`), or nil for an empty or oversized one.
    package static func makeContext(size: CGSize, scale: CGFloat, opaque: Bool = false,
                                    origin: CGPoint = .zero) -> CGContext? {
        guard scale.isFinite, scale > 0, let pixels = pixels(for: size, scale: scale), fits(pixels) else { return nil }
        let width = Int(pixels.width), height = Int(pixels.height)
        let alpha: CGImageAlphaInfo = opaque ? .noneSkipLast : .premultipliedLast
        guard let context = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: alpha.rawValue)
        else { return nil }
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: scale, y: -scale)
        context.translateBy(x: -origin.x, y: -origin.y)
        return context
    }
}
