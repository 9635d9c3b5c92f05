import CoreAnimationValues
import Foundation

/// The exact-size images a backdrop blur is blurred in (the image and its
/// scratch for the separable blur's first pass), kept by size from frame to
/// frame: a blurring view that moves keeps its size, so it finds them again.
///
/// Exact sizes (where `OffscreenTargetPool` rounds up to 64) let the blur
/// clamp at the image's own edges, with no margin to fill, and cost no
/// allocation while a view keeps its size. The blurs of a frame run one
/// after another, so one pair serves every blur of that size.
///
/// Holds at most `maximumSizes` pairs (each at most
/// `BackdropBlurComposite.maximumImageSide` a side): a frame with more sizes
/// than that makes the least recently used one again. Pairs not used for a
/// frame are deleted at its end.
///
/// - Note: Render thread only; the context must be current.
final class BackdropImageCache {
    struct Pair {
        let image: OffscreenRenderTarget
        let scratch: OffscreenRenderTarget
    }

    static let maximumSizes = 8

    private let context: GLESContext
    private var pairs: [(width: Int, height: Int, pair: Pair, usedThisFrame: Bool)] = []
    /// Pairs made since the last `endFrame()`.
    private(set) var created = 0

    init(context: GLESContext) {
        self.context = context
    }

    /// The pair of `width` × `height` pixels, made when there is none.
    ///
    /// - Throws: `GLESRendererError.invalidTargetSize` or `.framebufferIncomplete`.
    func pair(width: Int, height: Int) throws -> Pair {
        if let index = pairs.firstIndex(where: { $0.width == width && $0.height == height }) {
            var entry = pairs.remove(at: index)
            entry.usedThisFrame = true
            pairs.append(entry)
            return entry.pair
        }
        let made = Pair(image: try OffscreenRenderTarget(context: context, width: width, height: height),
                        scratch: try OffscreenRenderTarget(context: context, width: width, height: height))
        if pairs.count >= Self.maximumSizes { pairs.removeFirst() }
        pairs.append((width, height, made, true))
        created += 1
        return made
    }

    /// Deletes the pairs not used since the last call.
    func endFrame() {
        pairs.removeAll { !$0.usedThisFrame }
        for index in pairs.indices { pairs[index].usedThisFrame = false }
        created = 0
    }

    /// The pairs held.
    var count: Int { pairs.count }
}
