import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import QuartzCoreBase
@testable import RenderServer
import XCTest

/// A shape slow to rasterize does not hold the render thread: the render
/// server's cache rasterizes it on a worker and shows the layer's previous
/// picture meanwhile; every other cache waits for the picture. The slow
/// rasterizer is a stand-in held at a gate, so nothing here depends on how
/// fast the machine is.
final class SlowShapeAsideTests: XCTestCase {
    /// A rasterizer that holds shapes that may be slow until opened, and logs what it rasterized.
    private final class GatedRasterizer: @unchecked Sendable {
        private let condition = NSCondition()
        private var open = false
        private var done: [DrawnContentKey] = []
        private var threads: [Bool] = []

        func rasterize(_ key: DrawnContentKey) -> RasterizedContent? {
            if key.content.mayBeSlowToRasterize(at: key.scale) {
                // Held for ten seconds at most: a render thread that waited for it fails the test, not hangs it.
                let deadline = Date(timeIntervalSinceNow: 10)
                condition.withLock { while !open, condition.wait(until: deadline) {} }
            }
            let raster = key.content.rasterized(bounds: key.bounds, scale: key.scale)
            condition.withLock {
                done.append(key)
                threads.append(Thread.isMainThread)
            }
            return raster
        }

        func setOpen(_ value: Bool) {
            condition.withLock {
                open = value
                condition.broadcast()
            }
        }

        var rasterized: [DrawnContentKey] { condition.withLock { done } }
        var onMainThread: [Bool] { condition.withLock { threads } }
    }

    /// Counts `onReady` calls.
    private final class Signals: @unchecked Sendable {
        private let condition = NSCondition()
        private var count = 0
        func signal() { condition.withLock { count += 1; condition.broadcast() } }
        func wait(for wanted: Int, seconds: Double = 30) -> Bool {
            let deadline = Date(timeIntervalSinceNow: seconds)
            return condition.withLock {
                while count < wanted { if !condition.wait(until: deadline) { return false } }
                return true
            }
        }
    }

    /// A zigzag of `segments` lines, stroked `width` wide: more elements than a quick shape has.
    private func zigzag(segments: Int = 200, width: CGFloat = 2) -> DrawnContent {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        for i in 1...segments { path.addLine(to: CGPoint(x: CGFloat(i) * 0.5, y: i.isMultiple(of: 2) ? 0 : 40)) }
        var shape = ShapeDrawing()
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        shape.lineWidth = width
        return .shape(shape)
    }

    private let bounds = CGRect(x: 0, y: 0, width: 100, height: 40)

    func testWhatMayBeSlowIsToldApartFromWhatIsQuick() {
        var square = ShapeDrawing()
        square.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        XCTAssertFalse(DrawnContent.shape(square).mayBeSlowToRasterize(at: 2), "a small square")
        XCTAssertTrue(zigzag().mayBeSlowToRasterize(at: 1), "200 segments")
        var dashed = square
        dashed.strokeColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        dashed.lineDashPattern = [2, 2]
        XCTAssertTrue(DrawnContent.shape(dashed).mayBeSlowToRasterize(at: 1), "dashes")
        var huge = square
        huge.path = CGPath(rect: CGRect(x: 0, y: 0, width: 2000, height: 2000), transform: nil)
        XCTAssertTrue(DrawnContent.shape(huge).mayBeSlowToRasterize(at: 1), "four million pixels")
        XCTAssertFalse(DrawnContent.gradient(GradientDrawing()).mayBeSlowToRasterize(at: 64), "gradients stay")
    }

