import XCTest
@testable import QuartzCoreBase
@testable import RenderServer

/// Shared fixture: a manual clock and a render tree fed by real commits.
class RenderServerTestCase: XCTestCase {
    final class Clock: @unchecked Sendable {
        var time: Double = 500
    }

    let feed = CommittedTree()
    let clock = Clock()

    override func setUp() {
        super.setUp()
        let clock = self.clock
        CASetMediaTimeSource { clock.time }
        CATransaction.flush()
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.001))
        CommitFeed.shared.attach(feed)
    }

    override func tearDown() {
        CATransaction.flush()
        CommitFeed.shared.detach(feed)
        CASetMediaTimeSource(nil)
        super.tearDown()
    }

    func commit(_ body: () -> Void) {
        CATransaction.flush()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }

    func drawList(_ root: CALayer) -> DrawList {
        DrawListBuilder.build(feed.tree, roots: [root.layerID], at: clock.time)
    }
}
