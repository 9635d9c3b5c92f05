import CoreAnimationValues
import Foundation

/// A thread with a stack large enough for the deepest layer tree
/// (`CALayer.maximumTreeDepth` levels of the draw-list walk, whose frames
/// are several kilobytes each in a debug build), and the way to run work on
/// it from a thread whose stack is not (`render(in:)` and `CARenderer` are
/// called on the app's threads; the main thread has 8 MiB).
///
/// - Note: `run(_:)` may be called from any thread; calls from several
///   threads take turns. The render server's own thread is made with the
///   same stack size and runs its walks in place.
package enum LargeStackThread {
    /// The stack size of the render thread and of this thread: the address
    /// space is reserved, and only the pages a walk touches are used.
    package static let stackSize = 256 << 20

    private final class Worker: @unchecked Sendable {
        let condition = NSCondition()
        var job: (() -> Void)?
        var busy = false

        init() {
            let thread = Thread { [self] in loop() }
            thread.name = "CoreAnimation.LargeStack"
            thread.stackSize = LargeStackThread.stackSize
            thread.start()
        }

        private func loop() {
            LargeStackThread.isLarge = true
            while true {
                condition.lock()
                while job == nil { condition.wait() }
                var work = job
                job = nil
                condition.unlock()
                work?()
                // Let go of the caller's closure before it returns
                // (`withoutActuallyEscaping` checks that nothing kept it).
                work = nil
                condition.lock()
                busy = false
                condition.broadcast()
                condition.unlock()
            }
        }
    }

    private static let worker = Worker()

    /// Whether the current thread has the large stack (set once by such
    /// threads). A thread-specific value, read every frame: Foundation's
    /// `threadDictionary` cost a few percent of a nearly idle render thread.
    package static var isLarge: Bool {
        get { pthread_getspecific(largeStackKey) != nil }
        set { pthread_setspecific(largeStackKey, newValue ? UnsafeRawPointer(bitPattern: 1) : nil) }
    }

    private static let largeStackKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Runs `body` on a thread with the large stack and returns its result:
    /// in place when the current thread has it, else on the shared worker,
    /// waiting for it.
    package static func run<T>(_ body: () -> T) -> T {
        if isLarge { return body() }
        return withoutActuallyEscaping(body) { body in
            var result: T?
            let worker = self.worker
            worker.condition.lock()
            while worker.busy { worker.condition.wait() }
            worker.busy = true
            // Reports made on the worker reach the caller's capture (tests), as if made here.
            let capture = Diagnostics.currentCapture
            let box = UnsafeSendableBox { result = Diagnostics.joiningCapture(capture) { body() } }
            worker.job = { box.work() }
            worker.condition.broadcast()
            while worker.busy { worker.condition.wait() }
            worker.condition.unlock()
            return result!
        }
    }
}

/// A closure handed to the large-stack worker, which runs it while its caller waits.
private struct UnsafeSendableBox: @unchecked Sendable {
    let work: () -> Void
}
