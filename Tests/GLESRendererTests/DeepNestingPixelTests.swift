import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCoreBase
@testable import RenderServer
import XCTest

/// Trees as deep as a tree may be (`CALayer.maximumTreeDepth`), where every
/// level asks for a pass of its own: planning and drawing must not take the
/// calling thread's stack with them, and the frame must still come.
final class DeepNestingPixelTests: LayerTreePixelTestCase {
    /// A chain of `depth` layers under `root`, each set up by `level`; the last one is blue.
    private func chain(_ depth: Int, under root: CALayer, _ level: (CALayer) -> Void) {
        var parent = root
        for _ in 0..<depth {
            let next = layer(CGRect(x: 0, y: 0, width: 64, height: 64), .testBlue, in: parent)
            next.backgroundColor = nil
            level(next)
            parent = next
        }
        parent.backgroundColor = .testBlue
    }

    func testAChainOfGroupsAsDeepAsATreeMayBeIsDrawn() throws {
        let root = rootLayer()
        chain(CALayer.maximumTreeDepth - 1, under: root) { level in
            level.allowsGroupOpacity = true
            level.opacity = 0.999
        }
        let (pixels, reports) = try Diagnostics.capture { try draw(root) }
        // Each level's 0.999 once, whether in its own image or (past the sixteenth) on each layer: 255 × 0.999^999 ≈ 94.
        XCTAssertTrue((88...100).contains(pixels[32, 32].b), "the leaf shows through every group: \(pixels[32, 32])")
        XCTAssertEqual(reports.count, 1, "one report for the frame, not one per level: \(reports)")
        XCTAssertTrue(reports.first?.contains("nested more than \(FramePlanner.maximumNesting) deep") ?? false)
    }

    func testGroupsWithinTheLimitAreNotReported() throws {
        let root = rootLayer()
        chain(FramePlanner.maximumNesting, under: root) { level in
            level.allowsGroupOpacity = true
            level.opacity = 0.999
        }
        let (pixels, reports) = try Diagnostics.capture { try draw(root) }
        XCTAssertGreaterThan(pixels[32, 32].b, 100)
        XCTAssertEqual(reports, [], "\(FramePlanner.maximumNesting) images inside each other are drawn as asked")
    }

    func testTheDeepestPassIsTheLimitWhateverTheDepth() throws {
        let root = rootLayer()
        chain(200, under: root) { level in
            level.allowsGroupOpacity = true
            level.opacity = 0.5
        }
        CATransaction.flush()
        let list = DrawListBuilder.build(feed.tree, roots: [root.layerID], at: CACurrentMediaTime())
        let frame = try frameRenderer()
        let plan = Diagnostics.capture { FramePlanner(target: frame.renderer.beginFrame()).plan(list) }.0
        var deepest = 0
        var passes = [plan.frame]
        while let pass = passes.popLast() {
            deepest = max(deepest, pass.nesting)
            for step in pass.steps {
                if case .group(let group) = step { passes.append(group.content) }
            }
        }
        XCTAssertEqual(deepest, FramePlanner.maximumNesting)
    }

    func testAChainOfMasksAsDeepAsATreeMayBeIsDrawn() throws {
        let root = rootLayer()
        chain(CALayer.maximumTreeDepth / 2 - 1, under: root) { level in
            let mask = CALayer()
            mask.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
            mask.backgroundColor = .testWhite
            level.mask = mask
        }
        let pixels = try draw(root)
        XCTAssertGreaterThan(pixels[32, 32].b, 100, "the leaf shows through every mask: \(pixels[32, 32])")
    }

    func testAChainOfRasterizedLayersAsDeepAsATreeMayBeIsDrawn() throws {
        let root = rootLayer()
        chain(CALayer.maximumTreeDepth - 1, under: root) { level in
            level.shouldRasterize = true
        }
        let pixels = try draw(root)
        XCTAssertGreaterThan(pixels[32, 32].b, 100, "the leaf shows through every cache: \(pixels[32, 32])")
    }

    func testTransitionsInsideEachOtherAreDrawn() throws {
        let root = rootLayer()
        chain(60, under: root) { level in
            let fade = CATransition()
            fade.type = .fade
            fade.duration = 10
            level.add(fade, forKey: "transition")
        }
        let (pixels, reports) = try Diagnostics.capture { try draw(root) }
        XCTAssertEqual(pixels[32, 32], .clear, "each fade begins from its layer's old, empty appearance")
        XCTAssertEqual(reports.count, 1, "sixty transitions inside each other are over the limit, said once: \(reports)")
    }
}
