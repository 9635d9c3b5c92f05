import Foundation
import RenderServer
import X11Platform

extension X11HostWindow {
    /// The frame clock of a window, chosen as `pacing` says, and the swap
    /// interval that goes with it.
    ///
    /// With vsync, `framesPerSecond` (if given) picks a divisor of the
    /// display's rate (30 on a 60 Hz display: every other refresh); with a
    /// timer it is the timer's rate (60 unless given).
    static func makeFrameClock(pacing: LayerWindow.Pacing, framesPerSecond: Double?, unthrottled: Bool, displayName: String,
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
