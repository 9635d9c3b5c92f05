import CoreGraphics
import Foundation

/// The part of an image that stays fully opaque when it is sampled: what a
/// layer showing it may draw as an occluder (see "Occluders" on
/// `LayerQuadRenderer`).
///
/// A petal, a ball, an icon on a transparent ground: most of the pixels of
/// a sprite field are such images' insides, covered many times over. Their
/// opaque middle, drawn first and writing depth, hides everything under it
/// from the translucent passes that follow.
///
/// The rectangle is the largest run of texels whose alpha is 255 (their
/// count; the search is one pass over the alpha channel, a histogram per
/// row), then shrunk to where a bilinear sample reads only such texels:
/// half a texel (and a rounding margin) in from each side, except a side on
/// the image's edge, where clamping reads the edge texel itself. Nearest sampling reads only texels
/// inside it too. An image marked opaque is opaque everywhere.
///
/// Pure; safe on any thread. The texture cache keeps each image's answer.
package enum OpaqueInterior {
    /// The most texels searched: a larger image with alpha has no interior
    /// (the search, a few milliseconds per million texels, would stall the
    /// frame that first shows it).
    package static let largestSearched = 1024 * 1024
    /// How far past the half texel an inner side comes in, in texels: a
    /// sample's weights are rounded (to 1/256 on llvmpipe), so one taken a
    /// rounding error outside would read a sliver of the translucent texel next to it.
    static let roundingMargin: CGFloat = 1.0 / 64

    /// The opaque rectangle in texture coordinates (0…1 across the image,
    /// v = 0 its top row); nil when there is none at least a texel across.
    /// - Complexity: O(width × height) for an image with alpha.
    package static func of(_ image: CGImage) -> CGRect? {
        let width = image.width, height = image.height
        guard width > 0, height > 0 else { return nil }
        if image.isOpaque { return CGRect(x: 0, y: 0, width: 1, height: 1) }
        guard width * height <= largestSearched, image.premultipliedRGBA8.count >= width * height * 4 else { return nil }
        guard let texels = largestOpaqueRectangle(image) else { return nil }
        // A side on the image's edge keeps the edge (clamped samples read it);
        // an inner side comes in half a texel.
        let inset = 0.5 + roundingMargin
        let u0 = texels.minX == 0 ? 0 : (CGFloat(texels.minX) + inset) / CGFloat(width)
        let u1 = texels.maxX == width ? 1 : (CGFloat(texels.maxX) - inset) / CGFloat(width)
        let v0 = texels.minY == 0 ? 0 : (CGFloat(texels.minY) + inset) / CGFloat(height)
        let v1 = texels.maxY == height ? 1 : (CGFloat(texels.maxY) - inset) / CGFloat(height)
        guard u1 > u0, v1 > v0 else { return nil }
        return CGRect(x: u0, y: v0, width: u1 - u0, height: v1 - v0)
    }

    /// Texel columns `minX..<maxX` and rows `minY..<maxY`, all with alpha 255.
    struct TexelRect: Equatable {
        var minX, maxX, minY, maxY: Int
        var area: Int { (maxX - minX) * (maxY - minY) }
    }

    /// The largest rectangle of texels with alpha 255 (the first found
    /// among equals); nil when no texel is opaque.
    static func largestOpaqueRectangle(_ image: CGImage) -> TexelRect? {
        let width = image.width, height = image.height, rowBytes = width * 4
        var best: TexelRect?
        // heights[x]: how many opaque texels run up from the current row in column x.
        var heights = [Int](repeating: 0, count: width + 1)
        var stack: [Int] = []
        stack.reserveCapacity(width + 1)
        image.premultipliedRGBA8.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            for y in 0..<height {
                let row = y * rowBytes
                for x in 0..<width {
                    heights[x] = bytes[row + x * 4 + 3] == 255 ? heights[x] + 1 : 0
                }
                // The largest rectangle under the histogram: each bar, bounded
                // by the nearest lower bars on both sides (heights[width] = 0 closes it).
                stack.removeAll(keepingCapacity: true)
                for x in 0...width {
                    while let top = stack.last, heights[top] >= heights[x] {
                        stack.removeLast()
                        let barHeight = heights[top]
                        let left = stack.last.map { $0 + 1 } ?? 0
                        let candidate = TexelRect(minX: left, maxX: x, minY: y + 1 - barHeight, maxY: y + 1)
                        if barHeight > 0, candidate.area > best?.area ?? 0 { best = candidate }
                    }
                    stack.append(x)
                }
            }
        }
        return best
    }
}
