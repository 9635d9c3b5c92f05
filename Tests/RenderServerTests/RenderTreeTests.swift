import XCTest
@testable import CoreAnimationValues
@testable import QuartzCoreBase
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

    func testDestroyingOneLayerLeavesTheOthersIntact() {
        let root = CALayer()
        var children: [CALayer?] = (0..<4).map { index in
            let child = CALayer()
            child.opacity = Float(index + 1) / 10
            return child
        }
        commit { for child in children { root.addSublayer(child!) } }
        let ids = children.map { $0!.layerID }
        commit { children[1]!.removeFromSuperlayer() }
        children[1] = nil
        commit { root.opacity = 0.9 }
        XCTAssertNil(feed.tree[ids[1]])
        for index in [0, 2, 3] {
            XCTAssertEqual(feed.tree[ids[index]]?.properties.opacity, Float(index + 1) / 10)
            XCTAssertEqual(feed.tree[ids[index]]?.parent, root.layerID)
        }
        XCTAssertEqual(feed.tree[root.layerID]?.sublayers, [ids[0], ids[2], ids[3]])
        XCTAssertEqual(feed.tree.count, 4)
    }

    func testNodesFlattenTheirAnimationsOnlyWhenEveryOneAnimatesANumber() {
        let layer = CALayer()
        commit { layer.opacity = 1 }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = 1
        commit {
            layer.add(fade, forKey: "fade")
            layer.add(spin, forKey: "spin")
        }
        XCTAssertEqual(feed.tree[layer.layerID]?.numberAnimations?.count, 2)
        let move = CABasicAnimation(keyPath: "position")
        move.toValue = CGPoint(x: 10, y: 10)
        commit { layer.add(move, forKey: "move") }
        XCTAssertNil(feed.tree[layer.layerID]?.numberAnimations, "a point animation takes the general path for the whole layer")
        commit { layer.removeAnimation(forKey: "move") }
        XCTAssertEqual(feed.tree[layer.layerID]?.numberAnimations?.count, 2)
    }

    func testAnimationsTravelWithResolvedBeginTimes() {
        let layer = CALayer()
        commit { layer.opacity = 1 }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        commit { layer.add(fade, forKey: "fade") }
        // A number animation is kept as such, with its begin time resolved; its record is not kept.
        let numbers = feed.tree[layer.layerID]?.numberAnimations ?? []
        XCTAssertEqual(numbers.count, 1)
        XCTAssertEqual(numbers.first?.beginTime, clock.time)
        XCTAssertNil(feed.tree[layer.layerID]?.animations.lastRecord(forKey: "fade"), "no record of it")
        let move = CABasicAnimation(keyPath: "position")
        move.toValue = CGPoint(x: 10, y: 10)
        commit { layer.add(move, forKey: "move") }
        // Not every animation a number: the mixed list, in order, the fade
        // still a number animation and the move a record.
        guard case .mixed(let mixed)? = feed.tree[layer.layerID]?.animations else { return XCTFail("not a mixed list") }
        XCTAssertEqual(mixed.map { $0.record?.key }, [nil, "move"])
        guard case .number(let fadeAgain)? = mixed.first else { return XCTFail("the fade is not a number animation") }
        XCTAssertEqual(fadeAgain.beginTime, clock.time)
        XCTAssertEqual(mixed.last?.record?.descriptor.timing.beginTime, clock.time)
        XCTAssertNil(feed.tree[layer.layerID]?.numberAnimations)
        commit { layer.removeAllAnimations() }
        XCTAssertEqual(feed.tree[layer.layerID]?.animationCount, 0)
    }

    func testTheRenderNodeKeepsTheModelLayersOwnListAndRemovalsKeepItInStep() {
        let layer = CALayer()
        commit { layer.opacity = 1 }
        commit {
            for k in 1...3 {
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 0
                fade.toValue = 1
                fade.duration = Double(k)
                layer.add(fade, forKey: "fade\(k)")
            }
        }
        let numbers = feed.tree[layer.layerID]?.numberAnimations ?? []
        XCTAssertEqual(numbers.map(\.timing.duration), [1, 2, 3])
        // One storage for both sides: the render node's list is the layer's.
        guard case .numbers(let own) = LayerTreeLock.shared.withLock({ layer.animationList }) else {
            return XCTFail("the layer keeps no number list")
        }
        XCTAssertEqual(own.withUnsafeBufferPointer { $0.baseAddress }, numbers.withUnsafeBufferPointer { $0.baseAddress })
        // Removing the middle one: the others keep their values, the layer's list in step.
        commit { layer.removeAnimation(forKey: "fade2") }
        XCTAssertEqual(feed.tree[layer.layerID]?.numberAnimations?.map(\.timing.duration), [1, 3])
        guard case .numbers(let left) = LayerTreeLock.shared.withLock({ layer.animationList }) else {
            return XCTFail("the layer keeps no number list")
        }
        XCTAssertEqual(left.map(\.timing.duration), [1, 3])
        XCTAssertEqual(layer.animationKeys(), ["fade1", "fade3"])
    }

    func testTheRenderNodeSharesTheModelLayersValuesUntilTheModelChangesThem() {
        let layer = CALayer()
        commit { layer.opacity = 0.25 }
        weak var first: SharedLayerValues?
        do {
            guard let committed = feed.tree[layer.layerID]?.values else { return XCTFail("no render node") }
            first = committed
            // One copy for both sides while nothing changes.
            XCTAssertTrue(committed === LayerTreeLock.shared.withLock { layer.sharedState })
            // A change copies them first: the render tree keeps what was committed.
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.opacity = 0.75
            layer.bounds = CGRect(x: 0, y: 0, width: 8, height: 6)
            XCTAssertEqual(committed.value.opacity, 0.25)
            XCTAssertEqual(committed.value.bounds, .zero)
            XCTAssertEqual(LayerTreeLock.shared.withLock { layer.committedState?.opacity }, 0.25)
            XCTAssertFalse(committed === LayerTreeLock.shared.withLock { layer.sharedState })
            CATransaction.commit()
            // The next commit carries the new copy, which both sides share again.
            XCTAssertEqual(feed.tree[layer.layerID]?.properties.opacity, 0.75)
            XCTAssertTrue(feed.tree[layer.layerID]?.values === LayerTreeLock.shared.withLock { layer.sharedState })
            XCTAssertEqual(committed.value.opacity, 0.25, "a committed copy never changes")
        }
        // The old copy is gone once neither side holds it.
        XCTAssertNil(first)
    }
}
