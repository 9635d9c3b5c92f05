import Foundation

/// A media clock that moves only when told: what tests and frame export put
/// behind `CACurrentMediaTime()` (`install()`), so that animations are
/// evaluated at exact, repeatable times.
///
/// Safe on any thread: the time is guarded by a lock.
package final class ManualMediaClock: @unchecked Sendable {
    private let lock = NSLock()
    private var now: CFTimeInterval

    package init(_ start: CFTimeInterval) {
        now = start
    }

    /// The clock's time in seconds.
    package var time: CFTimeInterval {
        get { lock.withLock { now } }
        set { lock.withLock { now = newValue } }
    }

    /// Makes this clock the source of `CACurrentMediaTime()` (until `CASetMediaTimeSource(nil)`).
    package func install() {
        CASetMediaTimeSource { [self] in time }
    }
}
