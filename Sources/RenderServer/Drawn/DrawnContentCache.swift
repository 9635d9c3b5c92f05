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
/// are dropped at its end.
///
/// **Slow shapes aside.** A cache told to (`rasterizeAside(onReady:)`, the
/// render server's own) rasterizes a shape that may be slow (see
/// `DrawnContent.mayBeSlowToRasterize`) on a worker (`AsideRasterQueue`),
/// as a browser paints a slow page: the frame waits for it at most what is
/// left of `graceTime`, shared by every layer of the frame, and then shows the
/// picture the layer had before (none on its first appearance) until the new
/// one is ready; `onReady` then asks for a frame. A layer has at most one job
/// at a time: a shape that changed meanwhile is started over once that job
/// ends. Every other cache (`CARenderer`, `render(in:)`, exports, pixel
/// tests) waits for every picture, so its frames do not depend on timing.
///
/// - Note: Render thread only.
package final class DrawnContentCache {
    private struct Entry {
        /// What `raster` shows (nil before the first picture).
        var shownKey: DrawnContentKey?
        var raster: RasterizedContent?
        var frame: UInt64 = 0
        /// The rasterization under way aside, if any.
        var job: AsideRaster?
    }

    /// The longest one frame waits, in all, for pictures rasterized aside
    /// before it shows older ones (a quarter of a 60 Hz frame).
    package static let graceTime = 0.004

    private var entries: [LayerID: Entry] = [:]
    private var frame: UInt64 = 0
    /// Rasterizations done or started since the cache was made (a statistic for tests and benchmarks).
    package private(set) var rasterizations = 0
    /// What turns content into pixels; tests replace it (before the first frame) to stand for a slow one.
    package var rasterize: @Sendable (DrawnContentKey) -> RasterizedContent? = {
        $0.content.rasterized(bounds: $0.bounds, scale: $0.scale)
    }
    private var onReady: (@Sendable () -> Void)?
    private var queue = AsideRasterQueue.shared
    /// What is left of `graceTime` in this frame.
    private var graceLeft = DrawnContentCache.graceTime

    package init() {}

    /// From now on, shapes that may be slow are rasterized on `queue`'s
    /// workers; `onReady` is called on a worker when a picture is ready that
    /// no frame has shown yet.
    package func rasterizeAside(on queue: AsideRasterQueue = .shared, onReady: @escaping @Sendable () -> Void) {
        self.queue = queue
        self.onReady = onReady
    }

    /// The pixels of `content` for the layer `id` with `bounds`, shown at
    /// `scale` pixels per point: the picture of these values, or, while it
    /// is made aside, the layer's previous one (nil when it has none).
    package func raster(for id: LayerID, content: DrawnContent, bounds: CGRect, scale: CGFloat) -> RasterizedContent? {
        let key = DrawnContentKey(content: content, bounds: bounds, scale: Self.quantized(scale))
        var entry = entries[id] ?? Entry()
        entry.frame = frame
        defer { entries[id] = entry }
        if let job = entry.job, let result = job.take() {
            entry.shownKey = job.key
            entry.raster = result
            entry.job = nil
        }
        if entry.shownKey == key { return entry.raster }
        guard let onReady, content.mayBeSlowToRasterize(at: key.scale) else {
            entry.job?.cancel()
            entry.job = nil
            rasterizations += 1
            entry.shownKey = key
            entry.raster = rasterize(key)
            return entry.raster
        }
        if entry.job == nil {
            let job = AsideRaster(key: key, rasterize: rasterize, onDone: onReady)
            rasterizations += 1
            queue.submit(job)
            entry.job = job
        }
        if let job = entry.job, job.key == key, graceLeft > 0 {
            let start = DispatchTime.now().uptimeNanoseconds
            let result = job.wait(seconds: graceLeft)
            graceLeft -= Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            if let result {
                entry.shownKey = key
                entry.raster = result
                entry.job = nil
            }
        }
        return entry.raster
    }

    /// Ends a frame: entries not used in it are released (their jobs cancelled).
    package func endFrame() {
        let current = frame
        for entry in entries.values where entry.frame != current { entry.job?.cancel() }
        entries.keepOnly { $0.frame == current }
        frame &+= 1
        graceLeft = Self.graceTime
    }

    /// How many layers have an entry.
    package var count: Int { entries.count }

    /// How many layers wait for a picture being rasterized aside.
    package var pendingCount: Int { entries.values.reduce(0) { $0 + ($1.job?.isPending == true ? 1 : 0) } }

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

    /// The most path elements, and pixels, of a shape rasterized on the
    /// render thread even by a cache that rasterizes slow shapes aside.
    package static let quickShapeElements = 64
    package static let quickShapePixels = 1 << 20

    /// Whether rasterizing may take long enough to cost frames: a shape of
    /// more than `quickShapeElements` path elements (Cairo's time grows
    /// with the crossings, a square of the segments), a dashed one, or one
    /// covering more than `quickShapePixels` at `scale`. Gradients and text
    /// are bounded where they are rasterized, and stay on the render thread.
    package func mayBeSlowToRasterize(at scale: CGFloat) -> Bool {
        guard case .shape(let shape) = self, let path = shape.path else { return false }
        if path.elements.count > Self.quickShapeElements || shape.drawnDashes != nil { return true }
        let box = path.boundingBoxOfPath
        let reach = shape.strokeColor == nil ? 0 : shape.lineWidth * max(shape.miterLimit, 1.5)
        let area = (box.width + reach) * (box.height + reach) * scale * scale
        return !area.isFinite || area > CGFloat(Self.quickShapePixels)
    }
}
