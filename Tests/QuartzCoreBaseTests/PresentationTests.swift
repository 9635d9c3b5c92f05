import XCTest
@testable import QuartzCoreBase

final class PresentationTests: LayerTestCase {
    /// Adds `animation` to a committed layer inside its own outermost transaction (begin time = now).
    private func run(_ animation: CAAnimation, on layer: CALayer, key: String = "a") {
        CATransaction.flush()
        CATransaction.begin()
        layer.add(animation, forKey: key)
        CATransaction.commit()
    }

    private func basic(_ keyPath: String, from: Any? = nil, to: Any? = nil, by: Any? = nil,
                       duration: CFTimeInterval = 1) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.byValue = by
        animation.duration = duration
        return animation
    }

    private func opacity(_ layer: CALayer) -> Float { layer.presentation()!.opacity }
    private func x(_ layer: CALayer) -> CGFloat { layer.presentation()!.position.x }

    func testNoPresentationBeforeTheFirstCommit() {
        XCTAssertNil(CALayer().presentation())
        let layer = committedLayer()
        XCTAssertNotNil(layer.presentation())
        XCTAssertTrue(layer.presentation()!.model() === layer)
        XCTAssertTrue(layer.model() === layer)
    }

    func testBasicFromToAtSeveralTimes() {
        let layer = committedLayer()
        run(basic("opacity", from: 0, to: 1, duration: 2), on: layer)
        XCTAssertEqual(opacity(layer), 0, accuracy: 1e-6)
        advance(0.5)
        XCTAssertEqual(opacity(layer), 0.25, accuracy: 1e-6)
        advance(1)
        XCTAssertEqual(opacity(layer), 0.75, accuracy: 1e-6)
        advance(1)
        XCTAssertEqual(opacity(layer), 1, "back to the model value after the end")
    }

    func testFromToByTable() {
        let layer = committedLayer { $0.position = CGPoint(x: 100, y: 0) }
        func xHalfway(_ animation: CABasicAnimation) -> CGFloat {
            run(animation, on: layer)
            advance(0.5)
            defer { layer.removeAllAnimations() }
            return x(layer)
        }
        XCTAssertEqual(xHalfway(basic("position.x", from: 0, to: 40)), 20, accuracy: 1e-9)
        XCTAssertEqual(xHalfway(basic("position.x", from: 0, by: 40)), 20, accuracy: 1e-9)
        XCTAssertEqual(xHalfway(basic("position.x", to: 40, by: 40)), 20, accuracy: 1e-9)
        XCTAssertEqual(xHalfway(basic("position.x", from: 0)), 50, accuracy: 1e-9, "from → the model value")
        XCTAssertEqual(xHalfway(basic("position.x", to: 0)), 50, accuracy: 1e-9, "the model value → to")
        XCTAssertEqual(xHalfway(basic("position.x", by: 40)), 120, accuracy: 1e-9, "model → model + by")
    }

    /// With from, to and by all nil, Apple animates from the value on screen
    /// before the change to the model value: here a position set with actions
    /// disabled, in the same transaction as the bare animation.
    func testAnimationWithNoValuesRunsFromThePreviousOnScreenValue() {
        let layer = committedLayer { $0.position = CGPoint(x: 100, y: 0) }
        CATransaction.flush()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 200, y: 0)
        layer.add(basic("position.x"), forKey: "bare")
        layer.opacity = 0.2
        layer.add(basic("opacity", duration: 2), forKey: "fade")
        CATransaction.commit()
        advance(0.5)
        XCTAssertEqual(x(layer), 150, accuracy: 1e-9, "halfway from the old 100 to the new 200")
        XCTAssertEqual(opacity(layer), 0.8, accuracy: 1e-6, "a quarter of the way from 1 to 0.2")
        advance(1)
        XCTAssertEqual(x(layer), 200, accuracy: 1e-9)
        // Once the new value is on screen, a bare animation has nothing to move between.
        run(basic("position.x"), on: layer, key: "again")
        advance(0.5)
        XCTAssertEqual(x(layer), 200, accuracy: 1e-9)
    }

    /// `transform` animated between CGAffineTransform values (real iOS code
    /// does; Swift boxes them as NSValues there) runs as the matching 3D
    /// transforms instead of being refused.
    func testTransformAnimatesBetweenAffineTransforms() {
        let layer = committedLayer()
        let shrink = basic("transform", from: CGAffineTransform.identity, to: CGAffineTransform(scaleX: 0.5, y: 0.5))
        let messages = diagnostics { run(shrink, on: layer) }
        XCTAssertEqual(messages, [])
        advance(0.5)
        XCTAssertEqual(layer.presentation()!.transform.m11, 0.75, accuracy: 1e-9)
        XCTAssertEqual(layer.presentation()!.transform.m33, 1, accuracy: 1e-9, "z untouched")
    }

    func testValuesInEveryForm() {
        let layer = committedLayer()
        for value: Any in [Double(0.5), Float(0.5), CGFloat(0.5), NSNumber(value: 0.5)] {
            run(basic("cornerRadius", from: 0, to: value), on: layer)
            advance(0.5)
            XCTAssertEqual(layer.presentation()!.cornerRadius, 0.25, accuracy: 1e-9, "\(type(of: value))")
            layer.removeAllAnimations()
        }
        run(basic("position", from: NSValue(point: .zero), to: CGPoint(x: 10, y: 20)), on: layer)
        advance(0.5)
        XCTAssertEqual(layer.presentation()!.position, CGPoint(x: 5, y: 10), accuracy: 1e-9)
    }

    func testWrongValueTypesSkipTheAnimation() {
        let layer = committedLayer()
        let messages = diagnostics {
            layer.add(basic("position", to: "far away"), forKey: "bad")
        }
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(messages[0].contains("position"), messages[0])
        XCTAssertNil(layer.animationKeys())
    }

    func testTimingFunctionShapesProgress() {
        let layer = committedLayer()
        let animation = basic("opacity", from: 0, to: 1)
        animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
        run(animation, on: layer)
        advance(0.5)
        let expected = TimingCurve.easeIn.value(at: 0.5)
        XCTAssertEqual(Double(opacity(layer)), expected, accuracy: 1e-6)
        XCTAssertLessThan(opacity(layer), 0.5)
    }

    func testRepeatAutoreverseAndFillForwards() {
        let layer = committedLayer { $0.opacity = 1 }
        let animation = basic("opacity", from: 0, to: 1)
        animation.autoreverses = true
        animation.repeatCount = 2
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        run(animation, on: layer)
        advance(0.25)
        XCTAssertEqual(opacity(layer), 0.25, accuracy: 1e-6)
        advance(1.0)
        XCTAssertEqual(opacity(layer), 0.75, accuracy: 1e-6, "playing back")
        advance(1.0)
        XCTAssertEqual(opacity(layer), 0.25, accuracy: 1e-6, "second iteration, forward")
        advance(2)
        XCTAssertEqual(opacity(layer), 0, accuracy: 1e-6, "holds the end of the last backward half")
        finishRunLoopTurn()
        XCTAssertEqual(layer.animationKeys(), ["a"], "not removed on completion")
    }

    func testBeginTimeInTheFutureAndFillBackwards() {
        let layer = committedLayer()
        let animation = basic("opacity", from: 0.2, to: 0.4)
        animation.beginTime = CACurrentMediaTime() + 1
        run(animation, on: layer)
        XCTAssertEqual(opacity(layer), 1, "not started, no backwards fill")
        layer.removeAllAnimations()
        animation.fillMode = .backwards
        run(animation, on: layer)
        XCTAssertEqual(opacity(layer), 0.2, accuracy: 1e-6, "backwards fill shows the start")
        advance(1.5)
        XCTAssertEqual(opacity(layer), 0.3, accuracy: 1e-6)
    }

    func testAdditiveAndCumulative() {
        let layer = committedLayer { $0.position = CGPoint(x: 100, y: 0) }
        let shake = basic("position.x", from: -10, to: 10)
        shake.isAdditive = true
        run(shake, on: layer, key: "shake")
        advance(0.25)
        XCTAssertEqual(x(layer), 95, accuracy: 1e-9, "the offset adds to the model value")
        layer.removeAllAnimations()

        let step = basic("position.x", from: 0, to: 10)
        step.isCumulative = true
        step.repeatCount = 3
        run(step, on: layer, key: "step")
        advance(2.5)
        XCTAssertEqual(x(layer), 25, accuracy: 1e-9, "third iteration starts at 20")
    }

    func testRotationKeyPathSpinsAndKeepsScale() {
        let layer = committedLayer { $0.transform = CATransform3DMakeScale(2, 2, 1) }
        run(basic("transform.rotation.z", from: 0, to: 2 * CGFloat.pi, duration: 4), on: layer)
        advance(1)
        let t = layer.presentation()!.transform
        XCTAssertEqual(t.m11, 0, accuracy: 1e-9)
        XCTAssertEqual(t.m12, 2, accuracy: 1e-9, "a quarter turn, scale kept")
        advance(1)
        XCTAssertEqual(layer.presentation()!.transform.m11, -2, accuracy: 1e-9, "half a turn: the scalar angle passes π")
    }

    func testTransformInterpolatesByDecomposition() {
        let layer = committedLayer()
        run(basic("transform", from: CATransform3DIdentity, to: CATransform3DMakeRotation(.pi / 2, 0, 0, 1)), on: layer)
        advance(0.5)
        let t = layer.presentation()!.transform
        XCTAssertEqual(t.m11, cos(.pi / 4), accuracy: 1e-9)
        XCTAssertEqual(t.m12, sin(.pi / 4), accuracy: 1e-9)
    }

    func testValueFunctionRotateZ() {
        let layer = committedLayer()
        let animation = basic("transform", from: 0, to: CGFloat.pi)
        animation.valueFunction = CAValueFunction(name: .rotateZ)
        run(animation, on: layer)
        advance(0.5)
        XCTAssertEqual(layer.presentation()!.transform.m12, 1, accuracy: 1e-9)
    }

    func testColorAnimation() {
        let layer = committedLayer { $0.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1) }
        run(basic("backgroundColor", to: CGColor(red: 0, green: 0, blue: 1, alpha: 1)), on: layer)
        advance(0.5)
        XCTAssertEqual(layer.presentation()!.backgroundColor?.components, [0.5, 0, 0.5, 1])
    }

    func testGroupRunsChildrenInItsTime() {
        let layer = committedLayer()
        let fade = basic("opacity", from: 0, to: 1, duration: 2)
        let move = basic("position.x", from: 0, to: 100, duration: 1)
        move.beginTime = 1
        let group = CAAnimationGroup()
        group.animations = [fade, move]
        group.duration = 2
        group.speed = 2
        run(group, on: layer)
        advance(0.25)
        XCTAssertEqual(opacity(layer), 0.25, accuracy: 1e-6, "speed 2: half a second of group time")
        XCTAssertEqual(x(layer), 0, "the move has not begun")
        advance(0.5)
        XCTAssertEqual(opacity(layer), 0.75, accuracy: 1e-6)
        XCTAssertEqual(x(layer), 50, accuracy: 1e-9)
    }

    func testGroupFillHoldsItsChildren() {
        let layer = committedLayer()
        let move = basic("position.x", from: 0, to: 100, duration: 1)
        let group = CAAnimationGroup()
        group.animations = [move]
        group.duration = 1
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        run(group, on: layer)
        advance(5)
        XCTAssertEqual(x(layer), 100, accuracy: 1e-9)
    }

    func testSpringAnimationFollowsTheSpring() {
        let layer = committedLayer()
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.duration = spring.settlingDuration
        run(spring, on: layer)
        advance(0.3)
        let expected = 100 * SpringSolution().value(at: 0.3)
        XCTAssertEqual(Double(x(layer)), expected, accuracy: 1e-6)
    }

    func testSublayersOfAPresentationLayerArePresentationLayers() {
        let parent = committedLayer()
        let child = CALayer()
        parent.addSublayer(child)
        CATransaction.flush()
        run(basic("opacity", from: 0, to: 1), on: child)
        advance(0.5)
        let presentedParent = parent.presentation()!
        let presentedChild = presentedParent.sublayers!.first!
        XCTAssertEqual(presentedChild.opacity, 0.5, accuracy: 1e-6)
        XCTAssertTrue(presentedChild.model() === child)
        XCTAssertTrue(child.presentation()!.superlayer!.model() === parent)
    }

    func testImplicitAnimationStartsFromThePresentationValue() {
        let layer = committedLayer { $0.position = .zero }
        CATransaction.begin()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position = CGPoint(x: 100, y: 0)
        CATransaction.commit()
        advance(0.125)
        XCTAssertEqual(x(layer), 50, accuracy: 1e-9)
        CATransaction.begin()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position = CGPoint(x: 0, y: 0)
        CATransaction.commit()
        let redirect = layer.animation(forKey: "position") as? CABasicAnimation
        XCTAssertEqual((redirect?.fromValue as? CGPoint)?.x ?? -1, 50, accuracy: 1e-9, "from where it is on screen")
        advance(0.125)
        XCTAssertEqual(x(layer), 25, accuracy: 1e-9)
    }

    func testImplicitColourAnimationFromNoColour() {
        let layer = committedLayer()
        let messages = diagnostics {
            layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        }
        XCTAssertEqual(messages, [])
        XCTAssertNotNil(layer.animation(forKey: "backgroundColor"))
        CATransaction.flush()
        advance(0.125)
        let alpha = layer.presentation()?.backgroundColor?.alpha ?? -1
        XCTAssertGreaterThan(alpha, 0.1, "fading in from transparent")
        XCTAssertLessThan(alpha, 0.95)
    }

    func testPauseAndResumeRecipe() {
        // Document 001: speed 0 + timeOffset pauses; beginTime = now − paused resumes.
        let layer = committedLayer()
        run(basic("position.x", from: 0, to: 100, duration: 10), on: layer)
        advance(3)
        XCTAssertEqual(x(layer), 30, accuracy: 1e-9)

        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
        CATransaction.flush()
        advance(5)
        XCTAssertEqual(x(layer), 30, accuracy: 1e-9, "frozen while paused")

        let paused = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        let sincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        layer.beginTime = sincePause
        CATransaction.flush()
        XCTAssertEqual(x(layer), 30, accuracy: 1e-9, "resumes where it stopped")
        advance(2)
        XCTAssertEqual(x(layer), 50, accuracy: 1e-9)
    }

    func testPresentationShowsCommittedValuesOnly() {
        let layer = committedLayer { $0.position = CGPoint(x: 10, y: 0) }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 90, y: 0)
        XCTAssertEqual(x(layer), 10, "the change is not on screen before its transaction commits")
        CATransaction.commit()
        XCTAssertEqual(x(layer), 90)
    }

    func testConvertTimeBetweenLayers() {
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        parent.speed = 2
        parent.beginTime = 10
        child.timeOffset = 5
        XCTAssertEqual(child.convertTime(20, from: nil), (20 - 10) * 2 + 5)
        XCTAssertEqual(child.convertTime(25, to: nil), 20, accuracy: 1e-12)
        XCTAssertEqual(parent.convertTime(25, from: child), 20, accuracy: 1e-12)
    }

    func testAPropertyWithANilModelValueStillAnimatesByItsKind() {
        let layer = committedLayer()
        XCTAssertNil(layer.backgroundColor)
        run(basic("backgroundColor", from: CGColor(red: 0, green: 0, blue: 0, alpha: 1),
                  to: CGColor(red: 1, green: 1, blue: 1, alpha: 1)), on: layer)
        advance(0.25)
        XCTAssertEqual(layer.presentation()!.backgroundColor, CGColor(red: 0.25, green: 0.25, blue: 0.25, alpha: 1),
                       "interpolated as colours, not switched half way")
    }
}
