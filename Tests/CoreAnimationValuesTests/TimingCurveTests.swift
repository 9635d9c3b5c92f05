import XCTest
@testable import CoreAnimationValues

final class TimingCurveTests: XCTestCase {
    /// One coordinate of the Bézier in Bernstein form, written independently of
    /// the power form the curve uses.
    private func bernstein(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let s = 1 - t
        return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
    }

    func testNamedCurvesHaveApplesControlPoints() {
        let expected: [(TimingCurve, [Double])] = [
            (.linear, [0, 0, 1, 1]),
            (.easeIn, [0.42, 0, 1, 1]),
            (.easeOut, [0, 0, 0.58, 1]),
            (.easeInEaseOut, [0.42, 0, 0.58, 1]),
            (.default, [0.25, 0.1, 0.25, 1]),
        ]
        for (curve, points) in expected {
            XCTAssertEqual([curve.x1, curve.y1, curve.x2, curve.y2], points)
        }
        XCTAssertEqual(TimingCurve(named: .easeInEaseOut), .easeInEaseOut)
        XCTAssertEqual(TimingCurve(named: .default), .default)
        XCTAssertNil(TimingCurve(named: CAMediaTimingFunctionName("bouncy")))
    }

    func testControlPointsAreTheEndsAndTheTwoControls() {
        let curve = TimingCurve(x1: 0.25, y1: -0.5, x2: 0.75, y2: 1.5)
        XCTAssertEqual(curve.controlPoint(at: 0).map { [$0.0, $0.1] }, [0, 0])
        XCTAssertEqual(curve.controlPoint(at: 1).map { [$0.0, $0.1] }, [0.25, -0.5])
        XCTAssertEqual(curve.controlPoint(at: 2).map { [$0.0, $0.1] }, [0.75, 1.5])
        XCTAssertEqual(curve.controlPoint(at: 3).map { [$0.0, $0.1] }, [1, 1])
        XCTAssertNil(curve.controlPoint(at: 4))
        XCTAssertNil(curve.controlPoint(at: -1))
    }

    func testXIsClampedAndYIsKept() {
        let curve = TimingCurve(x1: -0.5, y1: -2, x2: 1.5, y2: 3)
        XCTAssertEqual([curve.x1, curve.y1, curve.x2, curve.y2], [0, -2, 1, 3])
        let bad = TimingCurve(x1: .nan, y1: .infinity, x2: .infinity, y2: .nan)
        XCTAssertEqual([bad.x1, bad.y1, bad.x2, bad.y2], [0, 0, 1, 0])
    }

    func testEaseInEaseOutIsExactlyOneHalfAtOneHalf() {
        // The curve is point-symmetric about (0.5, 0.5), so t = 0.5 solves x = 0.5.
        XCTAssertEqual(TimingCurve.easeInEaseOut.value(at: 0.5), 0.5)
        XCTAssertEqual(TimingCurve.easeInEaseOut.parameter(forX: 0.5), 0.5)
    }

    func testEaseInEaseOutIsPointSymmetric() {
        for x in stride(from: 0.0, through: 1.0, by: 0.0625) {
            let sum = TimingCurve.easeInEaseOut.value(at: x) + TimingCurve.easeInEaseOut.value(at: 1 - x)
            XCTAssertEqual(sum, 1, accuracy: 1e-6, "x = \(x)")
        }
    }

    func testLinearReturnsItsInput() {
        for x in stride(from: 0.0, through: 1.0, by: 0.03125) {
            XCTAssertEqual(TimingCurve.linear.value(at: x), x, accuracy: 1e-7)
        }
    }

    func testSolvedParameterReproducesXAndTheValueIsYAtIt() {
        let curves: [TimingCurve] = [.easeIn, .easeOut, .easeInEaseOut, .default,
                                     TimingCurve(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55)]
        for curve in curves {
            for x in [0.001, 0.1, 0.2, 0.25, 0.333, 0.5, 0.6, 0.75, 0.9, 0.999] {
                let t = curve.parameter(forX: x)
                XCTAssertGreaterThanOrEqual(t, 0)
                XCTAssertLessThanOrEqual(t, 1)
                XCTAssertEqual(bernstein(t, curve.x1, curve.x2), x, accuracy: 1e-7, "\(curve) x = \(x)")
                XCTAssertEqual(curve.value(at: x), bernstein(t, curve.y1, curve.y2), accuracy: 1e-12)
            }
        }
    }

