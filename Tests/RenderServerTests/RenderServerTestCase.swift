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

    /// A root layer of `size` points with its top-left at the origin.
    func root(_ size: CGFloat = 200) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: size, height: size)
        root.anchorPoint = .zero
        return root
    }

    /// A layer at `frame` filled with `color` (red by default), added to `parent`.
    @discardableResult
    func layer(_ frame: CGRect, in parent: CALayer, color: CGColor? = CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color
        parent.addSublayer(layer)
        return layer
    }

    func drawList(_ root: CALayer) -> DrawList {
        DrawListBuilder.build(feed.tree, roots: [root.layerID], at: clock.time)
    }
}
