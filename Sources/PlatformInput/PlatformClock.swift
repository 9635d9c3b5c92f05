import Foundation

/// The monotonic clock platforms stamp events and frames with: the clock
/// `CACurrentMediaTime()` reads (`CLOCK_MONOTONIC`).
///
/// Any thread.
package enum PlatformClock {
    /// Microseconds now.
    package static func microseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000 + UInt64(time.tv_nsec) / 1000
    }

    /// Seconds now.
    package static func seconds() -> TimeInterval {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
