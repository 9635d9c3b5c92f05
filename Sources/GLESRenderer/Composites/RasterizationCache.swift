import CoreAnimationValues
import Foundation
import RenderServer

/// The images of `shouldRasterize` layers, kept from frame to frame.
///
/// An image is reused while its layer's subtree draws the same pixels
/// (`RasterizedSubtree.drawsSameImage`): the layer itself may move, turn or
/// fade. Like Apple's, the cache is bounded: an image not used for
/// `idleFrames` frames (about 100 ms at 60 Hz) is deleted, and the images
/// together hold at most `budgetScreens` times the frame's pixels; a layer
/// whose image does not fit is drawn through a one-frame image instead.
///
/// - Note: Render thread only; the context must be current.
final class RasterizationCache {
    static let idleFrames = 6
    static let budgetScreens = 2.5

    private let context: GLESContext
    private var images: [LayerID: RasterizedImage] = [:]
    private var frame = 0
    /// Texels the cache may hold this frame.
    private var budget = 0
    /// Texels the images hold.
    private var held: Int { images.values.reduce(0) { $0 + $1.pixelCount } }

    /// Images the cache holds.
    var count: Int { images.count }
    /// Bytes of their textures (RGBA, 8 bits a channel).
    var bytes: Int { held * 4 }

    init(context: GLESContext) {
        self.context = context
    }

    /// Starts a frame of `framePixels` pixels.
    func beginFrame(framePixels: Int) {
        frame += 1
        budget = Int(Self.budgetScreens * Double(framePixels))
    }

    /// The image of layer `id` if it still draws `subtree`, marked used.
    func hit(_ id: LayerID, drawing subtree: RasterizedSubtree) -> RasterizedImage? {
        guard let image = images[id], image.subtree.drawsSameImage(as: subtree) else { return nil }
        image.lastUsedFrame = frame
        return image
    }

    /// The image kept for layer `id`, whatever it draws.
    func image(of id: LayerID) -> RasterizedImage? {
        images[id]
    }

    /// An image for layer `id` to draw `subtree` into over `extent` (its old
    /// target reused when big enough), marked used; nil when it does not fit
    /// the budget, even after the images idle this frame are deleted.
    ///
    /// - Throws: what making a target throws.
    func store(_ id: LayerID, drawing subtree: RasterizedSubtree, over extent: PixelRect) throws -> RasterizedImage? {
        if let old = images[id], old.target.pixelWidth >= extent.width, old.target.pixelHeight >= extent.height,
           old.pixelCount <= 2 * extent.pixelCount {
            old.subtree = subtree
            old.extent = extent
            old.lastUsedFrame = frame
            return old
        }
        images[id] = nil
        if held + extent.pixelCount > budget {
            for (key, image) in images.sorted(by: { $0.value.lastUsedFrame < $1.value.lastUsedFrame })
            where image.lastUsedFrame < frame && held + extent.pixelCount > budget {
                images[key] = nil
            }
        }
        guard held + extent.pixelCount <= budget else { return nil }
        let target = try OffscreenRenderTarget(context: context, width: extent.width, height: extent.height)
        let image = RasterizedImage(subtree: subtree, target: target, extent: extent, frame: frame)
        images[id] = image
        return image
    }

    /// Deletes the images not used for `idleFrames` frames.
    func endFrame() {
        images = images.filter { frame - $0.value.lastUsedFrame < Self.idleFrames }
    }
}

extension RasterizationCache: RasterizedImageLookup {
    func keptImageExtent(of layer: LayerID, drawing subtree: RasterizedSubtree) -> PixelRect? {
        hit(layer, drawing: subtree)?.extent
    }
}
