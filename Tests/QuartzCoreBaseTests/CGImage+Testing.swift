import XCTest
import QuartzCoreBase

extension CGImage {
    /// A small opaque image of one colour, made from raw RGBA8 bytes.
    static func solid(width: Int, height: Int, rgba: [UInt8] = [255, 0, 0, 255]) -> CGImage {
        let bytes = (0..<(width * height)).flatMap { _ in rgba }
        return CGImage(
            width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
            provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: true,
            intent: .defaultIntent)!
    }
}
