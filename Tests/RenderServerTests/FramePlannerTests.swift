import XCTest
@testable import QuartzCoreBase
@testable import RenderServer

/// Frame plans made from real layer trees, with no GL: which passes a scene
/// needs, over which pixels, what is culled and what is reused.
final class FramePlannerTests: RenderServerTestCase {
    /// Answers like the shadow cache: a subtree's shadow is kept once made,
    /// and stands while the subtree makes the same shadow.
    private final class KeptShadows: SubtreeShadowLookup {
        var kept: [LayerID: SubtreeShadowSource] = [:]
        func keepsShadow(of layer: LayerID, madeFrom source: SubtreeShadowSource) -> Bool {
            kept[layer]?.makesSameShadow(as: source) ?? false
        }
    }

    /// Answers like the rasterization cache: an image is kept for a layer
    /// once stored, and found while the subtree draws the same.
    private final class KeptImages: RasterizedImageLookup {
        var kept: [LayerID: (subtree: RasterizedSubtree, extent: PixelRect)] = [:]
        var asked = 0
        func keptImageExtent(of layer: LayerID, drawing subtree: RasterizedSubtree) -> PixelRect? {
            asked += 1
            guard let image = kept[layer], image.subtree.drawsSameImage(as: subtree) else { return nil }
            return image.extent
        }
    }

    /// A half-opaque layer at `origin` (40 points square) with a sublayer
    /// overlapping it at (10, 10): a group that needs its image.
    @discardableResult
    private func overlappingGroup(at origin: CGPoint, in parent: CALayer) -> CALayer {
        let group = layer(CGRect(origin: origin, size: CGSize(width: 40, height: 40)), in: parent)
        group.opacity = 0.5
        _ = layer(CGRect(x: 10, y: 10, width: 40, height: 40), in: group)
        return group
    }

    private func plan(_ root: CALayer, size: Int = 200, scale: CGFloat = 1, maxImageSide: Int = 16_384,
                      keptImages: RasterizedImageLookup? = nil, keptShadows: SubtreeShadowLookup? = nil) -> FramePlan {
        FramePlanner(target: PlanTarget(width: size, height: size, pointsToPixels: scale, maxImageSide: maxImageSide,
                                        keptImages: keptImages, keptShadows: keptShadows)).plan(drawList(root))
    }

    /// The steps as short words, nested steps in brackets.
    private func describe(_ steps: [PlanStep]) -> [String] {
        steps.map { step in
            switch step {
            case .layers(let run): "layers \(run.range.lowerBound)..<\(run.range.upperBound) clips \(run.clips.count)"
                + (run.opacity == 1 ? "" : " ×\(run.opacity)")
            case .group(let group): "group" + (group.mask == nil ? "" : "+mask")
            case .transition: "transition"
            case .rasterized(let rasterized): rasterized.isHit ? "rasterized kept" : "rasterized drawn"
            case .directGroup(let steps): "direct \(describe(steps))"
            case .unrasterized(_, let steps): "unrasterized \(describe(steps))"
            case .backdropBlur: "backdrop"
            }
        }
    }

    private func onlyGroup(_ plan: FramePlan, file: StaticString = #filePath, line: UInt = #line) -> GroupComposite? {
        for step in plan.frame.steps { if case .group(let group) = step { return group } }
        XCTFail("no group step in \(describe(plan.frame.steps))", file: file, line: line)
        return nil
    }

    // MARK: Runs and the frame's clear

    func testPlainLayersAreOneRunOnTheFrameAlone() {
        let root = root()
        commit {
            _ = layer(CGRect(x: 10, y: 10, width: 50, height: 50), in: root)
            _ = layer(CGRect(x: 30, y: 30, width: 50, height: 50), in: root)
        }
        let plan = plan(root)
        XCTAssertEqual(plan.passes.count, 1)
        XCTAssertEqual(plan.frame.purpose, .frame)
        XCTAssertEqual(plan.frame.rect, PixelRect(x: 0, y: 0, width: 200, height: 200))
        XCTAssertFalse(plan.clearsToFirstItem, "a root without a background is drawn, not cleared")
        XCTAssertEqual(describe(plan.frame.steps), ["layers 0..<3 clips 0"])
    }

