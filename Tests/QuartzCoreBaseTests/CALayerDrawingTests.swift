import XCTest
@testable import QuartzCoreBase

/// A layer that counts its drawing and paints a red square at the top-left.
class CountingLayer: CALayer {
    var draws = 0
    override func draw(in ctx: CGContext) {
        draws += 1
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    }
}

final class DrawingDelegate: NSObject, CALayerDelegate {
    var drawn = 0
    func draw(_ layer: CALayer, in ctx: CGContext) {
        drawn += 1
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(layer.bounds)
    }
}

final class CALayerDrawingTests: LayerTestCase {
    /// RGBA of the pixel at (x, y) counted from the top-left of the contents.
    private func pixel(_ layer: CALayer, _ x: Int, _ y: Int) -> [UInt8] {
        guard let image = layer.contents as? CGImage else { return [] }
        let bytes = [UInt8](image.premultipliedRGBA8)
        let i = (y * image.width + x) * 4
        return Array(bytes[i..<i + 4])
    }

    func testDrawsOnlyAfterSetNeedsDisplay() {
        let layer = CountingLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        CATransaction.flush()
        XCTAssertEqual(layer.draws, 0)
        layer.setNeedsDisplay()
        XCTAssertEqual(layer.draws, 0, "drawing waits for the commit")
        CATransaction.flush()
        XCTAssertEqual(layer.draws, 1)
        layer.opacity = 0.5
        CATransaction.flush()
        XCTAssertEqual(layer.draws, 1, "other changes do not redraw")
        layer.displayIfNeeded()
        XCTAssertEqual(layer.draws, 1)
    }

    func testContextIsFlippedSoTheOriginIsTopLeft() {
        let layer = CountingLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.setNeedsDisplay()
        CATransaction.flush()
        let image = layer.contents as? CGImage
        XCTAssertEqual(image?.width, 4)
        XCTAssertEqual(pixel(layer, 0, 0), [255, 0, 0, 255], "top-left drawn")
        XCTAssertEqual(pixel(layer, 3, 3), [0, 0, 0, 0], "bottom-right untouched")
    }

