import RenderServer
import X11Platform

/// The X Present extension as a `VblankFrameClock`'s source: passes
/// `PresentVblankSource`'s events on in the render server's vocabulary.
///
/// Made on the main thread with the window; used on the render thread,
/// except `wake()` (any thread).
final class PresentClockSource: VblankSource {
    private let present: PresentVblankSource

    init(_ present: PresentVblankSource) {
        self.present = present
    }

    func requestNotify(msc: UInt64?) throws {
        try present.requestNotify(msc: msc)
    }

    func nextEvent(timeout: Double) throws -> VblankEvent? {
        switch try present.nextEvent(timeout: timeout) {
        case nil: return nil
        case .refresh(let msc, let ust): return .refresh(msc: msc, ust: ust)
        case .presented(let msc, let ust, let skipped): return .presented(msc: msc, ust: ust, skipped: skipped)
        case .moved: return .moved
        }
    }

    func wake() {
        present.wake()
    }

    func modeRefreshInterval() -> Double? {
        present.modeRefreshInterval()
    }
}
