import XCTest
@testable import QuartzCoreBase

/// The layer tree under hostile use: changes racing on several threads never
/// make a cycle, trees deeper than the limit are refused, deep trees are
/// released without recursion, and whole sublayer lists are set in one step.
final class TreeRobustnessTests: LayerTestCase {
    /// Runs `body(i)` on `count` threads started together, and waits for them.
    private func race(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let group = DispatchGroup()
        let start = DispatchSemaphore(value: 0)
        for i in 0..<count {
            group.enter()
            Thread.detachNewThread {
                start.wait()
                body(i)
                group.leave()
            }
        }
        for _ in 0..<count { start.signal() }
        group.wait()
    }

    /// Whether walking up from `layer` (through superlayers and mask hosts) ends.
    private func reachesARoot(_ layer: CALayer) -> Bool {
        var node: CALayer? = layer
        for _ in 0..<10 {
            guard let current = node else { return true }
            node = current.superlayer ?? current.maskHost
        }
        return false
    }

    func testOppositeAddsOnTwoThreadsNeverMakeACycle() {
        _ = diagnostics {
            for round in 0..<300 {
                let a = CALayer(), b = CALayer()
                let pair = UncheckedPair(a, b)
                race(2) { i in
                    if i == 0 {
                        pair.first.addSublayer(pair.second)
                    } else if round % 2 == 0 {
                        pair.second.addSublayer(pair.first)
                    } else {
                        pair.second.mask = pair.first
                    }
                }
                XCTAssertTrue(reachesARoot(a) && reachesARoot(b), "round \(round) made a cycle")
            }
        }
    }

    func testATreeDeeperThanTheLimitIsRefused() {
        let root = CALayer()
        var leaf = root
        for _ in 1..<CALayer.maximumTreeDepth {
            let next = CALayer()
            leaf.addSublayer(next)
            leaf = next
        }
        XCTAssertEqual(leaf.superlayer != nil, true, "the deepest allowed level is accepted")
        let tooDeep = CALayer()
        let reports = diagnostics { leaf.addSublayer(tooDeep) }
        XCTAssertNil(tooDeep.superlayer)
        XCTAssertEqual(reports.count, 1)
        XCTAssertTrue(reports[0].contains("more than \(CALayer.maximumTreeDepth) layers deep"), "\(reports)")
        // A subtree two deep does not fit one level above the leaf either, as a sublayer or as a mask.
        let pairTop = CALayer(), pairBottom = CALayer()
        pairTop.addSublayer(pairBottom)
        _ = diagnostics {
            leaf.superlayer!.addSublayer(pairTop)
            leaf.mask = pairTop
        }
        XCTAssertNil(pairTop.superlayer)
        XCTAssertNil(leaf.mask)
    }

    func testADeepChainIsReleasedWithoutOverflowingTheStack() {
        // Nested deinits used several kilobytes of stack a level: a chain this
        // deep overflowed the main thread's 8 MiB when its root was released.
        weak var weakLeaf: CALayer?
        do {
            let root = CALayer()
            var leaf = root
            for _ in 1..<CALayer.maximumTreeDepth {
                let next = CALayer()
                leaf.addSublayer(next)
                leaf.mask = CALayer()
                leaf = next
            }
            weakLeaf = leaf
            // The commit lets go of the changed layers: the root holds the rest.
            CATransaction.flush()
        }
        XCTAssertNil(weakLeaf, "the whole chain was released")
    }

    func testSettingSublayersReplacesTheListInOneStep() {
        let parent = CALayer(), other = CALayer()
        let kept = CALayer(), leaving = CALayer(), arriving = CALayer()
        parent.sublayers = [kept, leaving]
        other.addSublayer(arriving)
        let reports = diagnostics { parent.sublayers = [arriving, kept, arriving] }
        XCTAssertEqual(parent.sublayers?.map(ObjectIdentifier.init), [kept, arriving].map(ObjectIdentifier.init),
                       "the later duplicate wins")
        XCTAssertNil(leaving.superlayer)
        XCTAssertTrue(arriving.superlayer === parent)
        XCTAssertNil(other.sublayers, "moved from its old superlayer")
        XCTAssertEqual(reports.count, 1, "\(reports)")
        // A hundred thousand sublayers are set and cleared (this took minutes when each left by a search).
        let many = (0..<100_000).map { _ in CALayer() }
        parent.sublayers = many
        parent.sublayers = nil
        XCTAssertNil(many[50_000].superlayer)
        XCTAssertNil(parent.sublayers)
    }

    func testSublayersThatWouldMakeACycleAreLeftOut() {
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        let reports = diagnostics { child.sublayers = [CALayer(), parent] }
        XCTAssertEqual(child.sublayers?.count, 1)
        XCTAssertNil(parent.superlayer)
        XCTAssertTrue(reports.contains { $0.contains("cycle") }, "\(reports)")
    }
}

/// Two layers handed to racing threads on purpose.
private struct UncheckedPair: @unchecked Sendable {
    let first: CALayer
    let second: CALayer
    init(_ first: CALayer, _ second: CALayer) {
        self.first = first
        self.second = second
    }
}

/// Commits made on several threads at once reach the sink in the order of their numbers.
final class CommitOrderTests: LayerTestCase {
    func testCommitsFromManyThreadsArriveInSequenceOrder() {
        let layers = (0..<8).map { _ in CALayer() }
        let box = UncheckedLayers(layers)
        let group = DispatchGroup()
        for t in 0..<8 {
            group.enter()
            Thread.detachNewThread {
                for i in 0..<200 {
                    CATransaction.begin()
                    box.layers[t].opacity = Float(i % 10) / 10
                    CATransaction.commit()
                }
                group.leave()
            }
        }
        group.wait()
        let sequences = recorder.commits.map(\.sequence)
        XCTAssertGreaterThanOrEqual(sequences.count, 1600)
        let late = zip(sequences, sequences.dropFirst()).first { $0 >= $1 }
        XCTAssertNil(late, "delivered in number order (\(late.map { "\($0.1) came after \($0.0)" } ?? ""))")
    }
}

private struct UncheckedLayers: @unchecked Sendable {
    let layers: [CALayer]
    init(_ layers: [CALayer]) { self.layers = layers }
}
