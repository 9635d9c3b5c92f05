import CoreAnimationValues
import Foundation

/// The render server's rasterized drawn content (shapes, gradients, text),
/// one entry per layer, kept while the layer's values and on-screen scale
/// stay the same.
///
/// A layer whose drawn values change every frame (an animated `strokeEnd`)
/// is rasterized every frame; one that stays still costs a comparison. The
/// scale is the layer's on-screen scale rounded up to a quarter octave, so
/// that a layer being zoomed is redrawn a few times, not every frame, and is
/// never magnified by more than 19 %. Entries of layers not drawn in a frame
/// are dropped at its end. Render thread only.
package final class DrawnContentCache {
    private struct Entry {
        var content: DrawnContent
        var bounds: CGRect
        var scale: CGFloat
        var raster: RasterizedContent?
        var frame: UInt64
    }

    private var entries: [LayerID: Entry] = [:]
    private var frame: UInt64 = 0
    /// Rasterizations done since the cache was made (a statistic for tests and benchmarks).
    package private(set) var rasterizations = 0

    package init() {}

    /// The pixels of `content` for the layer `id` with `bounds`, shown at `scale` pixels per point.
    package func raster(for id: LayerID, content: DrawnContent, bounds: CGRect, scale: CGFloat) -> RasterizedContent? {
        let scale = Self.quantized(scale)
        if var entry = entries[id], entry.scale == scale, entry.bounds == bounds, entry.content == content {
            entry.frame = frame
            entries[id] = entry
            return entry.raster
        }
        rasterizations += 1
        let raster = content.rasterized(bounds: bounds, scale: scale)
        entries[id] = Entry(content: content, bounds: bounds, scale: scale, raster: raster, frame: frame)
        return raster
    }

    /// Ends a frame: entries not used in it are released.
    package func endFrame() {
        let current = frame
        entries.keepOnly { $0.frame == current }
        frame &+= 1
    }

    /// How many layers have an entry.
    package var count: Int { entries.count }

    /// `scale` rounded up to the next quarter octave (1 stays 1), within 1/8…64.
    static func quantized(_ scale: CGFloat) -> CGFloat {
        guard scale.isFinite, scale > 0 else { return 1 }
        let steps = (log2(scale) * 4 - 1e-3).rounded(.up)
        return min(max(pow(2, steps / 4), 0.125), 64)
    }
}

extension DrawnContent {
    /// The content in pixels for a layer with `bounds`, at `scale` pixels per point; nil when nothing shows.
    package func rasterized(bounds: CGRect, scale: CGFloat) -> RasterizedContent? {
        switch self {
        case .shape(let shape): return shape.rasterized(scale: scale)
        case .gradient(let gradient): return gradient.rasterized(bounds: bounds, scale: scale)
        case .text(let text): return text.rasterized(bounds: bounds, scale: scale)
        }
    }
}