    func testAnOpaqueRootCoveringTheFrameBecomesTheClearAndOnlyThen() {
        let root = root()
        commit {
            root.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            _ = layer(CGRect(x: 10, y: 10, width: 50, height: 50), in: root)
        }
        let covering = plan(root)
        XCTAssertTrue(covering.clearsToFirstItem)
        XCTAssertEqual(describe(covering.frame.steps), ["layers 1..<2 clips 0"], "the root's own quad is not drawn")
        XCTAssertFalse(plan(root, size: 201).clearsToFirstItem, "a pixel column is left uncovered")
        commit { root.cornerRadius = 8 }
        XCTAssertFalse(plan(root).clearsToFirstItem, "rounded corners show what is below")
    }

    func testAClipChainChangeStartsANewRunAndRunsKeepPaintersOrder() {
        let root = root()
        commit {
            let clipper = layer(CGRect(x: 10, y: 10, width: 100, height: 100), in: root)
            clipper.masksToBounds = true
            _ = layer(CGRect(x: 50, y: 50, width: 100, height: 100), in: clipper)
            _ = layer(CGRect(x: 120, y: 120, width: 50, height: 50), in: root)
        }
        XCTAssertEqual(describe(plan(root).frame.steps), ["layers 0..<2 clips 0", "layers 2..<3 clips 1", "layers 3..<4 clips 0"])
    }

    // MARK: Offscreen groups

    func testOverlappingLayersUnderGroupOpacityGetAnImageOverTheirExtentOnEvenPixels() {
        let root = root()
        commit {
            overlappingGroup(at: CGPoint(x: 21, y: 31), in: root)
        }
        let plan = plan(root)
        XCTAssertEqual(plan.passes.map(\.purpose), [.frame, .group])
        guard let group = onlyGroup(plan) else { return }
        XCTAssertEqual(group.opacity, 0.5)
        // Layers from (21, 31) to (71, 81), grown a pixel for anti-aliasing, started on even pixels.
        XCTAssertEqual(group.content.rect, PixelRect(x: 20, y: 30, width: 52, height: 52))
        XCTAssertEqual(describe(group.content.steps), ["layers 1..<3 clips 0"])
        XCTAssertEqual(group.content.clipBase, 0)
        XCTAssertEqual(describe(plan.frame.steps), ["layers 0..<1 clips 0", "group"])
    }

    func testTheGroupImageIsInPixelsAtTheFramesScale() {
        let root = root()
        commit {
            overlappingGroup(at: CGPoint(x: 20, y: 30), in: root)
        }
        guard let group = onlyGroup(plan(root, size: 400, scale: 2)) else { return }
        XCTAssertEqual(group.content.rect, PixelRect(x: 38, y: 58, width: 103, height: 103))
        XCTAssertEqual(group.content.pointsToPixels, 2)
    }

    func testLayersThatDoNotOverlapAreDrawnDirectlyWithTheGroupsOpacity() {
        let root = root()
        commit {
            let group = layer(CGRect(x: 20, y: 20, width: 40, height: 40), in: root, color: nil)
            group.opacity = 0.5
            _ = layer(CGRect(x: 0, y: 0, width: 10, height: 10), in: group)
            _ = layer(CGRect(x: 20, y: 20, width: 10, height: 10), in: group)
        }
        let plan = plan(root)
        XCTAssertEqual(plan.passes.count, 1, "no image")
        XCTAssertEqual(describe(plan.frame.steps), ["layers 0..<1 clips 0", "direct [\"layers 0..<3 clips 0\"]"])
        guard case .directGroup(let steps) = plan.frame.steps[1], case .layers(let run) = steps[0] else {
            return XCTFail("no direct group")
        }
        XCTAssertEqual(run.items.map(\.opacity), [0.5, 0.5, 0.5])
        XCTAssertNil(run.items[0].groupOpacity)
    }

    func testAMaskAddsAMaskPassOverTheSamePixels() {
        let root = root()
        commit {
            let masked = layer(CGRect(x: 40, y: 40, width: 80, height: 80), in: root)
            let mask = CALayer()
            mask.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            mask.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
            masked.mask = mask
        }
        let plan = plan(root)
        XCTAssertEqual(plan.passes.map(\.purpose), [.frame, .group, .mask])
        guard let group = onlyGroup(plan), let mask = group.mask else { return XCTFail("no mask pass") }
        XCTAssertEqual(mask.rect, group.content.rect)
        // Cut to the mask: (50, 50) to (70, 70), grown a pixel, on even pixels.
        XCTAssertEqual(group.content.rect, PixelRect(x: 48, y: 48, width: 23, height: 23))
        XCTAssertEqual(describe(mask.steps), ["layers 0..<1 clips 0"])
    }

