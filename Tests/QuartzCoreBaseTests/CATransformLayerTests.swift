import XCTest
@testable import QuartzCoreBase

final class CATransformLayerTests: LayerTestCase {
    private static let degree = CGFloat.pi / 180

    func testTheKindTravelsWithTheLayerAndFollowsTheClass() {
        final class Spinner: CATransformLayer {}
        XCTAssertEqual(CALayer().state.kind, .layer)
        XCTAssertEqual(CATransformLayer().state.kind, .transformLayer)
        XCTAssertEqual(Spinner().state.kind, .transformLayer, "subclasses inherit it")
        XCTAssertEqual(CATransformLayer(layer: CALayer()).state.kind, .transformLayer, "a copy draws as its own class")
        XCTAssertEqual(CALayer(layer: CATransformLayer()).state.kind, .layer)

        let transformLayer = CATransformLayer()
        transformLayer.opacity = 0.5
        TransactionStack.current.layerChanged(transformLayer)
        CATransaction.flush()
        let snapshot = recorder.commits.last?.layers.first { $0.id == transformLayer.layerID }
        XCTAssertEqual(snapshot?.properties.kind, .transformLayer, "commits carry it to the render server")
    }

    func testPresentationOfATransformLayerIsATransformLayer() {
        let transformLayer = CATransformLayer(), face = CALayer()
        transformLayer.addSublayer(face)
        XCTAssertNil(transformLayer.presentation(), "not before the first commit")
        TransactionStack.current.layerChanged(transformLayer)
        CATransaction.flush()
        finishRunLoopTurn()
        let presentation = transformLayer.presentation()
        XCTAssertNotNil(presentation)
        XCTAssertTrue(type(of: presentation!) == CATransformLayer.self)
        XCTAssertEqual(presentation?.state.kind, .transformLayer)
        XCTAssertTrue(presentation?.model() === transformLayer)
        XCTAssertTrue(type(of: presentation!.sublayers![0]) == CALayer.self)
        XCTAssertTrue(face.presentation()?.superlayer is CATransformLayer)
    }

    func testDefaultsAndKeyValueCodingAreTheLayers() {
        let transformLayer = CATransformLayer(), plain = CALayer()
        for key in LayerKeyTable.base.declaredKeys {
            XCTAssertEqual(String(describing: CATransformLayer.defaultValue(forKey: key)),
                           String(describing: CALayer.defaultValue(forKey: key)), key)
            XCTAssertEqual(String(describing: transformLayer.value(forKey: key)),
                           String(describing: plain.value(forKey: key)), key)
        }
        transformLayer.setValue(0.25, forKey: "opacity")
        XCTAssertEqual(transformLayer.opacity, 0.25)
        transformLayer.setValue(CATransform3DMakeRotation(1, 0, 1, 0), forKeyPath: "transform")
        XCTAssertEqual(transformLayer.value(forKeyPath: "transform.rotation.y") as? CGFloat ?? 0, 1, accuracy: 1e-9)
        transformLayer.setValue(7, forKey: "customKey")
        XCTAssertEqual(transformLayer.value(forKey: "customKey") as? Int, 7)
    }

    /// A root whose bounds space is its superlayer's, with perspective (eye 500 away) about its centre.
    private func stage() -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        root.position = CGPoint(x: 200, y: 200)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        root.sublayerTransform = perspective
        return root
    }

    /// Red first, 40 nearer the eye, then green at the container's depth, overlapping on 140...160.
    private func overlappingSquares(in container: CALayer) -> (near: CALayer, later: CALayer, root: CALayer) {
        let root = stage()
        container.frame = root.bounds
        root.addSublayer(container)
        let near = CALayer(), later = CALayer()
        near.frame = CGRect(x: 100, y: 100, width: 60, height: 60)
        near.transform = CATransform3DMakeTranslation(0, 0, 40)
        later.frame = CGRect(x: 140, y: 140, width: 60, height: 60)
        container.addSublayer(near)
        container.addSublayer(later)
        return (near, later, root)
    }

    func testHitTestingUnderATransformLayerFindsTheNearerSublayer() {
        let (near, _, root) = overlappingSquares(in: CATransformLayer())
        XCTAssertTrue(root.hitTest(CGPoint(x: 150, y: 150)) === near, "nearer, though added first")
        // Near is 500/460 as large about (200, 200): its corner (100, 100) shows at (91.3, 91.3).
        XCTAssertTrue(root.hitTest(CGPoint(x: 93, y: 93)) === near)
        XCTAssertTrue(root.hitTest(CGPoint(x: 300, y: 300)) === root, "never the transform layer itself")
    }

    func testHitTestingUnderAPlainLayerFindsTheLaterSibling() {
        let (_, later, root) = overlappingSquares(in: CALayer())
        XCTAssertTrue(root.hitTest(CGPoint(x: 150, y: 150)) === later)
        XCTAssertFalse(root.hitTest(CGPoint(x: 93, y: 93)) is CATransformLayer)
    }

    func testHitTestingACubeFindsTheFaceSeenAtAPoint() {
        let root = stage()
        let cube = CATransformLayer()
        cube.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        cube.position = CGPoint(x: 200, y: 200)
        cube.transform = CATransform3DConcat(CATransform3DMakeRotation(30 * Self.degree, 0, 1, 0),
                                             CATransform3DMakeRotation(-20 * Self.degree, 1, 0, 0))
        root.addSublayer(cube)
        // Inner transform layers for the side faces: their planes join the cube's.
        let sides = CATransformLayer()
        sides.frame = cube.bounds
        cube.addSublayer(sides)
        let normals: [(CGFloat, CGFloat, CGFloat)] = [(0, 0, 1), (0, 0, -1), (1, 0, 0), (-1, 0, 0), (0, -1, 0), (0, 1, 0)]
        let turns = [CATransform3DIdentity, CATransform3DMakeRotation(.pi, 0, 1, 0),
                     CATransform3DMakeRotation(.pi / 2, 0, 1, 0), CATransform3DMakeRotation(-.pi / 2, 0, 1, 0),
                     CATransform3DMakeRotation(.pi / 2, 1, 0, 0), CATransform3DMakeRotation(-.pi / 2, 1, 0, 0)]
        var faces: [CALayer] = []
        for (index, n) in normals.enumerated() {
            let face = CALayer()
            face.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            face.position = CGPoint(x: 50, y: 50)
            face.transform = CATransform3DConcat(turns[index], CATransform3DMakeTranslation(50 * n.0, 50 * n.1, 50 * n.2))
            (index < 2 ? cube : sides).addSublayer(face)
            faces.append(face)
        }
        for (index, n) in normals.enumerated() {
            let turned = cube.transform.applying(x: n.0, y: n.1, z: n.2, w: 0)
            guard turned.z > 0 else { continue }
            let scale = 1 / (1 - 50 * turned.z / 500)
            let centre = CGPoint(x: 200 + 50 * turned.x * scale, y: 200 + 50 * turned.y * scale)
            XCTAssertTrue(root.hitTest(centre) === faces[index], "face \(index) at \(centre)")
        }
        XCTAssertTrue(root.hitTest(CGPoint(x: 390, y: 390)) === root)
        cube.isHidden = true
        XCTAssertTrue(root.hitTest(CGPoint(x: 200, y: 200)) === root)
    }
}
