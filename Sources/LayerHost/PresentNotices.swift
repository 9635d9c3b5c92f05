import Foundation
import Synchronization

/// Whether a window's presents should tell the main thread
/// (`HostWindow.surfaceDidPresent`): after every present while the host
/// wants it (`HostWindow.wantsPresentNotices`, set on the main thread after
/// each batch of events), else at most every `interval`, so that events a
/// main-thread round trip left in a queue the socket no longer signals are
/// still looked at, without waking the main thread for every frame.
///
/// Thread-safe (atomics): set on the main thread, asked by the thread that presents.
final class PresentNotices: Sendable {
    /// The longest a present goes without telling the main thread.
    static let interval: UInt64 = 50_000_000
    private let wanted = Atomic<Bool>(true)
    /// `DispatchTime` (nanoseconds) of the last notice.
    private let lastNotice = Atomic<UInt64>(0)

    /// Sets whether every present should tell the main thread (main thread).
    func set(wanted: Bool) { self.wanted.store(wanted, ordering: .relaxed) }

    /// Whether the present just made should tell the main thread; when it
    /// should, the notice counts as given (the thread that presents).
    func takeNotice() -> Bool {
        let now = DispatchTime.now().uptimeNanoseconds
        guard wanted.load(ordering: .relaxed) || now &- lastNotice.load(ordering: .relaxed) >= Self.interval else {
            return false
        }
        lastNotice.store(now, ordering: .relaxed)
        return true
    }
}
