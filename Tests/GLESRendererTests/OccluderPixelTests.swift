import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCoreBase
@testable import RenderServer
import XCTest

/// Occluders (opaque insides and opaque plain layers drawn first, writing
/// depth; `FramePlanExecutor+Occlusion.swift`) and split layers
/// (`NinePatch`) must not change a frame: each scene is drawn with them and
/// without, and the two compared pixel for pixel.
final class OccluderPixelTests: LayerTreePixelTestCase {
    /// Draws `scene()` twice, occluders off then on, and returns both frames
    /// and the statistics of the second. With `afterAFirstFrame` the
    /// occluding renderer draws it once before (images' interiors count
    /// from their second frame, once their textures are resident), and then
    /// lets the insides cover the target `coverage` times over when given
    /// (`LayerQuadRenderer.interiorOccluderCoverage`).
    private func drawBothWays(width: Int, height: Int, afterAFirstFrame: Bool = false, coverage: CGFloat? = nil,
                              _ scene: () -> CALayer) throws
        -> (painter: Pixels, occluded: Pixels, statistics: FrameReport.Quads) {
        let plain = try frameRenderer(width: width, height: height)
        plain.renderer.drawsOccludersFirst = false
        let painter = try draw(scene(), with: plain)
        XCTAssertEqual(plain.renderer.lastReport.quads.occluders, 0)
        let occluding = try frameRenderer(width: width, height: height)
        occluding.renderer.drawsOccludersFirst = true
        if afterAFirstFrame { _ = try draw(scene(), with: occluding) }
        if let coverage { occluding.renderer.executor!.quads.interiorOccluderCoverage = coverage }
        let occluded = try draw(scene(), with: occluding)
        return (painter, occluded, occluding.renderer.lastReport.quads)
    }

