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
///
/// The thread is a POSIX thread that `stop()` joins: it has made GL calls,
/// and its thread-local destructors run in the GL libraries when it ends, so
/// it must be wholly gone before the program may exit (which unloads them);
/// a thread left ending after `stop()` crashed the samples at exit now and
/// then under ThreadSanitizer.
final class FramePresenter: @unchecked Sendable {
    private let condition = NSCondition()
    private var work: (() throws -> Void)?
    private var isPresenting = false
    private var stopRequested = false
    private var failure: Error?
    private var lastSeconds = 0.0
    /// The presenting thread until `stop()` has joined it.
    private var thread: pthread_t?

    init() {
        // The thread holds the presenter until it ends.
        let presenter = Unmanaged.passRetained(self).toOpaque()
        var made = pthread_t()
        let status = pthread_create(&made, nil, { argument in
            guard let argument else { return nil }
            let presenter = Unmanaged<FramePresenter>.fromOpaque(argument).takeRetainedValue()
            presenter.run()
            return nil
        }, presenter)
        if status == 0 {
            thread = made
        } else {
            Unmanaged<FramePresenter>.fromOpaque(presenter).release()
            Diagnostics.report("no presenting thread could be started (pthread_create: \(status)); frames are presented on the render thread",
                               subsystem: "GLESRenderer")
        }
    }

    /// Whether a presenting thread runs (it does unless it could not be started).
    var isAvailable: Bool { condition.withLock { thread != nil && !stopRequested } }

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

    /// Ends the thread once the frame being presented is shown, and waits
    /// until it is wholly gone (joined). Not from the presenting thread.
    func stop() {
        condition.lock()
        while isPresenting {
            condition.wait()
        }
        stopRequested = true
        condition.broadcast()
        let ending = thread
        thread = nil
        condition.unlock()
        if let ending { pthread_join(ending, nil) }
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
