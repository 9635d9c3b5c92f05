import Foundation
import GLESRenderer
import RenderServer

/// Frames recorded on the render thread (from their reports), and what GL drew them.
///
/// - Note: Any thread: written by the frame observer on the render thread,
///   read on the main thread once recording has stopped; a lock guards it.
final class FrameLog: @unchecked Sendable {
    /// One measured frame: its end (media time), then each phase in seconds,
    /// the render thread's CPU time since the previous frame ended (seconds),
    /// and a recent frame's GPU time in milliseconds (nil when not measured).
    struct Frame {
        var end: Double, apply: Double, build: Double, damage: Double, encode: Double, wait: Double, present: Double
        /// The shares of the frame damaged and redrawn (0…1).
        var damagedShare: Double, redrawnShare: Double
        var renderThreadCPU: Double
        var gpu: Double?
    }

    /// What GL the frames were drawn with, read at the first frame.
    struct GLFacts {
        /// `GL_RENDERER` and `GL_VERSION`.
        var renderer: String, version: String
        /// The EGL platform ("surfaceless", "device (EGL device 1 of 1)", "x11"), or "glx" for a GLX window.
        var platform: String
        /// EGL's vendor ("Mesa Project", "NVIDIA"); nil with GLX.
        var vendor: String?
    }

    private let lock = NSLock()
    private var frames: [Frame] = []
    private var recording = false
    private var facts: GLFacts?
    private var reason: String?
    private var ledger = FrameReport.GPUTime()
    private var refresh: Double?
    /// The render thread's CPU clock at the previous frame (render thread only).
    private var lastThreadCPU: Double?

    func setRecording(_ on: Bool) { lock.withLock { recording = on } }

    /// The frame observer: records the frame (while recording). Render
    /// thread, right after the frame.
    func observe(_ report: FrameReport) {
        let threadCPU = FrameLog.threadCPUSeconds()
        defer { lastThreadCPU = threadCPU }
        let frame = Frame(end: report.endTime, apply: report.phases.apply, build: report.phases.build,
                          damage: report.phases.damage, encode: report.phases.encode, wait: report.phases.renderWait,
                          present: report.phases.present, damagedShare: report.damage.damagedShare,
                          redrawnShare: report.damage.redrawnShare,
                          renderThreadCPU: lastThreadCPU.map { threadCPU - $0 } ?? 0, gpu: report.gpu.milliseconds)
        lock.withLock {
            if recording { frames.append(frame) }
            reason = report.gpu.unavailableReason
            ledger = report.gpu
            if let interval = report.tick?.refreshInterval, interval > 0, interval.isFinite { refresh = interval }
        }
    }

    /// Reads what GL draws the frames (`GL_RENDERER`, the platform, …) from `context`.
    func readFacts(of context: GLESContext?) {
        guard let context else { return }
        let facts = FrameLog.facts(of: context)
        lock.withLock { self.facts = facts }
    }

    var all: [Frame] { lock.withLock { frames } }
    /// The display's (or the pacing timer's) refresh interval in seconds, as the last frame saw it; nil when none was.
    var refreshInterval: Double? { lock.withLock { refresh } }
    var glFacts: GLFacts? { lock.withLock { facts } }
    /// The last frame's reason for a missing GPU time.
    var gpuTimeUnavailableReason: String? { lock.withLock { reason } }
    /// The GPU timer's results over the whole run (warm-up included).
    var gpuTimerLedger: FrameReport.GPUTime { lock.withLock { ledger } }

    /// CPU seconds the calling thread has used.
    private static func threadCPUSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    private static func facts(of context: GLESContext) -> GLFacts {
        let platform: String
        if let display = context.display {
            platform = display.platform.description + (display.deviceDescription.map { " (\($0))" } ?? "")
        } else {
            platform = "glx"
        }
        return GLFacts(renderer: context.renderer, version: context.version, platform: platform,
                       vendor: context.display?.vendor)
    }
}