    func testSamplesAgreeWithExactRationalSolutions() {
        // Solved offline with exact rational arithmetic (80 bisection steps).
        let samples: [(TimingCurve, Double, Double)] = [
            (.easeIn, 0.1, 0.01702660965156294),
            (.easeIn, 0.25, 0.09346465071882486),
            (.easeIn, 0.5, 0.3153568125725393),
            (.easeIn, 0.75, 0.6218618691748902),
            (.easeIn, 0.9, 0.8394278457624665),
            (.easeOut, 0.25, 0.3781381308251098),
            (.easeOut, 0.5, 0.6846431874274607),
            (.easeInEaseOut, 0.25, 0.12916193104731982),
            (.easeInEaseOut, 0.75, 0.8708380689526802),
            (.default, 0.1, 0.09479630571604325),
            (.default, 0.25, 0.40851059135539586),
            (.default, 0.5, 0.802403387584857),
            (.default, 0.9, 0.9943164774845563),
        ]
        for (curve, x, y) in samples {
            XCTAssertEqual(curve.value(at: x), y, accuracy: 1e-6, "\(curve) x = \(x)")
        }
    }

    func testEaseInIsBelowAndEaseOutAboveTheDiagonal() {
        for x in stride(from: 0.125, to: 1, by: 0.125) {
            XCTAssertLessThan(TimingCurve.easeIn.value(at: x), x)
            XCTAssertGreaterThan(TimingCurve.easeOut.value(at: x), x)
        }
    }

    func testInputOutsideTheUnitIntervalIsClampedToTheEnds() {
        let curve = TimingCurve(x1: 0.5, y1: -1, x2: 0.5, y2: 2)
        XCTAssertEqual(curve.value(at: 0), 0)
        XCTAssertEqual(curve.value(at: 1), 1)
        XCTAssertEqual(curve.value(at: -0.5), 0)
        XCTAssertEqual(curve.value(at: 1.5), 1)
        XCTAssertEqual(curve.value(at: .nan), 0)
        XCTAssertEqual(curve.value(at: .infinity), 1)
    }

    func testOvershootingCurveLeavesTheUnitInterval() {
        let curve = TimingCurve(x1: 0.5, y1: -1, x2: 0.5, y2: 2)
        XCTAssertLessThan(curve.value(at: 0.1), 0)
        XCTAssertGreaterThan(curve.value(at: 0.9), 1)
    }

    func testFlatStretchFallsBackToBisection() {
        // x(t) = 4t³ − 6t² + 3t has x′(0.5) = 0: Newton stalls near x = 0.5.
        let curve = TimingCurve(x1: 1, y1: 0, x2: 0, y2: 1)
        for x in [0.4999, 0.5, 0.50001, 0.5001, 0.51] {
            let t = curve.parameter(forX: x)
            XCTAssertEqual(bernstein(t, 1, 0), x, accuracy: 1e-7, "x = \(x)")
        }
    }

    func testValueIsNonDecreasingForAMonotoneCurve() {
        var previous = -Double.infinity
        for step in 0...1000 {
            let value = TimingCurve.default.value(at: Double(step) / 1000)
            XCTAssertGreaterThanOrEqual(value, previous - 1e-6)
            previous = value
        }
    }

    /// A curve's numbers are held once and shared by its copies; curves made
    /// apart with the same numbers are still equal, and hash alike.
    func testCurvesMadeApartCompareByTheirNumbers() {
        let a = TimingCurve(x1: 0.3, y1: -0.2, x2: 0.7, y2: 1.4)
        let b = TimingCurve(x1: 0.3, y1: -0.2, x2: 0.7, y2: 1.4)
        let c = TimingCurve(x1: 0.3, y1: -0.2, x2: 0.7, y2: 1.5)
        XCTAssertEqual(a, b)
        XCTAssertEqual(a.hashValue, b.hashValue)
        XCTAssertNotEqual(a, c)
        XCTAssertEqual(Set([a, b, c]).count, 2)
        // Cleaned as before: x clamped, a NaN x and a non-finite y become 0.
        let cleaned = TimingCurve(x1: .nan, y1: .infinity, x2: 2, y2: 0.5)
        XCTAssertEqual(cleaned, TimingCurve(x1: 0, y1: 0, x2: 1, y2: 0.5))
        XCTAssertEqual(a.value(at: 0.5), b.value(at: 0.5))
    }

    /// `CAMediaTimingFunction(name:)` takes a shared, Float-rounded preset:
    /// the same curve as rounding the named one, for each of the five.
    func testRoundedPresetsAreTheNamedCurvesRounded() {
        let names: [CAMediaTimingFunctionName] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
        for name in names {
            XCTAssertEqual(TimingCurve(roundedNamed: name), TimingCurve(named: name)?.roundedToFloat, "\(name.rawValue)")
        }
        XCTAssertNil(TimingCurve(roundedNamed: CAMediaTimingFunctionName("bouncy")))
        XCTAssertEqual(TimingCurve(roundedNamed: .easeIn)?.x1, Double(Float(0.42)))
    }
}
