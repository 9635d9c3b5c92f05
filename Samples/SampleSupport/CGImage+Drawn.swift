import Foundation
import LayerHost

extension CGImage {
    /// A `width` × `height` pixel image drawn by `draw` into a transparent
    /// premultiplied RGBA bitmap context (Core Graphics' coordinates: the
    /// origin at the bottom left, y up). The samples make all their pictures
    /// this way. Any thread.
    public static func drawn(width: Int, height: Int, _ draw: (CGContext) -> Void) -> CGImage {
        let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        draw(context)
        return context.makeImage()!
    }
}
