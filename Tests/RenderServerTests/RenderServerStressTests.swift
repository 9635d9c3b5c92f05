import XCTest
@testable import QuartzCoreBase
@testable import RenderServer

/// The main thread adds, changes, animates and removes thousands of layers
/// while the render thread draws; afterwards the last frame must show
/// exactly the model tree, and every animation delegate must have heard
/// start and stop once each.
final class RenderServerStressTests: XCTestCase {
    /// Keeps only the latest frame (a long run would otherwise hold thousands of lists).
    final class LatestFrameRenderer: Renderer, @unchecked Sendable {
        private let lock = NSLock()
        private var latest: DrawList?
        private var count = 0
        func beginFrame() -> PlanTarget {
            PlanTarget(width: 64, height: 64, pointsToPixels: 1)
        }
        func renderFrame(_ plan: FramePlan, report: inout FrameReport) throws {
            lock.withLock {
                latest = plan.list
                count += 1
            }
        }
        var frame: (list: DrawList?, count: Int) { lock.withLock { (latest, count) } }
    }

    /// Counts each animation's delegate calls, by the animation's name.
    final class Tally: NSObject, CAAnimationDelegate {
        var starts: [String: Int] = [:]
        var stops: [String: Int] = [:]
        func animationDidStart(_ anim: CAAnimation) {
            starts[anim.value(forKey: "name") as? String ?? "?", default: 0] += 1
        }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            stops[anim.value(forKey: "name") as? String ?? "?", default: 0] += 1
        }
    }

    func testChurnWhileDrawingLosesNoCommitAndCallsEveryDelegateOnce() {
        CASetMediaTimeSource(nil)
        CATransaction.flush()
        let renderer = LatestFrameRenderer()
        let server = RenderServer(renderer: renderer, clock: PacedFrameClock(framesPerSecond: 120))
        CommitFeed.shared.attach(server)
        server.start()
        defer {
            server.stop()
            CommitFeed.shared.detach(server)
        }
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        // A stable set of layers that are changed and animated, and a pool that churns.
        let stable = (0..<100).map { index -> CALayer in
            let layer = CALayer()
            layer.frame = CGRect(x: index % 10 * 40, y: index / 10 * 40, width: 30, height: 30)
            layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            root.addSublayer(layer)
            return layer
        }
        var churn: [CALayer] = []
        CATransaction.flush()
        server.setRoots([root.layerID])

        var random = SystemRandomNumberGenerator()
        let tally = Tally()
        var animationsAdded = 0, layersAdded = 0, layersRemoved = 0, changes = 0
        // A fixed amount of churn, not a time: a sanitizer build or a busy
        // machine takes longer over it but meets the same 2,400 layers.
        for _ in 0..<120 {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            for _ in 0..<20 {
                let layer = CALayer()
                layer.frame = CGRect(x: Int.random(in: 0..<380, using: &random), y: Int.random(in: 0..<380, using: &random),
                                     width: 12, height: 12)
                layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
                // Into the root, or under another churning layer.
                if let parent = churn.randomElement(using: &random), Bool.random(using: &random) {
                    parent.addSublayer(layer)
                } else {
                    root.insertSublayer(layer, at: UInt32(Int.random(in: 0...(root.sublayers?.count ?? 0), using: &random)))
                }
                churn.append(layer)
                layersAdded += 1
            }
            for _ in 0..<50 {
                let layer = stable.randomElement(using: &random)!
                layer.position.x += CGFloat.random(in: -2...2, using: &random)
                layer.opacity = Float.random(in: 0.3...1, using: &random)
                changes += 1
            }
            for _ in 0..<15 where !churn.isEmpty {
                let index = Int.random(in: 0..<churn.count, using: &random)
                let removed = churn.remove(at: index)
                removed.removeFromSuperlayer()
                // Its sublayers leave the tree with it.
                churn.removeAll { $0.isDescendant(of: removed) }
                layersRemoved += 1
            }
            CATransaction.commit()
            for _ in 0..<3 {
                let animation = CABasicAnimation(keyPath: "transform.rotation.z")
                animation.toValue = CGFloat.pi
                animation.duration = Double.random(in: 0.02...0.2, using: &random)
                animation.delegate = tally
                animation.setValue("a\(animationsAdded)", forKey: "name")
                stable.randomElement(using: &random)!.add(animation, forKey: "a\(animationsAdded)")
                animationsAdded += 1
            }
            CATransaction.flush()
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.002))
        }
        XCTAssertGreaterThan(renderer.frame.count, 1, "frames were drawn while the tree churned")

        // Quiet: let the last animations end and their delegates hear it.
        let settle = Date(timeIntervalSinceNow: 5)
        while Date() < settle, tally.stops.count < animationsAdded {
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.02))
        }
        XCTAssertEqual(tally.stops.count, animationsAdded, "every animation's delegate heard it stop")
        XCTAssertEqual(tally.starts.count, animationsAdded, "and start")
        XCTAssertEqual(tally.stops.values.filter { $0 != 1 }.count, 0, "never twice")
        XCTAssertEqual(tally.starts.values.filter { $0 != 1 }.count, 0, "never twice")

        // The frame after the last commit shows the model tree exactly.
        CATransaction.flush()
        let drawnBefore = renderer.frame.count
        server.requestFrame()
        let wait = Date(timeIntervalSinceNow: 3)
        while Date() < wait, renderer.frame.count <= drawnBefore + 1 { Thread.sleep(forTimeInterval: 0.01) }
        guard let last = renderer.frame.list else { return XCTFail("nothing drawn") }
        var expected: [(LayerID, CGPoint, Float)] = []
        func walk(_ layer: CALayer) {
            expected.append((layer.layerID, layer.position, layer.opacity))
            for child in layer.sublayers ?? [] { walk(child) }
        }
        walk(root)
        XCTAssertEqual(last.items.map(\.id), expected.map(\.0), "the same layers in the same order")
        let mismatched = zip(last.items, expected).filter { item, model in
            item.properties.position != model.1 || item.properties.opacity != model.2
        }
        XCTAssertEqual(mismatched.count, 0, "with the model's values")
        print("stress: \(layersAdded) layers added, \(layersRemoved) removed, \(changes) changes, \(animationsAdded) animations, \(renderer.frame.count) frames")
    }
}

private extension CALayer {
    func isDescendant(of ancestor: CALayer) -> Bool {
        var current = superlayer
        while let layer = current {
            if layer === ancestor { return true }
            current = layer.superlayer
        }
        return false
    }
}
