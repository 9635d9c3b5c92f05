import Foundation

/// The workers that rasterize drawn content aside from the render thread
/// (`AsideRaster`): at most `width` jobs run at once, the rest wait in order.
///
/// A few workers, not one per job: a layer whose slow shape changes every
/// frame keeps one job at a time (`DrawnContentCache`), and a job cancelled
/// while it waits is skipped, so waiting jobs are bounded by the layers that
/// have one. Workers are dispatch threads at user-initiated priority, below
/// the render thread's.
///
/// - Note: Any thread.
package final class AsideRasterQueue: @unchecked Sendable {
    /// The queue the render servers share.
    package static let shared = AsideRasterQueue(width: max(2, ProcessInfo.processInfo.activeProcessorCount - 1))

    /// The most jobs run at once.
    package let width: Int
    private let lock = NSLock()
    private var waiting: [AsideRaster] = []
    private var head = 0
    private var running = 0

    package init(width: Int) {
        self.width = max(1, width)
    }

    /// Queues `job`; a worker starts it as soon as one is free.
    package func submit(_ job: AsideRaster) {
        let starts = lock.withLock {
            waiting.append(job)
            guard running < width else { return false }
            running += 1
            return true
        }
        if starts { DispatchQueue.global(qos: .userInitiated).async { self.drain() } }
    }

    /// Runs waiting jobs until none is left (a worker).
    private func drain() {
        while let job = next() { job.run() }
    }

    private func next() -> AsideRaster? {
        lock.withLock {
            guard head < waiting.count else {
                waiting.removeAll(keepingCapacity: true)
                head = 0
                running -= 1
                return nil
            }
            let job = waiting[head]
            head += 1
            if head > 64, head * 2 > waiting.count {
                waiting.removeFirst(head)
                head = 0
            }
            return job
        }
    }
}
