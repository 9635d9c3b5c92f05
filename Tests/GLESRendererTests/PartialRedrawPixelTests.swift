import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCoreBase
@testable import RenderServer
import XCTest

/// A frame redrawn only where it changed (`FrameDamage`, the renderer's
/// scissored redraw into a target that keeps the last frame) must show
/// exactly the pixels of the same frame drawn whole: scenes of every kind
/// are drawn frame by frame both ways and compared bit for bit, and the
/// partial side must really have redrawn less than the frame.
final class PartialRedrawPixelTests: LayerTreePixelTestCase {
    private var width = 256, height = 192
    /// The media time `compare` draws its first frame at; frame k is drawn
    /// at this plus k / 30 seconds, however long drawing takes.
    private var frameZeroTime = 0.0

    /// What a run of frames redrew, in frames with less than the whole
    /// frame redrawn, and the share of the frame redrawn over the run.
    private struct Run {
        var partialFrames = 0
        var frames = 0
        var redrawnShare = 0.0
        var reports: [FrameReport] = []
    }

    /// Draws `frames` frames of `root`, 1/30 s apart from now, with `change(k)`
    /// committed before frame k: once redrawing only each frame's damage into
    /// one target, once whole into another, and asserts every frame's pixels
    /// equal. Returns what the partial side redrew.
    @discardableResult
    private func compare(_ root: CALayer, frames: Int = 12, name: String, file: StaticString = #filePath,
                         line: UInt = #line, change: (Int) -> Void = { _ in }) throws -> Run {
        let partial = try frameRenderer(width: width, height: height)
        let whole = try frameRenderer(width: width, height: height)
        var previous: FramePlan?
        var run = Run()
        CATransaction.flush()
        let start = CACurrentMediaTime()
        frameZeroTime = start
        for k in 0..<frames {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            change(k)
            CATransaction.commit()
            CATransaction.flush()
            let list = DrawListBuilder.build(feed.tree, roots: [root.layerID], at: start + Double(k) / 30)
            let report = try drawDamage(list, with: partial.renderer, after: &previous)
            try whole.renderer.render(list)
            let a = Pixels(width: width, height: height, bytes: partial.target.readPremultipliedRGBA8())
            let b = Pixels(width: width, height: height, bytes: whole.target.readPremultipliedRGBA8())
            run.frames += 1
            run.reports.append(report)
            if report.damage.redrawnPixels < width * height { run.partialFrames += 1 }
            run.redrawnShare += Double(report.damage.redrawnPixels) / Double(width * height * frames)
            guard a.bytes != b.bytes else { continue }
            var differing = 0
            var first: (Int, Int)?
            for y in 0..<height {
                for x in 0..<width where a[x, y] != b[x, y] {
                    differing += 1
                    if first == nil { first = (x, y) }
                }
            }
            try savePNG(a, name: "\(name)-\(k)-partial.png")
            try savePNG(b, name: "\(name)-\(k)-whole.png")
            let (x, y) = first ?? (0, 0)
            XCTFail("\(name), frame \(k): \(differing) pixels differ, the first at (\(x), \(y)): partial \(a[x, y]), "
                        + "whole \(b[x, y]) (damage \(previous?.damage.rects ?? []), whole: "
                        + "\(previous?.damage.wholeFrame?.rawValue ?? "no"))",
                    file: file, line: line)
            return run
        }
        return run
    }

    /// A root of the test's size with an opaque background, like a window's.
    private func backdrop() -> CALayer {
        let root = rootLayer(width: CGFloat(width), height: CGFloat(height))
        root.backgroundColor = CGColor(red: 0.9, green: 0.9, blue: 0.92, alpha: 1)
        return root
    }

    /// A 16 × 16 image of four coloured quadrants, half transparent at the bottom right.
    private func quadrants() -> CGImage {
        let red = RGBA(255, 0, 0, 255), green = RGBA(0, 255, 0, 255), blue = RGBA(0, 0, 255, 255)
        let clear = RGBA(0, 0, 64, 128)
        let rows = (0..<16).map { y in (0..<16).map { x in y < 8 ? (x < 8 ? red : green) : (x < 8 ? blue : clear) } }
        return image(rows: rows)
    }

