import XCTest
@testable import QuartzCoreBase
@testable import RenderServer

final class DrawListBuilderTests: RenderServerTestCase {
    func testWorldTransformsAndPainterOrder() {
        let root = root()
        let a = CALayer(), b = CALayer(), c = CALayer()
        commit {
            a.frame = CGRect(x: 10, y: 20, width: 50, height: 50)
            b.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
            c.frame = CGRect(x: 100, y: 100, width: 10, height: 10)
            root.addSublayer(a)
            a.addSublayer(b)
            root.addSublayer(c)
        }
        let list = drawList(root)
        XCTAssertEqual(list.items.map(\.id), [root.layerID, a.layerID, b.layerID, c.layerID])
        let bDraw = list.items[2]
        XCTAssertEqual(bDraw.transform.projecting(CGPoint(x: 0, y: 0))!, CGPoint(x: 15, y: 25))
    }

    func testZPositionOrdersSiblings() {
        let root = root()
        let a = CALayer(), b = CALayer()
        commit {
            root.addSublayer(a)
            root.addSublayer(b)
            a.zPosition = 5
        }
        XCTAssertEqual(drawList(root).items.map(\.id), [root.layerID, b.layerID, a.layerID])
    }

    func testHiddenAndTransparentSubtreesAreSkippedAndOpacityMultiplies() {
        let root = root()
        let a = CALayer(), b = CALayer(), hidden = CALayer(), clear = CALayer()
        commit {
            root.addSublayer(a)
            a.addSublayer(b)
            root.addSublayer(hidden)
            root.addSublayer(clear)
            hidden.addSublayer(CALayer())
            hidden.isHidden = true
            clear.opacity = 0
            a.opacity = 0.5
            a.allowsGroupOpacity = false
            b.opacity = 0.5
        }
        let list = drawList(root)
        XCTAssertEqual(list.items.map(\.id), [root.layerID, a.layerID, b.layerID])
        XCTAssertEqual(list.items[2].opacity, 0.25)
        XCTAssertNil(list.items[1].groupOpacity, "without allowsGroupOpacity each layer keeps its own")
    }

    func testGroupOpacityMovesToTheGroupAndRestartsBelowIt() {
        let root = root()
        let group = CALayer(), inner = CALayer(), leaf = CALayer(), innerChild = CALayer()
        commit {
            root.opacity = 0.8
            root.allowsGroupOpacity = false
            root.addSublayer(group)
            group.addSublayer(inner)
            inner.addSublayer(innerChild)
            root.addSublayer(leaf)
            group.opacity = 0.5
            inner.opacity = 0.5
            innerChild.opacity = 0.5
            leaf.opacity = 0.5
        }
        let list = drawList(root)
        XCTAssertEqual(list.items.map(\.id), [root.layerID, group.layerID, inner.layerID, innerChild.layerID, leaf.layerID])
        XCTAssertEqual(list.items[0].opacity, 0.8)
        XCTAssertEqual(list.items[1].groupOpacity ?? 0, 0.4, accuracy: 1e-6, "the group's image carries 0.8 × 0.5")
        XCTAssertEqual(list.items[1].opacity, 1, "drawn at full opacity inside its own image")
        XCTAssertEqual(list.items[2].groupOpacity ?? 0, 0.5, accuracy: 1e-6, "a group nested in a group, relative to it")
        XCTAssertEqual(list.items[2].opacity, 1)
        XCTAssertEqual(list.items[3].opacity, 0.5, "a leaf inside the inner group")
        XCTAssertNil(list.items[4].groupOpacity, "a layer without sublayers needs no group")
        XCTAssertEqual(list.items[4].opacity, 0.4, accuracy: 1e-6)
    }

    func testGroupWhoseSublayersAreAllHiddenKeepsItsOwnOpacity() {
        let root = root()
        let parent = CALayer(), hidden = CALayer()
        commit {
            root.addSublayer(parent)
            parent.addSublayer(hidden)
            parent.opacity = 0.5
            hidden.isHidden = true
        }
        let item = drawList(root).items[1]
        XCTAssertNil(item.groupOpacity)
        XCTAssertEqual(item.opacity, 0.5)
        XCTAssertEqual(item.descendantCount, 0)
    }

