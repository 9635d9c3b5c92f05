import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCoreBase
@testable import RenderServer
import XCTest

/// What `FramePlanExecutor` does around the layers: an opaque backdrop drawn
/// as the clear, a stencil cleared only when a clip first needs it, and the
/// plan's own fallback drawn where an image cannot be had.
final class FramePlanExecutorTests: LayerTreePixelTestCase {
    private func backdropCleared() throws -> Bool {
        try XCTUnwrap(lastFrame?.lastReport.compositing).backdropCleared
    }

    func testAnOpaqueRootCoveringTheTargetIsDrawnAsTheClear() throws {
        let root = rootLayer()
        root.backgroundColor = .testBlue
        layer(CGRect(x: 8, y: 8, width: 16, height: 16), .testRed, in: root)
        let pixels = try draw(root)
        XCTAssertTrue(try backdropCleared())
        XCTAssertEqual(lastFrame?.lastReport.quads.instances, 1, "only the sublayer is a quad")
        let off = mismatches(pixels) { x, y in inRect(x, y, 8, 8, 24, 24) ? .red : .blue }
        XCTAssertEqual(off, [], "\(off.count) pixels off: \(off.prefix(6))")
    }

    func testABackdropLargerThanTheTargetOrScaledStillCovers() throws {
        let root = rootLayer(100)
        root.position = CGPoint(x: -10, y: -20)
        root.backgroundColor = .testGreen
        let pixels = try draw(root, size: 64, scale: 2)
        XCTAssertTrue(try backdropCleared())
        XCTAssertEqual(pixels[0, 0], .green)
        XCTAssertEqual(pixels[63, 63], .green)
    }

