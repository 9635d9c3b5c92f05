/// Where a `VblankFrameClock` learns of the display's refreshes: the X
/// Present extension for a window (`PresentVblankSource` in X11Platform,
/// adapted in LayerHost), or a scripted stream in tests.
///
/// Used by one clock on the render thread, except `wake()` (any thread).
package protocol VblankSource: AnyObject {
    /// Asks to be told of refresh `msc` (the display's media stream
    /// counter), answered at once with the current refresh when `msc` is
    /// nil or already past.
    func requestNotify(msc: UInt64?) throws
    /// Waits at most `timeout` seconds for the next event; nil when none
    /// came or `wake()` ended the wait.
    func nextEvent(timeout: Double) throws -> VblankEvent?
    /// Ends a `nextEvent` wait in progress (any thread).
    func wake()
    /// The refresh interval of the display mode the window is on, when the
    /// server knows it (XRandR's mode timings); nil when it does not (Xvfb).
    /// Asked again after `.moved`.
    func modeRefreshInterval() -> Double?
    /// The clock in words, for the pacing description: "X Present".
    var clockName: String { get }
    /// Who reports the refreshes, for reports: "the X server".
    var reporter: String { get }
    /// Where `modeRefreshInterval` comes from, in words: "display mode (RandR)".
    var modeOrigin: String { get }
}

extension VblankSource {
    package var clockName: String { "X Present" }
    package var reporter: String { "the X server" }
    package var modeOrigin: String { "display mode (RandR)" }
}

/// What a `VblankSource` reports.
package enum VblankEvent: Equatable, Sendable {
    /// Refresh `msc` happened at `ust` (microseconds of CLOCK_MONOTONIC).
    case refresh(msc: UInt64, ust: UInt64)
    /// A frame the window presented was shown at refresh `msc`, `ust`
    /// (`skipped`: it was replaced before it reached the screen).
    case presented(msc: UInt64, ust: UInt64, skipped: Bool)
    /// The window moved or changed size: it may be on another monitor.
    case moved
}
