import Foundation
import GLESRenderer
import RenderServer

/// Carries what a window's render thread learns each frame to the main
/// thread: the drawn frame's `LayerWindow.FrameReport`, and the display tick
/// that drives `CADisplayLink`.
///
/// The render thread posts (`frameDrawn`, `tick`); at most one delivery
/// waits on the main queue at a time and it carries the latest tick and
/// report, so a busy main thread gets one call when it is free rather than a
/// backlog (display links skip frames the same way on Apple's platforms).
/// Only what the main thread asked for is posted (`forwardsTicks`,
/// `forwardsReports`). Thread-safe: state under a lock; `deliver` runs on the
/// main thread.
final class FrameRelay: @unchecked Sendable {
    private let lock = NSLock()
    private var framesDrawn = 0
    /// The latest drawn frame as the render server reported it, with its
    /// number and the latest confirmed present then; made into a
    /// `LayerWindow.FrameReport` only when one is asked for (`latestReport`,
    /// a delivery).
    private var drawn: (frame: FrameReport, number: Int, present: (frame: Int, time: Double)?)?
    /// `drawn` made into a report, kept until the next frame.
    private var madeReport: LayerWindow.FrameReport?
    private var reportIsNew = false
    private var latestTick: FrameTick?
    /// Presents the X server confirmed (each a frame, in order), and the latest.
    private var presentsConfirmed = 0
    private var latestPresent: (frame: Int, time: Double)?
    private var deliveryScheduled = false
    private var forwardsTicksValue = false
    private var forwardsReportsValue = false
    private let deliver: (_ tick: FrameTick?, _ report: LayerWindow.FrameReport?) -> Void
    /// How frames are paced and presented, for the reports.
    private let pacing: () -> String
    /// How frames reach the screen (immutable; any thread).
    let presentPath: String

    /// - Parameters:
    ///   - pacing: the frame clock's description (asked whenever a report
    ///     is made: it changes when vsync falls back to a timer).
    ///   - presentPath: how frames reach the screen.
    ///   - deliver: runs on the main thread with the latest tick and the
    ///     latest report not yet delivered (each nil when there is none).
    init(pacing: @escaping () -> String, presentPath: String,
         deliver: @escaping (_ tick: FrameTick?, _ report: LayerWindow.FrameReport?) -> Void) {
        self.pacing = pacing
        self.presentPath = presentPath
        self.deliver = deliver
    }

    /// Whether frame ticks go to the main thread (display links want frames).
    var forwardsTicks: Bool {
        get { lock.withLock { forwardsTicksValue } }
        set { lock.withLock { forwardsTicksValue = newValue } }
    }

    /// Whether reports go to the main thread (someone listens to `onFrame`).
    var forwardsReports: Bool {
        get { lock.withLock { forwardsReportsValue } }
        set { lock.withLock { forwardsReportsValue = newValue } }
    }

    /// The latest drawn frame's report (any thread).
    var latestReport: LayerWindow.FrameReport? {
        let (made, hasFrame) = lock.withLock { (madeReport, drawn != nil) }
        if let made { return made }
        guard hasFrame else { return nil }
        // Asked outside the lock: the clock has a lock of its own.
        let pacing = self.pacing()
        return lock.withLock { reportLocked(pacing: pacing) }
    }

    /// The latest drawn frame's report, made now if not yet; `pacing` is
    /// the clock's description at the time of asking. Caller holds `lock`.
    private func reportLocked(pacing: String) -> LayerWindow.FrameReport? {
        if let madeReport { return madeReport }
        guard let (frame, number, present) = drawn else { return nil }
        let made = LayerWindow.FrameReport(
            framesDrawn: number, frameTime: frame.targetTime, completionTime: frame.endTime,
            layerCount: frame.layers, drawCalls: frame.quads.drawCalls,
            offscreenPasses: frame.compositing.offscreenGroups, commitCount: frame.commits,
            applyMilliseconds: frame.phases.apply * 1000, buildMilliseconds: frame.phases.build * 1000,
            renderMilliseconds: (frame.phases.plan + frame.phases.damage + frame.phases.render) * 1000,
            encodeMilliseconds: frame.phases.encode * 1000,
            presentMilliseconds: frame.phases.present * 1000,
            gpuMilliseconds: frame.gpu.milliseconds,
            gpuTimeUnavailableReason: frame.gpu.unavailableReason,
            refreshTime: frame.tick?.refreshTime ?? frame.targetTime,
            refreshInterval: frame.tick?.refreshInterval ?? 0,
            missedRefreshes: frame.tick?.missedRefreshes ?? 0, presentedFrame: present?.frame,
            presentedTime: present?.time, pacing: pacing, presentPath: presentPath,
            damageMilliseconds: frame.phases.damage * 1000, framePixels: frame.damage.framePixels,
            damagedPixels: frame.damage.damagedPixels, redrawnPixels: frame.damage.redrawnPixels,
            wholeFrameReason: frame.damage.wholeFrameReason)
        madeReport = made
        return made
    }

    /// A frame was drawn: records its report. Render thread, right after the
    /// frame (the renderer's own timings are those of this frame then).
    /// `presents` are the presents the X server confirmed since the last
    /// frame (`VblankEvent.presented`, in order), which are this window's
    /// earlier frames in the order they were drawn.
    func frameDrawn(_ frame: FrameReport, presents: [VblankEvent] = []) {
        // Only recorded: the report is made when someone asks for it (most
        // frames nobody does), not on the render thread every frame.
        let post = lock.withLock { () -> Bool in
            framesDrawn += 1
            for case .presented(_, let ust, _) in presents {
                presentsConfirmed += 1
                latestPresent = (presentsConfirmed, VblankFrameClock.mediaTime(ust: ust))
            }
            drawn = (frame, framesDrawn, latestPresent)
            madeReport = nil
            guard forwardsReportsValue else { return false }
            reportIsNew = true
            return scheduleLocked()
        }
        if post { postDelivery() }
    }

    /// A tick of the frame clock (drawn or not). Render thread.
    func tick(_ tick: FrameTick) {
        let post = lock.withLock { () -> Bool in
            guard forwardsTicksValue else { return false }
            latestTick = tick
            return scheduleLocked()
        }
        if post { postDelivery() }
    }

    /// Marks a delivery as scheduled; true when one must be posted.
    private func scheduleLocked() -> Bool {
        guard !deliveryScheduled else { return false }
        deliveryScheduled = true
        return true
    }

    private func postDelivery() {
        DispatchQueue.main.async { [self] in
            let pacing = self.pacing()
            let latest = lock.withLock { () -> (tick: FrameTick?, report: LayerWindow.FrameReport?) in
                let latest = (latestTick, reportIsNew ? reportLocked(pacing: pacing) : nil)
                deliveryScheduled = false
                latestTick = nil
                reportIsNew = false
                return latest
            }
            deliver(latest.tick, latest.report)
        }
    }
}
