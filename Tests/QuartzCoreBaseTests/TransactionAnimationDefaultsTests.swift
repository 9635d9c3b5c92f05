import XCTest
@testable import QuartzCoreBase

/// A transaction's duration and timing function as the defaults of the
/// explicit animations added inside it ("the default duration of animations
/// added to layers", Apple's header).
final class TransactionAnimationDefaultsTests: LayerTestCase {
    private func added(_ animation: CAAnimation, to layer: CALayer, key: String = "probe") -> CAAnimation? {
        layer.add(animation, forKey: key)
        return layer.animation(forKey: key)
    }

    func testAnUnsetDurationTakesTheTransactionsDuration() {
        let layer = committedLayer()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        let unset = added(CABasicAnimation(keyPath: "opacity"), to: layer, key: "a")
        let own = CABasicAnimation(keyPath: "opacity")
        own.duration = 0.5
        let kept = added(own, to: layer, key: "b")
        CATransaction.commit()
        XCTAssertEqual(unset?.duration, 2)
        XCTAssertEqual(kept?.duration, 0.5, "the animation's own duration wins")
    }

    func testAnUnsetTimingFunctionTakesTheTransactionsFunction() {
        let layer = committedLayer()
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        CATransaction.begin()
        CATransaction.setAnimationTimingFunction(easeIn)
        let unset = added(CABasicAnimation(keyPath: "position.x"), to: layer, key: "a")
        let linear = CABasicAnimation(keyPath: "position.x")
        linear.timingFunction = CAMediaTimingFunction(name: .linear)
        let kept = added(linear, to: layer, key: "b")
        CATransaction.commit()
        XCTAssertEqual(unset?.timingFunction, easeIn)
        XCTAssertEqual(kept?.timingFunction, CAMediaTimingFunction(name: .linear))
    }

    func testWithNothingSetTheAnimationKeepsItsZeroDurationAndNoFunction() {
        let layer = committedLayer()
        let copy = added(CABasicAnimation(keyPath: "opacity"), to: layer)
        XCTAssertEqual(copy?.duration, 0, "0 still plays as the 0.25 s default")
        XCTAssertNil(copy?.timingFunction)
    }

    func testTheCallersAnimationIsNotChanged() {
        let layer = committedLayer()
        let animation = CABasicAnimation(keyPath: "opacity")
        CATransaction.begin()
        CATransaction.setAnimationDuration(3)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeOut))
        layer.add(animation, forKey: "a")
        CATransaction.commit()
        XCTAssertEqual(animation.duration, 0, "only the layer's copy takes the defaults")
        XCTAssertNil(animation.timingFunction)
    }

    func testAGroupTakesTheDurationItsChildrenKeepTheirs() {
        let layer = committedLayer()
        let child = CABasicAnimation(keyPath: "opacity")
        let group = CAAnimationGroup()
        group.animations = [child]
        CATransaction.begin()
        CATransaction.setAnimationDuration(1.5)
        let copy = added(group, to: layer) as? CAAnimationGroup
        CATransaction.commit()
        XCTAssertEqual(copy?.duration, 1.5)
        XCTAssertEqual(copy?.animations?.first?.duration, 0)
    }

    /// The presentation follows the transaction's duration and curve: 1 s
    /// linear from 0 to 1 shows 0.5 half way, where the 0.25 s default would
    /// have ended and the default curve would show another value.
    func testThePresentationPlaysTheTransactionsDurationAndCurve() {
        let layer = committedLayer { $0.opacity = 1 }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.add(fade, forKey: "fade")
        CATransaction.commit()
        finishRunLoopTurn()
        advance(0.5)
        let shown = layer.presentation()?.opacity ?? -1
        XCTAssertEqual(shown, 0.5, accuracy: 0.02)
    }
}
