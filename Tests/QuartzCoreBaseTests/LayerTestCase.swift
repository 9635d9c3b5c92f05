import XCTest
@testable import QuartzCoreBase

/// The shared fixture of QuartzCore tests: a manual media clock, a commit
/// recorder attached as the sink, and helpers to finish run-loop turns.
class LayerTestCase: XCTestCase {
    /// Records every commit handed to the sink.
    final class CommitRecorder: CommitSink, @unchecked Sendable {
        private let lock = NSLock()
        private var received: [LayerCommit] = []
        func receive(_ commit: LayerCommit) {
            lock.lock(); received.append(commit); lock.unlock()
        }
        var commits: [LayerCommit] {
            lock.lock(); defer { lock.unlock() }; return received
        }
    }

    /// The manual clock; tests move it with `advance(_:)`.
    let clock = ManualMediaClock(1000)
    let recorder = CommitRecorder()

    override func setUp() {
        super.setUp()
        clock.install()
        finishRunLoopTurn()
        CommitFeed.shared.attach(recorder)
    }

    override func tearDown() {
        finishRunLoopTurn()
        CommitFeed.shared.detach(recorder)
        CASetMediaTimeSource(nil)
        super.tearDown()
    }

    func advance(_ seconds: CFTimeInterval) {
        clock.time += seconds
    }

    /// Lets the main run loop finish its turn: implicit transactions commit and
    /// queued callbacks (delegates, completion blocks) run.
    func finishRunLoopTurn() {
        for _ in 0..<3 {
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.001))
        }
    }

    /// Runs `body` and returns the diagnostics it reported on this thread.
    func diagnostics(_ body: () -> Void) -> [String] {
        Diagnostics.capture(body).1
    }

    /// A layer that has been committed once, so it has a presentation and implicit animations.
    func committedLayer(_ configure: (CALayer) -> Void = { _ in }) -> CALayer {
        committed(CALayer(), configure)
    }

    /// `layer` configured, then committed once.
    func committed<L: CALayer>(_ layer: L, _ configure: (L) -> Void = { _ in }) -> L {
        configure(layer)
        TransactionStack.current.layerChanged(layer)
        CATransaction.flush()
        finishRunLoopTurn()
        return layer
    }
}

func XCTAssertEqual(_ a: CGPoint, _ b: CGPoint, accuracy: CGFloat, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.x, b.x, accuracy: accuracy, "x of \(a) vs \(b)", file: file, line: line)
    XCTAssertEqual(a.y, b.y, accuracy: accuracy, "y of \(a) vs \(b)", file: file, line: line)
}

func XCTAssertEqual(_ a: CGRect, _ b: CGRect, accuracy: CGFloat, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.origin, b.origin, accuracy: accuracy, file: file, line: line)
    XCTAssertEqual(a.width, b.width, accuracy: accuracy, "width of \(a) vs \(b)", file: file, line: line)
    XCTAssertEqual(a.height, b.height, accuracy: accuracy, "height of \(a) vs \(b)", file: file, line: line)
}
