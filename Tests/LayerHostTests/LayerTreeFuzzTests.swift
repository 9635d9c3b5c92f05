import Foundation
@testable import LayerHost
import XCTest
import XvfbTestSupport

/// Several threads add, remove, re-parent and mask the same layers while a
/// window draws them. Run by the suite and, in CI, under ThreadSanitizer
/// (Scripts/sanitize.sh): the tree must stay a tree, the window must keep
/// drawing, and TSan must find no race.
final class LayerTreeFuzzTests: XCTestCase {
    func testThreadsChangingTheTreeWhileAWindowDraws() throws {
        guard XvfbServer.executablePath != nil else { throw XCTSkip("Xvfb is not installed") }
        let server = try XvfbServer.start(width: 400, height: 300)
        defer { server.stop() }
        CASetMediaTimeSource(nil)
        let window = try LayerWindow(title: "fuzz", width: 300, height: 200, framesPerSecond: 60,
                                     displayName: server.displayName)
        let parents = (0..<4).map { i -> CALayer in
            let layer = CALayer()
            layer.frame = CGRect(x: i * 70, y: 10, width: 60, height: 60)
            layer.backgroundColor = CGColor(red: 0.2, green: 0.2, blue: 0.8, alpha: 1)
            window.rootLayer.addSublayer(layer)
            return layer
        }
        let children = (0..<32).map { i -> CALayer in
            let layer = CALayer()
            layer.frame = CGRect(x: i % 6 * 10, y: i / 6 * 10, width: 8, height: 8)
            layer.backgroundColor = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            return layer
        }
        window.start()
        let layers = FuzzLayers(parents: parents, children: children)
        let group = DispatchGroup()
        for t in 0..<4 {
            group.enter()
            Thread.detachNewThread {
                var random = SystemRandomNumberGenerator()
                _ = Diagnostics.capture {
                    for step in 0..<400 {
                        CATransaction.begin()
                        let child = layers.children.randomElement(using: &random)!
                        switch (step + t) % 5 {
                        case 0: layers.parents.randomElement(using: &random)!.addSublayer(child)
                        case 1: child.removeFromSuperlayer()
                        case 2: layers.parents.randomElement(using: &random)!.mask = child
                        case 3: child.addSublayer(layers.children.randomElement(using: &random)!)
                        default: child.position = CGPoint(x: step % 50, y: t * 10)
                        }
                        CATransaction.commit()
                    }
                }
                group.leave()
            }
        }
        let deadline = Date(timeIntervalSinceNow: 120)
        while group.wait(timeout: .now()) == .timedOut, Date() < deadline {
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
        }
        XCTAssertEqual(group.wait(timeout: .now()), .success, "the threads finished")
        for layer in parents + children {
            var node: CALayer? = layer, steps = 0
            while let current = node, steps <= 40 {
                steps += 1
                node = current.superlayer
            }
            XCTAssertLessThanOrEqual(steps, 40, "still a tree")
        }
        let before = window.lastFrameReport?.framesDrawn ?? 0
        parents[0].opacity = 0.5
        let until = Date(timeIntervalSinceNow: 10)
        while (window.lastFrameReport?.framesDrawn ?? 0) <= before, Date() < until {
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.02))
        }
        XCTAssertGreaterThan(window.lastFrameReport?.framesDrawn ?? 0, before, "the window kept drawing")
        window.close()
    }
}

/// The fuzzed layers, shared by the threads on purpose (the tree lock guards them).
private struct FuzzLayers: @unchecked Sendable {
    let parents: [CALayer]
    let children: [CALayer]
}
