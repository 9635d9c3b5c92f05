import Foundation
import XCTest
@testable import CoreAnimationValues

final class SpringSolutionTests: XCTestCase {
    // MARK: Fixture

    /// One spring of each regime (ω₀ = 10, critical damping 20), with and
    /// without an initial velocity.
    private let springs: [(String, SpringSolution)] = [
        ("defaults", SpringSolution()),
        ("under, v 5", SpringSolution(damping: 5, initialVelocity: 5)),
        ("undamped", SpringSolution(damping: 0)),
        ("critical", SpringSolution(damping: 20)),
        ("critical, v −3", SpringSolution(damping: 20, initialVelocity: -3)),
        ("over", SpringSolution(damping: 50, allowsOverdamping: true)),
        ("over, v 2", SpringSolution(mass: 2, stiffness: 50, damping: 60, initialVelocity: 2, allowsOverdamping: true)),
    ]

    /// The oscillator integrated numerically (classic Runge–Kutta, 1e-4 s steps),
    /// independent of the closed forms.
    private func integrated(_ spring: SpringSolution, until end: Double) -> Double {
        let step = 1e-4
        var x = 0.0
        var v = spring.initialVelocity
        func acceleration(_ x: Double, _ v: Double) -> Double {
            (-spring.stiffness * (x - 1) - spring.damping * v) / spring.mass
        }
        for _ in 0..<Int((end / step).rounded()) {
            let k1x = v, k1v = acceleration(x, v)
            let k2x = v + step / 2 * k1v, k2v = acceleration(x + step / 2 * k1x, v + step / 2 * k1v)
            let k3x = v + step / 2 * k2v, k3v = acceleration(x + step / 2 * k2x, v + step / 2 * k2v)
            let k4x = v + step * k3v, k4v = acceleration(x + step * k3x, v + step * k3v)
            x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return x
    }

    // MARK: Regimes

    func testRegimeFollowsTheDampingRatio() {
        XCTAssertEqual(SpringSolution().dampingRatio, 0.5)
        XCTAssertEqual(SpringSolution().naturalFrequency, 10)
        XCTAssertEqual(SpringSolution().regime, .underdamped)
        XCTAssertEqual(SpringSolution(damping: 20).regime, .criticallyDamped)
        XCTAssertEqual(SpringSolution(damping: 20 + 1e-8).regime, .criticallyDamped)
        XCTAssertEqual(SpringSolution(damping: 19.9).regime, .underdamped)
        XCTAssertEqual(SpringSolution(damping: 20.1, allowsOverdamping: true).regime, .overdamped)
        XCTAssertEqual(SpringSolution(mass: 4, stiffness: 25, damping: 20).regime, .criticallyDamped)
    }

    /// Above critical damping the spring moves as the critically damped one
    /// unless overdamping is allowed (Apple's `allowOverDamping`: "such cases
    /// should instead be treated as critically damped").
    func testDampingAboveCriticalIsCriticalUnlessOverdampingIsAllowed() {
        let clamped = SpringSolution(damping: 50)
        XCTAssertEqual(clamped.regime, .criticallyDamped)
        XCTAssertEqual(clamped.damping, 20)
        XCTAssertEqual(clamped.value(at: 0.2), SpringSolution(damping: 20).value(at: 0.2), accuracy: 1e-12)
        let over = SpringSolution(damping: 50, allowsOverdamping: true)
        XCTAssertEqual(over.regime, .overdamped)
        XCTAssertLessThan(over.value(at: 0.2), clamped.value(at: 0.2) - 0.1, "an overdamped spring creeps")
        XCTAssertGreaterThan(over.settlingDuration, clamped.settlingDuration)
        XCTAssertEqual(SpringSolution(damping: 5).damping, 5, "below critical nothing changes")
    }

    // MARK: Motion

    func testStartsAtZero() {
        for (name, spring) in springs {
            XCTAssertEqual(spring.value(at: 0), 0, name)
            XCTAssertEqual(spring.value(at: -1), 0, name)
            XCTAssertEqual(spring.velocity(at: 0), spring.initialVelocity, name)
        }
    }

    func testConvergesToOne() {
        for (name, spring) in springs where spring.damping > 0 {
            XCTAssertEqual(spring.value(at: 60), 1, accuracy: 1e-9, name)
            XCTAssertEqual(spring.value(at: .infinity), 1, name)
        }
    }

    func testInitialSlopeIsTheInitialVelocity() {
        let h = 1e-6
        for (name, spring) in springs {
            let slope = (spring.value(at: h) - spring.value(at: 0)) / h
            // The forward difference is off by about h·x″(0)/2 ≤ 1e-4.
            XCTAssertEqual(slope, spring.initialVelocity, accuracy: 1e-3, name)
        }
    }

    func testVelocityIsTheDerivativeOfValue() {
        let h = 1e-5
        for (name, spring) in springs {
            for t in [0.05, 0.3, 0.9] {
                let slope = (spring.value(at: t + h) - spring.value(at: t - h)) / (2 * h)
                XCTAssertEqual(spring.velocity(at: t), slope, accuracy: 1e-5, "\(name) t = \(t)")
            }
        }
    }

    func testClosedFormsMatchNumericIntegration() {
        for (name, spring) in springs {
            for t in [0.1, 0.37, 1.0] {
                XCTAssertEqual(spring.value(at: t), integrated(spring, until: t), accuracy: 1e-8, "\(name) t = \(t)")
            }
        }
    }

    func testUnderdampedFirstPeakOvershootsByTheClassicAmount() {
        // First peak at π/ω_d with overshoot e^(−ζπ/√(1−ζ²)); ζ = 0.5, ω_d = √75.
        let spring = SpringSolution()
        let peak = Double.pi / 75.0.squareRoot()
        XCTAssertEqual(spring.value(at: peak), 1 + exp(-0.5 * Double.pi / 0.75.squareRoot()), accuracy: 1e-12)
        XCTAssertEqual(spring.velocity(at: peak), 0, accuracy: 1e-12)
    }

    func testUndampedSpringSwingsForever() {
        let spring = SpringSolution(damping: 0)
        let period = 2 * Double.pi / 10
        XCTAssertEqual(spring.value(at: period / 2), 2, accuracy: 1e-12)
        XCTAssertEqual(spring.value(at: 100 * period), 0, accuracy: 1e-9)
    }

    func testCriticallyDampedFromRestIsMonotoneAndNeverOvershoots() {
        for spring in [SpringSolution(damping: 20), SpringSolution(mass: 4, stiffness: 25, damping: 20)] {
            var previous = 0.0
            for step in 1...3000 {
                let value = spring.value(at: Double(step) / 1000)
                XCTAssertGreaterThanOrEqual(value, previous)
                XCTAssertLessThanOrEqual(value, 1)
                previous = value
            }
        }
    }

    func testRegimesMeetContinuouslyAtCriticalDamping() {
        for t in [0.05, 0.2, 0.5] {
            let critical = SpringSolution(damping: 20).value(at: t)
            XCTAssertEqual(SpringSolution(damping: 20 - 1e-6).value(at: t), critical, accuracy: 1e-6)
            XCTAssertEqual(SpringSolution(damping: 20 + 1e-6, allowsOverdamping: true).value(at: t), critical, accuracy: 1e-6)
        }
    }

    // MARK: settlingDuration

    func testSettlingDurationOfApplesDefaults() {
        // ln((1 + α/ω_d) / 0.001) / α with α = 5, ω_d = √75.
        let expected = log((1 + 5 / 75.0.squareRoot()) / 0.001) / 5
        XCTAssertEqual(SpringSolution().settlingDuration, expected, accuracy: 1e-9)
        XCTAssertEqual(SpringSolution().settlingDuration, 1.4727, accuracy: 1e-4)
    }

    func testSettlingDurationMatchesApplesDocumentedExamples() {
        // Apple: damping 5 ≈ 2.85 s; damping 15 "just over 1 second".
        XCTAssertEqual(SpringSolution(damping: 5).settlingDuration, 2.8550, accuracy: 1e-4)
        XCTAssertEqual(SpringSolution(damping: 15).settlingDuration, 1.0221, accuracy: 1e-4)
    }

    func testSettlingDurationOfTheCriticalSpring() {
        // (1 + 10t)·e^(−10t) = 0.001, solved here by bisection.
        var low = 0.1, high = 10.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if (1 + 10 * middle) * exp(-10 * middle) > 0.001 { low = middle } else { high = middle }
        }
        XCTAssertEqual(SpringSolution(damping: 20).settlingDuration, high, accuracy: 1e-9)
    }

