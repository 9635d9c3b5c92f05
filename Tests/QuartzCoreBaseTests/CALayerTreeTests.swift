import XCTest
@testable import QuartzCoreBase

final class CALayerTreeTests: LayerTestCase {
    private func named(_ name: String) -> CALayer {
        let layer = CALayer()
        layer.name = name
        return layer
    }

    private func names(_ layer: CALayer) -> [String] {
        (layer.sublayers ?? []).map { $0.name ?? "?" }
    }

    func testInsertionOrder() {
        let root = CALayer()
        let a = named("a"), b = named("b"), c = named("c"), d = named("d"), e = named("e")
        root.addSublayer(a)
        root.addSublayer(c)
        root.insertSublayer(b, at: 1)
        root.insertSublayer(d, above: c)
        root.insertSublayer(e, below: a)
        XCTAssertEqual(names(root), ["e", "a", "b", "c", "d"])
        XCTAssertTrue(b.superlayer === root)
        root.insertSublayer(named("f"), at: 99)
        XCTAssertEqual(names(root).last, "f")
    }

    func testMovingWithinTheSameParent() {
        let root = CALayer()
        let a = named("a"), b = named("b"), c = named("c")
        root.sublayers = [a, b, c]
        root.insertSublayer(a, above: c)
        XCTAssertEqual(names(root), ["b", "c", "a"])
        root.insertSublayer(a, below: b)
        XCTAssertEqual(names(root), ["a", "b", "c"])
    }

    func testAddingMovesFromTheOldParent() {
        let one = CALayer(), two = CALayer()
        let child = named("child")
        one.addSublayer(child)
        two.addSublayer(child)
        XCTAssertNil(one.sublayers)
        XCTAssertTrue(child.superlayer === two)
    }

    func testReplaceAndRemove() {
        let root = CALayer()
        let a = named("a"), b = named("b"), x = named("x")
        root.sublayers = [a, b]
        root.replaceSublayer(a, with: x)
        XCTAssertEqual(names(root), ["x", "b"])
        XCTAssertNil(a.superlayer)
        b.removeFromSuperlayer()
        XCTAssertEqual(names(root), ["x"])
        XCTAssertNil(b.superlayer)
        root.sublayers = nil
        XCTAssertNil(root.sublayers)
        XCTAssertNil(x.superlayer)
    }

    func testAddingALayerUnderItselfIsRefused() {
        let root = named("root"), child = named("child"), grandchild = named("grandchild")
        root.addSublayer(child)
        child.addSublayer(grandchild)
        let messages = diagnostics {
            root.addSublayer(root)
            grandchild.addSublayer(root)
            child.mask = root
        }
        XCTAssertEqual(messages.count, 3, "\(messages)")
        XCTAssertTrue(messages.allSatisfy { $0.contains("cycle") }, "\(messages)")
        XCTAssertNil(root.superlayer)
        XCTAssertNil(grandchild.sublayers)
        XCTAssertNil(child.mask)
        XCTAssertEqual(names(root), ["child"])
    }

    func testMaskIsNotASublayer() {
        let layer = CALayer(), maskLayer = CALayer(), other = CALayer()
        other.addSublayer(maskLayer)
        let messages = diagnostics { layer.mask = maskLayer }
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(layer.mask === maskLayer)
        XCTAssertNil(other.sublayers)
        XCTAssertNil(maskLayer.superlayer)
        maskLayer.removeFromSuperlayer()
        XCTAssertNil(layer.mask)
    }

    func testReplacingAMissingSublayerIsReported() {
        let root = CALayer()
        let messages = diagnostics { root.replaceSublayer(CALayer(), with: CALayer()) }
        XCTAssertEqual(messages.count, 1)
        XCTAssertNil(root.sublayers)
    }

    func testCommitsCarryChangedLayersAndChildrenByID() {
        let root = CALayer()
        let child = CALayer()
        CATransaction.begin()
        root.addSublayer(child)
        root.position = CGPoint(x: 1, y: 2)
        CATransaction.commit()
        let commit = recorder.commits.last!
        let rootSnapshot = commit.layers.first { $0.id == root.layerID }
        XCTAssertEqual(rootSnapshot?.sublayers, [child.layerID])
        XCTAssertEqual(rootSnapshot?.properties.position, CGPoint(x: 1, y: 2))
        XCTAssertTrue(commit.layers.contains { $0.id == child.layerID })

        CATransaction.begin()
        child.opacity = 0.5
        CATransaction.commit()
        XCTAssertEqual(recorder.commits.last!.layers.map(\.id), [child.layerID], "only the changed layer travels")
    }

    func testDestroyedLayersTravelInTheNextCommit() {
        var layer: CALayer? = CALayer()
        let id = layer!.layerID
        layer!.opacity = 0.5
        CATransaction.flush()
        var neverCommitted: CALayer? = CALayer()
        let neverID = neverCommitted!.layerID
        layer = nil
        neverCommitted = nil
        CATransaction.begin()
        CALayer().opacity = 0.5
        CATransaction.commit()
        XCTAssertTrue(recorder.commits.last!.destroyed.contains(id))
        XCTAssertFalse(recorder.commits.last!.destroyed.contains(neverID), "the render tree never had it")
        XCTAssertNil(neverCommitted)
    }
}
