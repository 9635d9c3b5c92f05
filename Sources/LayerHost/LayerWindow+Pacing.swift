import Foundation
import RenderServer
import X11Platform

extension LayerWindow {
    /// How a window's frames are paced (`Options.pacing`, or `CA_VSYNC`).
    package enum Pacing: Sendable {
        /// By the display's refreshes where the display has a refresh clock
        /// (a monitor whose mode RandR describes), else by a timer (Xvfb).
        case automatic
        /// By the X Present extension's vblanks even where the server only
        /// fakes them (Xvfb reports one every 16.667 ms): tests of the vsync path.
        case vsync
        /// By a timer at the frame rate.
        case timer
    }

    /// The pacing `CA_VSYNC` asks for: 1 (vsync, even on Xvfb), 0 (a timer),
    /// else nil (unset, or a bad value, reported once).
    static var environmentPacing: Pacing? {
        EnvironmentVariable.vsync.flag().map { $0 ? .vsync : .timer }
    }

    /// The frame clock of a window, chosen as `pacing` says, and the swap
    /// interval that goes with it.
    ///
    /// With vsync, `framesPerSecond` (if given) picks a divisor of the
    /// display's rate (30 on a 60 Hz display: every other refresh); with a
    /// timer it is the timer's rate (60 unless given).
    static func makeFrameClock(pacing: Pacing, framesPerSecond: Double?, unthrottled: Bool, displayName: String,
                               window: UInt32) -> (clock: FrameClock, vsync: VblankFrameClock?, swapInterval: Int) {
        if unthrottled { return (UnthrottledFrameClock(), nil, 0) }
        let timerRate = framesPerSecond ?? 60
        if pacing == .timer {
            return (PacedFrameClock(framesPerSecond: timerRate, why: "asked for (CA_VSYNC=0)"), nil, 0)
        }
        let present: PresentVblankSource
        do {
            present = try PresentVblankSource(displayName: displayName, window: window)
        } catch {
            return (PacedFrameClock(framesPerSecond: timerRate, why: "no display clock: \(error)"), nil, 0)
        }
        let modeInterval = present.modeRefreshInterval()
        if pacing == .automatic && modeInterval == nil {
            return (PacedFrameClock(framesPerSecond: timerRate,
                                    why: "the display has no refresh timings (Xvfb); CA_VSYNC=1 uses its Present vblanks"),
                    nil, 0)
        }
        let refresh = 1 / (modeInterval ?? 1.0 / 60)
        let divisor = framesPerSecond.map { max(1, Int((refresh / $0).rounded())) } ?? 1
        let clock = VblankFrameClock(source: PresentClockSource(present), divisor: divisor)
        return (clock, clock, 1)
    }
}