    func testDescendantCountsSpanEachSubtree() {
        let root = root()
        let a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer()
        commit {
            root.addSublayer(a)
            a.addSublayer(b)
            b.addSublayer(c)
            root.addSublayer(d)
        }
        XCTAssertEqual(drawList(root).items.map(\.descendantCount), [4, 2, 1, 0, 0])
    }

    func testMasksToBoundsClipsTheSubtree() {
        let root = root()
        let clipper = CALayer(), inner = CALayer()
        commit {
            clipper.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
            clipper.masksToBounds = true
            clipper.cornerRadius = 8
            root.addSublayer(clipper)
            clipper.addSublayer(inner)
        }
        let list = drawList(root)
        XCTAssertEqual(list.items[1].clips, [], "a layer is not clipped by its own masksToBounds")
        XCTAssertEqual(list.items[2].clips.count, 1)
        XCTAssertEqual(list.items[2].clips[0].corners.radius, 8)
        XCTAssertEqual(list.items[2].clips[0].bounds, CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    func testAnimationsAreEvaluatedInTheLayerTimeHierarchy() {
        let root = root()
        let mover = CALayer()
        commit {
            root.addSublayer(mover)
            mover.position = .zero
            root.speed = 2
        }
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 4
        commit { mover.add(move, forKey: "move") }
        clock.time += 1
        let item = drawList(root).items.first { $0.id == mover.layerID }!
        XCTAssertEqual(item.properties.position.x, 50, accuracy: 1e-9, "the root runs at double speed")
    }

    func testBackFacingLayersThatAreNotDoubleSidedAreCulled() {
        let root = root()
        let card = CALayer()
        commit {
            card.frame = CGRect(x: 50, y: 50, width: 100, height: 60)
            card.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
            root.addSublayer(card)
        }
        XCTAssertEqual(drawList(root).items.count, 2, "double-sided by default: drawn")
        commit { card.isDoubleSided = false }
        XCTAssertEqual(drawList(root).items.count, 1)
        commit { card.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0) }
        XCTAssertEqual(drawList(root).items.count, 2, "turned less than 90°: front still visible")
    }

    func testPerspectiveFlattensIntoTheParentPlane() {
        let root = root(400)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        let card = CALayer()
        commit {
            root.sublayerTransform = perspective
            card.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
            card.position = CGPoint(x: 200, y: 200)
            card.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
            root.addSublayer(card)
        }
        let item = drawList(root).items[1]
        let right = item.transform.projecting(CGPoint(x: 200, y: 50))!
        let model = card.convert(CGPoint(x: 200, y: 50), to: root)
        XCTAssertEqual(right.x, model.x, accuracy: 1e-9, "drawing agrees with the model's geometry")
        XCTAssertEqual(right.y, model.y, accuracy: 1e-9)
    }

    func testMaskSubtreeTravelsWithItsLayer() {
        let root = root()
        let masked = CALayer(), maskLayer = CALayer()
        commit {
            masked.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            maskLayer.frame = CGRect(x: 0, y: 0, width: 25, height: 50)
            masked.mask = maskLayer
            root.addSublayer(masked)
        }
        let item = drawList(root).items[1]
        XCTAssertEqual(item.mask.map(\.id), [maskLayer.layerID])
    }

    func testDrawingOrderFollowsLaterCommits() {
        let root = root()
        let a = CALayer(), b = CALayer(), c = CALayer(), other = CALayer()
        commit {
            root.addSublayer(a)
            root.addSublayer(b)
            root.addSublayer(c)
            root.addSublayer(other)
        }
        XCTAssertEqual(drawList(root).items.map(\.id), [root.layerID, a.layerID, b.layerID, c.layerID, other.layerID])
        commit { a.zPosition = 2 }
        XCTAssertEqual(drawList(root).items.map(\.id), [root.layerID, b.layerID, c.layerID, other.layerID, a.layerID],
                       "a sibling's new zPosition reorders its parent's sublayers")
        commit { other.addSublayer(b) }
        XCTAssertEqual(drawList(root).items.map(\.id), [root.layerID, c.layerID, other.layerID, b.layerID, a.layerID],
                       "a moved layer leaves one order and joins another")
        var gone: CALayer? = CALayer()
        commit { root.insertSublayer(gone!, at: 0) }
        XCTAssertEqual(drawList(root).items.first(where: { $0.id != root.layerID })?.id, gone!.layerID)
        commit { gone!.removeFromSuperlayer() }
        gone = nil
        commit { c.opacity = 0.5 }
        XCTAssertEqual(drawList(root).items.map(\.id), [root.layerID, c.layerID, other.layerID, b.layerID, a.layerID],
                       "a destroyed layer moves another node's slot; orders are redone")
    }

    func testLongRunsOfLeavesGiveTheSameListOnAnyNumberOfThreads() {
        // Animated sprites with every kind of break in the run: hidden and
        // transparent leaves, back-facing ones, a layer with sublayers, one
        // with a mask, and a zPosition that reorders; after the last break a
        // run long enough to be shared between threads.
        let count = 700 + 2 * DrawListBuilder.parallelRunLength
        let scene = root(1000)
        var sprites: [CALayer] = []
        commit {
            for index in 0..<count {
                let sprite = CALayer()
                sprite.frame = CGRect(x: index % 40 * 20, y: index / 40 * 20, width: 16, height: 16)
                switch index {
                case 100: sprite.isHidden = true
                case 101: sprite.opacity = 0
                case 102:
                    sprite.isDoubleSided = false
                    sprite.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
                case 350: sprite.addSublayer(CALayer())
                case 351:
                    let mask = CALayer()
                    mask.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
                    sprite.mask = mask
                case 600: sprite.zPosition = -1
                default: break
                }
                let spin = CABasicAnimation(keyPath: "transform.rotation.z")
                spin.fromValue = 0
                spin.toValue = Double(index % 7)
                spin.duration = 3
                spin.repeatCount = .infinity
                sprite.add(spin, forKey: "spin")
                scene.addSublayer(sprite)
                sprites.append(sprite)
            }
        }
        clock.time += 1.25
        let serial = DrawListBuilder.build(feed.tree, roots: [scene.layerID], at: clock.time, threads: 1)
        XCTAssertEqual(serial.items.count, 1 + count - 3 + 1, "the root, the sprites drawn, the sublayer of sprite 350")
        XCTAssertEqual(serial.items[1].id, sprites[600].layerID, "zPosition -1 draws first")
        XCTAssertTrue(serial.hasActiveAnimations)
        for threads in [2, 3, 8] {
            let parallel = DrawListBuilder.build(feed.tree, roots: [scene.layerID], at: clock.time, threads: threads)
            XCTAssertEqual(parallel.items.map(\.id), serial.items.map(\.id), "\(threads) threads")
            XCTAssertEqual(parallel.items.map(\.transform), serial.items.map(\.transform), "\(threads) threads")
            XCTAssertEqual(parallel.items.map(\.descendantCount), serial.items.map(\.descendantCount))
            XCTAssertEqual(parallel.items.map(\.mask.count), serial.items.map(\.mask.count))
            XCTAssertEqual(parallel.items.map(\.opacity), serial.items.map(\.opacity))
            XCTAssertTrue(parallel.hasActiveAnimations)
        }
    }

    func testARootListedTwiceIsDrawnTwice() {
        let parent = root()
        let child = CALayer()
        commit { parent.addSublayer(child) }
        let list = DrawListBuilder.build(feed.tree, roots: [parent.layerID, parent.layerID], at: clock.time)
        XCTAssertEqual(list.items.map(\.id), [parent.layerID, child.layerID, parent.layerID, child.layerID])
        XCTAssertEqual(list.items.map(\.descendantCount), [1, 0, 1, 0])
    }
}

final class ActiveAnimationTests: RenderServerTestCase {
    func testARunningRotationKeepsFramesComing() {
        let root = CALayer()
        let square = CALayer()
        commit {
            square.frame = CGRect(x: 0, y: 30, width: 40, height: 40)
            root.addSublayer(square)
        }
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = CGFloat.pi * 2
        spin.duration = 3
        commit { square.add(spin, forKey: "spin") }
        XCTAssertEqual(feed.tree[square.layerID]?.animationCount, 1)
        clock.time += 1
        XCTAssertTrue(drawList(root).hasActiveAnimations)
        clock.time += 3
        XCTAssertFalse(drawList(root).hasActiveAnimations)
    }
}
