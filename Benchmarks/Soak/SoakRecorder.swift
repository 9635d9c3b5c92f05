import Foundation
import Histogram
import RenderServer

/// What the render thread saw since the last interval: frame times and the
/// GL objects held. Written on the render thread, read on the main thread,
/// under a lock.
final class SoakRecorder: @unchecked Sendable {
    private let lock = NSLock()
    /// The intervals between frames since the last `take()`, in microseconds.
    private var frameMicroseconds = Histogram<UInt64>()
    private var lastFrameEnd: Double?
    private var resources = FrameReport.Resources()
    private var layers = 0

    /// A frame was drawn (render thread).
    func frameDrawn(_ report: FrameReport) {
        lock.withLock {
            if let lastFrameEnd {
                frameMicroseconds.record(UInt64(max(0, ((report.endTime - lastFrameEnd) * 1e6).rounded())))
            }
            lastFrameEnd = report.endTime
            resources = report.resources
            layers = report.layers
        }
    }

    /// The frame intervals since the last call (in microseconds; read
    /// percentiles with `valueAtPercentile`), the GL objects now and the
    /// layers drawn.
    func take() -> (frames: Histogram<UInt64>, resources: FrameReport.Resources, layers: Int) {
        lock.withLock {
            defer { frameMicroseconds.reset() }
            return (frameMicroseconds, resources, layers)
        }
    }
}
