import CoreGraphics
import Foundation
import QuartzCore
import RenderServer

/// The drawing half of a paced export: a thread of its own that draws the
/// frames the main thread has built, reads each back and hands it to the
/// export's writer, in order.
///
/// Why: in real-time pacing the main thread must reach frame i's wall-clock
/// time when frame i's media time comes, so that work the app scheduled on
/// the wall clock (`Timer`, `DispatchQueue.main.asyncAfter`) lands in the
/// frame whose media time it was scheduled for. Drawing, reading back and
/// encoding a frame can take longer than a frame (llvmpipe, large frames);
/// done here, they no longer hold the main thread back: it builds each
/// frame's draw list (values only) and goes on.
///
/// Threads: `enqueue` and `finish` on the exporting (main) thread; `write`
/// runs on the pipeline's thread only, one frame at a time, in order.
/// Bounded: when `capacity` frames wait, `enqueue` waits for one to be
/// drawn (the main thread then falls behind the wall clock, as a window's
/// would when its GPU cannot keep up). The first error the writer throws
/// stops the pipeline; the next `enqueue` or `finish` rethrows it.
final class ExportPipeline: @unchecked Sendable {
    /// How many built frames may wait to be drawn (4 s at 60 fps).
    static let capacity = 240

    private let renderer: CARenderer
    private let write: (Int, CGImage) throws -> Void
    private let condition = NSCondition()
    private var waiting: [(index: Int, list: DrawList)] = []
    private var closed = false
    private var running = true
    private var failure: Error?
    /// A test's stand-in for a slow GPU: seconds slept before each frame is drawn.
    private let drawDelay: TimeInterval

    init(renderer: CARenderer, drawDelay: TimeInterval = 0, write: @escaping (Int, CGImage) throws -> Void) {
        self.renderer = renderer
        self.write = write
        self.drawDelay = drawDelay
        let thread = Thread { [self] in run() }
        thread.name = "CoreAnimation.ExportPipeline"
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Queues frame `index` (waiting while the queue is full); rethrows the writer's first error.
    func enqueue(_ index: Int, _ list: DrawList) throws {
        condition.lock()
        defer { condition.unlock() }
        while waiting.count >= Self.capacity && failure == nil { condition.wait() }
        if let failure { throw failure }
        waiting.append((index, list))
        condition.broadcast()
    }

    /// Waits until every queued frame is written; rethrows the writer's first error.
    func finish() throws {
        condition.lock()
        defer { condition.unlock() }
        closed = true
        condition.broadcast()
        while running { condition.wait() }
        if let failure { throw failure }
    }

    private func run() {
        while true {
            condition.lock()
            while waiting.isEmpty && !closed && failure == nil { condition.wait() }
            if waiting.isEmpty || failure != nil {
                running = false
                condition.broadcast()
                condition.unlock()
                return
            }
            let (index, list) = waiting.removeFirst()
            condition.broadcast()
            condition.unlock()
            if drawDelay > 0 { Thread.sleep(forTimeInterval: drawDelay) }
            renderer.draw(list)
            do {
                try write(index, renderer.makeImage())
            } catch {
                condition.lock()
                failure = error
                condition.broadcast()
                condition.unlock()
            }
        }
    }
}
