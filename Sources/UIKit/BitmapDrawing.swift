import Foundation

/// Bitmap contexts set up as UIKit draws: premultiplied RGBA, `scale`
/// pixels per point, y down with the origin at the top-left. Any thread.
enum BitmapDrawing {
    /// The most pixels one drawing may cover (2^26, e.g. 8192 × 8192).
    static let maximumPixels = 1 << 26

    /// A context for `size` points (origin at `origin`), or nil for an empty or oversized one.
    static func makeContext(size: CGSize, scale: CGFloat, opaque: Bool = false,
                            origin: CGPoint = .zero) -> CGContext? {
        guard size.width.isFinite, size.height.isFinite, scale.isFinite, scale > 0 else { return nil }
        let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
        guard width > 0, height > 0, width * height <= maximumPixels else { return nil }
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
