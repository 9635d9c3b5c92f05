import XCTest
@testable import QuartzCoreBase

/// A class's own `display()` while it animates a key it displays for.
final class AnimatedOwnDisplayTests: LayerTestCase {
    private func image(_ layer: CALayer) -> CGImage? { layer.contents as? CGImage }

    /// Sets its contents in `display()` (no `draw(in:)`): a solid image as
    /// wide as `progress` of its bounds.
    final class Ring: CALayer {
        nonisolated(unsafe) static var displayed: [Double] = []
        override class func needsDisplay(forKey key: String) -> Bool {
            key == "progress" || super.needsDisplay(forKey: key)
        }
        override func display() {
            let progress = (value(forKey: "progress") as? Double) ?? 0
            Ring.displayed.append(progress)
            let width = max(1, Int((Double(bounds.width) * progress).rounded()))
            guard let context = CGContext(data: nil, width: width, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                          space: CGColorSpaceCreateDeviceRGB(),
                                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return }
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: width, height: 1))
            contents = context.makeImage()
        }
    }

    func testAnAnimatedRedrawRunsTheClassesOwnDisplay() {
        Ring.displayed = []
        let ring = Ring()
        ring.bounds = CGRect(x: 0, y: 0, width: 8, height: 1)
        ring.setValue(0.25, forKey: "progress")
        CATransaction.flush()
        XCTAssertEqual(image(ring)?.width, 2)
        let animation = CABasicAnimation(keyPath: "progress")
        animation.fromValue = 0.0
        animation.toValue = 1.0
        animation.duration = 1
        ring.add(animation, forKey: "fill")
        CATransaction.flush()
        advance(0.5)
        AnimatedDisplay.shared.displayFrame()
        XCTAssertEqual(Ring.displayed.last ?? -1, 0.5, accuracy: 1e-9, "display() saw the animated value")
        XCTAssertEqual(image(ring)?.width, 4, "and what it set is what the layer shows (it went blank before)")
        ring.removeAnimation(forKey: "fill")
        AnimatedDisplay.shared.displayFrame()
        XCTAssertEqual(Ring.displayed.last, 0.25, "with the animation gone, the model value once more")
        XCTAssertEqual(image(ring)?.width, 2)
    }
}
