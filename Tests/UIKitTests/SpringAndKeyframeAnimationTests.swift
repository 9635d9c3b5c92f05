import XCTest
@testable import UIKit

final class SpringAndKeyframeAnimationTests: UIKitTestCase {
    private func committedView(x: CGFloat = 0) -> UIView {
        let view = UIView(frame: CGRect(x: x, y: 0, width: 100, height: 100))
        commit()
        return view
    }

    func testSpringTimingSettlesWithinTheDuration() {
        for (duration, ratio) in [(0.5, 1.0), (1.0, 0.5), (2.0, 0.2), (0.3, 0.9)] as [(Double, CGFloat)] {
            let timing = SpringTiming(duration: duration, dampingRatio: ratio, initialVelocity: 0)
            let spring = CASpringAnimation()
            spring.stiffness = timing.stiffness
            spring.damping = timing.damping
            XCTAssertEqual(spring.settlingDuration, duration, accuracy: duration * 1e-3, "ratio \(ratio)")
            XCTAssertEqual(timing.damping / (2 * timing.stiffness.squareRoot()), ratio, accuracy: 1e-9)
        }
    }

    func testSpringAnimationOvershootsWithLowDampingAndEndsOnTheTarget() {
        let view = committedView()
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [],
                       animations: { view.center.x = 150 }, completion: { finished = $0 })
        let spring = view.layer.animation(forKey: "position") as? CASpringAnimation
        XCTAssertNotNil(spring)
        XCTAssertEqual(spring?.duration, 1)
        commit()
        var maximum: CGFloat = 0
        for _ in 0..<50 {
            advance(0.02)
            maximum = max(maximum, view.layer.presentation()?.position.x ?? 0)
        }
        XCTAssertGreaterThan(maximum, 155, "a damping ratio of 0.3 overshoots the target")
        advance(0.05)
        XCTAssertEqual(finished, true)
        XCTAssertEqual(view.layer.presentation()?.position.x ?? 0, 150, accuracy: 0.01)
    }

    func testCriticallyDampedSpringDoesNotOvershootAndUsesTheInitialVelocity() {
        let view = committedView()
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 5, options: [],
                       animations: { view.center.x = 150 })
        XCTAssertEqual((view.layer.animation(forKey: "position") as? CASpringAnimation)?.initialVelocity, 5)
        commit()
        var previous: CGFloat = 50
        var maximum: CGFloat = 0
        for _ in 0..<50 {
            advance(0.02)
            let x = view.layer.presentation()?.position.x ?? 0
            maximum = max(maximum, x)
            previous = x
        }
        _ = previous
        XCTAssertLessThanOrEqual(maximum, 150.5 + 5, "at most a small overshoot from the push")
        advance(0.1)
    }

    /// iOS 17's `animate(springDuration:bounce:…)`: the block's springs
    /// have Apple's mapping of pace and bounce, play until at rest, and the
    /// completion runs then.
    func testSpringDurationAndBounceMakeApplesSpringAndCompleteWhenAtRest() {
        let view = committedView()
        var finished: Bool?
        UIView.animate(springDuration: 0.5, bounce: 0.4, animations: { view.center.x = 150 },
                       completion: { finished = $0 })
        let spring = view.layer.animation(forKey: "position") as? CASpringAnimation
        XCTAssertEqual(spring?.perceptualDuration ?? 0, 0.5, accuracy: 1e-9)
        XCTAssertEqual(spring?.bounce ?? 0, 0.4, accuracy: 1e-9)
        let settling = spring?.settlingDuration ?? 0
        XCTAssertGreaterThan(settling, 0.5, "a bouncy spring settles after its pace")
        XCTAssertEqual(spring?.duration ?? 0, settling, accuracy: 1e-9)
        commit()
        var maximum: CGFloat = 0
        // Media time on the test's manual clock, stepped a frame at a time (no wall clock).
        var mediaTime = 0.0
        while mediaTime < settling - 0.05 {
            advance(0.02)
            mediaTime += 0.02
            maximum = max(maximum, view.layer.presentation()?.position.x ?? 0)
        }
        XCTAssertGreaterThan(maximum, 155, "bounce 0.4 overshoots")
        XCTAssertNil(finished, "still settling")
        advance(0.1)
        XCTAssertEqual(finished, true)
        XCTAssertEqual(view.layer.presentation()?.position.x ?? 0, 150, accuracy: 0.01)
    }

    func testSpringDurationWithDefaultsIsCriticallyDampedAndZeroDurationIsImmediate() {
        let view = committedView()
        UIView.animate(springDuration: 0.5) { view.alpha = 0.5 }
        let spring = view.layer.animation(forKey: "opacity") as? CASpringAnimation
        XCTAssertEqual(spring?.bounce ?? 1, 0, accuracy: 1e-9)
        XCTAssertEqual(spring?.damping ?? 0, 2 * (spring?.stiffness ?? 0).squareRoot(), accuracy: 1e-6)
        var finished: Bool?
        UIView.animate(springDuration: 0, animations: { view.center.x = 80 }, completion: { finished = $0 })
        XCTAssertNil(view.layer.animation(forKey: "position"), "no duration: no animation")
        XCTAssertEqual(view.center.x, 80)
        commit()
        XCTAssertEqual(finished, true)
    }

    func testKeyframesReachEachValueAtTheEndOfTheirShare() {
        let view = committedView()
        var finished: Bool?
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(withDuration: 4, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.center.x = 150 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 350 }
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0 }
        }, completion: { finished = $0 })
        let keyframes = view.layer.animation(forKey: "position") as? CAKeyframeAnimation
        XCTAssertEqual(keyframes?.keyTimes?.map(\.doubleValue), [0, 0.25, 0.5, 1])
        XCTAssertEqual(keyframes?.values?.count, 4)
        XCTAssertEqual(keyframes?.calculationMode, .linear)
        XCTAssertEqual(view.center.x, 350, "the model has the last keyframe's value")
        commit()
        advance(0.5)
        XCTAssertEqual(view.layer.presentation()!.position.x, 100, accuracy: 0.01, "halfway through the first keyframe")
        advance(1.0)
        XCTAssertEqual(view.layer.presentation()!.position.x, 150, accuracy: 0.01, "held between the keyframes")
        advance(1.5)
        XCTAssertEqual(view.layer.presentation()!.position.x, 250, accuracy: 0.01)
        XCTAssertEqual(shownOpacity(view), 0.25, accuracy: 0.01)
        advance(1.1)
        XCTAssertEqual(finished, true)
    }

    func testKeyframeCalculationModeAndDefaultCurve() {
        let view = committedView()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeDiscrete, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
        })
        let animation = view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation
        XCTAssertEqual(animation?.calculationMode, .discrete)
        XCTAssertEqual(animation?.timingFunction, CAMediaTimingFunction(name: .easeInEaseOut),
                       "the whole keyframe animation eases in and out unless a curve is given")
        advance(1.1)
    }

    func testAddKeyframeOutsideAKeyframeBlockIsReported() {
        let view = committedView()
        let reports = diagnostics {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0 }
        }
        XCTAssertEqual(reports.count, 1)
        XCTAssertEqual(view.alpha, 0)
    }
}
