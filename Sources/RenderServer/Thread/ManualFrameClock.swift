import Foundation

/// A frame clock stepped by hand, for tests of the render thread that must
/// not depend on wall-clock time: each `step()` lets the server take one
/// tick, `frameInterval` after the previous one on the clock's own media
/// time (`time`; install it with `CASetMediaTimeSource { clock.time }` so
/// that commits and animations use it too), and returns once the server
/// has drawn that frame and either asked for the next or gone idle.
///
/// The render thread calls `waitForNextFrame()` and `noteIdle()`; any other
/// thread steps it. Guarded by one condition.
package final class ManualFrameClock: FrameClock {
    /// What the render server did after the frame a step let it draw.
    package enum Next: Equatable, Sendable {
        /// It asks for another frame (something changed, or animates).
        case waiting
        /// It went to sleep until something changes.
        case idle
    }

    package let frameInterval: Double
    package let pacingDescription = "manual: stepped by hand"
    private let condition = NSCondition()
    private var now: Double
    private var granted = 0
    private var taken = 0
    private var woken = false
    /// The server's last call, and how many ticks it had taken by then.
    private var last: (next: Next, afterTick: Int)?

    /// - Parameters:
    ///   - startTime: the media time before the first tick.
    ///   - framesPerSecond: the step between ticks.
    package init(startTime: Double = 1000, framesPerSecond: Double = 60) {
        now = startTime
        frameInterval = 1 / framesPerSecond
    }

    /// The clock's media time: the last tick's (any thread).
    package var time: Double { condition.withLock { now } }

    /// What the server last did (nil before its first call): asks for a
    /// frame, or sleeps. Any thread.
    package var state: Next? { condition.withLock { last?.next } }

    /// Waits (up to `timeout` seconds of wall time) until the server asks
    /// for a frame: after a commit, say, which the server takes in on its
    /// own thread. Returns false when it did not.
    @discardableResult
    package func waitUntilAskedForAFrame(timeout: TimeInterval = 5) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while last?.next != .waiting || last?.afterTick != taken {
            if !condition.wait(until: deadline) { return false }
        }
        return true
    }

    /// Lets the server take one tick and waits (up to `timeout` seconds of
    /// wall time) until it has drawn that frame and called back: nil when it
    /// did not (it stopped, or never asked for the tick).
    @discardableResult
    package func step(timeout: TimeInterval = 5) -> Next? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        granted += 1
        let target = granted
        condition.broadcast()
        while taken < target || (last?.afterTick ?? -1) < target {
            if !condition.wait(until: deadline) { return nil }
        }
        return last?.next
    }

    package func waitForNextFrame() -> FrameTick {
        condition.lock()
        defer { condition.unlock() }
        last = (.waiting, taken)
        condition.broadcast()
        while taken == granted && !woken { condition.wait() }
        if woken {
            woken = false
            return FrameTick(targetTime: now, refreshTime: now, refreshInterval: frameInterval,
                             refreshIndex: UInt64(taken))
        }
        taken += 1
        now += frameInterval
        return FrameTick(targetTime: now, refreshTime: now, refreshInterval: frameInterval, refreshIndex: UInt64(taken))
    }

    package func noteIdle() {
        condition.withLock {
            last = (.idle, taken)
            condition.broadcast()
        }
    }

    package func wake() {
        condition.withLock {
            woken = true
            condition.broadcast()
        }
    }
}