    /// Cards as FrameBench draws them: rounded, bordered, opaque, with a
    /// soft shadow, turned about y under a perspective, overlapping.
    private func cards(turns: [CGFloat], shadows: Bool = true) -> CALayer {
        let root = rootLayer(width: 256, height: 192)
        root.backgroundColor = CGColor(red: 0.1, green: 0.1, blue: 0.16, alpha: 1)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 1024
        root.sublayerTransform = perspective
        for (i, turn) in turns.enumerated() {
            let card = CALayer()
            card.bounds = CGRect(x: 0, y: 0, width: 100, height: 60)
            card.position = CGPoint(x: 60 + CGFloat(i % 4) * 45, y: 50 + CGFloat(i / 4) * 50 + CGFloat(i % 2) * 12)
            card.backgroundColor = CGColor(red: 0.2 + 0.15 * CGFloat(i % 5), green: 0.5, blue: 0.8 - 0.1 * CGFloat(i % 4),
                                           alpha: 1)
            card.cornerRadius = 12
            card.borderWidth = 2
            card.borderColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.8)
            if shadows {
                card.shadowOpacity = 0.5
                card.shadowRadius = 5
                card.shadowOffset = CGSize(width: 0, height: 4)
            }
            card.transform = CATransform3DMakeRotation(turn, 0, 1, 0)
            root.addSublayer(card)
        }
        return root
    }

    func testSplitCardsWithShadowsDrawAsPaintersOrderDoes() throws {
        let turns: [CGFloat] = [0, 0.3, -0.6, 1.0, 0.15, -1.2, 0.45, 2.8, 3.3, -0.05, 0.8, 1.45]
        let result = try drawBothWays(width: 256, height: 192) { cards(turns: turns) }
        try savePNG(result.occluded, name: "occluders-cards.png")
        try savePNG(result.painter, name: "occluders-cards-painter.png")
        XCTAssertGreaterThan(result.statistics.splitLayers, 6, "most cards are big enough to split")
        XCTAssertGreaterThan(result.statistics.occluders, 6)
        let (off, worst) = compare(result.painter, result.occluded, tolerance: 1)
        XCTAssertEqual(off, 0, "pixels more than one level off (worst \(worst))")
    }

    private static let ringedImage = RingedImage.make()

    /// Sprites showing that image, heaped many deep: turned, scaled,
    /// showing part of it (`contentsRect`, one mirrored), turned in
    /// perspective, sampled nearest, placed by aspect; among them faded
    /// sprites, which must not occlude.
    private func heapOfSprites(count: Int) -> CALayer {
        let root = rootLayer(width: 128, height: 96)
        root.backgroundColor = CGColor(red: 0.1, green: 0.1, blue: 0.16, alpha: 1)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        for i in 0..<count {
            let sprite = CALayer()
            sprite.bounds = CGRect(x: 0, y: 0, width: 24 + CGFloat(i % 5) * 4, height: 24 + CGFloat(i % 3) * 6)
            sprite.position = CGPoint(x: CGFloat((i * 37) % 128), y: CGFloat((i * 53) % 96))
            sprite.contents = Self.ringedImage
            sprite.transform = CATransform3DMakeRotation(CGFloat(i) * 0.37, 0, 0, 1)
            switch i % 9 {
            case 1: sprite.contentsRect = CGRect(x: 0.25, y: 0, width: 0.75, height: 0.8)
            case 2: sprite.contentsRect = CGRect(x: 1, y: 0, width: -1, height: 1)
            case 3: sprite.transform = CATransform3DConcat(CATransform3DMakeRotation(0.7, 0, 1, 0), perspective)
            case 4: sprite.opacity = 0.6
            case 5: sprite.magnificationFilter = .nearest
            case 6: sprite.contentsGravity = .resizeAspect
            default: break
            }
            root.addSublayer(sprite)
        }
        return root
    }

    func testSpritesWithOpaqueInsidesDrawAsPaintersOrderDoes() throws {
        // Every inside, not only the frontmost that cover the target once.
        let result = try drawBothWays(width: 128, height: 96, afterAFirstFrame: true, coverage: .infinity) {
            heapOfSprites(count: 140)
        }
        try savePNG(result.occluded, name: "occluders-sprites.png")
        try savePNG(result.painter, name: "occluders-sprites-painter.png")
        XCTAssertGreaterThan(result.statistics.occluders, 80, "the insides of the unfaded sprites")
        let (off, worst) = compare(result.painter, result.occluded, tolerance: 1)
        XCTAssertEqual(off, 0, "pixels more than one level off (worst \(worst))")
    }

    func testOnlyTheFrontmostInsidesCoveringTheTargetOnceOcclude() throws {
        // 400 sprites: their insides cover the 128 × 96 target several times over.
        let all = try drawBothWays(width: 128, height: 96, afterAFirstFrame: true, coverage: .infinity) {
            heapOfSprites(count: 400)
        }.statistics.occluders
        XCTAssertGreaterThan(all, 250, "the insides of the unfaded sprites")

        let result = try drawBothWays(width: 128, height: 96, afterAFirstFrame: true) { heapOfSprites(count: 400) }
        try savePNG(result.occluded, name: "occluders-front-sprites.png")
        XCTAssertGreaterThan(result.statistics.occluders, 0)
        XCTAssertLessThan(result.statistics.occluders, all / 2, "those behind the first cover are not drawn")
        let (off, worst) = compare(result.painter, result.occluded, tolerance: 1)
        XCTAssertEqual(off, 0, "pixels more than one level off (worst \(worst))")
    }

    func testOpaqueInsidesOccludeOnlyWhereAskedTo() throws {
        // Their default is the rasterizer's (on for llvmpipe, where these tests run).
        let frame = try frameRenderer(width: 128, height: 96)
        frame.renderer.drawsOccludersFirst = true
        frame.renderer.occludesImageInteriors = false
        for _ in 0..<2 { _ = try draw(heapOfSprites(count: 140), with: frame) }
        XCTAssertEqual(frame.renderer.lastReport.quads.occluders, 0)
    }

    func testAFewSpritesWithOpaqueInsidesDoNotPayForOccluders() throws {
        // Their insides cover the target well under three times: painter's order alone.
        let result = try drawBothWays(width: 128, height: 96, afterAFirstFrame: true) { heapOfSprites(count: 20) }
        XCTAssertEqual(result.statistics.occluders, 0)
        XCTAssertEqual(compare(result.painter, result.occluded, tolerance: 0).off, 0)
    }

    func testSplitCardsWithoutShadowsDrawAsPaintersOrderDoes() throws {
        let turns: [CGFloat] = [0.2, -0.4, 0.9, 0, -1.1, 0.5, 2.9, 0.05]
        let result = try drawBothWays(width: 256, height: 192) { cards(turns: turns, shadows: false) }
        XCTAssertGreaterThan(result.statistics.splitLayers, 4)
        let (off, worst) = compare(result.painter, result.occluded, tolerance: 1)
        XCTAssertEqual(off, 0, "pixels more than one level off (worst \(worst))")
    }
}