    func testSpringStaysAtRestAfterItsSettlingDuration() {
        for (name, spring) in springs where spring.damping > 0 {
            let settled = spring.settlingDuration
            XCTAssertTrue(settled.isFinite && settled > 0, name)
            for step in 0...2000 {
                let t = settled + Double(step) / 400
                XCTAssertLessThanOrEqual(abs(spring.value(at: t) - 1), 0.001, "\(name) t = \(t)")
                XCTAssertLessThanOrEqual(abs(spring.velocity(at: t)) / spring.naturalFrequency, 0.001, "\(name) t = \(t)")
            }
        }
    }

    func testSettlingDurationIsContinuousAcrossCriticalDamping() {
        let critical = SpringSolution(damping: 20).settlingDuration
        XCTAssertEqual(SpringSolution(damping: 20 - 1e-5).settlingDuration, critical, accuracy: 1e-3)
        XCTAssertEqual(SpringSolution(damping: 20 + 1e-5, allowsOverdamping: true).settlingDuration, critical, accuracy: 1e-3)
    }

    func testMoreDampingSettlesSoonerUntilCritical() {
        XCTAssertGreaterThan(SpringSolution(damping: 5).settlingDuration, SpringSolution(damping: 10).settlingDuration)
        XCTAssertGreaterThan(SpringSolution(damping: 10).settlingDuration, SpringSolution(damping: 15).settlingDuration)
        XCTAssertGreaterThan(SpringSolution(damping: 80, allowsOverdamping: true).settlingDuration, SpringSolution(damping: 20).settlingDuration)
    }