    func testAGroupOutsideTheFrameOrItsClipIsCulled() {
        let root = root()
        var group: CALayer!
        commit {
            group = overlappingGroup(at: CGPoint(x: 300, y: 20), in: root)
        }
        XCTAssertEqual(describe(plan(root).frame.steps), ["layers 0..<1 clips 0"])
        let clipper = CALayer()
        commit {
            clipper.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            clipper.masksToBounds = true
            root.addSublayer(clipper)
            group.frame.origin = CGPoint(x: 100, y: 100)
            clipper.addSublayer(group)
        }
        XCTAssertEqual(plan(root).passes.count, 1, "the group lies outside its clipping ancestor")
    }

    func testAGroupInsideAClipLeavesTheOuterClipToItsComposite() {
        let root = root()
        commit {
            let clipper = layer(CGRect(x: 0, y: 0, width: 100, height: 100), in: root)
            clipper.masksToBounds = true
            overlappingGroup(at: CGPoint(x: 20, y: 20), in: clipper)
        }
        guard let group = onlyGroup(plan(root)) else { return }
        XCTAssertEqual(group.clips.count, 1, "the composite is clipped")
        XCTAssertEqual(group.content.clipBase, 1)
        XCTAssertEqual(describe(group.content.steps), ["layers 2..<4 clips 0"], "not clipped again inside")
    }

    func testAFallbackDrawsTheGroupStraightIntoItsParent() {
        let root = root()
        commit {
            overlappingGroup(at: CGPoint(x: 20, y: 20), in: root)
        }
        let plan = plan(root)
        guard let group = onlyGroup(plan) else { return }
        XCTAssertEqual(describe(group.fallback), ["layers 1..<3 clips 0 ×0.5"], "the group's opacity on each layer")
    }

    /// A fallback has no image inside: a group nested in a group, a
    /// rasterized layer and a transition within it are drawn straight too,
    /// cut where the clip chain changes or a group's opacity starts or ends
    /// (it goes on each of the group's layers). So planning every fallback
    /// costs a walk of each offscreen subtree, never a nested plan of plans.
    func testAFallbackDrawsNestedOffscreenSubtreesStraightInRunsOfOneClipChain() {
        let root = root()
        commit {
            let outer = overlappingGroup(at: CGPoint(x: 20, y: 20), in: root)
            overlappingGroup(at: CGPoint(x: 0, y: 0), in: outer)
            let clipper = layer(CGRect(x: 0, y: 0, width: 30, height: 30), in: outer)
            clipper.masksToBounds = true
            let rasterized = layer(CGRect(x: 5, y: 5, width: 10, height: 10), in: clipper)
            rasterized.shouldRasterize = true
        }
        guard let group = onlyGroup(plan(root)) else { return }
        XCTAssertTrue(describe(group.content.steps).contains("group"), "the nested group has its own image")
        XCTAssertEqual(describe(group.fallback), ["layers 1..<3 clips 0 ×0.5", "layers 3..<5 clips 0 ×0.25",
                                                  "layers 5..<6 clips 0 ×0.5", "layers 6..<7 clips 1 ×0.5"])
    }

    // MARK: Shadows