/// Layers of every kind between opaque ones, and the numbering's limits.
final class OccluderOrderTests: LayerTreePixelTestCase {
    @discardableResult
    private func roundedCard(_ frame: CGRect, _ color: CGColor, in parent: CALayer) -> CALayer {
        let card = layer(frame, color, in: parent)
        card.cornerRadius = 10
        card.borderWidth = 3
        card.borderColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        return card
    }

    /// Opaque rounded cards, translucent layers, opaque plain layers, a
    /// group with group opacity, a rounded clip and a turned card, all
    /// overlapping: each kind is drawn at its turn in painter's order.
    private func mixedScene() -> CALayer {
        let root = rootLayer(width: 160, height: 120)
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        roundedCard(CGRect(x: 4, y: 4, width: 90, height: 70), .testBlue, in: root)
        let glass = roundedCard(CGRect(x: 30, y: 20, width: 90, height: 60),
                                CGColor(red: 1, green: 0, blue: 0, alpha: 0.4), in: root)
        glass.borderWidth = 0
        layer(CGRect(x: 60, y: 10, width: 40, height: 40), .testGreen, in: root)
        let group = layer(CGRect(x: 70, y: 40, width: 80, height: 60), .testRed, in: root)
        group.opacity = 0.6
        group.allowsGroupOpacity = true
        roundedCard(CGRect(x: 10, y: 10, width: 50, height: 30), .testBlue, in: group)
        let clip = roundedCard(CGRect(x: 8, y: 60, width: 70, height: 56), .testWhite, in: root)
        clip.masksToBounds = true
        roundedCard(CGRect(x: -10, y: 10, width: 70, height: 40), .testGreen, in: clip)
        let turned = roundedCard(CGRect(x: 90, y: 5, width: 60, height: 50),
                                 CGColor(red: 0.9, green: 0.6, blue: 0.1, alpha: 1), in: root)
        turned.transform = CATransform3DMakeRotation(0.4, 0, 0, 1)
        turned.shadowOpacity = 0.7
        turned.shadowRadius = 3
        return root
    }

    func testEveryKindOfLayerBetweenOccludersKeepsPaintersOrder() throws {
        let plain = try frameRenderer(width: 160, height: 120)
        plain.renderer.drawsOccludersFirst = false
        let painter = try draw(mixedScene(), with: plain)
        let occluding = try frameRenderer(width: 160, height: 120)
        let occluded = try draw(mixedScene(), with: occluding)
        try savePNG(occluded, name: "occluders-mixed.png")
        let statistics = occluding.renderer.lastReport.quads
        XCTAssertGreaterThan(statistics.occluders, 2, "the plain green layer and split cards")
        XCTAssertGreaterThan(statistics.splitLayers, 0)
        XCTAssertLessThanOrEqual(compare(painter, occluded, tolerance: 1).worst, 1)
    }

    func testAStencilClipAfterOccludersKeepsTheirDepthAndClips() throws {
        // Occluders clear the depth with the stencil (one fill on llvmpipe)
        // and mark the stencil clear; clips that need it later in the frame
        // (nested clips around a layer that casts a shadow keep their chain
        // in the stencil) push onto it without clearing again, and an
        // opaque card after them is still drawn in its turn: the frame is
        // painter's order's, the second frame as well as the first.
        func scene() -> CALayer {
            let root = rootLayer(width: 160, height: 120)
            root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            roundedCard(CGRect(x: 2, y: 2, width: 110, height: 80), .testBlue, in: root)
            let clip = layer(CGRect(x: 20, y: 30, width: 90, height: 70), CGColor(red: 0.9, green: 0.9, blue: 0.2, alpha: 1), in: root)
            clip.masksToBounds = true
            let outer = layer(CGRect(x: 5, y: 5, width: 80, height: 60), .testWhite, in: clip)
            outer.masksToBounds = true
            let caster = roundedCard(CGRect(x: 30, y: -10, width: 70, height: 40), .testGreen, in: outer)
            caster.shadowOpacity = 0.8
            caster.shadowRadius = 4
            roundedCard(CGRect(x: 60, y: 40, width: 96, height: 76), CGColor(red: 0.8, green: 0.3, blue: 0.1, alpha: 1), in: root)
            return root
        }
        let plain = try frameRenderer(width: 160, height: 120)
        plain.renderer.drawsOccludersFirst = false
        let painter = try draw(scene(), with: plain)
        let occluding = try frameRenderer(width: 160, height: 120)
        // Twice: the second frame starts from the stencil the first left.
        _ = try draw(scene(), with: occluding)
        let occluded = try draw(scene(), with: occluding)
        XCTAssertGreaterThan(occluding.renderer.lastReport.quads.occluders, 1)
        XCTAssertGreaterThan(occluding.renderer.lastReport.compositing.clipShapeDraws, 0, "the clips use the stencil")
        XCTAssertLessThanOrEqual(compare(painter, occluded, tolerance: 1).worst, 1)
    }

