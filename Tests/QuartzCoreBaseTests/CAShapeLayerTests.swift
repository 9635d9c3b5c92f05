import CoreAnimationValues
import XCTest
@testable import QuartzCoreBase

/// `CAShapeLayer`'s model side: Apple's defaults, key-value coding, implicit
/// and explicit animations of its values, and refused input.
final class CAShapeLayerTests: LayerTestCase {
    private func committedShape(_ configure: (CAShapeLayer) -> Void = { _ in }) -> CAShapeLayer {
        let layer = CAShapeLayer()
        configure(layer)
        TransactionStack.current.layerChanged(layer)
        CATransaction.flush()
        finishRunLoopTurn()
        return layer
    }

    func testDefaultsAreApples() {
        let layer = CAShapeLayer()
        XCTAssertNil(layer.path)
        XCTAssertEqual(layer.fillColor, CGColor.black)
        XCTAssertNil(layer.strokeColor)
        XCTAssertEqual(layer.fillRule, .nonZero)
        XCTAssertEqual(layer.fillRule.rawValue, "non-zero")
        XCTAssertEqual(layer.lineWidth, 1)
        XCTAssertEqual(layer.miterLimit, 10)
        XCTAssertEqual(layer.lineCap, .butt)
        XCTAssertEqual(layer.lineJoin, .miter)
        XCTAssertEqual(layer.strokeStart, 0)
        XCTAssertEqual(layer.strokeEnd, 1)
        XCTAssertEqual(layer.lineDashPhase, 0)
        XCTAssertNil(layer.lineDashPattern)
        XCTAssertEqual(CAShapeLayer.defaultValue(forKey: "strokeEnd") as? CGFloat, 1)
        XCTAssertEqual(CAShapeLayer.defaultValue(forKey: "lineWidth") as? CGFloat, 1)
    }

    func testValuesReachTheCommittedDrawing() {
        let layer = CAShapeLayer()
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        layer.path = path
        layer.strokeColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.lineDashPattern = [4, 2]
        layer.strokeEnd = 0.25
        guard case .shape(let shape) = layer.state.drawn else { return XCTFail("a shape layer draws a shape") }
        XCTAssertEqual(shape.path, path)
        XCTAssertEqual(shape.lineDashPattern, [4, 2])
        XCTAssertEqual(shape.strokeEnd, 0.25)
        XCTAssertNil(CALayer().state.drawn, "a plain layer draws no shape")
    }

    func testKeyValueCodingReadsAndWritesShapeKeys() {
        let layer = CAShapeLayer()
        layer.setValue(0.5, forKey: "strokeEnd")
        layer.setValue(3, forKey: "lineWidth")
        layer.setValue("round", forKey: "lineCap")
        layer.setValue("even-odd", forKey: "fillRule")
        layer.setValue([2, 1], forKey: "lineDashPattern")
        XCTAssertEqual(layer.strokeEnd, 0.5)
        XCTAssertEqual(layer.lineWidth, 3)
        XCTAssertEqual(layer.lineCap, .round)
        XCTAssertEqual(layer.fillRule, .evenOdd)
        XCTAssertEqual(layer.lineDashPattern, [2, 1])
        XCTAssertEqual(layer.value(forKey: "strokeEnd") as? CGFloat, 0.5)
        XCTAssertEqual(layer.value(forKey: "lineDashPattern") as? [NSNumber], [2, 1])
    }

    func testAPlainLayersKeyOfTheSameNameStaysItsOwn() {
        let layer = CALayer()
        layer.setValue("custom", forKey: "strokeEnd")
        XCTAssertEqual(layer.value(forKey: "strokeEnd") as? String, "custom")
        XCTAssertNil(layer.state.drawn)
    }

    func testChangingStrokeEndOfACommittedStandaloneLayerAnimatesImplicitly() {
        let layer = committedShape()
        layer.strokeEnd = 0.5
        let animation = layer.animation(forKey: "strokeEnd") as? CABasicAnimation
        XCTAssertNotNil(animation, "strokeEnd is animatable, so it gets Apple's implicit animation")
        XCTAssertEqual(animation?.fromValue as? CGFloat, 1)
        layer.lineCap = .round
        XCTAssertNil(layer.animation(forKey: "lineCap"), "lineCap is not animatable")
    }

    func testPresentationFollowsAnExplicitStrokeEndAnimation() {
        let layer = committedShape()
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 2
        layer.add(animation, forKey: "draw")
        CATransaction.flush()
        finishRunLoopTurn()
        advance(0.5)
        XCTAssertEqual(layer.presentation()?.strokeEnd ?? -1, 0.25, accuracy: 0.01)
        XCTAssertEqual(layer.strokeEnd, 1, "the model value is untouched")
    }

    func testLineWidthAnimationIsAccepted() {
        let layer = committedShape()
        let messages = diagnostics {
            let animation = CABasicAnimation(keyPath: "lineWidth")
            animation.toValue = 8
            layer.add(animation, forKey: "width")
        }
        XCTAssertEqual(messages, [])
        XCTAssertEqual(layer.animationKeys(), ["width"])
    }

    func testNegativeOrNonFiniteValuesAreRefusedAndTheOldOnesKept() {
        let layer = CAShapeLayer()
        layer.lineDashPattern = [3, 1]
        var messages = diagnostics { layer.lineDashPattern = [2, -1] }
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.contains("lineDashPattern") ?? false, "\(messages)")
        XCTAssertEqual(layer.lineDashPattern, [3, 1])
        messages = diagnostics { layer.lineWidth = .nan }
        XCTAssertEqual(messages.count, 1)
        XCTAssertEqual(layer.lineWidth, 1)
        messages = diagnostics { layer.setValue("wide", forKey: "lineWidth") }
        XCTAssertEqual(messages.count, 1)
        XCTAssertEqual(layer.lineWidth, 1)
    }

    func testPathIsCopiedSoLaterMutationDoesNotLeakIn() {
        let layer = CAShapeLayer()
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
        layer.path = path
        path.addRect(CGRect(x: 10, y: 10, width: 4, height: 4))
        XCTAssertEqual(layer.path?.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 4, height: 4))
    }
}