    func testASlowShapeShowsItsPreviousPictureUntilTheNewOneIsReady() {
        let gate = GatedRasterizer(), ready = Signals()
        let cache = DrawnContentCache()
        cache.rasterize = { gate.rasterize($0) }
        cache.rasterizeAside(on: AsideRasterQueue(width: 1)) { ready.signal() }
        let layer = LayerID.next()

        // First appearance, held at the gate: the frame goes on without it.
        XCTAssertNil(cache.raster(for: layer, content: zigzag(), bounds: bounds, scale: 1))
        XCTAssertEqual(cache.pendingCount, 1)
        cache.endFrame()
        XCTAssertNil(cache.raster(for: layer, content: zigzag(), bounds: bounds, scale: 1), "still under way")
        cache.endFrame()
        gate.setOpen(true)
        XCTAssertTrue(ready.wait(for: 1), "a finished picture asks for a frame")
        let first = cache.raster(for: layer, content: zigzag(), bounds: bounds, scale: 1)
        XCTAssertNotNil(first)
        XCTAssertEqual(cache.pendingCount, 0)
        XCTAssertEqual(gate.onMainThread, [false], "rasterized on a worker")
        cache.endFrame()

        // A change, held again: the old picture shows; changes meanwhile start no second job.
        gate.setOpen(false)
        for width in [3, 4, 5] as [CGFloat] {
            let shown = cache.raster(for: layer, content: zigzag(width: width), bounds: bounds, scale: 1)
            XCTAssertTrue(shown?.image === first?.image, "the previous picture, at width \(width)")
            cache.endFrame()
        }
        XCTAssertEqual(cache.rasterizations, 2, "one job for the first change; the later ones wait for it")
        gate.setOpen(true)
        XCTAssertTrue(ready.wait(for: 2))
        // The finished (width 3) picture shows, and the latest values (width 5) start over.
        var shown = cache.raster(for: layer, content: zigzag(width: 5), bounds: bounds, scale: 1)
        XCTAssertFalse(shown?.image === first?.image)
        cache.endFrame()
        for _ in 0..<2000 where cache.pendingCount > 0 {
            _ = ready.wait(for: 3, seconds: 0.01)
            shown = cache.raster(for: layer, content: zigzag(width: 5), bounds: bounds, scale: 1)
            cache.endFrame()
        }
        shown = cache.raster(for: layer, content: zigzag(width: 5), bounds: bounds, scale: 1)
        XCTAssertEqual(gate.rasterized.map { $0.content }, [zigzag(), zigzag(width: 3), zigzag(width: 5)],
                       "widths 4 was never rasterized")
        XCTAssertNotNil(shown)
        XCTAssertEqual(cache.rasterizations, 3)
    }