    func testPlainOpaqueLayersInAGroupKeepTheirHardEdgesExactly() throws {
        // Plain layers are hard-edged sprites (Apple's default, no edge
        // antialiasing): as occluders they must not be split into pieces the
        // layer program anti-aliases.
        func scene() -> CALayer {
            let root = rootLayer(width: 160, height: 120)
            root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            let panel = roundedCard(CGRect(x: 5, y: 5, width: 150, height: 110), .testWhite, in: root)
            let group = layer(CGRect(x: 20, y: 25, width: 90, height: 110), nil, in: panel)
            group.opacity = 0.5
            group.allowsGroupOpacity = true
            layer(CGRect(x: 0, y: 0, width: 60, height: 60), .testBlue, in: group)
            layer(CGRect(x: 30, y: 45, width: 60, height: 60), .testRed, in: group)
            return root
        }
        let plain = try frameRenderer(width: 160, height: 120)
        plain.renderer.drawsOccludersFirst = false
        let painter = try draw(scene(), with: plain)
        let occluding = try frameRenderer(width: 160, height: 120)
        let occluded = try draw(scene(), with: occluding)
        var off: [String] = []
        for y in 0..<120 {
            for x in 0..<160 where painter[x, y] != occluded[x, y] {
                off.append("(\(x), \(y)): \(painter[x, y]) → \(occluded[x, y])")
            }
        }
        XCTAssertEqual(off, [])
    }

    func testASurfaceOutOfNumbersOrWithoutOccludersDrawsInPaintersOrder() throws {
        let executor = try FramePlanExecutor(context: context)
        let target = try OffscreenRenderTarget(context: context, width: 16, height: 16)
        let surface = CompositingSurface(target: target, rect: PixelRect(x: 0, y: 0, width: 16, height: 16),
                                         clipBase: 0, pointsToPixels: 1)
        let cover = [QuadInstance(transform: ClipSpace.pixelToClip(width: 16, height: 16), size: CGSize(width: 16, height: 16),
                                  backgroundColor: .black)]
        XCTAssertTrue(executor.occludes(cover, images: [], on: surface))
        XCTAssertGreaterThanOrEqual(surface.depthBits ?? 0, 16)
        XCTAssertTrue(surface.depthCleared)

        var instances = [QuadInstance](
            repeating: QuadInstance(transform: CATransform3DIdentity, size: CGSize(width: 1, height: 1)), count: 3)
        var shadows = FramePlanExecutor.RunShadows()
        shadows.instances = [ShadowInstance(transform: CATransform3DIdentity, shape: .zero, sigma: 1, color: .black)]
        shadows.casters = [1]
        executor.assignDepths(&instances, shadows: &shadows, on: surface)
        XCTAssertLessThan(instances[0].depth, 1, "in front of the cleared depth")
        XCTAssertLessThan(instances[1].depth, instances[0].depth, "later is nearer")
        XCTAssertLessThan(instances[2].depth, instances[1].depth)
        XCTAssertLessThan(shadows.instances[0].depth, instances[0].depth)
        XCTAssertGreaterThan(shadows.instances[0].depth, instances[1].depth, "a shadow sits just behind its layer")
        XCTAssertEqual(surface.depthIndex, 3)

        surface.depthIndex = FramePlanExecutor.depthIndexLimit - 5
        XCTAssertFalse(executor.occludes(Array(repeating: cover[0], count: 10), images: [], on: surface),
                       "no numbers left: painter's order alone")
        var last = [instances[0]]
        var none = FramePlanExecutor.RunShadows()
        surface.depthIndex = FramePlanExecutor.depthIndexLimit - 1
        executor.assignDepths(&last, shadows: &none, on: surface)
        XCTAssertGreaterThan(last[0].depth, -1, "the last number is still inside the depth range")

        executor.drawsOccludersFirst = false
        surface.depthIndex = 0
        XCTAssertFalse(executor.occludes(cover, images: [], on: surface))
    }

