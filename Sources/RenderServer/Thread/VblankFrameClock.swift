import CoreAnimationValues
import Foundation

/// Paces frames by the display's refreshes: each frame begins when a vblank
/// is reported and is evaluated for the vblank after it, when it will be
/// shown.
///
/// The loop, once per frame: ask the source to be told of refresh `m + d`
/// (`d`, the divisor, is 1 unless a lower rate was asked for), wait for it,
/// and return a tick whose `refreshTime` is that vblank's time and whose
/// `targetTime` is one refresh interval later. When the frame before took
/// longer than `d` refreshes, the server answers with the refresh it is at,
/// and the refreshes in between are counted as missed. After an idle wait
/// (`noteIdle()`: the server slept until something changed) the clock does
/// not wait: it asks for the refresh the display is at, answered at once,
/// and the frame is drawn for the next vblank, so a click reaches the
/// screen at the first vblank after its frame is drawn; nothing counts as
/// missed.
///
/// The refresh interval comes from the display mode when the source knows
/// it (XRandR), asked again when the window moves; otherwise, and to check
/// it, from the vblank times themselves: the median of the last intervals
/// per refresh. A source that stops answering (no vblank for `timeout`)
/// gives a tick for the present moment, reported once, so a frame is never
/// held for good; a source that fails is given up for a fixed-rate timer,
/// also reported once.
///
/// Vblank times are microseconds of CLOCK_MONOTONIC (the X server's UST),
/// the clock behind `CACurrentMediaTime()`; a media clock replaced with
/// `CASetMediaTimeSource` is followed by its offset.
///
/// Render thread only, except `wake()` and the read-only properties.
package final class VblankFrameClock: FrameClock {
    private let source: VblankSource
    /// Refreshes between frames (1: every refresh).
    private let divisor: UInt64
    /// The longest wait for a vblank before a frame goes ahead without one.
    private let timeout: Double
    private let lock = NSLock()
    private var interval: Double
    private var intervalFromMode: Double?
    private var recentIntervals: [Double] = []
    /// The refresh the last tick was woken for, its UST, and whether it was
    /// waited for (an answer at once after idling carries the time of the
    /// answer on some servers, Xvfb's among them, not of the vblank).
    private var last: (msc: UInt64, ust: UInt64, waited: Bool)?
    /// The next tick follows an idle wait (or is the first).
    private var resumesFromIdle = true
    private var fallback: PacedFrameClock?
    private var reportedSilence = false
    private var presented: [VblankEvent] = []

    /// - Parameters:
    ///   - divisor: refreshes per frame (2: every other refresh).
    ///   - timeout: seconds to wait for a vblank before drawing without one.
    package init(source: VblankSource, divisor: Int = 1, timeout: Double = 1.5) {
        self.source = source
        self.divisor = UInt64(max(1, divisor))
        self.timeout = timeout
        intervalFromMode = source.modeRefreshInterval()
        interval = intervalFromMode ?? 1.0 / 60
    }

    /// The refresh interval now (any thread).
    package var frameInterval: Double { lock.withLock { interval * Double(divisor) } }

    /// Asked once per frame (each frame's report carries it): made again
    /// only when what it says changed.
    package var pacingDescription: String {
        lock.withLock {
            let key = DescriptionKey(interval: interval, fromMode: intervalFromMode != nil, fellBack: fallback != nil)
            if let described, described.key == key { return described.text }
            let text: String
            if key.fellBack {
                text = "timer: 60.00 Hz (\(source.reporter) stopped reporting vblanks)"
            } else {
                let rate = String(format: "%.2f Hz", 1 / interval)
                let origin = key.fromMode ? source.modeOrigin : "measured from vblank times"
                let every = divisor > 1 ? String(format: ", a frame every %d refreshes", divisor) : ""
                text = "vsync: \(source.clockName), \(rate) (\(origin))\(every)"
            }
            described = (key, text)
            return text
        }
    }

    /// What `pacingDescription` depends on.
    private struct DescriptionKey: Equatable {
        var interval: Double
        var fromMode: Bool
        var fellBack: Bool
    }
    /// The last description and what it was made from (under `lock`).
    private var described: (key: DescriptionKey, text: String)?

    /// The frames the server said it showed since the last call, oldest
    /// first (`.presented` events). Render thread.
    package func takePresentations() -> [VblankEvent] {
        defer { presented.removeAll() }
        return presented
    }

    package func wake() { source.wake() }

    package func noteIdle() { resumesFromIdle = true }

    package func waitForNextFrame() -> FrameTick {
        if let fallback { return fallback.waitForNextFrame() }
        let now = CACurrentMediaTime()
        // After an idle wait, the current refresh (no wait); else the one after the last frame's.
        let wanted = resumesFromIdle ? nil : last.map { $0.msc + divisor }
        resumesFromIdle = false
        do {
            try source.requestNotify(msc: wanted)
            let deadline = now + timeout
            while true {
                let remaining = deadline - CACurrentMediaTime()
                guard remaining > 0 else { return silentTick() }
                guard let event = try source.nextEvent(timeout: remaining) else {
                    // Woken (the server stops) before the deadline: no silence to report.
                    return silentTick(reports: CACurrentMediaTime() >= deadline)
                }
                switch event {
                case .refresh(let msc, let ust):
                    if let wanted, msc < wanted { continue }  // an older notification
                    return tick(msc: msc, ust: ust, wanted: wanted)
                case .presented:
                    presented.append(event)
                case .moved:
                    let fromMode = source.modeRefreshInterval()
                    lock.withLock {
                        intervalFromMode = fromMode
                        if let fromMode { interval = fromMode }
                    }
                }
            }
        } catch {
            Diagnostics.report("vsync stopped: \(error); frames are paced by a 60 Hz timer from now on",
                               subsystem: "RenderServer")
            let paced = PacedFrameClock(framesPerSecond: 60, why: "\(source.reporter) stopped reporting vblanks")
            lock.withLock { fallback = paced }
            return paced.waitForNextFrame()
        }
    }

    /// The tick for refresh `msc` at `ust`, asked for as `wanted`.
    private func tick(msc: UInt64, ust: UInt64, wanted: UInt64?) -> FrameTick {
        if let last, last.waited, wanted != nil, msc > last.msc, ust > last.ust {
            learnInterval(Double(ust - last.ust) / 1e6 / Double(msc - last.msc))
        }
        last = (msc, ust, wanted != nil)
        let missed = wanted.map { msc > $0 ? Int(msc - $0) : 0 } ?? 0
        let refreshTime = VblankFrameClock.mediaTime(ust: ust)
        let interval = lock.withLock { self.interval }
        return FrameTick(targetTime: refreshTime + interval, refreshTime: refreshTime, refreshInterval: interval,
                         refreshIndex: msc, missedRefreshes: missed)
    }

    /// No vblank within the timeout (a window the server does not show, a
    /// server that stopped answering): a tick for now, reported once.
    private func silentTick(reports: Bool = true) -> FrameTick {
        if reports && !reportedSilence {
            reportedSilence = true
            Diagnostics.report(
                "\(source.reporter) reported no vblank for " + String(format: "%.1f", timeout)
                    + " s; frames go ahead without one meanwhile",
                subsystem: "RenderServer")
        }
        let now = CACurrentMediaTime()
        let interval = lock.withLock { self.interval }
        last = nil
        return FrameTick(targetTime: now, refreshTime: now, refreshInterval: interval, refreshIndex: 0)
    }

    /// Folds one measured refresh interval in: the median of the last 15,
    /// unless the display mode says otherwise and agrees within 5 %.
    private func learnInterval(_ measured: Double) {
        guard measured > 0.001, measured < 1 else { return }
        recentIntervals.append(measured)
        if recentIntervals.count > 15 { recentIntervals.removeFirst() }
        guard recentIntervals.count >= 5 else { return }
        let median = recentIntervals.sorted()[recentIntervals.count / 2]
        lock.withLock {
            if let fromMode = intervalFromMode, abs(median - fromMode) <= 0.05 * fromMode {
                interval = fromMode
            } else {
                intervalFromMode = nil
                interval = median
            }
        }
    }

    /// A UST (microseconds of CLOCK_MONOTONIC) as media time.
    package static func mediaTime(ust: UInt64) -> Double {
        let offset = MediaClock.hasCustomSource ? MediaClock.now() - MediaClock.monotonicNow() : 0
        return Double(ust) / 1e6 + offset
    }
}
