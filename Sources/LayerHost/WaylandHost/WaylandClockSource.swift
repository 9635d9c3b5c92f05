import RenderServer
import WaylandPlatform

/// A Wayland window's frame callbacks and presentation feedback as a
/// `VblankFrameClock`'s source (`WaylandFrameCallbacks`, in the render
/// server's vocabulary), so that Wayland pacing feeds `CADisplayLink` and
/// the frame reports as X Present does.
///
/// Made on the main thread with the window; used on the render thread,
/// except `wake()` (any thread).
final class WaylandClockSource: VblankSource {
    private let callbacks: WaylandFrameCallbacks

    init(_ callbacks: WaylandFrameCallbacks) {
        self.callbacks = callbacks
    }

    /// A callback answers whichever refresh comes next: the compositor, not
    /// the client, picks the refresh a frame is drawn for.
    func requestNotify(msc: UInt64?) throws {
        callbacks.requestNotify()
    }

    func nextEvent(timeout: Double) throws -> VblankEvent? {
        switch try callbacks.nextEvent(timeout: timeout) {
        case nil: return nil
        case .refresh(let msc, let ust): return .refresh(msc: msc, ust: ust)
        case .presented(let msc, let ust, let skipped): return .presented(msc: msc, ust: ust, skipped: skipped)
        }
    }

    func wake() {
        callbacks.wake()
    }

    func modeRefreshInterval() -> Double? {
        callbacks.refreshInterval
    }

    var clockName: String {
        callbacks.hasPresentationFeedback ? "Wayland frame callbacks with presentation feedback"
                                          : "Wayland frame callbacks"
    }
    var reporter: String { "the Wayland compositor" }
    var modeOrigin: String { "output mode (wl_output)" }
}