    func testContentsScaleMultipliesPixels() {
        let layer = CountingLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 3)
        layer.contentsScale = 2
        layer.setNeedsDisplay()
        CATransaction.flush()
        let image = layer.contents as? CGImage
        XCTAssertEqual(image?.width, 8)
        XCTAssertEqual(image?.height, 6)
        XCTAssertEqual(pixel(layer, 3, 3), [255, 0, 0, 255], "2 points = 4 pixels")
        XCTAssertEqual(pixel(layer, 4, 4), [0, 0, 0, 0])
    }

    func testDelegateDrawing() {
        let layer = CALayer()
        let delegate = DrawingDelegate()
        layer.delegate = delegate
        layer.bounds = CGRect(x: 0, y: 0, width: 2, height: 2)
        layer.setNeedsDisplay()
        CATransaction.flush()
        XCTAssertEqual(delegate.drawn, 1)
        XCTAssertEqual(pixel(layer, 1, 1), [0, 0, 255, 255])
    }

    func testBoundsChangeRedrawsOnlyWhenAsked() {
        let layer = CountingLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        CATransaction.flush()
        layer.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        CATransaction.flush()
        XCTAssertEqual(layer.draws, 0)
        layer.needsDisplayOnBoundsChange = true
        layer.bounds = CGRect(x: 0, y: 0, width: 6, height: 6)
        CATransaction.flush()
        XCTAssertEqual(layer.draws, 1)
        XCTAssertEqual((layer.contents as? CGImage)?.width, 6)
    }

    func testNeedsDisplayForKeyRedraws() {
        final class Dial: CountingLayer {
            override class func needsDisplay(forKey key: String) -> Bool {
                key == "progress" || super.needsDisplay(forKey: key)
            }
        }
        let dial = Dial()
        dial.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        CATransaction.flush()
        dial.setValue(0.5, forKey: "progress")
        CATransaction.flush()
        XCTAssertEqual(dial.draws, 1)
    }

    /// Records every `progress` it is drawn with; fills that fraction of its width in red.
    final class Gauge: CALayer {
        nonisolated(unsafe) static var seen: [Double] = []
        override class func needsDisplay(forKey key: String) -> Bool {
            key == "progress" || super.needsDisplay(forKey: key)
        }
        override func draw(in ctx: CGContext) {
            let progress = (value(forKey: "progress") as? Double) ?? -1
            Gauge.seen.append(progress)
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * CGFloat(max(progress, 0)), height: bounds.height))
        }
    }

    func testAnimatingANeedsDisplayKeyRedrawsThePresentationEachFrameItChanges() {
        Gauge.seen = []
        let gauge = Gauge()
        gauge.bounds = CGRect(x: 0, y: 0, width: 8, height: 2)
        gauge.setValue(0.0, forKey: "progress")
        CATransaction.flush()
        finishRunLoopTurn()
        XCTAssertEqual(Gauge.seen, [0], "the model value change displays once")
        let animation = CABasicAnimation(keyPath: "progress")
        animation.fromValue = 0.0
        animation.toValue = 1.0
        animation.duration = 1
        gauge.add(animation, forKey: "fill")
        CATransaction.flush()
        XCTAssertTrue(AnimatedDisplay.shared.isWatching(gauge))
        advance(0.25)
        AnimatedDisplay.shared.displayFrame()
        AnimatedDisplay.shared.displayFrame()
        XCTAssertEqual(Gauge.seen.count, 2, "one draw for the frame; none when nothing changed")
        XCTAssertEqual(Gauge.seen.last ?? -1, 0.25, accuracy: 1e-9, "draw(in:) sees the animated value")
        XCTAssertEqual(pixel(gauge, 1, 1), [255, 0, 0, 255], "a quarter of 8 pixels is red")
        XCTAssertEqual(pixel(gauge, 2, 1), [0, 0, 0, 0])
        advance(0.5)
        AnimatedDisplay.shared.displayFrame()
        XCTAssertEqual(Gauge.seen.last ?? -1, 0.75, accuracy: 1e-9)
        XCTAssertEqual(pixel(gauge, 5, 1), [255, 0, 0, 255])
        gauge.removeAnimation(forKey: "fill")
        AnimatedDisplay.shared.displayFrame()
        XCTAssertEqual(Gauge.seen.last, 0, "with the animation gone it draws its model value once more")
        XCTAssertFalse(AnimatedDisplay.shared.isWatching(gauge))
        let draws = Gauge.seen.count
        advance(0.1)
        AnimatedDisplay.shared.displayFrame()
        XCTAssertEqual(Gauge.seen.count, draws, "and then no more")
    }

    func testAnimatingAnOrdinaryKeyDoesNotRedraw() {
        let layer = CountingLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.setNeedsDisplay()
        CATransaction.flush()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.toValue = 0
        layer.add(animation, forKey: nil)
        CATransaction.flush()
        XCTAssertFalse(AnimatedDisplay.shared.isWatching(layer))
        advance(0.1)
        AnimatedDisplay.shared.displayFrame()
        XCTAssertEqual(layer.draws, 1)
    }

    func testEmptyBoundsGiveNoContents() {
        let layer = CountingLayer()
        layer.contents = CGImage.solid(width: 2, height: 2)
        layer.setNeedsDisplay()
        CATransaction.flush()
        XCTAssertNil(layer.contents, "the old contents are removed, as Apple documents")
        XCTAssertEqual(layer.draws, 0)
    }

    func testHugeDrawingIsRefused() {
        let layer = CountingLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100_000, height: 100_000)
        layer.setNeedsDisplay()
        let messages = diagnostics { CATransaction.flush() }
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertEqual(layer.draws, 0)
    }

    func testHugeFiniteBoundsAreReportedNotDrawn() {
        for side in [1e7, 1e300] as [CGFloat] {
            let layer = CountingLayer()
            layer.bounds = CGRect(x: 0, y: 0, width: side, height: side)
            let (_, messages) = Diagnostics.capture { layer.display() }
            XCTAssertNil(layer.contents)
            XCTAssertEqual(layer.draws, 0)
            XCTAssertTrue(messages.contains { $0.contains("exceeds the limit") }, "\(messages)")
        }
    }
}
