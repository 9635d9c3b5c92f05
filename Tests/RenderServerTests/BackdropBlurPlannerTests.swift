import XCTest
@testable import CoreAnimationValues
@testable import CoreGraphics
@testable import QuartzCoreBase
@testable import RenderServer

/// Where frame plans put backdrop blurs (`FramePlanner+BackdropBlur.swift`),
/// with no GL: a step right before the blurring layer, none without one,
/// the pixels it reads and how small it blurs them.
final class BackdropBlurPlannerTests: RenderServerTestCase {
    /// A white root (drawn as the frame's clear).
    private func whiteRoot(_ size: CGFloat = 200) -> CALayer {
        let root = root(size)
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        return root
    }

    @discardableResult
    private func blurring(_ frame: CGRect, radius: CGFloat = 10, in parent: CALayer) -> CALayer {
        let blur = layer(frame, in: parent, color: nil)
        blur.backdropBlur = BackdropBlur(radius: radius, saturation: 1.8)
        return blur
    }

    private func plan(_ root: CALayer, size: Int = 200, scale: CGFloat = 1) -> FramePlan {
        FramePlanner(target: PlanTarget(width: size, height: size, pointsToPixels: scale)).plan(drawList(root))
    }

    private func backdrops(in steps: [PlanStep]) -> [BackdropBlurComposite] {
        steps.flatMap { step -> [BackdropBlurComposite] in
            switch step {
            case .backdropBlur(let blur): [blur]
            case .directGroup(let nested), .unrasterized(_, let nested): backdrops(in: nested)
            case .group(let group): backdrops(in: group.content.steps)
            case .rasterized(let rasterized):
                if case .draw(let pass) = rasterized.image { backdrops(in: pass.steps) } else { [] }
            case .layers, .transition: []
            }
        }
    }

    private func kinds(_ steps: [PlanStep]) -> [String] {
        steps.map { step in
            switch step {
            case .layers(let run): "layers \(run.range.lowerBound)..<\(run.range.upperBound)"
            case .backdropBlur: "backdrop"
            default: "other"
            }
        }
    }

    func testAFrameWithoutEffectViewsHasNoBackdropStep() {
        let root = whiteRoot()
        layer(CGRect(x: 10, y: 10, width: 50, height: 50), in: root)
        commit {}
        XCTAssertTrue(backdrops(in: plan(root).frame.steps).isEmpty)
    }

    func testTheBackdropStepComesRightBeforeItsLayer() {
        let root = whiteRoot()
        layer(CGRect(x: 10, y: 10, width: 50, height: 50), in: root)
        let blur = blurring(CGRect(x: 40, y: 40, width: 100, height: 60), in: root)
        layer(CGRect(x: 50, y: 50, width: 10, height: 10), in: blur)
        commit {}
        let steps = plan(root).frame.steps
        // The root is the frame's clear (an opaque backdrop), so the list's items are 1: red, 2: blur, 3: its sublayer.
        XCTAssertEqual(kinds(steps), ["layers 1..<2", "backdrop", "layers 2..<4"])
        guard case .backdropBlur(let step) = steps[1] else { return XCTFail("no backdrop step") }
        XCTAssertEqual(step.root.id, blur.layerID)
        XCTAssertEqual(step.saturation, 1.8)
        XCTAssertEqual(step.sigma, 10)
        XCTAssertEqual(step.opacity, 1)
        XCTAssertTrue(step.clips.isEmpty)
        // The covered pixels (grown by a pixel for edges) and 3σ more each side, inside the frame.
        XCTAssertEqual(step.covered, PixelRect(x: 39, y: 39, width: 102, height: 62))
        XCTAssertEqual(step.source, PixelRect(x: 9, y: 9, width: 162, height: 122))
        XCTAssertEqual(step.downsample, 4, "σ 10 → 2.5 image pixels")
    }