    func testLayersThatDoNotHideTheWholeTargetAreDrawnAsQuads() throws {
        let cases: [(String, (CALayer) -> Void)] = [
            ("one point short", { $0.bounds.size.width = 63 }),
            ("translucent background", { $0.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5) }),
            ("opacity below 1", { $0.opacity = 0.5 }),
            ("rounded corners", { $0.cornerRadius = 4 }),
            ("a border", { $0.borderWidth = 1 }),
            ("turned", { $0.transform = CATransform3DMakeRotation(0.1, 0, 0, 1) }),
        ]
        for (label, change) in cases {
            let root = rootLayer()
            root.backgroundColor = .testBlue
            change(root)
            let pixels = try draw(root)
            XCTAssertFalse(try backdropCleared(), label)
            XCTAssertNotEqual(pixels[32, 32], .clear, label)
        }
        let shortRoot = rootLayer()
        shortRoot.bounds.size.width = 63
        shortRoot.backgroundColor = .testBlue
        let pixels = try draw(shortRoot)
        XCTAssertEqual(pixels[62, 10], .blue)
        XCTAssertEqual(pixels[63, 10], .clear, "the target's own clear colour shows where the root does not reach")
    }

    func testAStencilClipStartsFromAClearStencilEveryFrame() throws {
        // One target and renderer for two frames: the second clips to a
        // different parent than the first, with the stencil only.
        func scene(clipAt x: CGFloat) -> CALayer {
            let root = rootLayer()
            let parent = layer(CGRect(x: x, y: 8, width: 24, height: 24), nil, in: root)
            parent.masksToBounds = true
            layer(CGRect(x: -100, y: -100, width: 300, height: 300), .testGreen, in: parent)
            return root
        }
        let target = try OffscreenRenderTarget(context: context, width: 64, height: 64)
        let frame = GLESFrameRenderer(context: context, target: target)
        frame.antialiasesInnermostClip = false
        for x in [CGFloat(4), 36] {
            let root = scene(clipAt: x)
            CATransaction.flush()
            try frame.render(DrawListBuilder.build(feed.tree, roots: [root.layerID], at: CACurrentMediaTime()))
            XCTAssertEqual(frame.lastReport.compositing.clipShapeDraws, 1)
        }
        let pixels = Pixels(width: 64, height: 64, bytes: target.readPremultipliedRGBA8())
        let off = mismatches(pixels) { x, y in inRect(x, y, 36, 8, 60, 32) ? .green : .clear }
        XCTAssertEqual(off, [], "\(off.count) pixels off: \(off.prefix(6))")
    }

    /// A group whose image GL cannot make (its content pass is wider than
    /// any target) is drawn by the fallback its plan carries: its layers
    /// straight into the frame, reported once; the executor plans nothing.
    func testAGroupWhoseImageCannotBeMadeDrawsThePlannedFallback() throws {
        let root = rootLayer()
        let group = layer(CGRect(x: 8, y: 8, width: 24, height: 24), .testRed, in: root)
        group.opacity = 0.5
        layer(CGRect(x: 8, y: 8, width: 24, height: 24), .testGreen, in: group)
        CATransaction.flush()
        let (frame, target) = try frameRenderer()
        var plan = FramePlanner(target: frame.beginFrame())
            .plan(DrawListBuilder.build(feed.tree, roots: [root.layerID], at: CACurrentMediaTime()))
        guard let index = plan.frame.steps.firstIndex(where: { if case .group = $0 { true } else { false } }),
              case .group(var composite) = plan.frame.steps[index]
        else { return XCTFail("the half-opaque overlapping pair is not a group") }
        XCTAssertEqual(composite.fallback.count, 1, "one run: the group's two layers")
        composite.content.rect.width = FramePlanExecutor.maxImageSide(of: context) + 1
        plan.frame.steps[index] = .group(composite)

        var report = FrameReport()
        let (_, reports) = try Diagnostics.capture { try frame.renderFrame(plan, report: &report) }
        XCTAssertEqual(reports.count, 1, "\(reports)")
        XCTAssertTrue(reports.first?.contains("drawn without it") ?? false, "\(reports)")
        XCTAssertEqual(frame.lastReport.compositing.offscreenGroups, 0)
        let pixels = Pixels(width: 64, height: 64, bytes: target.readPremultipliedRGBA8())
        // Drawn straight, the group's opacity on each layer (as without group opacity).
        XCTAssertEqual(pixels[12, 12], RGBA(128, 0, 0, 128), "the group's layer at half opacity")
        XCTAssertEqual(pixels[30, 30], RGBA(64, 128, 0, 192), "its sublayer over it, at half opacity too")
        XCTAssertEqual(pixels[4, 4], .clear)
    }

    /// One report per frame, with a part per stage: the renderer fills its
    /// own (phases inside the renderer call, the quads, the steps, the GPU,
    /// the objects held); drawn outside a render server it has no tick.
    func testAFramesReportHasTheRenderersPartsAndPhases() throws {
        let root = rootLayer()
        let group = layer(CGRect(x: 8, y: 8, width: 24, height: 24), .testRed, in: root)
        group.opacity = 0.5
        layer(CGRect(x: 8, y: 8, width: 24, height: 24), .testGreen, in: group)
        CATransaction.flush()
        let (frame, _) = try frameRenderer()
        frame.measuresRenderWait = true
        let report = try frame.render(DrawListBuilder.build(feed.tree, roots: [root.layerID], at: CACurrentMediaTime()))
        XCTAssertNil(report.tick)
        XCTAssertEqual(report.layers, 3)
        XCTAssertGreaterThan(report.phases.encode, 0)
        XCTAssertGreaterThan(report.phases.renderWait, 0)
        XCTAssertEqual(report.compositing.offscreenGroups, 1)
        XCTAssertGreaterThanOrEqual(report.quads.drawCalls, 2, "the group's layers and its composite")
        XCTAssertEqual(report.resources.offscreenTargets, 1, "the group's target, pooled")
        XCTAssertEqual(report.gpu.milliseconds, nil)
        XCTAssertNotNil(report.gpu.unavailableReason, "llvmpipe's timer queries are not used, and it says so")
        XCTAssertEqual(frame.lastReport.quads, report.quads)
    }
}
