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
    /// Display refreshes that passed with no frame begun for them while
    /// frames were being drawn (`FrameTick.missedRefreshes`, summed).
    package var missedRefreshes: Int = 0

    package init() {}
}

/// One frame as the render thread measured it, handed to a frame observer.
///
/// A plain value; made on the render thread.
package struct FrameTiming: Sendable {
    /// The frame clock's tick the frame was drawn at.
    package var tick: FrameTick
    /// The media time the frame shows.
    package var targetTime: Double { tick.targetTime }
    /// `CACurrentMediaTime()` when the frame was done (presented).
    package var endTime: Double
    package var commits: Int
    package var applySeconds: Double
    package var buildSeconds: Double
    /// Planning the frame (`FramePlanner`).
    package var planSeconds: Double
    /// Drawing and presenting, as the renderer reports them.
    package var renderSeconds: Double
    package var layers: Int
}