    private func repeating(_ keyPath: String, from: Any, to: Any, duration: Double = 0.2) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        animation.repeatCount = .infinity
        animation.autoreverses = true
        return animation
    }

    func testMovingRoundedCardsWithBordersShadowsAndImages() throws {
        let root = backdrop()
        let still = layer(CGRect(x: 70, y: 10, width: 40, height: 30), .testBlue, in: root)
        still.cornerRadius = 6
        let card = layer(CGRect(x: 10, y: 10, width: 36, height: 24), .testWhite, in: root)
        card.cornerRadius = 8
        card.borderWidth = 2
        card.borderColor = .testRed
        card.shadowOpacity = 0.6
        card.shadowRadius = 3
        card.shadowOffset = CGSize(width: 2, height: 3)
        card.add(repeating("position.x", from: 28, to: 90), forKey: "slide")
        let sprite = layer(CGRect(x: 20, y: 56, width: 24, height: 24), nil, in: root)
        sprite.contents = quadrants()
        sprite.add(repeating("transform.rotation.z", from: 0, to: 2.0), forKey: "spin")
        let run = try compare(root, name: "cards")
        XCTAssertGreaterThan(run.partialFrames, run.frames / 2, "most frames redraw less than the whole frame")
        XCTAssertLessThan(run.redrawnShare, 0.6)
    }

    func testOpacityColourAndGroupOpacityChanges() throws {
        let root = backdrop()
        let fading = layer(CGRect(x: 8, y: 8, width: 30, height: 30), .testRed, in: root)
        fading.add(repeating("opacity", from: 1, to: 0.2), forKey: "fade")
        let group = layer(CGRect(x: 50, y: 8, width: 40, height: 40), .testBlue, in: root)
        layer(CGRect(x: 10, y: 10, width: 40, height: 20), .testGreen, in: group)
        group.opacity = 0.6
        let colour = layer(CGRect(x: 8, y: 56, width: 30, height: 30), .testGreen, in: root)
        let run = try compare(root, name: "opacity") { k in
            group.opacity = [0.6, 0.5, 0.4, 1][k % 4]
            if k == 5 { colour.backgroundColor = .testRed }
        }
        XCTAssertGreaterThan(run.partialFrames, run.frames / 2)
    }

    func testClippedChildrenAndMasks() throws {
        let root = backdrop()
        let clip = layer(CGRect(x: 8, y: 8, width: 50, height: 40), .testWhite, in: root)
        clip.masksToBounds = true
        clip.cornerRadius = 10
        let inside = layer(CGRect(x: 0, y: 10, width: 30, height: 20), .testRed, in: clip)
        inside.add(repeating("position.x", from: 0, to: 60), forKey: "slide")
        let masked = layer(CGRect(x: 70, y: 20, width: 40, height: 40), .testBlue, in: root)
        let mask = layer(CGRect(x: 0, y: 0, width: 20, height: 20), .testWhite)
        mask.cornerRadius = 10
        masked.mask = mask
        mask.add(repeating("position.y", from: 10, to: 30), forKey: "move")
        let run = try compare(root, name: "clips")
        XCTAssertGreaterThan(run.partialFrames, run.frames / 2)
    }

    func testLayersTurningInPerspective() throws {
        let root = backdrop()
        let stage = layer(CGRect(x: 0, y: 0, width: 128, height: 96), nil, in: root)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 300
        stage.sublayerTransform = perspective
        let turning = layer(CGRect(x: 40, y: 30, width: 40, height: 30), .testRed, in: stage)
        turning.borderWidth = 2
        turning.add(repeating("transform.rotation.y", from: 0, to: 1.2), forKey: "turn")
        layer(CGRect(x: 4, y: 4, width: 20, height: 20), .testGreen, in: root)
        let run = try compare(root, name: "perspective")
        XCTAssertGreaterThan(run.partialFrames, run.frames / 2)
    }

    func testLayersAddedRemovedReorderedAndHidden() throws {
        let root = backdrop()
        let a = layer(CGRect(x: 10, y: 10, width: 40, height: 40), .testRed, in: root)
        let b = layer(CGRect(x: 30, y: 30, width: 40, height: 40), .testBlue, in: root)
        let c = layer(CGRect(x: 80, y: 50, width: 30, height: 30), .testGreen)
        let nested = layer(CGRect(x: 5, y: 5, width: 10, height: 10), .testWhite, in: b)
        let run = try compare(root, frames: 14, name: "structure") { k in
            switch k {
            case 2: root.addSublayer(c)
            case 4: a.zPosition = 1  // a over b now
            case 6: c.removeFromSuperlayer()
            case 8: b.isHidden = true
            case 9: b.isHidden = false
            case 10: nested.removeFromSuperlayer(); a.addSublayer(nested)
            case 12: root.insertSublayer(b, at: 0); a.zPosition = 0
            default: break
            }
        }
        XCTAssertGreaterThan(run.partialFrames, run.frames / 2)
        XCTAssertEqual(run.reports.dropFirst().first?.damage.redrawnPixels, 0, "a frame that changed nothing redraws nothing")
    }

    func testShapeAndTextLayers() throws {
        let root = backdrop()
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 8, y: 8, width: 48, height: 48)
        shape.path = CGPath(ellipseIn: CGRect(x: 4, y: 4, width: 40, height: 40), transform: nil)
        shape.fillColor = nil
        shape.strokeColor = .testBlue
        shape.lineWidth = 4
        shape.add(repeating("strokeEnd", from: 0.1, to: 0.9), forKey: "stroke")
        root.addSublayer(shape)
        let star = CAShapeLayer()
        star.frame = CGRect(x: 64, y: 8, width: 40, height: 40)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 20, y: 0))
        path.addLine(to: CGPoint(x: 40, y: 40))
        path.addLine(to: CGPoint(x: 0, y: 15))
        path.addLine(to: CGPoint(x: 40, y: 15))
        path.addLine(to: CGPoint(x: 0, y: 40))
        path.closeSubpath()
        star.path = path
        star.fillColor = .testRed
        root.addSublayer(star)
        let text = CATextLayer()
        text.frame = CGRect(x: 8, y: 64, width: 110, height: 24)
        text.fontSize = 14
        text.foregroundColor = .testBlue
        text.string = "Partial"
        root.addSublayer(text)
        let run = try compare(root, name: "shapes") { k in
            if k == 4 { text.string = "Redraw" }
            if k == 7 { star.fillColor = .testGreen }
        }
        XCTAssertGreaterThan(run.partialFrames, run.frames / 2)
    }

    /// A spinner on a still window: each small part draws the backdrop as a
    /// layer instead of clearing (it covers the part opaquely), in the same
    /// call as the arc, and the pixels are those of a whole redraw.
    func testASpinnerOnAStillWindowDrawsEachPartInOneCallWithoutAClear() throws {
        let root = backdrop()
        let holder = layer(CGRect(x: 100, y: 70, width: 40, height: 40), nil, in: root)
        let ring = layer(CGRect(x: 0, y: 0, width: 40, height: 40), nil, in: holder)
        ring.cornerRadius = 20
        ring.borderWidth = 4
        ring.borderColor = .testBlue
        let dot = layer(CGRect(x: 16, y: 0, width: 8, height: 8), .testRed, in: holder)
        dot.cornerRadius = 4
        holder.add(repeating("transform.rotation.z", from: 0, to: 2.0), forKey: "turn")
        let run = try compare(root, name: "spinner")
        let partial = run.reports.filter { $0.damage.redrawnPixels < width * height }
        XCTAssertGreaterThan(partial.count, run.frames / 2)
        for report in partial {
            XCTAssertEqual(report.compositing.clearsSkipped, report.damage.redrawnRects,
                           "the backdrop drawn over each part, not cleared")
            XCTAssertEqual(report.quads.drawCalls, report.damage.redrawnRects, "one call a part: backdrop and arc")
        }
    }

    /// A part that the backdrop does not cover opaquely (a window whose
    /// root is translucent) is cleared as before, and still matches.
    func testAPartNotCoveredOpaquelyIsStillCleared() throws {
        let root = rootLayer(width: CGFloat(width), height: CGFloat(height))
        root.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
        let box = layer(CGRect(x: 20, y: 20, width: 30, height: 30), .testRed, in: root)
        box.add(repeating("position.x", from: 35, to: 60), forKey: "slide")
        let run = try compare(root, name: "translucent")
        let partial = run.reports.filter { $0.damage.redrawnPixels < width * height }
        XCTAssertGreaterThan(partial.count, run.frames / 2)
        XCTAssertTrue(partial.allSatisfy { $0.compositing.clearsSkipped == 0 })
    }

    func testSubtreeShadowsRasterizedLayersAndReplicators() throws {
        (width, height) = (320, 240)
        let root = backdrop()
        let shadowed = layer(CGRect(x: 8, y: 8, width: 50, height: 40), nil, in: root)
        shadowed.shadowOpacity = 0.8
        shadowed.shadowRadius = 2
        shadowed.shadowOffset = CGSize(width: 4, height: 4)
        let mover = layer(CGRect(x: 0, y: 0, width: 16, height: 16), .testRed, in: shadowed)
        mover.add(repeating("position.x", from: 8, to: 40), forKey: "slide")
        let rasterized = layer(CGRect(x: 70, y: 8, width: 40, height: 40), .testWhite, in: root)
        rasterized.shouldRasterize = true
        let inner = layer(CGRect(x: 10, y: 10, width: 20, height: 20), .testBlue, in: rasterized)
        let ring = CAReplicatorLayer()
        ring.frame = CGRect(x: 60, y: 52, width: 40, height: 40)
        ring.instanceCount = 6
        ring.instanceTransform = CATransform3DMakeRotation(.pi / 3, 0, 0, 1)
        ring.instanceDelay = 0.05
        let dot = layer(CGRect(x: 17, y: 2, width: 6, height: 6), .testGreen, in: ring)
        dot.add(repeating("opacity", from: 1, to: 0.1), forKey: "fade")
        root.addSublayer(ring)
        let run = try compare(root, name: "subtrees") { k in
            if k == 5 { inner.backgroundColor = .testRed }
        }
        XCTAssertGreaterThan(run.partialFrames, run.frames / 2)
    }

    func testTransitionsAndBackdropBlursRedrawTheWholeFrame() throws {
        let root = backdrop()
        let pushed = layer(CGRect(x: 20, y: 20, width: 40, height: 40), .testRed, in: root)
        let blurred = layer(CGRect(x: 70, y: 40, width: 40, height: 40), nil, in: root)
        let mover = layer(CGRect(x: 60, y: 30, width: 20, height: 20), .testBlue)
        root.insertSublayer(mover, below: blurred)
        mover.add(repeating("position.x", from: 60, to: 100), forKey: "slide")
        let run = try compare(root, frames: 16, name: "transition") { k in
            if k == 2 {
                let push = CATransition()
                push.type = .push
                push.subtype = .fromLeft
                push.duration = 0.1
                // Begun at frame 2's time, not at the commit's: frames are
                // drawn at their own times, and a slow build (a sanitizer's)
                // took the commit's time past frame 3's.
                push.beginTime = self.frameZeroTime + 2.0 / 30
                pushed.add(push, forKey: nil)
                pushed.backgroundColor = .testGreen
            }
            if k == 9 { blurred.backdropBlur = BackdropBlur(radius: 4) }
            if k == 13 { blurred.backdropBlur = nil }
        }
        let reasons = run.reports.map { $0.damage.wholeFrameReason }
        guard reasons.count == 16 else { return XCTFail("every frame is drawn: \(reasons)") }
        XCTAssertEqual(reasons[3], FrameDamage.WholeFrameReason.transition.rawValue, "\(reasons)")
        XCTAssertEqual(reasons[10], FrameDamage.WholeFrameReason.backdropBlur.rawValue, "\(reasons)")
        XCTAssertNil(reasons[15], "a moving layer alone is partial again: \(reasons)")
    }
}
