import CoreAnimationModel
import Foundation

/// Paces the render thread: blocks until the next frame is due and says the
/// media time the frame should show.
///
/// Implementations: `PacedFrameClock` (a fixed refresh rate on the monotonic
/// clock, for displays without vsync such as Xvfb), `UnthrottledFrameClock`
/// (benchmarks), and test clocks that step by hand. Called on the render
/// thread only.
package protocol FrameClock: AnyObject {
    /// Waits for the next frame; returns its target media time.
    func waitForNextFrame() -> Double
    /// The interval between frames (0 when unthrottled).
    var frameInterval: Double { get }
}

/// Frames at a fixed rate on the media clock: ticks at multiples of the
/// interval, skipping ticks that were missed rather than bunching frames.
package final class PacedFrameClock: FrameClock {
    package let frameInterval: Double
    private var nextTick: Double?

    package init(framesPerSecond: Double) {
        frameInterval = 1 / max(1, framesPerSecond)
    }

    package func waitForNextFrame() -> Double {
        let now = CACurrentMediaTime()
        var tick = nextTick ?? now
        if tick < now - frameInterval {
            // Late by more than a frame: drop the missed ticks.
            tick = now
        }
        let wait = tick - now
        if wait > 0 {
            Thread.sleep(forTimeInterval: wait)
        }
        nextTick = tick + frameInterval
        return max(tick, now)
    }
}

/// Frames as fast as the renderer can draw them.
package final class UnthrottledFrameClock: FrameClock {
    package let frameInterval: Double = 0

    package init() {}

    package func waitForNextFrame() -> Double { CACurrentMediaTime() }
}
