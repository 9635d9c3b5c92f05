import Foundation

/// The media clock: monotonic seconds, replaceable for tests and frame export.
///
/// Safe on any thread: the source is read under a lock. (An `NSLock`, a
/// pthread mutex, rather than `Synchronization.Mutex`: on Linux that one
/// waits on a bare futex, which ThreadSanitizer cannot see, so it reported
/// the clock's own reads and writes as a race.)
package enum MediaClock {
    private final class Source: @unchecked Sendable {
        let lock = NSLock()
        var override: (@Sendable () -> CFTimeInterval)?
    }

    private static let source = Source()

    /// Seconds of the monotonic clock (CLOCK_MONOTONIC), as Apple's host time.
    package static func monotonicNow() -> CFTimeInterval {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return CFTimeInterval(ts.tv_sec) + CFTimeInterval(ts.tv_nsec) / 1_000_000_000
    }

    package static func now() -> CFTimeInterval {
        if let override = source.lock.withLock({ source.override }) { return override() }
        return monotonicNow()
    }

    /// Whether `CASetMediaTimeSource(_:)` has replaced the monotonic clock:
    /// then media time need not follow the wall clock at all (a stepped clock).
    package static var hasCustomSource: Bool {
        source.lock.withLock { source.override != nil }
    }

    package static func setSource(_ newSource: (@Sendable () -> CFTimeInterval)?) {
        source.lock.withLock { source.override = newSource }
    }
}

/// The current media time in seconds: the monotonic clock, or the source set
/// with `CASetMediaTimeSource(_:)`. Safe on any thread.
public func CACurrentMediaTime() -> CFTimeInterval {
    MediaClock.now()
}

/// Replaces the clock behind `CACurrentMediaTime()` (tests, frame export); nil restores the monotonic clock.
public func CASetMediaTimeSource(_ source: (@Sendable () -> CFTimeInterval)?) {
    MediaClock.setSource(source)
}