    func testTheSourceStaysInsideTheFrameAndScalesWithIt() {
        let root = whiteRoot(100)
        blurring(CGRect(x: -20, y: 50, width: 200, height: 80), radius: 20, in: root)
        commit {}
        guard case .backdropBlur(let step)? = plan(root, size: 200, scale: 2).frame.steps.first else {
            return XCTFail("no backdrop step")
        }
        XCTAssertEqual(step.sigma, 40, "points to pixels")
        XCTAssertEqual(step.source, PixelRect(x: 0, y: 0, width: 200, height: 200))
        XCTAssertEqual(step.downsample, 16, "σ 40 → 2.5")
    }

    func testDownsamplingKeepsSigmaSmallAndWindowImagesBounded() {
        XCTAssertEqual(FramePlanner.backdropDownsample(sigma: 1, width: 100, height: 100), 1)
        XCTAssertEqual(FramePlanner.backdropDownsample(sigma: 30, width: 100, height: 100), 8)
        XCTAssertEqual(FramePlanner.backdropDownsample(sigma: 2, width: 4096, height: 2160), 8, "at most 512 a side")
        XCTAssertEqual(FramePlanner.backdropDownsample(sigma: 1e9, width: 10, height: 10),
                       BackdropBlurComposite.maximumDownsample)
        let step = BackdropBlurComposite(
            root: LayerDraw(id: LayerID(rawValue: 1), transform: CATransform3DIdentity, properties: LayerProperties(),
                            opacity: 1, clips: [], mask: []),
            source: PixelRect(x: 0, y: 0, width: 1280, height: 720), covered: PixelRect(x: 0, y: 0, width: 1280, height: 720),
            downsample: 8, sigma: 30, saturation: 1, opacity: 1, clips: [])
        XCTAssertTrue(step.imageSize == (160, 90))
    }

