import Foundation
import RenderServer

/// Stands between a window's render server and its GL renderer, so that a
/// window that is gone is not drawn into and its end is not reported as a
/// GL failure.
///
/// A swap to a window another program destroyed, or over a connection the X
/// server closed, may fail, and EGL's error then names a symptom
/// (`eglMakeCurrent failed`), not the cause. So a frame that fails shuts
/// the gate and hands the error to the main thread (`failed`), which asks X
/// what happened: when the window is gone, its closing reports that, once,
/// and the gate stays shut (`windowIsGone()`); a failure X does not explain
/// is passed on (`passFailureOn`), and the render server stops and reports
/// it at its next frame, as it does any renderer failure. While the gate is
/// shut, frames draw nothing and make no GL call. A frame already drawing
/// when the main thread shuts it finishes.
///
/// `beginFrame`, `renderFrame`, `renderThreadWillExit` and `lastFrameWasDrawn`: render
/// thread. `windowIsGone()` and `passFailureOn`: main thread. The state is
/// under a lock.
final class WindowFrameGate: Renderer, @unchecked Sendable {
    private let renderer: Renderer
    private let failed: @Sendable (Error) -> Void
    private let lock = NSLock()
    private var state = State.open
    /// Whether the last `renderFrame` drew and presented (render thread).
    private(set) var lastFrameWasDrawn = false

    private enum State {
        /// Frames are drawn.
        case open
        /// A frame failed; the main thread has not said why yet.
        case awaitingVerdict
        /// The failure was not the window's going: the next frame throws it.
        case passingOn(Error)
        /// The window is gone (or the failure was passed on): nothing is drawn.
        case shut
    }

    /// - Parameter failed: called on the render thread with the first
    ///   failure; it must hand it to the main thread.
    init(renderer: Renderer, failed: @escaping @Sendable (Error) -> Void) {
        self.renderer = renderer
        self.failed = failed
    }

    var pixelsPerPoint: CGFloat { renderer.pixelsPerPoint }

    func beginFrame() -> PlanTarget {
        renderer.beginFrame()
    }

    func redrawRegion(for damage: FrameDamage) -> [PixelRect]? {
        renderer.redrawRegion(for: damage)
    }

    func renderFrame(_ plan: FramePlan, report: inout FrameReport) throws {
        lastFrameWasDrawn = false
        let current = lock.withLock { () -> State in
            let current = state
            if case .passingOn = current { state = .shut }
            return current
        }
        switch current {
        case .open: break
        case .awaitingVerdict, .shut: return
        case .passingOn(let error): throw error
        }
        do {
            try renderer.renderFrame(plan, report: &report)
            lastFrameWasDrawn = true
        } catch {
            let first = lock.withLock { () -> Bool in
                guard case .open = state else { return false }
                state = .awaitingVerdict
                return true
            }
            if first { failed(error) }
        }
    }

    func renderThreadDidStart() {
        renderer.renderThreadDidStart()
    }

    func renderThreadWillExit() {
        renderer.renderThreadWillExit()
    }

    /// The window is gone (destroyed, or its connection closed): no frame is
    /// drawn from now on. Main thread.
    func windowIsGone() {
        lock.withLock { state = .shut }
    }

    /// X does not explain `error` (the window is still there): the next
    /// frame throws it to the render server. Main thread; request a frame after.
    func passFailureOn(_ error: Error) {
        lock.withLock {
            if case .awaitingVerdict = state { state = .passingOn(error) }
        }
    }
}
