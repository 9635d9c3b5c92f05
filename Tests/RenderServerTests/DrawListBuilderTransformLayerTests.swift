import XCTest
@testable import QuartzCoreBase
@testable import RenderServer

/// `CATransformLayer` in the draw list: true 3D, planes sorted by depth.
final class DrawListBuilderTransformLayerTests: RenderServerTestCase {
    private static let degree = CGFloat.pi / 180

    /// The six faces of a cube of side 100 about the centre of `parent`'s
    /// 100 × 100 bounds, each facing out (its +z side outwards), in the order
    /// front, back, right, left, top, bottom (y down: top is −y).
    private func cubeFaces(in parent: CALayer) -> [CALayer] {
        let turns: [(CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)] = [
            // angle, axis x, y, z, then the offset along the face's outward normal
            (0, 0, 1, 0, 0, 0, 50), (.pi, 0, 1, 0, 0, 0, -50),
            (.pi / 2, 0, 1, 0, 50, 0, 0), (-.pi / 2, 0, 1, 0, -50, 0, 0),
            (.pi / 2, 1, 0, 0, 0, -50, 0), (-.pi / 2, 1, 0, 0, 0, 50, 0),
        ]
        return turns.map { angle, ax, ay, az, tx, ty, tz in
            let face = CALayer()
            face.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            face.position = CGPoint(x: 50, y: 50)
            face.transform = CATransform3DConcat(
                angle == 0 ? CATransform3DIdentity : CATransform3DMakeRotation(angle, ax, ay, az),
                CATransform3DMakeTranslation(tx, ty, tz))
            parent.addSublayer(face)
            return face
        }
    }

