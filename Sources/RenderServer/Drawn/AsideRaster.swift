import CoreAnimationValues
import Foundation

/// One rasterization of drawn content done on a worker (`AsideRasterQueue`)
/// while the render thread goes on drawing frames with the picture it had.
///
/// The render thread makes it, may wait a little for it (`wait(seconds:)`),
/// and takes its result once done (`take()`); a worker runs it (`run()`).
/// When it finishes while nobody waits for it, `onDone` is called on the
/// worker (the render server then asks for a frame, so that an idle
/// window shows the new picture). A job cancelled before it starts never
/// runs; one already running cannot be stopped (Cairo has no way to), and
/// its result is dropped.
///
/// - Note: Any thread; its state changes under one lock.
package final class AsideRaster: @unchecked Sendable {
    private enum State {
        case queued
        case running
        case done(RasterizedContent?)
        case taken
        case cancelled
    }

    /// A rasterization longer than this is reported (once in a process).
    package static let slowSeconds = 0.25

    /// What is being rasterized.
    package let key: DrawnContentKey
    private let rasterize: @Sendable (DrawnContentKey) -> RasterizedContent?
    private let onDone: @Sendable () -> Void
    private let condition = NSCondition()
    private var state = State.queued
    /// Render threads waiting in `wait(seconds:)`, which take the result themselves.
    private var waiters = 0

    package init(key: DrawnContentKey, rasterize: @escaping @Sendable (DrawnContentKey) -> RasterizedContent?,
                 onDone: @escaping @Sendable () -> Void) {
        self.key = key
        self.rasterize = rasterize
        self.onDone = onDone
    }

    /// Rasterizes, unless cancelled first (a worker).
    func run() {
        let starts = condition.withLock {
            guard case .queued = state else { return false }
            state = .running
            return true
        }
        guard starts else { return }
        let start = DispatchTime.now().uptimeNanoseconds
        let result = rasterize(key)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        if seconds > Self.slowSeconds, case .shape(let shape) = key.content {
            Diagnostics.reportOnce(
                cause: "shape rasterized aside",
                String(format: "a shape layer's path of %d elements took %.1f s to rasterize; the render thread drew on "
                           + "meanwhile, the layer showing its previous picture", shape.path?.elements.count ?? 0, seconds))
        }
        let notifies = condition.withLock {
            guard case .running = state else { return false }
            state = .done(result)
            condition.broadcast()
            return waiters == 0
        }
        if notifies { onDone() }
    }

    /// The result once done (its outer nil: not yet), taken only once.
    package func take() -> RasterizedContent?? {
        condition.withLock {
            guard case .done(let result) = state else { return nil }
            state = .taken
            return .some(result)
        }
    }

    /// Waits at most `seconds` for the result, and takes it if it came.
    package func wait(seconds: Double) -> RasterizedContent?? {
        condition.withLock {
            let deadline = Date(timeIntervalSinceNow: max(seconds, 0))
            waiters += 1
            defer { waiters -= 1 }
            while true {
                switch state {
                case .done(let result):
                    state = .taken
                    return .some(result)
                case .taken, .cancelled:
                    return nil
                case .queued, .running:
                    if !condition.wait(until: deadline) { return nil }
                }
            }
        }
    }

    /// Drops the job: it does not start if it has not, and its result is not kept.
    package func cancel() {
        condition.withLock {
            state = .cancelled
            condition.broadcast()
        }
    }

    /// Whether it has neither finished nor been cancelled.
    package var isPending: Bool {
        condition.withLock {
            switch state {
            case .queued, .running: return true
            case .done, .taken, .cancelled: return false
            }
        }
    }
}