    func testRoundedCornersAndClipsGoWithTheStep() {
        let root = whiteRoot()
        let clip = layer(CGRect(x: 20, y: 20, width: 100, height: 100), in: root, color: nil)
        clip.masksToBounds = true
        let blur = blurring(CGRect(x: 10, y: 10, width: 150, height: 50), in: clip)
        blur.cornerRadius = 12
        commit {}
        let found = backdrops(in: plan(root).frame.steps)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.clips.count, 1, "the clipping parent (its own shape is cut in the composite)")
        XCTAssertEqual(found.first?.root.properties.corners.radius, 12)
        XCTAssertEqual(found.first?.covered, PixelRect(x: 29, y: 29, width: 92, height: 52), "cut to the clip")
    }

    func testAGroupAroundABlurIsDrawnDirectlySoTheBlurSeesTheFrame() {
        let root = whiteRoot()
        let group = layer(CGRect(x: 20, y: 20, width: 100, height: 100), in: root)
        group.opacity = 0.5
        blurring(CGRect(x: 0, y: 0, width: 100, height: 100), in: group)
        layer(CGRect(x: 10, y: 10, width: 50, height: 50), in: group)
        commit {}
        let steps = plan(root).frame.steps
        XCTAssertFalse(steps.contains { if case .group = $0 { true } else { false } }, "no group image")
        let found = backdrops(in: steps)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.opacity, 0.5, "the group's opacity on the blur")
    }

    func testMasksInsideAGroupAroundABlurKeepTheirImages() {
        let root = whiteRoot()
        let group = layer(CGRect(x: 20, y: 20, width: 100, height: 100), in: root)
        group.opacity = 0.5
        blurring(CGRect(x: 0, y: 0, width: 100, height: 100), in: group)
        let masked = layer(CGRect(x: 10, y: 10, width: 50, height: 50), in: group)
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 25, height: 50)
        mask.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        masked.mask = mask
        let inner = layer(CGRect(x: 60, y: 60, width: 30, height: 30), in: group)
        inner.opacity = 0.5
        layer(CGRect(x: 5, y: 5, width: 30, height: 30), in: inner)
        commit {}
        guard case .directGroup(let steps)? = plan(root).frame.steps.first(where: {
            if case .directGroup = $0 { true } else { false }
        }) else { return XCTFail("the group is drawn without its image") }
        let groups = steps.compactMap { step -> GroupComposite? in if case .group(let g) = step { g } else { nil } }
        XCTAssertEqual(groups.count, 2, "the masked layer and the nested group keep their images")
        XCTAssertEqual(groups.first { $0.mask != nil }?.opacity, 1)
        XCTAssertEqual(groups.first { $0.mask == nil }?.opacity ?? 0, 0.25, accuracy: 1e-6,
                       "the nested group's opacity times the outer one's")
        XCTAssertEqual(backdrops(in: steps).first?.opacity, 0.5)
    }

    func testAMaskedGroupKeepsItsImageWithTheBlurInside() {
        let root = whiteRoot()
        let group = layer(CGRect(x: 20, y: 20, width: 100, height: 100), in: root)
        let mask = CALayer()
        mask.frame = group.bounds
        mask.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        group.mask = mask
        blurring(CGRect(x: 0, y: 0, width: 100, height: 100), in: group)
        commit {}
        let steps = plan(root).frame.steps
        guard case .group(let composite)? = steps.first(where: { if case .group = $0 { true } else { false } }) else {
            return XCTFail("the mask keeps its group")
        }
        XCTAssertEqual(backdrops(in: composite.content.steps).count, 1, "the blur reads the group's own pixels")
    }

    func testNothingIsPlannedForBlursThatCannotShow() {
        let root = whiteRoot()
        blurring(CGRect(x: 10, y: 10, width: 0, height: 50), in: root)
        let transparent = blurring(CGRect(x: 10, y: 10, width: 50, height: 50), in: root)
        transparent.opacity = 0
        blurring(CGRect(x: 500, y: 500, width: 50, height: 50), in: root)
        let noRadius = layer(CGRect(x: 10, y: 10, width: 50, height: 50), in: root, color: nil)
        noRadius.backdropBlur = BackdropBlur(radius: 0)
        let behindTheEye = blurring(CGRect(x: 10, y: 10, width: 50, height: 50), in: root)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 20
        behindTheEye.transform = CATransform3DConcat(CATransform3DMakeRotation(1.4, 0, 1, 0), perspective)
        commit {}
        let (found, reports) = Diagnostics.capture { backdrops(in: plan(root).frame.steps) }
        XCTAssertTrue(found.isEmpty, "\(found.map(\.covered))")
        XCTAssertLessThanOrEqual(reports.count, 1, "\(reports)")
    }

    func testBadValuesAreClampedWhenMade() {
        XCTAssertEqual(BackdropBlur(radius: .nan).radius, 0)
        XCTAssertEqual(BackdropBlur(radius: -4).radius, 0)
        XCTAssertEqual(BackdropBlur(radius: .infinity).radius, 0)
        XCTAssertEqual(BackdropBlur(radius: 1e9).radius, BackdropBlur.maximumRadius)
        XCTAssertEqual(BackdropBlur(radius: 5, saturation: .nan).saturation, 1)
        XCTAssertEqual(BackdropBlur(radius: 5, saturation: 99).saturation, 4)
        XCTAssertFalse(BackdropBlur(radius: 0).changesBackdrop)
        XCTAssertTrue(BackdropBlur(radius: 0, saturation: 2).changesBackdrop)
    }

    func testTheValueTravelsFromTheLayerToTheDrawList() {
        let root = whiteRoot()
        let blur = blurring(CGRect(x: 10, y: 10, width: 50, height: 50), radius: 7, in: root)
        commit {}
        let item = drawList(root).items.first { $0.id == blur.layerID }
        XCTAssertEqual(item?.properties.backdropBlur, BackdropBlur(radius: 7, saturation: 1.8))
        commit { blur.backdropBlur = nil }
        XCTAssertNil(drawList(root).items.first { $0.id == blur.layerID }?.properties.backdropBlur)
    }
}