    func testQuickShapesAndCachesThatDoNotRasterizeAsideWait() {
        let gate = GatedRasterizer()
        let aside = DrawnContentCache()
        aside.rasterize = { gate.rasterize($0) }
        aside.rasterizeAside(on: AsideRasterQueue(width: 1)) {}
        var square = ShapeDrawing()
        square.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        XCTAssertNotNil(aside.raster(for: LayerID.next(), content: .shape(square), bounds: bounds, scale: 1),
                        "a quick shape is drawn in the frame, gate or not")
        XCTAssertEqual(gate.onMainThread, [true])

        // A cache not told to rasterize aside (CARenderer's, render(in:)'s) waits for the slow shape.
        let waiting = DrawnContentCache()
        waiting.rasterize = { gate.rasterize($0) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { gate.setOpen(true) }
        XCTAssertNotNil(waiting.raster(for: LayerID.next(), content: zigzag(), bounds: bounds, scale: 1))
        XCTAssertEqual(gate.onMainThread, [true, true], "on the calling thread")
    }

    func testALayerThatIsGoneCancelsItsWaitingJob() {
        let gate = GatedRasterizer(), ready = Signals()
        let cache = DrawnContentCache(), queue = AsideRasterQueue(width: 1)
        cache.rasterize = { gate.rasterize($0) }
        cache.rasterizeAside(on: queue) { ready.signal() }
        let a = LayerID.next(), b = LayerID.next()
        XCTAssertNil(cache.raster(for: a, content: zigzag(), bounds: bounds, scale: 1))
        XCTAssertNil(cache.raster(for: b, content: zigzag(width: 7), bounds: bounds, scale: 1))
        XCTAssertEqual(cache.pendingCount, 2, "b waits behind a on the one worker")
        cache.endFrame()
        // b is not drawn in this frame: gone, and its job with it.
        _ = cache.raster(for: a, content: zigzag(), bounds: bounds, scale: 1)
        cache.endFrame()
        XCTAssertEqual(cache.count, 1)
        gate.setOpen(true)
        XCTAssertTrue(ready.wait(for: 1))
        XCTAssertNotNil(cache.raster(for: a, content: zigzag(), bounds: bounds, scale: 1))
        // A last job behind b's on the one worker: once it has run, b's turn has passed.
        queue.submit(AsideRaster(key: DrawnContentKey(content: zigzag(width: 9), bounds: bounds, scale: 1),
                                 rasterize: { gate.rasterize($0) }, onDone: { ready.signal() }))
        XCTAssertTrue(ready.wait(for: 2))
        XCTAssertEqual(gate.rasterized.map { $0.content }, [zigzag(), zigzag(width: 9)], "b's job never ran")
    }

    /// The image of `layer`'s drawn content in a frame, if it shows one.
    private func drawnImage(of layer: CALayer, in list: DrawList) -> CGImage? {
        for item in list.items where item.id == layer.layerID {
            if case .image(let image)? = item.properties.contents { return image }
        }
        return nil
    }

    func testTheRenderServerDrawsOnWhileItsSlowShapeIsRasterized() {
        let clock = ManualFrameClock()
        CASetMediaTimeSource { clock.time }
        CATransaction.flush()
        let renderer = RecordingRenderer(), gate = GatedRasterizer()
        let server = RenderServer(renderer: renderer, clock: clock)
        server.drawnContents.rasterize = { gate.rasterize($0) }
        CommitFeed.shared.attach(server)
        server.start()
        defer {
            gate.setOpen(true)
            CATransaction.flush()
            server.stop()
            CommitFeed.shared.detach(server)
            CASetMediaTimeSource(nil)
        }

        let root = CALayer(), shape = CAShapeLayer(), mover = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
        shape.bounds = bounds
        if case .shape(let drawing) = zigzag() { shape.path = drawing.path }
        shape.fillColor = nil
        shape.strokeColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        mover.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        root.addSublayer(shape)
        root.addSublayer(mover)
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 0
        slide.toValue = 60
        slide.duration = 0.5
        mover.add(slide, forKey: "slide")
        CATransaction.flush()
        server.setRoots([root.layerID])
        XCTAssertTrue(clock.waitUntilAskedForAFrame())

        // The shape is held at the gate: ten frames come anyway, the mover moving in each.
        for _ in 0..<10 { XCTAssertEqual(clock.step(), .waiting) }
        XCTAssertEqual(renderer.frames.count, 10)
        XCTAssertTrue(renderer.frames.allSatisfy { drawnImage(of: shape, in: $0) == nil }, "no picture yet")
        let xs = renderer.frames.compactMap { $0.items.first { $0.id == mover.layerID }?.transform.m41 }
        XCTAssertEqual(Set(xs).count, 10, "the mover moved in every frame")

        // Ready: a frame shows it.
        gate.setOpen(true)
        var first: CGImage?
        var steps = 0
        while first == nil, steps < 600, clock.state == .waiting || clock.waitUntilAskedForAFrame(timeout: 30) {
            clock.step()
            steps += 1
            first = renderer.frames.last.flatMap { drawnImage(of: shape, in: $0) }
        }
        XCTAssertNotNil(first, "the picture shows once rasterized")
        while clock.state == .waiting, steps < 600 {
            clock.step()
            steps += 1
        }
        XCTAssertEqual(clock.state, .idle, "the slide ended")

        // Idle, a change held at the gate: the frame it makes shows the old picture, and the server sleeps.
        gate.setOpen(false)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        shape.strokeColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        CATransaction.commit()
        XCTAssertTrue(clock.waitUntilAskedForAFrame())
        XCTAssertEqual(clock.step(), .idle)
        XCTAssertTrue(renderer.frames.last.flatMap { drawnImage(of: shape, in: $0) } === first, "the old picture")
        // The new picture wakes the sleeping server for the frame that shows it.
        gate.setOpen(true)
        XCTAssertTrue(clock.waitUntilAskedForAFrame(timeout: 30), "woken by the finished picture")
        XCTAssertNotNil(clock.step())
        let blue = renderer.frames.last.flatMap { drawnImage(of: shape, in: $0) }
        XCTAssertNotNil(blue)
        XCTAssertFalse(blue === first, "the new picture")
    }
}
