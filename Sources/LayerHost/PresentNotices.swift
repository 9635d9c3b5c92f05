import Foundation
import Synchronization

/// Whether a window's presents should tell the main thread
/// (`HostWindow.surfaceDidPresent`): after every present while the host
/// wants it (`HostWindow.wantsPresentNotices`, set on the main thread after
/// each batch of events), else at most every `interval`, so that events a
/// main-thread round trip left in a queue the socket no longer signals are
/// still looked at, without waking the main thread for every frame.
///
/// The interval is long: flushes and round trips made through
/// `X11Connection` nudge the event sources themselves, so the net catches
/// only what a bare Xlib call left (an atom looked up, a property read),
/// and each notice wakes the main thread and a dispatch worker, about
/// 40 µs of CPU: at 50 ms that was a tenth of a still screen's frame cost
/// with one small animation turning.
///
/// Thread-safe (atomics): set on the main thread, asked by the thread that presents.
final class PresentNotices: Sendable {
    /// The longest a present goes without telling the main thread (500 ms).
    static let interval: UInt64 = 500_000_000
    private let wanted = Atomic<Bool>(true)
    /// `DispatchTime` (nanoseconds) of the last notice.
    private let lastNotice = Atomic<UInt64>(0)

    /// Sets whether every present should tell the main thread (main thread).
    func set(wanted: Bool) { self.wanted.store(wanted, ordering: .relaxed) }

    /// Whether the present just made should tell the main thread; when it
    /// should, the notice counts as given (the thread that presents).
    /// `now`: `DispatchTime` nanoseconds (tests pass their own).
    func takeNotice(now: UInt64 = DispatchTime.now().uptimeNanoseconds) -> Bool {
        guard wanted.load(ordering: .relaxed) || now &- lastNotice.load(ordering: .relaxed) >= Self.interval else {
            return false
        }
        lastNotice.store(now, ordering: .relaxed)
        return true
    }
}
