import XCTest
@testable import UIKit

/// Reading drawn text back from images: where the pixels of a colour are.
extension UIKitTestCase {
    /// Whether an RGBA pixel (premultiplied) is mostly red.
    static func isRed(_ p: [UInt8]) -> Bool { p[3] > 100 && p[0] > 100 && p[1] < 60 && p[2] < 60 }
    /// Whether an RGBA pixel (premultiplied) is mostly blue.
    static func isBlue(_ p: [UInt8]) -> Bool { p[3] > 100 && p[2] > 100 && p[0] < 60 && p[1] < 60 }
    /// Whether an RGBA pixel (premultiplied) is mostly green.
    static func isGreen(_ p: [UInt8]) -> Bool { p[3] > 100 && p[1] > 100 && p[0] < 60 && p[2] < 60 }

    /// The box, in pixels, of every pixel of `image` that `matches`; nil when none does.
    func inkBox(_ image: UIImage, _ matches: ([UInt8]) -> Bool) -> CGRect? {
        guard let cgImage = image.cgImage else { return nil }
        let bytes = [UInt8](cgImage.premultipliedRGBA8)
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<cgImage.height {
            for x in 0..<cgImage.width {
                let i = (y * cgImage.width + x) * 4
                guard matches(Array(bytes[i..<i + 4])) else { continue }
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// Whether any pixel of `image` is not fully transparent.
    func hasAnyInk(_ image: UIImage) -> Bool { inkBox(image, { $0[3] > 0 }) != nil }

    /// An image of `size` points at one pixel a point, drawn by `actions` with UIKit's current context set.
    func drawn(_ size: CGSize, _ actions: () -> Void) -> UIImage {
        pixelRenderer(size).image { _ in actions() }
    }
}
