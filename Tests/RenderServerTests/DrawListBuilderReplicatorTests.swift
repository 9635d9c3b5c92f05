import XCTest
@testable import QuartzCoreBase
@testable import RenderServer

/// `CAReplicatorLayer` in the draw list: its sublayers written once per copy.
final class DrawListBuilderReplicatorTests: RenderServerTestCase {
    private func scene(_ configure: (CAReplicatorLayer) -> Void) -> (CALayer, CAReplicatorLayer, CALayer) {
        let root = CALayer()
        let replicator = CAReplicatorLayer()
        let child = CALayer()
        commit {
            root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
            root.position = CGPoint(x: 100, y: 100)
            replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            child.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            replicator.addSublayer(child)
            root.addSublayer(replicator)
            configure(replicator)
        }
        return (root, replicator, child)
    }

    func testEveryCopyIsAnItemOfTheSublayerWithItsTransformAndTint() {
        let (root, replicator, child) = scene {
            $0.instanceCount = 3
            $0.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
            $0.instanceRedOffset = -0.5
        }
        let list = drawList(root)
        XCTAssertEqual(list.items.count, 2 + 3)
        let copies = Array(list.items.dropFirst(2))
        XCTAssertTrue(copies.allSatisfy { $0.id == child.layerID })
        XCTAssertEqual(copies.map(\.transform.m41), [0, 20, 40] as [CGFloat])
        XCTAssertEqual(copies.map(\.tint), [nil, SIMD3(0.5, 1, 1), SIMD3(0, 1, 1)])
        XCTAssertEqual(list.items[1].descendantCount, 3, "the copies belong to the replicator's subtree")
        _ = replicator
    }

    func testACopysTimeIsTheInstanceDelayEarlier() {
        let (root, _, child) = scene {
            $0.instanceCount = 2
            $0.instanceDelay = 1
        }
        let start = clock.time
        commit {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 2
            fade.beginTime = start
            fade.fillMode = .both
            child.add(fade, forKey: "fade")
        }
        clock.time = start + 1.5
        let copies = Array(drawList(root).items.dropFirst(2))
        XCTAssertEqual(copies.map(\.opacity), [0.75, 0.25])
    }

    func testPreservesDepthSortsTheCopiesBackToFront() {
        let (root, _, _) = scene {
            $0.instanceCount = 3
            $0.instanceTransform = CATransform3DMakeTranslation(0, 0, -10)  // each copy farther away
            $0.instanceRedOffset = -0.5
            $0.preservesDepth = true
        }
        let tints = drawList(root).items.dropFirst(2).map(\.tint)
        XCTAssertEqual(tints, [SIMD3(0, 1, 1), SIMD3(0.5, 1, 1), nil], "the farthest copy first")
    }

    func testAHugeInstanceCountIsCappedWithOneDiagnostic() {
        let (root, replicator, _) = scene { $0.instanceCount = 1_000_000 }
        commit { replicator.sublayers?.first?.isHidden = true }  // the copies cost nothing to skip
        let (list, messages) = Diagnostics.capture { drawList(root) }
        XCTAssertEqual(list.items.count, 2)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.contains("instanceCount") ?? false, "\(messages)")
        XCTAssertEqual(Diagnostics.capture { drawList(root) }.1, [], "reported once")
    }

    func testNestedReplicatorsStopAtTheFramesBudgetWithOneReportEach() {
        // 100 copies of 100 copies of 100 copies: a million items, where the
        // per-replicator cap (100,000 copies) does not bind.
        let budget = FrameBudget.layersAndCopies
        FrameBudget.layersAndCopies = 5_000
        defer { FrameBudget.layersAndCopies = budget }
        let root = CALayer()
        commit {
            root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
            var parent = root
            for _ in 0..<3 {
                let replicator = CAReplicatorLayer()
                replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
                replicator.instanceCount = 100
                replicator.instanceTransform = CATransform3DMakeTranslation(1, 0, 0)
                parent.addSublayer(replicator)
                parent = replicator
            }
            let leaf = CALayer()
            leaf.frame = CGRect(x: 0, y: 0, width: 2, height: 2)
            leaf.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            parent.addSublayer(leaf)
        }
        let (list, reports) = Diagnostics.capture { drawList(root) }
        XCTAssertGreaterThanOrEqual(list.items.count, 5_000, "the budget is drawn")
        XCTAssertLessThan(list.items.count, 5_000 + 300, "and little more: each level stops at its next copy")
        XCTAssertEqual(reports.count, 3, "one report per replicator that stopped: \(reports)")
        let (again, more) = Diagnostics.capture { drawList(root) }
        XCTAssertEqual(again.items.count, list.items.count, "the next frame draws the same")
        XCTAssertEqual(more, [], "and says nothing again")
    }
}