    func testSmallOpaqueLayersDrawInPaintersOrderWhereOccludersWouldNotPay() throws {
        // Opaque layers covering under a quarter of the target: the depth
        // buffer's clear and tests would cost more than they hide.
        func scene(side: CGFloat) -> CALayer {
            let root = rootLayer(width: 160, height: 120)
            for i in 0..<4 {
                let card = roundedCard(CGRect(x: 4 + CGFloat(i) * 38, y: 10, width: side, height: side), .testBlue, in: root)
                card.borderWidth = 0
            }
            return root
        }
        let small = try frameRenderer(width: 160, height: 120)
        _ = try draw(scene(side: 30), with: small)
        XCTAssertEqual(small.renderer.lastReport.quads.occluders, 0, "4 × 900 px of 19,200")
        let large = try frameRenderer(width: 160, height: 120)
        _ = try draw(scene(side: 36), with: large)
        XCTAssertGreaterThan(large.renderer.lastReport.quads.occluders, 0, "4 × 1,296 px: over a quarter")

        let toClip = ClipSpace.pixelToClip(width: 100, height: 100)
        var turned = QuadInstance(transform: CATransform3DConcat(CATransform3DMakeRotation(0.6, 0, 0, 1), toClip),
                                  size: CGSize(width: 30, height: 20), backgroundColor: .black)
        XCTAssertEqual(FramePlanExecutor.pixelArea(of: turned, width: 100, height: 100), 600, accuracy: 1e-6)
        turned.transform.m44 = -1
        XCTAssertEqual(FramePlanExecutor.pixelArea(of: turned, width: 100, height: 100), 0, "behind the eye")
    }
}

/// `LayerQuadRenderer.prepare` once, then `drawPrepared` of parts (a run
/// whose shadows go between its layers), draws what one `draw` does.
final class PreparedQuadDrawTests: GLESTestCase {
    private func instances() -> [QuadInstance] {
        var result: [QuadInstance] = []
        for i in 0..<12 {
            var layer = quad(CGRect(x: CGFloat(i % 4) * 14 + 2, y: CGFloat(i / 4) * 20 + 2, width: 18, height: 16),
                             background: PremultipliedColor(red: Float(i % 3) / 2, green: 0.5, blue: Float(i % 2), alpha: 1))
            if i % 3 == 1 { layer.corners.radius = 5 }
            if i % 4 == 2 {
                layer.borderWidth = 2
                layer.borderColor = .black
            }
            if i % 5 == 3 { layer.opacity = 0.6 }
            result.append(layer)
        }
        return result
    }

    private func frame(_ body: (RenderTarget) -> Void) throws -> Pixels {
        let target = try OffscreenRenderTarget(context: context, width: 64, height: 64)
        renderer.draw([], textures: [], to: target, clearColor: .white)
        body(target)
        return Pixels(width: 64, height: 64, bytes: target.readPremultipliedRGBA8())
    }

    func testPartsDrawnInOrderMatchOneDraw() throws {
        let quads = instances()
        let whole = try frame { renderer.draw(quads, textures: [], to: $0, clearColor: nil) }
        let parts = try frame { target in
            renderer.prepare(quads, textures: [], to: target)
            for range in [0..<3, 3..<4, 4..<9, 9..<9, 9..<12] { renderer.drawPrepared(range, to: target) }
        }
        XCTAssertEqual(whole.bytes, parts.bytes)
    }

    func testAnEarlierPartAfterALaterOneStillDrawsItsLayers() throws {
        let quads = instances()
        let whole = try frame { renderer.draw(quads, textures: [], to: $0, clearColor: nil) }
        // The rows do not overlap, so their order does not matter.
        let parts = try frame { target in
            renderer.prepare(quads, textures: [], to: target)
            renderer.drawPrepared(8..<12, to: target)
            renderer.drawPrepared(0..<8, to: target)
            renderer.drawPrepared(12..<20, to: target)
        }
        XCTAssertEqual(whole.bytes, parts.bytes)
    }
}

/// The pixels where `a` and `b` differ by more than `tolerance` in some
/// channel, and the largest difference anywhere.
private func compare(_ a: Pixels, _ b: Pixels, tolerance: Int) -> (off: Int, worst: Int) {
    var off = 0, worst = 0
    for y in 0..<a.height {
        for x in 0..<a.width {
            let p = a[x, y], q = b[x, y]
            let d = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)),
                        abs(Int(p.a) - Int(q.a)))
            worst = max(worst, d)
            if d > tolerance { off += 1 }
        }
    }
    return (off, worst)
}
