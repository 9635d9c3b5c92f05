import XCTest
@testable import QuartzCore
@testable import RenderServer

final class RenderTreeTests: RenderServerTestCase {
    func testCommitsBuildTheTreeByID() {
        let root = CALayer(), a = CALayer(), b = CALayer()
        commit {
            root.addSublayer(a)
            root.addSublayer(b)
            a.opacity = 0.5
        }
        XCTAssertEqual(feed.tree[root.layerID]?.sublayers, [a.layerID, b.layerID])
        XCTAssertEqual(feed.tree[a.layerID]?.parent, root.layerID)
        XCTAssertEqual(feed.tree[a.layerID]?.properties.opacity, 0.5)
        commit { b.removeFromSuperlayer() }
        XCTAssertEqual(feed.tree[root.layerID]?.sublayers, [a.layerID])
        XCTAssertNil(feed.tree[b.layerID]?.parent)
    }

    func testDestroyedLayersLeaveTheTree() {
        let root = CALayer()
        var child: CALayer? = CALayer()
        commit { root.addSublayer(child!) }
        let id = child!.layerID
        XCTAssertNotNil(feed.tree[id])
        commit { child!.removeFromSuperlayer() }
        child = nil
        commit { root.opacity = 0.9 }
        XCTAssertNil(feed.tree[id])
    }

    func testAnimationsTravelWithResolvedBeginTimes() {
        let layer = CALayer()
        commit { layer.opacity = 1 }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        commit { layer.add(fade, forKey: "fade") }
        let records = feed.tree[layer.layerID]?.animations ?? []
        XCTAssertEqual(records.map(\.key), ["fade"])
        XCTAssertEqual(records.first?.descriptor.timing.beginTime, clock.time)
        commit { layer.removeAllAnimations() }
        XCTAssertEqual(feed.tree[layer.layerID]?.animations.count, 0)
    }
}
