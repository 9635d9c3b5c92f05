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

    /// The key paths open-source iOS animation code animates (documented or
    /// not), each with a value of the kind that code passes: every one is
    /// accepted without a word and moves the presentation off the model.
    func testKeyPathsRealCodeAnimatesAreAcceptedAndAnimate() {
        let point = CGPoint(x: 30, y: 40), size = CGSize(width: 30, height: 40)
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
        let table: [(CALayer, String, Any)] = [
            (CALayer(), "transform.rotation.z", CGFloat.pi), (CALayer(), "transform.rotation", 1.0),
            (CALayer(), "transform.rotation.x", 1.0), (CALayer(), "transform.rotation.y", 1.0),
            (CALayer(), "transform.scale", 2.0), (CALayer(), "transform.scale.x", 2.0),
            (CALayer(), "transform.scale.y", 2.0), (CALayer(), "transform.scale.xy", 2.0),
            (CALayer(), "transform.translation.x", 10), (CALayer(), "transform.translation.y", 10.0),
            (CALayer(), "transform.translation", size), (CALayer(), "transform", CATransform3DMakeScale(2, 2, 1)),
            (CALayer(), "transform", CGAffineTransform(scaleX: 2, y: 2)),
            (CALayer(), "sublayerTransform.rotation.y", 1.0), (CALayer(), "position", point),
            (CALayer(), "position.x", 30), (CALayer(), "position.y", Float(30)), (CALayer(), "anchorPoint", point),
            (CALayer(), "bounds", CGRect(origin: .zero, size: size)), (CALayer(), "bounds.size", size),
            (CALayer(), "bounds.size.width", 30), (CALayer(), "bounds.origin", point), (CALayer(), "opacity", 0.5),
            (CALayer(), "backgroundColor", red), (CALayer(), "cornerRadius", 8), (CALayer(), "borderWidth", 3),
            (CALayer(), "borderColor", red), (CALayer(), "shadowOpacity", 0.5), (CALayer(), "shadowRadius", 4),
            (CALayer(), "shadowOffset", size), (CALayer(), "shadowColor", red), (CALayer(), "shadowPath", path),
            (CALayer(), "zPosition", 5), (CALayer(), "contentsRect", CGRect(x: 0, y: 0, width: 0.5, height: 0.5)),
            (CAShapeLayer(), "strokeEnd", 0.5), (CAShapeLayer(), "strokeStart", 0.5), (CAShapeLayer(), "lineWidth", 4),
            (CAShapeLayer(), "path", path), (CAShapeLayer(), "fillColor", red), (CAShapeLayer(), "strokeColor", red),
            (CAShapeLayer(), "lineDashPhase", 3), (CAGradientLayer(), "colors", [red, red]),
            (CAGradientLayer(), "locations", [0.2, 0.8]), (CAGradientLayer(), "startPoint", CGPoint(x: 0.2, y: 0)),
            (CAReplicatorLayer(), "instanceDelay", 0.2),
            (CAReplicatorLayer(), "instanceTransform.rotation.z", 0.5), (CATextLayer(), "fontSize", 30),
            (CATextLayer(), "foregroundColor", red), (CAEmitterLayer(), "birthRate", 3),
            (CAEmitterLayer(), "emitterPosition", point),
        ]
        for (layer, keyPath, value) in table {
            _ = committed(layer)
            let before = layer.value(forKeyPath: keyPath).map { "\($0)" }
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.fromValue = value
            animation.duration = 10
            let messages = diagnostics {
                layer.add(animation, forKey: "real")
                CATransaction.flush()
                finishRunLoopTurn()
            }
            XCTAssertEqual(messages, [], keyPath)
            XCTAssertNotNil(layer.animation(forKey: "real"), keyPath)
            let shown = layer.presentation()?.value(forKeyPath: keyPath).map { "\($0)" }
            XCTAssertNotEqual(shown, before, "\(keyPath): the presentation moved off the model")
        }
    }
}
