import XCTest
@testable import QuartzCoreBase
@testable import RenderServer

/// The deepest tree the model allows is drawn from any thread, however small
/// its stack: the walk runs on a thread with room for it (`LargeStackThread`).
final class DeepTreeTests: RenderServerTestCase {
    func testTheDeepestChainIsBuiltFromAThreadWithASmallStack() {
        let root = CALayer()
        commit {
            root.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            var leaf = root
            for _ in 1..<CALayer.maximumTreeDepth {
                let next = CALayer()
                next.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                next.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
                next.mask = CALayer()
                leaf.addSublayer(next)
                leaf = next
            }
        }
        CATransaction.flush()
        let feed = self.feed, id = root.layerID, time = clock.time
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var items = 0
        let thread = Thread {
            // The tree is this thread's while it holds the feed's lock.
            items = feed.read { DrawListBuilder.build($0, roots: [id], at: time) }.items.count
            done.signal()
        }
        // A walk in place overflows this in a debug build within a hundred levels.
        thread.stackSize = 256 << 10
        thread.start()
        XCTAssertEqual(done.wait(timeout: .now() + 60), .success)
        XCTAssertGreaterThanOrEqual(items, CALayer.maximumTreeDepth - 1, "an item for every layer drawn")
    }
}

/// Commits made on several threads at once can, for a moment, list a layer
/// inside itself in the render tree; the walk stops there, reported once.
final class RenderTreeLoopTests: XCTestCase {
    func testALoopInTheRenderTreeIsWalkedOnceAndReported() {
        let a = LayerID(rawValue: 9_000_001), b = LayerID(rawValue: 9_000_002)
        var properties = LayerProperties()
        properties.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        properties.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let tree = RenderTree()
        tree.apply(LayerCommit(sequence: 1, time: 0, layers: [
            LayerSnapshot(id: a, properties: properties, sublayers: [b], mask: nil, animations: .none),
            LayerSnapshot(id: b, properties: properties, sublayers: [a], mask: nil, animations: .none),
        ], destroyed: []))
        let (list, reports) = Diagnostics.capture { DrawListBuilder.build(tree, roots: [a], at: 0) }
        XCTAssertEqual(list.items.count, 2, "each layer drawn once")
        XCTAssertEqual(reports.filter { $0.contains("inside itself") }.count, 1, "\(reports)")
    }
}
