import Foundation
import GLESRenderer
import RenderServer

/// Frames recorded on the render thread, and what its renderer says of GL.
///
/// - Note: Any thread: written by the frame observer on the render thread,
///   read on the main thread once recording has stopped; a lock guards it.
final class FrameLog: @unchecked Sendable {
    /// One measured frame: its end (media time), then each phase in seconds,
    /// the render thread's CPU time since the previous frame ended (seconds),
    /// and a recent frame's GPU time in milliseconds (nil when not measured).
    struct Frame {
        var end: Double, apply: Double, build: Double, encode: Double, wait: Double, present: Double
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
    private var ledger = GPUTimerQueryLedger()
    /// The render thread's CPU clock at the previous frame (render thread only).
    private var lastThreadCPU: Double?

    func setRecording(_ on: Bool) { lock.withLock { recording = on } }

    /// The frame observer: records the frame (while recording) and the
    /// renderer's facts. Render thread, right after the frame.
    func observe(_ timing: FrameTiming, _ renderer: GLESFrameRenderer) {
        let statistics = renderer.lastStatistics
        let threadCPU = FrameLog.threadCPUSeconds()
        defer { lastThreadCPU = threadCPU }
        let frame = Frame(end: timing.endTime, apply: timing.applySeconds, build: timing.buildSeconds,
                          encode: renderer.lastEncodeSeconds, wait: renderer.lastRenderWaitSeconds,
                          present: renderer.lastPresentSeconds,
                          renderThreadCPU: lastThreadCPU.map { threadCPU - $0 } ?? 0, gpu: statistics.gpuMilliseconds)
        let ledger = renderer.gpuTimerLedger
        let facts = self.facts == nil ? FrameLog.facts(of: renderer.context) : nil
        lock.withLock {
            if recording { frames.append(frame) }
            if self.facts == nil { self.facts = facts }
            reason = statistics.gpuTimeUnavailableReason
            self.ledger = ledger
        }
    }

    var all: [Frame] { lock.withLock { frames } }
    var glFacts: GLFacts? { lock.withLock { facts } }
    /// The last frame's reason for a missing GPU time.
    var gpuTimeUnavailableReason: String? { lock.withLock { reason } }
    /// The GPU timer's results over the whole run (warm-up included).
    var gpuTimerLedger: GPUTimerQueryLedger { lock.withLock { ledger } }

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
