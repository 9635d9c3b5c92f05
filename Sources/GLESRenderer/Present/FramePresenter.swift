import CoreAnimationValues
import Foundation

/// A thread that presents finished frames, so that the render thread can
/// start the next frame while the last one is handed to the display.
///
/// On Mesa's software EGL for X11 a present copies the whole image to the X
/// server through its socket and returns when the server has read it (2–3 ms
/// at 1280×720); a frame's evaluation and build need no GL, and can run in
/// that time. The GL context follows the frame: the render thread releases
/// it after drawing, the presenter makes it current, presents and releases
/// it, and the render thread waits for that (`waitForPresent`) before it
/// draws again, since the frame's image lives in the surface being copied.
///
/// One frame at a time: `present` is called only after `waitForPresent`.
/// Thread-safe; owned by `GLESFrameRenderer`.
final class FramePresenter: @unchecked Sendable {
    private let condition = NSCondition()
    private var work: (() throws -> Void)?
    private var isPresenting = false
    private var stopRequested = false
    private var failure: Error?
    private var lastSeconds = 0.0

    init() {
        let thread = Thread { [self] in run() }
        thread.name = "CoreAnimation.Present"
        thread.qualityOfService = .userInteractive
        thread.start()
    }

    /// Starts presenting a frame: `present` runs on the presenter thread.
    func present(_ present: @escaping () throws -> Void) {
        condition.lock()
        precondition(!isPresenting, "FramePresenter.present: the last frame is still being presented")
        work = present
        isPresenting = true
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until the frame being presented (if any) is shown; returns how
    /// long its present took, or throws what it threw.
    @discardableResult
    func waitForPresent() throws -> Double {
        condition.lock()
        defer { condition.unlock() }
        while isPresenting {
            condition.wait()
        }
        if let failure {
            self.failure = nil
            throw failure
        }
        return lastSeconds
    }

    /// Ends the thread once the frame being presented is shown.
    func stop() {
        condition.lock()
        while isPresenting {
            condition.wait()
        }
        stopRequested = true
        condition.broadcast()
        condition.unlock()
    }

    private func run() {
        while true {
            condition.lock()
            while work == nil && !stopRequested {
                condition.wait()
            }
            guard let present = work else {
                condition.unlock()
                return
            }
            work = nil
            condition.unlock()

            let started = MediaClock.monotonicNow()
            var error: Error?
            do { try present() } catch let presentError { error = presentError }
            let seconds = MediaClock.monotonicNow() - started

            condition.lock()
            failure = error
            lastSeconds = seconds
            isPresenting = false
            condition.broadcast()
            condition.unlock()
        }
    }
}
