import CoreGraphics
import Foundation
import WaylandPlatform

/// The title bar LayerHost draws for a window on a Wayland compositor that
/// draws none: a small layer tree (the bar, its title, a close button)
/// rendered into premultiplied ARGB pixels for `WaylandTitleBar`.
///
/// Main thread (it makes layers).
enum TitleBarPainter {
    /// `width` × `height` pixels at `scale` pixels per point, rows top
    /// first, premultiplied ARGB (`wl_shm`'s ARGB8888).
    static func paint(width: Int, height: Int, scale: Double, title: String, active: Bool) -> [UInt32] {
        let size = CGSize(width: Double(width) / scale, height: Double(height) / scale)
        guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                                          | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return [] }
        let bar = tree(size: size, scale: scale, title: title, active: active)
        // render(in:) maps layer points onto user space unflipped: flip the bitmap's y-up space.
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: CGFloat(scale), y: -CGFloat(scale))
        bar.render(in: context)
        guard let data = context.data else { return [] }
        return Array(UnsafeBufferPointer(start: data.assumingMemoryBound(to: UInt32.self), count: width * height))
    }

    /// The bar's layers, `size` points: dark grey (lighter while inactive),
    /// the title centred, a close cross at the right end.
    static func tree(size: CGSize, scale: Double, title: String, active: Bool) -> CALayer {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let bar = CALayer()
        bar.bounds = CGRect(origin: .zero, size: size)
        bar.backgroundColor = CGColor(gray: active ? 0.18 : 0.3, alpha: 1)
        let text = CATextLayer()
        text.string = title
        text.fontSize = 13
        text.alignmentMode = .center
        text.truncationMode = .end
        text.foregroundColor = CGColor(gray: 1, alpha: active ? 0.92 : 0.6)
        text.contentsScale = CGFloat(scale)
        let closeWidth = CGFloat(WaylandTitleBar.closeWidth)
        text.frame = CGRect(x: closeWidth, y: (size.height - 17) / 2, width: max(0, size.width - 2 * closeWidth),
                            height: 17)
        bar.addSublayer(text)
        for angle in [Double.pi / 4, -Double.pi / 4] {
            let stroke = CALayer()
            stroke.bounds = CGRect(x: 0, y: 0, width: 12, height: 1.5)
            stroke.position = CGPoint(x: size.width - closeWidth / 2, y: size.height / 2)
            stroke.backgroundColor = text.foregroundColor
            stroke.setAffineTransform(CGAffineTransform(rotationAngle: angle))
            bar.addSublayer(stroke)
        }
        return bar
    }
}
