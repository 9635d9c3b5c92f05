import Foundation

/// What the render thread measured, for benchmarks and the debug overlay.
///
/// A plain value, copied out under the server's lock.
package struct FrameStatistics: Sendable {
    /// Frames drawn since the server started.
    package var frames: Int = 0
    /// Commits applied since the server started.
    package var commits: Int = 0
    /// Seconds spent in each phase of the last frame.
    package var applySeconds: Double = 0
    package var buildSeconds: Double = 0
    package var renderSeconds: Double = 0
    /// The media time of the last frame.
    package var lastFrameTime: Double = 0

    package init() {}
}
