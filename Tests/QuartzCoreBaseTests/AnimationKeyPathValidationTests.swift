import XCTest
@testable import QuartzCoreBase

/// Key paths with empty components (found by the key-path fuzzer: "." crashed
/// the check that reads the first component) are refused with a diagnostic.
final class AnimationKeyPathValidationTests: LayerTestCase {
    func testKeyPathsWithEmptyComponentsAreRefused() {
        let layer = CALayer()
        for path in [".", "..", "position.", ".position", "position..x"] {
            let messages = diagnostics { layer.add(CABasicAnimation(keyPath: path), forKey: "bad") }
            XCTAssertEqual(messages.count, 1, "\(path): \(messages)")
            XCTAssertTrue(messages.first?.contains("empty component") ?? false, "\(path): \(messages)")
            XCTAssertNil(layer.animation(forKey: "bad"), path)
        }
    }

    func testFloatOverflowInAnAnimatedValueKeepsTheModelValue() {
        let layer = committedLayer()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 1e300
        animation.toValue = 1e300
        animation.duration = 10
        layer.add(animation, forKey: "huge")
        CATransaction.flush()
        finishRunLoopTurn()
        advance(1)
        XCTAssertEqual(layer.presentation()?.opacity, 1, "1e300 is no Float: the model's opacity shows")
    }
}
