import CoreAnimationValues
import Foundation
import XCTest
@testable import RenderServer

/// The render side's thread checks fail when they should: an entry point of
/// a render-thread-only object reached from another thread is reported
/// (in a debug build, the process stops; here the tests' hook takes the
/// report instead), and adopting the object moves it.
final class ThreadConfinementTests: XCTestCase {
    private final class Reports: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func add(_ line: String) { lock.withLock { lines.append(line) } }
        var all: [String] { lock.withLock { lines } }
    }

    /// Runs `body` on a thread of its own, named `name`, and waits for it.
    private func onAnotherThread(named name: String, _ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            // Named from inside: on Linux a name given before `start()` is not the thread's own.
            // The kernel's name too (`pthread_setname_np`, which Swift does not
            // see): `Thread.current` can be a fresh object (seen under
            // ThreadSanitizer), whose name is read from the kernel.
            Thread.current.name = name
            if let comm = FileHandle(forWritingAtPath: "/proc/thread-self/comm") {
                comm.write(Data(name.utf8))
                try? comm.close()
            }
            body()
            done.signal()
        }
        thread.start()
        done.wait()
    }

    func testTheOwnerPassesAndAnotherThreadIsReportedWithTheEntryAndBothThreads() {
        let reports = Reports()
        let confinement = ThreadConfinement()
        ThreadConfinement.reportViolations(to: reports.add) {
            confinement.check("frame()", in: "Probe")
            XCTAssertEqual(reports.all, [], "the thread that made it owns it")
            onAnotherThread(named: "intruder") { confinement.check("frame()", in: "Probe") }
        }
        XCTAssertEqual(reports.all, [#"Probe.frame() called on thread "intruder", but Probe belongs to the main thread"#])
    }

    func testAdoptingMovesTheObject() {
        let reports = Reports()
        let confinement = ThreadConfinement()
        ThreadConfinement.reportViolations(to: reports.add) {
            onAnotherThread(named: "render") { confinement.adopt() }
            confinement.check("frame()", in: "Probe")
            onAnotherThread(named: "render") {
                confinement.adopt()
                confinement.check("frame()", in: "Probe")
            }
        }
        XCTAssertEqual(reports.all, [#"Probe.frame() called on the main thread, but Probe belongs to thread "render""#])
    }

    /// The render server's own objects belong to its thread once it starts:
    /// a tree applied, or a frame retired, from elsewhere is caught.
    func testARenderTreeAndARetirementUsedOffTheirThreadAreReported() {
        let reports = Reports()
        let tree = RenderTree()
        let retirement = FrameRetirement()
        onAnotherThread(named: "render") {
            tree.confinement.adopt()
            retirement.confinement.adopt()
        }
        ThreadConfinement.reportViolations(to: reports.add) {
            tree.apply(LayerCommit(sequence: 1, time: 0, layers: [], destroyed: []))
            _ = DrawListBuilder.build(tree, roots: [], at: 0)
            retirement.retire(nil)
        }
        XCTAssertEqual(reports.all.count, 3, "\(reports.all)")
        XCTAssertTrue(reports.all[0].hasPrefix("RenderTree.apply(_:) called on the main thread"), reports.all[0])
        XCTAssertTrue(reports.all[1].hasPrefix("DrawListBuilder.build(_:roots:at:threads:pixelsPerPoint:)"), reports.all[1])
        XCTAssertTrue(reports.all[2].hasPrefix("FrameRetirement.retire(_:)"), reports.all[2])
    }

    /// A commit feed's tree moves to whichever thread holds its lock.
    func testACommittedTreeBelongsToWhoeverHoldsItsLock() {
        let reports = Reports()
        let feed = CommittedTree()
        ThreadConfinement.reportViolations(to: reports.add) {
            onAnotherThread(named: "committer") {
                feed.receive(LayerCommit(sequence: 1, time: 0, layers: [], destroyed: []))
            }
            _ = feed.read { DrawListBuilder.build($0, roots: [], at: 0) }
        }
        XCTAssertEqual(reports.all, [])
    }
}
