import XCTest
@testable import QuartzCore

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
}
