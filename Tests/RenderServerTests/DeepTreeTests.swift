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
        let tree = feed.tree, id = root.layerID, time = clock.time
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var items = 0
        let thread = Thread {
            items = DrawListBuilder.build(tree, roots: [id], at: time).items.count
            done.signal()
        }
        // A walk in place overflows this in a debug build within a hundred levels.
        thread.stackSize = 256 << 10
        thread.start()
        XCTAssertEqual(done.wait(timeout: .now() + 60), .success)
        XCTAssertGreaterThanOrEqual(items, CALayer.maximumTreeDepth - 1, "an item for every layer drawn")
    }
}
