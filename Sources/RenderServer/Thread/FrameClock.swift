import CoreAnimationValues
import Foundation

/// Paces the render thread: blocks until the next frame is due and says
/// when that frame will be shown.
///
/// Implementations: `VblankFrameClock` (the display's own refreshes, from
/// the X Present extension), `PacedFrameClock` (a fixed rate on the
/// monotonic clock, for displays without a refresh clock such as Xvfb),
/// `UnthrottledFrameClock` (benchmarks), `ManualFrameClock` (tests, stepped
/// by hand). Called on the render thread only, except `wake()`.
package protocol FrameClock: AnyObject {
    /// Waits for the next frame; returns its tick.
    func waitForNextFrame() -> FrameTick
    /// The interval between frames (0 when unthrottled).
    var frameInterval: Double { get }
    /// How frames are paced, in words ("vsync: X Present, 60.00 Hz (RandR)").
    var pacingDescription: String { get }
    /// Ends a wait in progress early (any thread): the render server is
    /// stopping. The interrupted wait returns a tick for the present moment.
    func wake()
    /// The render thread is going to sleep until something changes: the
    /// next tick follows an idle wait, so the refreshes in between are not
    /// missed ones.
    func noteIdle()
}

extension FrameClock {
    package func wake() {}
    package func noteIdle() {}
}

/// Frames at a fixed rate on the media clock: ticks at multiples of the
/// interval, skipping ticks that were missed rather than bunching frames
/// (and counting them in `FrameTick.missedRefreshes`).
package final class PacedFrameClock: FrameClock {
    package let frameInterval: Double
    package let pacingDescription: String
    private var nextTick: Double?
    private var index: UInt64 = 0
    private let wakeCondition = NSCondition()
    private var wakeRequested = false

    /// - Parameter why: why a timer paces frames (shown after the rate).
    package init(framesPerSecond: Double, why: String? = nil) {
        frameInterval = 1 / max(1, framesPerSecond)
        pacingDescription = String(format: "timer: %.2f Hz", 1 / frameInterval) + (why.map { " (\($0))" } ?? "")
    }

    package func waitForNextFrame() -> FrameTick {
        let now = CACurrentMediaTime()
        var tick = nextTick ?? now
        var missed = 0
        if tick < now - frameInterval {
            // Late by more than a frame: drop the missed ticks.
            missed = Int(((now - tick) / frameInterval).rounded(.down))
            tick = now
        }
        let wait = tick - now
        if wait > 0 {
            wakeCondition.lock()
            let deadline = Date(timeIntervalSinceNow: wait)
            while !wakeRequested && wakeCondition.wait(until: deadline) {}
            wakeRequested = false
            wakeCondition.unlock()
        }
        index += UInt64(missed) + 1
        nextTick = tick + frameInterval
        let shown = max(tick, now)
        return FrameTick(targetTime: shown, refreshTime: shown, refreshInterval: frameInterval, refreshIndex: index,
                         missedRefreshes: missed)
    }

    package func noteIdle() { nextTick = nil }

    package func wake() {
        wakeCondition.lock()
        wakeRequested = true
        wakeCondition.signal()
        wakeCondition.unlock()
    }
}

/// Frames as fast as the renderer can draw them.
package final class UnthrottledFrameClock: FrameClock {
    package let frameInterval: Double = 0
    package let pacingDescription = "unthrottled: as fast as frames are drawn"
    private var index: UInt64 = 0

    package init() {}

    package func waitForNextFrame() -> FrameTick {
        let now = CACurrentMediaTime()
        index += 1
        return FrameTick(targetTime: now, refreshTime: now, refreshInterval: 0, refreshIndex: index)
    }
}
