import Foundation
@testable import LayerHost
import XCTest

/// Headless: CARenderer, render(in:) and frame export, with no X server.
final class HeadlessRenderingTests: XCTestCase {
    final class Clock: @unchecked Sendable { var now = 50.0 }
    private let clock = Clock()

    override func setUp() {
        super.setUp()
        let clock = self.clock
        CASetMediaTimeSource { clock.now }
        CATransaction.flush()
    }

    override func tearDown() {
        CATransaction.flush()
        CASetMediaTimeSource(nil)
        super.tearDown()
    }

    /// RGBA of pixel (x, y) from the top-left.
    private func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
        let bytes = [UInt8](image.premultipliedRGBA8)
        let i = (y * image.width + x) * 4
        return Array(bytes[i..<i + 4])
    }

    private func scene() -> (CALayer, CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 64, height: 32)
        root.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 8, width: 16, height: 16)
        dot.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(dot)
        CATransaction.flush()
        return (root, dot)
    }

    func testCARendererDrawsAnimationsAtTheGivenTimes() throws {
        let (root, dot) = scene()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 8
        move.toValue = 56
        move.duration = 1
        dot.add(move, forKey: "move")
        let renderer = try CARenderer(width: 64, height: 32)
        renderer.layer = root
        let start = frame(of: renderer, at: clock.now)
        XCTAssertEqual(pixel(start, 4, 16), [255, 0, 0, 255], "the dot starts at the left")
        XCTAssertLessThan(renderer.nextFrameTime(), .infinity, "an animation is running")
        let middle = frame(of: renderer, at: clock.now + 0.5)
        XCTAssertEqual(pixel(middle, 4, 16), [0, 0, 255, 255])
        XCTAssertEqual(pixel(middle, 32, 16), [255, 0, 0, 255], "half way: centred at x = 32")
        XCTAssertEqual(pixel(frame(of: renderer, at: clock.now + 1.0), 4, 16), [255, 0, 0, 255],
                       "ended: back at the model position")
    }

    /// Two renderers of one tree take every commit between their frames,
    /// as a window's server does: a changed colour, and a subtree built and
    /// committed before either renderer existed, added afterwards.
    func testCARenderersFollowCommitsBetweenFramesIncludingASubtreeBuiltBefore() throws {
        let (root, dot) = scene()
        let prebuilt = CALayer()
        prebuilt.frame = CGRect(x: 40, y: 8, width: 16, height: 16)
        let leaf = CALayer()
        leaf.frame = CGRect(x: 0, y: 0, width: 16, height: 16)
        leaf.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        prebuilt.addSublayer(leaf)
        CATransaction.flush()

        let renderers = [try CARenderer(width: 64, height: 32), try CARenderer(width: 64, height: 32)]
        func frame(_ renderer: CARenderer) -> CGImage {
            self.frame(of: renderer, at: clock.now)
        }
        for renderer in renderers {
            renderer.layer = root
            let image = frame(renderer)
            XCTAssertEqual(pixel(image, 4, 16), [255, 0, 0, 255])
            XCTAssertEqual(pixel(image, 48, 16), [0, 0, 255, 255], "nothing there yet")
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        dot.backgroundColor = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
        root.addSublayer(prebuilt)
        CATransaction.commit()
        for (index, renderer) in renderers.enumerated() {
            let image = frame(renderer)
            XCTAssertEqual(pixel(image, 4, 16), [255, 255, 0, 255], "renderer \(index): the new colour")
            XCTAssertEqual(pixel(image, 48, 16), [0, 255, 0, 255], "renderer \(index): the leaf committed before it came")
        }
    }

    /// Layers made and committed after the renderer but before its first
    /// frame, added to the drawn tree afterwards (a HUD made in one turn of
    /// the main queue and shown in the next, as ARSLineProgress does): the
    /// queue sends them once, and the renderer keeps them.
    func testCARendererDrawsLayersCommittedBeforeItsFirstFrameAndAddedLater() throws {
        let (root, _) = scene()
        let renderer = try CARenderer(width: 64, height: 32)
        renderer.layer = root
        let holder = CALayer(), leaf = CALayer()
        holder.frame = CGRect(x: 40, y: 8, width: 16, height: 16)
        leaf.frame = CGRect(x: 0, y: 0, width: 16, height: 16)
        leaf.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        holder.addSublayer(leaf)
        // Commits the holder and leaf, not yet under the root.
        XCTAssertEqual(pixel(frame(of: renderer, at: clock.now), 48, 16), [0, 0, 255, 255])
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.addSublayer(holder)
        CATransaction.commit()
        XCTAssertEqual(pixel(frame(of: renderer, at: clock.now), 48, 16), [0, 255, 0, 255],
                       "the leaf, sent before it was under the root")
    }

    /// Apple's `updateBounds()`: "initially … all differences between the
    /// current frame and the previously rendered frame"; `addUpdate(_:)`
    /// adds to it, and `render()` draws only that region. Our readings: the
    /// first frame's region is all of `bounds`, and a frame that changes
    /// nothing has `CGRect.null` bounds.
    func testCARendererUpdateBoundsAreTheFramesDifferencesPlusAddedRectangles() throws {
        let (root, dot) = scene()
        let renderer = try CARenderer(width: 128, height: 64, scale: 2)
        renderer.layer = root
        renderer.beginFrame(atTime: clock.now)
        XCTAssertEqual(renderer.updateBounds(), CGRect(x: 0, y: 0, width: 64, height: 32), "the first frame: everything")
        renderer.render()
        renderer.endFrame()

        renderer.beginFrame(atTime: clock.now)
        XCTAssertEqual(renderer.updateBounds(), .null, "nothing changed")
        renderer.addUpdate(CGRect(x: 40, y: 4, width: 8, height: 6))
        XCTAssertEqual(renderer.updateBounds(), CGRect(x: 40, y: 4, width: 8, height: 6), "what was added, in points")
        renderer.render()
        renderer.endFrame()

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        dot.position.x = 40  // from x 0…16 to 32…48
        CATransaction.commit()
        renderer.beginFrame(atTime: clock.now)
        let moved = renderer.updateBounds()
        XCTAssertTrue(moved.contains(CGRect(x: 0, y: 8, width: 48, height: 16)), "where it was and is: \(moved)")
        XCTAssertLessThanOrEqual(moved.width, 49, "one pixel of anti-aliasing at most each side: \(moved)")
        XCTAssertLessThan(moved.maxY, 25, "\(moved)")
        renderer.render()
        renderer.endFrame()
        let partial = renderer.makeImage()
        XCTAssertEqual(pixel(partial, 8 * 2, 16 * 2), [0, 0, 255, 255], "the old place is drawn over")
        XCTAssertEqual(pixel(partial, 40 * 2, 16 * 2), [255, 0, 0, 255], "the new one drawn")

        // The same frame drawn whole by a new renderer has the same pixels.
        let fresh = try CARenderer(width: 128, height: 64, scale: 2)
        fresh.layer = root
        XCTAssertEqual(frame(of: fresh, at: clock.now).premultipliedRGBA8, partial.premultipliedRGBA8)

        let ((), reports) = Diagnostics.capture {
            renderer.beginFrame(atTime: clock.now)
            renderer.addUpdate(CGRect(x: CGFloat.nan, y: 0, width: 4, height: 4))
            renderer.addUpdate(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 4))
            XCTAssertEqual(renderer.updateBounds(), .null, "a rectangle that is not finite adds nothing")
            renderer.endFrame()
        }
        XCTAssertEqual(reports.count, 1, "one report for the cause: \(reports)")
    }

    func testRenderInContextDrawsTheModelTheRightWayUp() throws {
        let (root, _) = scene()
        let ctx = bitmap(width: 64, height: 32)
        // A UIKit-style context: origin at the top-left, y down.
        flipYDown(ctx, height: 32)
        root.render(in: ctx)
        let image = ctx.makeImage()!
        XCTAssertEqual(pixel(image, 4, 16), [255, 0, 0, 255], "the dot at x 0…16, y 8…24")
        XCTAssertEqual(pixel(image, 4, 2), [0, 0, 255, 255], "above the dot: background")
        XCTAssertEqual(pixel(image, 40, 16), [0, 0, 255, 255])
    }

    /// A layer red in its top quarter, blue below: which way up a picture is.
    private func topMarkedLayer() -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 30, y: 70, width: 64, height: 32)
        root.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let band = CALayer()
        band.frame = CGRect(x: 0, y: 0, width: 64, height: 8)
        band.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(band)
        CATransaction.flush()
        return root
    }

    private func bitmap(width: Int, height: Int) -> CGContext {
        CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    }

    /// Turns `ctx` (a bitmap `height` pixels tall) y-down, as a UIKit image context is.
    private func flipYDown(_ ctx: CGContext, height: CGFloat) {
        ctx.translateBy(x: 0, y: height)
        ctx.scaleBy(x: 1, y: -1)
    }

    /// One `CARenderer` frame at `time`, as an image.
    private func frame(of renderer: CARenderer, at time: CFTimeInterval) -> CGImage {
        renderer.beginFrame(atTime: time)
        renderer.render()
        renderer.endFrame()
        return renderer.makeImage()
    }

    /// A temporary folder for an export, removed when the test ends.
    private func exportFolder() -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("frame-export-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    /// Apple maps layer point (x, y) to user-space (x, y) with no flip: in a
    /// plain y-up bitmap the layer's top lands at user y 0…8, the bottom rows
    /// of the image, so the picture reads upside down there.
    func testRenderInAYUpBitmapMapsLayerPointsToTheSameUserPoints() throws {
        let root = topMarkedLayer()
        let ctx = bitmap(width: 64, height: 32)
        root.render(in: ctx)
        let image = ctx.makeImage()!
        XCTAssertEqual(pixel(image, 10, 28), [255, 0, 0, 255], "layer y 0…8 is user y 0…8: the image's bottom rows")
        XCTAssertEqual(pixel(image, 10, 4), [0, 0, 255, 255])
    }

    /// The "colour at a point" idiom: a 1×1 bitmap translated by -p reads the
    /// colour at layer point p.
    func testColourAtAPointIdiomReadsTheLayerPoint() throws {
        let root = topMarkedLayer()
        func colour(at point: CGPoint) -> [UInt8] {
            var pixel = [UInt8](repeating: 0, count: 4)
            pixel.withUnsafeMutableBytes { bytes in
                let ctx = CGContext(data: bytes.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                    space: CGColorSpaceCreateDeviceRGB(),
                                    bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
                ctx.translateBy(x: -point.x, y: -point.y)
                root.render(in: ctx)
            }
            return pixel
        }
        XCTAssertEqual(colour(at: CGPoint(x: 5, y: 3)), [255, 0, 0, 255], "the red band at the layer's top")
        XCTAssertEqual(colour(at: CGPoint(x: 50, y: 20)), [0, 0, 255, 255])
        XCTAssertEqual(colour(at: CGPoint(x: 50, y: 30)), [0, 0, 255, 255])
    }

    /// A `masksToBounds` layer placed away from its superlayer's origin clips
    /// its sublayers at its own bounds in the rendered picture.
    func testRenderInClipsAMasksToBoundsLayerAtItsOwnBounds() throws {
        let parent = CALayer()
        parent.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        let clipping = CALayer()
        clipping.frame = CGRect(x: 100, y: 50, width: 32, height: 32)
        clipping.masksToBounds = true
        let wide = CALayer()
        wide.frame = CGRect(x: 16, y: 0, width: 40, height: 32)
        wide.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        clipping.addSublayer(wide)
        parent.addSublayer(clipping)
        CATransaction.flush()
        let ctx = bitmap(width: 64, height: 32)
        flipYDown(ctx, height: 32)
        clipping.render(in: ctx)
        let image = ctx.makeImage()!
        XCTAssertEqual(pixel(image, 24, 16), [255, 0, 0, 255], "inside the bounds")
        XCTAssertEqual(pixel(image, 4, 16), [0, 0, 0, 0], "left of the sublayer")
        XCTAssertEqual(pixel(image, 40, 16), [0, 0, 0, 0], "past the clipping bounds (x 32)")
    }

    /// `render(in:)` at a new size, in the middle of a `CARenderer` export on
    /// the same thread, leaves the export drawing (the replaced renderer
    /// deletes its GL objects in its own context, and each renderer holds its
    /// context only inside its own calls).
    func testRenderInAtNewSizesDuringACARendererExportLeavesTheExportDrawing() throws {
        let (root, _) = scene()
        let renderer = try CARenderer(width: 64, height: 32)
        renderer.layer = root
        func frame() -> [UInt8] {
            pixel(self.frame(of: renderer, at: clock.now), 4, 16)
        }
        XCTAssertEqual(frame(), [255, 0, 0, 255])
        for side in [20, 24, 28] {
            let ctx = bitmap(width: side, height: side)
            topMarkedLayer().render(in: ctx)
            XCTAssertEqual(pixel(ctx.makeImage()!, 2, side - 2), [255, 0, 0, 255], "render(in:) at \(side)")
            XCTAssertEqual(frame(), [255, 0, 0, 255], "the export after render(in:) at \(side)")
        }
    }

    /// A size past what any GL target takes is refused with one report, not a trap.
    func testRenderInOfAHugeLayerIsRefusedWithOneReport() throws {
        let huge = CALayer()
        huge.bounds = CGRect(x: 0, y: 0, width: 1e300, height: 10)
        let ctx = bitmap(width: 4, height: 4)
        let (_, reports) = Diagnostics.capture {
            huge.render(in: ctx)
            huge.render(in: ctx)
        }
        XCTAssertEqual(reports.count, 1, "\(reports)")
    }

    /// Sublayers whose drawn content is 10³⁰⁰ points long but only a few
    /// thick: lowering the raster scale to keep the area in bounds left
    /// ~10¹⁵² pixels along them, and `Int(_:)` of that trapped inside
    /// `render(in:)`. Each is left out, with one report between them; the
    /// rest of the tree still draws.
    func testRenderInOfSublayersWithContentsTooLongToRasterizeLeavesThemOut() throws {
        let (root, _) = scene()
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 20, y: 0, width: 1e300, height: 20)
        gradient.colors = [CGColor(red: 0, green: 1, blue: 0, alpha: 1), CGColor(red: 1, green: 1, blue: 1, alpha: 1)]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        let text = CATextLayer()
        text.frame = CGRect(x: 20, y: 0, width: 1e300, height: 20)
        text.string = "far too wide"
        let shape = CAShapeLayer()
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 1e300, y: 0))
        shape.path = line
        shape.strokeColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        shape.lineWidth = 2
        for layer in [gradient, text, shape] { root.addSublayer(layer) }
        CATransaction.flush()
        let ctx = bitmap(width: 64, height: 32)
        flipYDown(ctx, height: 32)
        let (_, reports) = Diagnostics.capture { root.render(in: ctx) }
        XCTAssertEqual(reports.count, 1, "\(reports)")
        XCTAssertTrue(reports.first?.contains("not drawn") ?? false, "\(reports)")
        let image = try XCTUnwrap(ctx.makeImage())
        XCTAssertEqual(pixel(image, 4, 16), [255, 0, 0, 255], "the dot still draws")
        XCTAssertEqual(pixel(image, 40, 10), [0, 0, 255, 255], "the background shows where the contents were left out")
    }

    /// `render(in:)` reuses one GL context: each call releases it, so the next
    /// may come from another thread (before, the second thread's call failed
    /// to make the context current and drew nothing).
    func testRenderInContextWorksFromOneThreadThenAnother() throws {
        let (root, _) = scene()
        func draw() -> [UInt8] {
            let ctx = bitmap(width: 64, height: 32)
            flipYDown(ctx, height: 32)
            root.render(in: ctx)
            return pixel(ctx.makeImage()!, 4, 16)
        }
        XCTAssertEqual(draw(), [255, 0, 0, 255], "on this thread")
        let work = DrawingOnAnotherThread(draw)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            work.result = work.draw()
            done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        XCTAssertEqual(work.result, [255, 0, 0, 255], "on another thread")
        XCTAssertEqual(draw(), [255, 0, 0, 255], "and back on this one")
    }

    func testRenderInContextOfATransformLayerDrawsOnlyItsSublayersInItsBoundsSpace() throws {
        let transformLayer = CATransformLayer()
        transformLayer.frame = CGRect(x: 100, y: 50, width: 64, height: 32)
        transformLayer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let dot = CALayer()
        dot.frame = CGRect(x: 24, y: 8, width: 16, height: 16)
        dot.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        transformLayer.addSublayer(dot)
        CATransaction.flush()
        let ctx = bitmap(width: 64, height: 32)
        flipYDown(ctx, height: 32)
        transformLayer.render(in: ctx)
        let image = ctx.makeImage()!
        XCTAssertEqual(pixel(image, 30, 16), [255, 0, 0, 255], "the dot at x 24…40, y 8…24 of the bounds")
        XCTAssertEqual(pixel(image, 4, 16), [0, 0, 0, 0], "the transform layer's background is not drawn")
        XCTAssertEqual(pixel(image, 30, 2), [0, 0, 0, 0])
    }

    func testFrameExportWritesFramesAtAFixedRate() throws {
        let (root, dot) = scene()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 8
        move.toValue = 56
        move.duration = 1
        move.timingFunction = CAMediaTimingFunction(name: .linear)
        dot.add(move, forKey: "move")
        CATransaction.flush()
        let folder = exportFolder()
        let files = try FrameExporter(directory: folder, framesPerSecond: 4).export(root, frames: 5, width: 64, height: 32)
        XCTAssertEqual(files.map(\.lastPathComponent), (0..<5).map { String(format: "frame-%05d.png", $0) })
        let late = try CGImage.decode(contentsOf: files[3])
        XCTAssertEqual(pixel(late, 44, 16), [255, 0, 0, 255], "at 0.75 s centred at x = 44")
        XCTAssertEqual(pixel(late, 4, 16), [0, 0, 255, 255])
        let middle = try CGImage.decode(contentsOf: files[2])
        XCTAssertEqual(pixel(middle, 32, 16), [255, 0, 0, 255], "half way at 0.5 s")
        XCTAssertEqual(pixel(middle, 4, 16), [0, 0, 255, 255])
    }

    /// Work scheduled on the wall clock (a progress loop on
    /// `DispatchQueue.main.asyncAfter`) keeps pace with a real-time export:
    /// each frame shows what the app had done by its time.
    func testRealTimeExportKeepsWallClockTimersInStep() throws {
        let (root, dot) = scene()
        final class Steps: @unchecked Sendable { var done = 0 }
        let steps = Steps()
        func step() {
            guard steps.done < 8 else { return }
            steps.done += 1
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            dot.position.x = 8 + CGFloat(steps.done) * 6
            CATransaction.commit()
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { step() }
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { step() }
        let folder = exportFolder()
        let exporter = FrameExporter(directory: folder, framesPerSecond: 10, pacing: .realTime)
        let started = Date()
        let files = try exporter.export(root, frames: 8, width: 64, height: 32)
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(started), 0.69, "eight frames at 10 fps take 0.7 s of wall clock")
        XCTAssertGreaterThanOrEqual(steps.done, 6, "the 50 ms loop ran alongside")
        let last = try CGImage.decode(contentsOf: files[7])
        XCTAssertEqual(pixel(last, 4, 16), [0, 0, 255, 255], "by 0.7 s the dot has moved off the left edge")
    }

    /// Staggered "start after a delay" work (a `Timer` 0.5 s ahead and a
    /// `DispatchQueue.main.asyncAfter` 1 s ahead, both scheduled as the
    /// first frame is made) lands in the frames at media times 0.5 s and
    /// 1 s, within a frame, even when drawing is slower than real time
    /// (here a stand-in GPU twice as slow as the 10 fps export).
    func testRealTimeExportShowsDelayedWorkAtItsMediaTimeWhenDrawingIsSlow() throws {
        let (root, dot) = scene()
        let second = CALayer()
        second.frame = CGRect(x: 40, y: 8, width: 16, height: 16)
        second.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        root.addSublayer(second)
        dot.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        CATransaction.flush()
        @Sendable func paint(_ layer: CALayer, _ color: CGColor) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.backgroundColor = color
            CATransaction.commit()
        }
        let folder = exportFolder()
        let exporter = FrameExporter(directory: folder, framesPerSecond: 10, pacing: .realTime)
        exporter.drawDelay = 0.2
        let files = try exporter.export(root, frames: 14, width: 64, height: 32) { index in
            guard index == 0 else { return }
            // (Foundation on Linux fires `Timer(timeInterval:…)` at once when added; the scheduled form keeps its delay.)
            Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
                paint(dot, CGColor(red: 0, green: 1, blue: 0, alpha: 1))
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) {
                paint(second, CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            }
        }
        let frames = try files.map { try CGImage.decode(contentsOf: $0) }
        let green = frames.map { pixel($0, 8, 16) == [0, 255, 0, 255] }
        let red = frames.map { pixel($0, 48, 16) == [255, 0, 0, 255] }
        XCTAssertEqual(green[0...4], [false, false, false, false, false], "the timer's change waits for 0.5 s: \(green)")
        XCTAssertEqual(green[6...], [true, true, true, true, true, true, true, true], "and shows from 0.6 s at the latest: \(green)")
        XCTAssertEqual(red[0...9], Array(repeating: false, count: 10)[...], "asyncAfter(1 s) waits for 1 s: \(red)")
        XCTAssertEqual(red[11...], [true, true, true], "and shows from 1.1 s at the latest: \(red)")
    }

    func testAnExportOfNoFramesIsAnErrorNotABrokenFile() throws {
        let (root, _) = scene()
        let folder = exportFolder()
        for count in [0, -3] {
            XCTAssertThrowsError(try FrameExporter(directory: folder, framesPerSecond: 4)
                .export(root, frames: count, width: 64, height: 32))
            XCTAssertThrowsError(try FrameExporter(directory: folder, framesPerSecond: 4)
                .exportAnimation(root, frames: count, width: 64, height: 32))
        }
        // A frame rate of 0, infinity or NaN is an error too, not a real-time export that never ends.
        for rate in [0, -1, Double.infinity, .nan] {
            XCTAssertThrowsError(try FrameExporter(directory: folder, framesPerSecond: rate, pacing: .realTime)
                .export(root, frames: 2, width: 64, height: 32), "\(rate)")
        }
    }

    func testFrameExportFinishesEndedAnimationsAsAWindowWould() throws {
        final class Recorder: NSObject, CAAnimationDelegate {
            var stops: [Bool] = []
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
        }
        let (root, dot) = scene()
        let recorder = Recorder()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 8
        move.toValue = 56
        move.duration = 0.5
        // Filled forwards but removed on completion: the fill never shows once it ends.
        move.fillMode = .forwards
        move.delegate = recorder
        dot.add(move, forKey: "move")
        let folder = exportFolder()
        let files = try FrameExporter(directory: folder, framesPerSecond: 4).export(root, frames: 4, width: 64, height: 32)
        XCTAssertEqual(recorder.stops, [true], "the delegate hears of the end during the export")
        XCTAssertNil(dot.animation(forKey: "move"), "removed on completion")
        let after = try CGImage.decode(contentsOf: files[3])
        XCTAssertEqual(pixel(after, 4, 16), [255, 0, 0, 255], "at 0.75 s back at the model position")
        XCTAssertEqual(pixel(after, 52, 16), [0, 0, 255, 255], "not held at the end")
    }
}

/// A drawing handed to another thread, and what it read back (the handing
/// over is ordered by a semaphore).
private final class DrawingOnAnotherThread: @unchecked Sendable {
    let draw: () -> [UInt8]
    var result: [UInt8] = []

    init(_ draw: @escaping () -> [UInt8]) {
        self.draw = draw
    }
}