    func testARunListsItsShadowCastersAndPlansTheImageOfASubtreeShadow() {
        let root = root()
        var card: CALayer!, badge: CALayer!, plain: CALayer!
        commit {
            card = layer(CGRect(x: 20, y: 20, width: 60, height: 40), in: root)
            card.shadowOpacity = 0.5
            card.shadowRadius = 4
            badge = layer(CGRect(x: 50, y: -10, width: 20, height: 20), in: card)
            plain = layer(CGRect(x: 120, y: 20, width: 40, height: 40), in: root)
            plain.shadowOpacity = 1
        }
        let kept = KeptShadows()
        let first = plan(root, scale: 2, keptShadows: kept)
        guard case .layers(let run) = first.frame.steps.first else { return XCTFail("no run") }
        XCTAssertEqual(run.shadowCasters, [1, 3], "the card and the plain layer cast shadows")
        XCTAssertEqual(run.subtreeShadows.map(\.index), [1], "only the card's is its subtree's")
        guard let shadow = run.subtreeShadow(at: 1), case .draw(let pass) = shadow.image else {
            return XCTFail("the card's subtree is not drawn for its shadow")
        }
        XCTAssertEqual(pass.purpose, .subtreeShadow)
        XCTAssertEqual(shadow.source.items.count, 2, "the card and its badge")
        XCTAssertEqual(shadow.source.extent, CGRect(x: 0, y: -10, width: 70, height: 50), "the badge sticks out")
        XCTAssertEqual(shadow.source.sigma, 4)
        XCTAssertEqual(shadow.source.pixelsPerUnit, 2, "two pixels a point, already on a quarter octave")
        XCTAssertEqual(pass.rect, PixelRect(x: 0, y: 0, width: shadow.layout.width, height: shadow.layout.height))
        XCTAssertEqual(first.passes.count, 2, "the frame and the shadow's source")
        kept.kept[card.layerID] = shadow.source

        commit { card.position.x += 25 }
        guard case .layers(let moved) = plan(root, scale: 2, keptShadows: kept).frame.steps.first,
              case .kept? = moved.subtreeShadow(at: 1)?.image
        else { return XCTFail("moving the card does not keep its shadow") }

        commit { badge.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1) }
        guard case .layers(let changed) = plan(root, scale: 2, keptShadows: kept).frame.steps.first,
              case .draw? = changed.subtreeShadow(at: 1)?.image
        else { return XCTFail("a change inside does not draw the shadow again") }
    }

    /// A subtree's shadow is made from its alpha below the caster's own
    /// opacity, which the shadow's colour takes once (as for any shadow):
    /// without group opacity the caster's 0.5 used to be in both, a shadow
    /// at a quarter.
    func testASubtreeShadowIsMadeBelowTheCastersOpacity() {
        let root = root()
        commit {
            let card = layer(CGRect(x: 20, y: 20, width: 60, height: 40), in: root)
            card.shadowOpacity = 1
            card.opacity = 0.5
            card.allowsGroupOpacity = false
            _ = layer(CGRect(x: 5, y: 5, width: 10, height: 10), in: card)
        }
        guard case .layers(let run) = plan(root).frame.steps.first, let shadow = run.subtreeShadow(at: 1) else {
            return XCTFail("no subtree shadow")
        }
        XCTAssertEqual(shadow.source.items.map(\.opacity), [1, 1])
    }

    /// A layer that masks to its bounds casts no shadow (Apple clips it to
    /// the bounds, where the layer hides it), sublayers or not: the subtree
    /// shadow used to be drawn for such a layer.
    func testALayerThatMasksToItsBoundsCastsNoShadowEvenWithSublayers() {
        let root = root()
        commit {
            let card = layer(CGRect(x: 20, y: 20, width: 60, height: 40), in: root)
            card.shadowOpacity = 1
            card.masksToBounds = true
            _ = layer(CGRect(x: 5, y: 5, width: 10, height: 10), in: card)
        }
        guard case .layers(let run) = plan(root).frame.steps.first else { return XCTFail("no run") }
        XCTAssertEqual(run.shadowCasters, [])
        XCTAssertTrue(run.subtreeShadows.isEmpty)
    }

    func testASubtreeShadowThatCannotShowIsNotPlanned() {
        let root = root()
        commit {
            let card = layer(CGRect(x: 20, y: 20, width: 60, height: 40), in: root)
            card.shadowOpacity = 0.5
            card.shadowColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0)
            _ = layer(CGRect(x: 5, y: 5, width: 10, height: 10), in: card)
        }
        guard case .layers(let run) = plan(root).frame.steps.first else { return XCTFail("no run") }
        XCTAssertEqual(run.shadowCasters, [], "a clear shadow colour casts nothing")
        XCTAssertTrue(run.subtreeShadows.isEmpty)
    }

    // MARK: Rasterization

    func testARasterizedLayerIsDrawnOnceThenReusedWhileItsSubtreeDrawsTheSame() {
        let root = root()
        var rasterized: CALayer!, inner: CALayer!
        commit {
            rasterized = layer(CGRect(x: 20, y: 20, width: 60, height: 60), in: root)
            rasterized.shouldRasterize = true
            rasterized.rasterizationScale = 2
            inner = layer(CGRect(x: 10, y: 10, width: 20, height: 20), in: rasterized)
        }
        let kept = KeptImages()
        let first = plan(root, keptImages: kept)
        XCTAssertEqual(describe(first.frame.steps), ["layers 0..<1 clips 0", "rasterized drawn"])
        guard case .rasterized(let step) = first.frame.steps[1], case .draw(let pass) = step.image else {
            return XCTFail("no image drawn")
        }
        XCTAssertEqual(pass.purpose, .rasterized)
        XCTAssertEqual(pass.pointsToPixels, 2)
        XCTAssertEqual(step.extent, PixelRect(x: -1, y: -1, width: 122, height: 122), "60 points at 2, a pixel of edge")
        XCTAssertEqual(pass.rect, PixelRect(x: 0, y: 0, width: 122, height: 122))
        kept.kept[rasterized.layerID] = (step.subtree, step.extent)

        commit { rasterized.position.x += 30 }
        XCTAssertEqual(describe(plan(root, keptImages: kept).frame.steps), ["layers 0..<1 clips 0", "rasterized kept"],
                       "moving the layer keeps its image")
        XCTAssertEqual(plan(root, keptImages: kept).passes.count, 1)

        commit { inner.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1) }
        XCTAssertEqual(describe(plan(root, keptImages: kept).frame.steps), ["layers 0..<1 clips 0", "rasterized drawn"],
                       "a change inside draws it again")
    }

    func testARasterizationLargerThanTheLimitIsDrawnDirectly() {
        let root = root()
        commit {
            let rasterized = layer(CGRect(x: 20, y: 20, width: 100, height: 100), in: root)
            rasterized.shouldRasterize = true
            _ = layer(CGRect(x: 10, y: 10, width: 20, height: 20), in: rasterized)
        }
        let steps = plan(root, maxImageSide: 64).frame.steps
        XCTAssertEqual(describe(steps), ["layers 0..<1 clips 0", "unrasterized [\"layers 1..<3 clips 0\"]"])
    }

    // MARK: Transitions

    func testATransitionDrawsBothLooksOverTheBoundsAtTheShownScale() {
        let root = root()
        var layer: CALayer!
        commit { layer = self.layer(CGRect(x: 20, y: 20, width: 50, height: 40), in: root) }
        _ = drawList(root)  // what is on screen when the transition arrives
        let transition = CATransition()
        transition.type = .fade
        transition.duration = 1
        transition.beginTime = clock.time
        commit {
            layer.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
            layer.add(transition, forKey: nil)
        }
        clock.time += 0.5
        let plan = plan(root, size: 400, scale: 2)
        XCTAssertEqual(plan.passes.map(\.purpose), [.frame, .transitionOld, .transitionNew])
        guard case .transition(let step) = plan.frame.steps[1] else { return XCTFail("no transition step") }
        XCTAssertEqual(step.old.rect, PixelRect(x: 0, y: 0, width: 100, height: 80))
        XCTAssertEqual(step.new.rect, step.old.rect)
        XCTAssertEqual(step.size, CGSize(width: 50, height: 40))
        XCTAssertEqual(step.layerToRoot.projecting(.zero), CGPoint(x: 20, y: 20))
    }

    // MARK: Subtree shadows

    func testASubtreeShadowIsDrawnFromTheSubtreeInTheLayersOwnSpaceWithoutItsShadow() {
        let root = root()
        commit {
            let caster = layer(CGRect(x: 40, y: 40, width: 50, height: 50), in: root, color: nil)
            caster.shadowOpacity = 1
            caster.shadowRadius = 3
            caster.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
            _ = layer(CGRect(x: -10, y: 0, width: 20, height: 20), in: caster)
        }
        let items = drawList(root).items
        guard let source = FramePlanner.subtreeShadowSource(items, at: 1) else { return XCTFail("no source") }
        XCTAssertEqual(source.items.count, 2)
        XCTAssertEqual(source.items[0].properties.shadowOpacity, 0)
        XCTAssertNil(source.items[0].properties.shadowColor)
        XCTAssertEqual(source.items[1].transform.projecting(.zero)!.x, -10, accuracy: 1e-9, "unturned, in the caster's space")
        XCTAssertEqual(source.extent, CGRect(x: -10, y: 0, width: 60, height: 50))
    }
}
