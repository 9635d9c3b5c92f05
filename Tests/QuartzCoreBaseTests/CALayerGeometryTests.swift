import XCTest
@testable import QuartzCoreBase

final class CALayerGeometryTests: LayerTestCase {
    func testFrameDerivesFromPositionBoundsAndAnchor() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        layer.position = CGPoint(x: 50, y: 50)
        XCTAssertEqual(layer.frame, CGRect(x: 0, y: 30, width: 100, height: 40))
        layer.anchorPoint = CGPoint(x: 0, y: 0)
        XCTAssertEqual(layer.frame, CGRect(x: 50, y: 50, width: 100, height: 40))
    }

    func testSettingFrameMovesPositionAboutTheAnchor() {
        let layer = CALayer()
        layer.anchorPoint = CGPoint(x: 0.5, y: 0.6)
        layer.frame = CGRect(x: 10, y: 20, width: 10, height: 20)
        XCTAssertEqual(layer.bounds.size, CGSize(width: 10, height: 20))
        XCTAssertEqual(layer.position, CGPoint(x: 15, y: 32), accuracy: 1e-12)
        XCTAssertEqual(layer.frame, CGRect(x: 10, y: 20, width: 10, height: 20), accuracy: 1e-12)
    }

    func testFrameUnderRotationIsTheBoundingBox() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 200, y: 200)
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        XCTAssertEqual(layer.frame, CGRect(x: 175, y: 150, width: 50, height: 100), accuracy: 1e-9)
    }

    func testConvertPointBetweenSiblings() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        let a = CALayer()
        a.frame = CGRect(x: 10, y: 20, width: 100, height: 100)
        let b = CALayer()
        b.frame = CGRect(x: 200, y: 100, width: 50, height: 50)
        root.addSublayer(a)
        root.addSublayer(b)
        XCTAssertEqual(a.convert(CGPoint(x: 5, y: 5), to: b), CGPoint(x: -185, y: -75), accuracy: 1e-12)
        XCTAssertEqual(b.convert(CGPoint(x: 5, y: 5), from: a), CGPoint(x: -185, y: -75), accuracy: 1e-12)
        XCTAssertEqual(a.convert(CGPoint(x: -185, y: -75), from: b), CGPoint(x: 5, y: 5), accuracy: 1e-12)
        XCTAssertEqual(a.convert(CGPoint(x: 5, y: 5), to: nil), CGPoint(x: 15, y: 25), accuracy: 1e-12)
        XCTAssertEqual(a.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: root),
                       CGRect(x: 10, y: 20, width: 10, height: 10), accuracy: 1e-12)
    }

    func testConvertThroughBoundsOriginAndRotation() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        let child = CALayer()
        child.bounds = CGRect(x: 50, y: 50, width: 100, height: 100)
        child.position = CGPoint(x: 200, y: 200)
        child.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        root.addSublayer(child)
        // The bounds centre (100, 100) sits at the position.
        XCTAssertEqual(child.convert(CGPoint(x: 100, y: 100), to: root), CGPoint(x: 200, y: 200), accuracy: 1e-9)
        // +x in the child turns into +y in the root (rotation by +90°).
        XCTAssertEqual(child.convert(CGPoint(x: 110, y: 100), to: root), CGPoint(x: 200, y: 210), accuracy: 1e-9)
        XCTAssertEqual(child.convert(CGPoint(x: 200, y: 210), from: root), CGPoint(x: 110, y: 100), accuracy: 1e-9)
    }

    func testConvertThroughPerspectiveRoundTrips() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        root.position = CGPoint(x: 200, y: 200)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        root.sublayerTransform = perspective
        let card = CALayer()
        card.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        card.position = CGPoint(x: 200, y: 200)
        card.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        root.addSublayer(card)
        // The centre of the card stays at the centre of the root (the axis passes through it).
        XCTAssertEqual(card.convert(CGPoint(x: 100, y: 50), to: root), CGPoint(x: 200, y: 200), accuracy: 1e-9)
        // The edge turned away from the viewer projects closer to the centre than 100·cos 45°.
        let edge = card.convert(CGPoint(x: 200, y: 50), to: root)
        let expectedX = 200 + 100 * cos(CGFloat.pi / 4) / (1 + 100 * sin(CGFloat.pi / 4) / 500)
        XCTAssertEqual(edge.x, expectedX, accuracy: 1e-6)
        XCTAssertEqual(edge.y, 200, accuracy: 1e-9)
        for p in [CGPoint(x: 0, y: 0), CGPoint(x: 180, y: 90), CGPoint(x: 37, y: 12)] {
            let there = card.convert(p, to: root)
            XCTAssertEqual(card.convert(there, from: root), p, accuracy: 1e-9)
        }
    }

    func testSublayerTransformAndFlippedGeometry() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.isGeometryFlipped = true
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        root.addSublayer(child)
        // In a flipped superlayer y runs from the bottom.
        XCTAssertEqual(child.convert(CGPoint(x: 0, y: 0), to: root), CGPoint(x: 0, y: 100), accuracy: 1e-12)
    }

    func testContentsAreFlippedCountsFlippedSuperlayers() {
        let outer = CALayer(), inner = CALayer(), leaf = CALayer()
        outer.addSublayer(inner)
        inner.addSublayer(leaf)
        XCTAssertFalse(leaf.contentsAreFlipped())
        outer.isGeometryFlipped = true
        XCTAssertTrue(leaf.contentsAreFlipped())
        inner.isGeometryFlipped = true
        XCTAssertFalse(leaf.contentsAreFlipped(), "two flips cancel")
    }

    func testContainsUsesBounds() {
        let layer = CALayer()
        layer.bounds = CGRect(x: -10, y: -10, width: 20, height: 20)
        XCTAssertTrue(layer.contains(CGPoint(x: -5, y: 5)))
        XCTAssertFalse(layer.contains(CGPoint(x: 15, y: 0)))
    }

    func testHitTestFindsTheDeepestVisibleLayer() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        let parent = CALayer()
        parent.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
        let child = CALayer()
        child.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        root.addSublayer(parent)
        parent.addSublayer(child)
        XCTAssertTrue(root.hitTest(CGPoint(x: 115, y: 115)) === child)
        XCTAssertTrue(root.hitTest(CGPoint(x: 150, y: 150)) === parent)
        XCTAssertTrue(root.hitTest(CGPoint(x: 5, y: 5)) === root)
        XCTAssertNil(root.hitTest(CGPoint(x: 500, y: 5)))

        child.isHidden = true
        XCTAssertTrue(root.hitTest(CGPoint(x: 115, y: 115)) === parent)
        child.isHidden = false
        child.opacity = 0
        XCTAssertTrue(root.hitTest(CGPoint(x: 115, y: 115)) === parent)
    }

    func testHitTestOutsideParentBoundsRespectsMasksToBounds() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        let parent = CALayer()
        parent.frame = CGRect(x: 100, y: 100, width: 50, height: 50)
        let overhang = CALayer()
        overhang.frame = CGRect(x: 40, y: 40, width: 40, height: 40)
        root.addSublayer(parent)
        parent.addSublayer(overhang)
        XCTAssertTrue(root.hitTest(CGPoint(x: 170, y: 170)) === overhang)
        parent.masksToBounds = true
        XCTAssertTrue(root.hitTest(CGPoint(x: 170, y: 170)) === root)
    }

    func testHitTestPrefersHigherZPositionThenLaterSiblings() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let a = CALayer(), b = CALayer()
        a.frame = root.bounds
        b.frame = root.bounds
        root.addSublayer(a)
        root.addSublayer(b)
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 50)) === b)
        a.zPosition = 1
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 50)) === a)
    }

    func testHitTestThroughRotation() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let bar = CALayer()
        bar.bounds = CGRect(x: 0, y: 0, width: 200, height: 20)
        bar.position = CGPoint(x: 200, y: 200)
        bar.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        root.addSublayer(bar)
        XCTAssertTrue(root.hitTest(CGPoint(x: 200, y: 280)) === bar)
        XCTAssertTrue(root.hitTest(CGPoint(x: 280, y: 200)) === root)
    }
}