    /// A 400 × 400 root (its bounds space is the screen's) with perspective about its centre.
    private func stage() -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        root.position = CGPoint(x: 200, y: 200)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        root.sublayerTransform = perspective
        return root
    }

    /// Makes `container` a cube at the centre of `root`, turned 30° about y, then −20° about x; returns its faces.
    private func cube(_ container: CALayer, in root: CALayer) -> [CALayer] {
        container.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        container.position = CGPoint(x: 200, y: 200)
        container.transform = CATransform3DConcat(CATransform3DMakeRotation(30 * Self.degree, 0, 1, 0),
                                                  CATransform3DMakeRotation(-20 * Self.degree, 1, 0, 0))
        root.addSublayer(container)
        return cubeFaces(in: container)
    }

    func testCubeFacesUnderATransformLayerComeOutBackToFront() {
        let root = stage()
        let transformLayer = CATransformLayer()
        var faces: [CALayer] = []
        commit { faces = cube(transformLayer, in: root) }
        let list = drawList(root)
        let (front, back, right, left, top, bottom) = (faces[0], faces[1], faces[2], faces[3], faces[4], faces[5])
        // Turned 30° about y then −20° about x, the outward normals' z are:
        // back −0.81, right −0.47, bottom −0.34, top 0.34, left 0.47, front 0.81.
        XCTAssertEqual(list.items.map(\.id), [root.layerID] + [back, right, bottom, top, left, front].map(\.layerID),
                       "the transform layer draws nothing; its faces are painted back to front")
        // The same order from the faces' normals turned by the container's transform.
        let normals: [(CGFloat, CGFloat, CGFloat)] = [(0, 0, 1), (0, 0, -1), (1, 0, 0), (-1, 0, 0), (0, -1, 0), (0, 1, 0)]
        let turnedZ = normals.map { transformLayer.transform.applying(x: $0.0, y: $0.1, z: $0.2, w: 0).z }
        let expected = faces.indices.sorted { turnedZ[$0] < turnedZ[$1] }.map { faces[$0].layerID }
        XCTAssertEqual(Array(list.items.dropFirst().map(\.id)), expected)
        XCTAssertEqual(list.items.map(\.descendantCount), [6, 0, 0, 0, 0, 0, 0])
        // Not flattened: the front face stands out of the container's plane by 50 towards the viewer.
        let frontItem = list.items.last!
        let centre = frontItem.transform.projecting(CGPoint(x: 50, y: 50))!
        let eyeScale = 1 / (1 - 50 * turnedZ[0] / 500)
        XCTAssertEqual(centre.x, 200 + 50 * transformLayer.transform.applying(x: 0, y: 0, z: 1, w: 0).x * eyeScale,
                       accuracy: 1e-9)
    }

    func testTheSameFacesUnderAPlainLayerAreFlattenedInTreeOrder() {
        let root = stage()
        var faces: [CALayer] = []
        commit { faces = cube(CALayer(), in: root) }
        let list = drawList(root)
        XCTAssertEqual(list.items.count, 8)
        XCTAssertEqual(Array(list.items.dropFirst(2).map(\.id)), faces.map(\.layerID), "siblings in tree order")
        // Flattened into the container's plane: the front face's 50 towards the viewer is dropped.
        let container = list.items[1], front = list.items[2]
        let containerCentre = container.transform.projecting(CGPoint(x: 50, y: 50))!
        let frontCentre = front.transform.projecting(CGPoint(x: 50, y: 50))!
        XCTAssertEqual(frontCentre.x, containerCentre.x, accuracy: 1e-9)
        XCTAssertEqual(frontCentre.y, containerCentre.y, accuracy: 1e-9)
    }

    func testATurningTransformLayerReordersItsFacesAsItTurns() {
        let root = stage()
        let transformLayer = CATransformLayer()
        var faces: [CALayer] = []
        commit {
            transformLayer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            transformLayer.position = CGPoint(x: 200, y: 200)
            root.addSublayer(transformLayer)
            faces = cubeFaces(in: transformLayer)
        }
        XCTAssertEqual(drawList(root).items.last?.id, faces[0].layerID, "the front face is nearest")
        let turn = CABasicAnimation(keyPath: "transform.rotation.y")
        turn.fromValue = 0
        turn.toValue = CGFloat.pi
        turn.duration = 2
        commit { transformLayer.add(turn, forKey: "turn") }
        clock.time += 1
        let quarter = drawList(root)
        XCTAssertTrue(quarter.hasActiveAnimations, "the transform layer's own animation keeps frames coming")
        XCTAssertTrue([faces[2].layerID, faces[3].layerID].contains(quarter.items.last!.id),
                      "a quarter turn brings a side face to the front")
        clock.time += 0.9
        XCTAssertEqual(drawList(root).items.last?.id, faces[1].layerID, "nearly a half turn: the back face is nearest")
    }

    func testAPlaneCarriesItsFlattenedSubtreeAndDescendantCounts() {
        let root = stage()
        let holder = CALayer(), transformLayer = CATransformLayer()
        let far = CALayer(), near = CALayer(), badge = CALayer(), badgeChild = CALayer()
        commit {
            root.addSublayer(holder)
            holder.addSublayer(transformLayer)
            for (layer, z) in [(near, CGFloat(40)), (far, CGFloat(-40))] {
                layer.bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
                layer.transform = CATransform3DMakeTranslation(0, 0, z)
                transformLayer.addSublayer(layer)
            }
            // Far above `near` in z, but flattened into `far`: it goes with `far`.
            badge.zPosition = 500
            badge.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            far.addSublayer(badge)
            badge.addSublayer(badgeChild)
        }
        let list = drawList(root)
        XCTAssertEqual(list.items.map(\.id), [root, holder, far, badge, badgeChild, near].map(\.layerID))
        XCTAssertEqual(list.items.map(\.descendantCount), [5, 4, 2, 1, 0, 0])
    }

    func testNestedTransformLayersSortAllTheirPlanesTogether() {
        let root = stage()
        let outer = CATransformLayer(), inner = CATransformLayer()
        let a = CALayer(), b = CALayer(), c = CALayer()
        commit {
            root.addSublayer(outer)
            outer.addSublayer(a)
            outer.addSublayer(inner)
            inner.transform = CATransform3DMakeTranslation(0, 0, 20)
            inner.addSublayer(b)
            outer.addSublayer(c)
            a.transform = CATransform3DMakeTranslation(0, 0, 30)  // z 30
            b.transform = CATransform3DMakeTranslation(0, 0, -5)  // z 20 − 5 = 15
            c.transform = CATransform3DMakeTranslation(0, 0, -10) // z −10
            for layer in [a, b, c] { layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10) }
        }
        XCTAssertEqual(drawList(root).items.map(\.id), [root, c, b, a].map(\.layerID))
    }

    func testEqualDepthsKeepTheDrawingOrder() {
        let root = stage()
        let transformLayer = CATransformLayer()
        let a = CALayer(), b = CALayer(), c = CALayer()
        commit {
            root.addSublayer(transformLayer)
            for layer in [a, b, c] {
                layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
                transformLayer.addSublayer(layer)
            }
        }
        XCTAssertEqual(drawList(root).items.map(\.id), [root, a, b, c].map(\.layerID))
        commit { a.zPosition = 1 }
        XCTAssertEqual(drawList(root).items.map(\.id), [root, b, c, a].map(\.layerID), "zPosition is depth here too")
    }

    func testTheTransformLayersOwnDrawingIsIgnoredAndItsOpacityGoesToEachSublayer() {
        let root = stage()
        let transformLayer = CATransformLayer(), a = CALayer(), b = CALayer(), maskLayer = CALayer()
        commit {
            root.addSublayer(transformLayer)
            transformLayer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            transformLayer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            transformLayer.borderWidth = 4
            transformLayer.shadowOpacity = 1
            transformLayer.masksToBounds = true
            transformLayer.mask = maskLayer
            transformLayer.opacity = 0.5
            transformLayer.addSublayer(a)
            transformLayer.addSublayer(b)
            a.opacity = 0.5
        }
        let list = drawList(root)
        XCTAssertEqual(list.items.map(\.id), [root, a, b].map(\.layerID))
        XCTAssertEqual(list.items.map(\.opacity), [1, 0.25, 0.5], "no group: the opacity multiplies into each")
        XCTAssertTrue(list.items.allSatisfy { $0.groupOpacity == nil && $0.clips.isEmpty && $0.mask.isEmpty })
        commit { transformLayer.isHidden = true }
        XCTAssertEqual(drawList(root).items.map(\.id), [root.layerID])
    }

    func testBackFacesUnderATransformLayerAreCulledInThreeD() {
        let root = stage()
        var faces: [CALayer] = []
        commit {
            faces = cube(CATransformLayer(), in: root)
            for face in faces { face.isDoubleSided = false }
        }
        let (front, left, top) = (faces[0], faces[3], faces[4])
        XCTAssertEqual(drawList(root).items.map(\.id), [root, top, left, front].map(\.layerID))
    }

    func testATransformLayerAsARootWithALongRunOfLeavesInAPlane() {
        let transformLayer = CATransformLayer()
        let crowded = CALayer(), behind = CALayer()
        var leaves: [CALayer] = []
        commit {
            crowded.transform = CATransform3DMakeTranslation(0, 0, 1)
            behind.transform = CATransform3DMakeTranslation(0, 0, -1)
            transformLayer.addSublayer(crowded)
            transformLayer.addSublayer(behind)
            for _ in 0..<(DrawListBuilder.parallelRunLength + 44) {
                let leaf = CALayer()
                leaf.bounds = CGRect(x: 0, y: 0, width: 2, height: 2)
                crowded.addSublayer(leaf)
                leaves.append(leaf)
            }
        }
        let expected = [behind.layerID, crowded.layerID] + leaves.map(\.layerID)
        for threads in [1, 4] {
            let list = DrawListBuilder.build(feed.tree, roots: [transformLayer.layerID], at: clock.time, threads: threads)
            XCTAssertEqual(list.items.map(\.id), expected, "\(threads) threads")
            XCTAssertEqual(list.items.prefix(2).map(\.descendantCount), [0, leaves.count])
        }
        // Listed twice, the second copy is written past the list's room (the copying path).
        let twice = DrawListBuilder.build(feed.tree, roots: [transformLayer.layerID, transformLayer.layerID], at: clock.time)
        XCTAssertEqual(twice.items.map(\.id), expected + expected)
        XCTAssertEqual(twice.items.map(\.descendantCount), [0, leaves.count] + leaves.map { _ in 0 }
                       + [0, leaves.count] + leaves.map { _ in 0 })
    }
}
