import Foundation
import GLESRenderer
import RenderServer

/// What the render thread saw since the last interval: frame times and the
/// GL objects held. Written on the render thread, read on the main thread,
/// under a lock.
final class SoakRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var frameMilliseconds: [Double] = []
    private var lastFrameEnd: Double?
    private var resources = GLResourceCounts()
    private var layers = 0

    /// A frame was drawn (render thread).
    func frameDrawn(_ timing: FrameTiming, renderer: GLESFrameRenderer) {
        let counts = renderer.resourceCounts
        lock.withLock {
            if let lastFrameEnd { frameMilliseconds.append((timing.endTime - lastFrameEnd) * 1000) }
            lastFrameEnd = timing.endTime
            resources = counts
            layers = timing.layers
        }
    }

    /// The frame times since the last call, the GL objects now and the layers drawn.
    func take() -> (frames: [Double], resources: GLResourceCounts, layers: Int) {
        lock.withLock {
            defer { frameMilliseconds.removeAll(keepingCapacity: true) }
            return (frameMilliseconds, resources, layers)
        }
    }
}