    func testUndampedSpringNeverSettles() {
        XCTAssertEqual(SpringSolution(damping: 0).settlingDuration, .infinity)
    }

    // MARK: Invalid parameters

    func testInvalidParametersAreReportedAndReplaced() {
        let (spring, messages) = Diagnostics.capture {
            SpringSolution(mass: 0, stiffness: -5, damping: -1, initialVelocity: .infinity)
        }
        XCTAssertEqual([spring.mass, spring.stiffness, spring.damping, spring.initialVelocity], [1, 100, 0, 0])
        XCTAssertEqual(messages.count, 4)
        XCTAssertTrue(messages.allSatisfy { $0.hasPrefix("QuartzCore: CASpringAnimation: ") })
        XCTAssertTrue(messages[0].contains("mass"))
        XCTAssertTrue(messages[1].contains("stiffness"))
        XCTAssertTrue(messages[2].contains("damping"))
        XCTAssertTrue(messages[3].contains("initialVelocity"))
    }

    func testNonFiniteParametersNeverGiveNaN() {
        let (spring, messages) = Diagnostics.capture {
            SpringSolution(mass: .nan, stiffness: .infinity, damping: .nan, initialVelocity: .nan)
        }
        XCTAssertEqual([spring.mass, spring.stiffness, spring.damping, spring.initialVelocity], [1, 100, 10, 0])
        XCTAssertEqual(messages.count, 4)
        for t in [0.0, 0.1, 1, 100, .infinity, .nan] {
            XCTAssertFalse(spring.value(at: t).isNaN, "t = \(t)")
            XCTAssertFalse(spring.velocity(at: t).isNaN, "t = \(t)")
        }
        XCTAssertFalse(spring.settlingDuration.isNaN)
    }

    func testValidParametersReportNothing() {
        let (_, messages) = Diagnostics.capture { SpringSolution(mass: 0.5, stiffness: 300, damping: 0) }
        XCTAssertEqual(messages, [])
    }
}
