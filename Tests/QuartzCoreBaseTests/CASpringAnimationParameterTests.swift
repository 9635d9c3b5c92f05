import XCTest
@testable import QuartzCoreBase

/// iOS 17's spring parameters: `allowsOverdamping`, and a spring given by a
/// perceptual duration and a bounce with the mapping Apple publishes.
final class CASpringAnimationParameterTests: LayerTestCase {
    func testDampingAboveCriticalActsCriticalUntilOverdampingIsAllowed() {
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.damping = 60  // critical for mass 1, stiffness 100 is 20
        XCTAssertFalse(spring.allowsOverdamping)
        let critical = CASpringAnimation(keyPath: "position.x")
        critical.damping = 20
        XCTAssertEqual(spring.settlingDuration, critical.settlingDuration, accuracy: 1e-9)
        spring.allowsOverdamping = true
        XCTAssertGreaterThan(spring.settlingDuration, critical.settlingDuration * 2, "overdamped springs creep")
        let copy = spring.copy() as? CASpringAnimation
        XCTAssertEqual(copy?.allowsOverdamping, true)
        spring.setValue(false, forKey: "allowsOverdamping")
        XCTAssertEqual(spring.value(forKey: "allowsOverdamping") as? Bool, false)
    }

    func testAnOverdampedSpringOnALayerCreepsOnlyWhenAllowed() {
        func shown(allowing: Bool) -> CGFloat {
            let layer = committedLayer()
            let spring = CASpringAnimation(keyPath: "position.x")
            spring.fromValue = 0
            spring.toValue = 100
            spring.damping = 100
            spring.duration = 5
            spring.allowsOverdamping = allowing
            layer.add(spring, forKey: "move")
            CATransaction.flush()
            finishRunLoopTurn()
            advance(0.3)
            defer { advance(-0.3) }
            return layer.presentation()?.position.x ?? -1
        }
        // Critical (ω₀ = 10): 1 − (1 + 3)e^−3 ≈ 0.80 of the way at 0.3 s.
        XCTAssertEqual(shown(allowing: false), 80.09, accuracy: 0.5)
        XCTAssertLessThan(shown(allowing: true), 40, "ζ = 5 creeps")
    }

    func testPerceptualDurationAndBounceFollowApplesMapping() {
        let bouncy = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        XCTAssertEqual(bouncy.mass, 1)
        XCTAssertEqual(bouncy.stiffness, pow(2 * .pi / 0.5, 2), accuracy: 1e-9)
        XCTAssertEqual(bouncy.damping, 4 * .pi * 0.7 / 0.5, accuracy: 1e-9)
        XCTAssertEqual(bouncy.perceptualDuration, 0.5, accuracy: 1e-12)
        XCTAssertEqual(bouncy.bounce, 0.3, accuracy: 1e-12)
        XCTAssertEqual(bouncy.duration, bouncy.settlingDuration, "plays until at rest")
        XCTAssertFalse(bouncy.allowsOverdamping)

        let smooth = CASpringAnimation(perceptualDuration: 1, bounce: 0)
        XCTAssertEqual(smooth.damping, 2 * smooth.stiffness.squareRoot(), accuracy: 1e-9, "bounce 0 is critical")

        let heavy = CASpringAnimation(perceptualDuration: 0.4, bounce: -0.5)
        XCTAssertTrue(heavy.allowsOverdamping)
        XCTAssertEqual(heavy.damping, 4 * .pi / (0.4 * 0.5), accuracy: 1e-9)
        XCTAssertEqual(heavy.bounce, -0.5, accuracy: 1e-12)
        XCTAssertEqual(heavy.perceptualDuration, 0.4, accuracy: 1e-12)
    }

    func testBadPerceptualValuesAreReportedAndReplaced() {
        var spring: CASpringAnimation?
        let messages = diagnostics {
            spring = CASpringAnimation(perceptualDuration: .nan, bounce: 7)
        }
        XCTAssertEqual(messages.count, 2, "\(messages)")
        XCTAssertEqual(spring?.perceptualDuration ?? 0, 0.5, accuracy: 1e-12)
        XCTAssertEqual(spring?.bounce ?? 0, 1, accuracy: 1e-12)
        XCTAssertEqual(spring?.settlingDuration, .infinity, "an undamped spring never settles")
        XCTAssertEqual(spring?.duration, 1e9, "so it swings on")
    }
}
