import XCTest
@testable import CoreAnimationValues

/// Keyframe tracks along a CGPath: segments as keyframes, moves, closes, the
/// calculation modes and tangent angles for `rotationMode`.
final class KeyframeTrackPathTests: KeyframeTrackTestCase {
    func testSquarePathOfDocument004() {
        for closing in [false, true] {
            reports = []
            let track = pathTrack(squarePath(closing: closing))
            XCTAssertEqual(track.effectiveKeyTimes, [0, 0.25, 0.5, 0.75, 1])
            let expected: [(Double, Double, Double)] = [
                (0, 0, 0), (0.125, 50, 0), (0.25, 100, 0), (0.375, 100, 50), (0.5, 100, 100),
                (0.625, 50, 100), (0.75, 0, 100), (0.875, 0, 50), (1, 0, 0),
            ]
            for (progress, x, y) in expected {
                assertPoint(track.value(at: progress), x, y)
            }
            assertAngle(track.tangentAngle(at: 0), 0)
            assertAngle(track.tangentAngle(at: 0.25), .pi / 2)
            assertAngle(track.tangentAngle(at: 0.5), .pi)
            assertAngle(track.tangentAngle(at: 0.75), -.pi / 2)
            assertAngle(track.tangentAngle(at: 0.9), -.pi / 2)
            XCTAssertEqual(reports, [])
        }
    }

    func testCloseThatDrawsNothingAddsNoKeyframe() {
        let path = squarePath().mutableCopy()!
        path.closeSubpath()
        let track = pathTrack(path)
        XCTAssertEqual(track.effectiveKeyTimes, [0, 0.25, 0.5, 0.75, 1])
        assertPoint(track.value(at: 0.875), 0, 50)
    }

    func testPathKeyTimesTimeEachSegmentEnd() {
        let track = pathTrack(squarePath(), keyTimes: [0, 0.1, 0.2, 0.3, 1])
        assertPoint(track.value(at: 0.05), 50, 0)
        assertPoint(track.value(at: 0.3), 0, 100)
        assertPoint(track.value(at: 0.65), 0, 50)
        XCTAssertEqual(reports, [])
    }

    func testPathSegmentsAreTraversedByTheirOwnParameterInLinearMode() {
        // A quadratic from (0,0) through control (100,0) to (100,100): at half
        // time, the curve's parameter 1/2 gives (75, 25).
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 100, y: 100), control: CGPoint(x: 100, y: 0))
        let track = pathTrack(path)
        assertPoint(track.value(at: 0.5), 75, 25, accuracy: 1e-12)
        assertAngle(track.tangentAngle(at: 0.5), .pi / 4)
        assertAngle(track.tangentAngle(at: 0), 0)
        assertAngle(track.tangentAngle(at: 1), .pi / 2)
    }

    func testPathTimingCurvesEaseEachSegment() {
        let track = pathTrack(squarePath(), curves: [.easeIn, .linear, .linear, .linear])
        assertPoint(track.value(at: 0.125), 100 * TimingCurve.easeIn.value(at: 0.5), 0, accuracy: 1e-9)
        assertPoint(track.value(at: 0.375), 100, 50)
        XCTAssertEqual(reports, [])
    }

    func testMoveStartsANewSubpathWithoutInterpolating() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.move(to: CGPoint(x: 100, y: 100))
        path.addLine(to: CGPoint(x: 100, y: 110))
        for mode in [CAAnimationCalculationMode.linear, .paced] {
            let track = pathTrack(path, mode: mode)
            XCTAssertEqual(track.effectiveKeyTimes, [0, 0.5, 1], "\(mode.rawValue)")
            assertPoint(track.value(at: 0.25), 5, 0)
            assertPoint(track.value(at: 0.4999), 9.998, 0, accuracy: 1e-9)
            assertPoint(track.value(at: 0.5), 100, 100)
            assertPoint(track.value(at: 0.75), 100, 105)
            assertAngle(track.tangentAngle(at: 0.25), 0)
            assertAngle(track.tangentAngle(at: 0.75), .pi / 2)
        }
        XCTAssertEqual(reports, [])
    }

    func testRoundedRectPathIsTravelledAtConstantSpeedWhenPaced() {
        // The rounded rectangle of source document 004.
        let rect = CGRect(x: 50, y: 100, width: 300, height: 300)
        let path = CGPath(roundedRect: rect, cornerWidth: 30, cornerHeight: 30, transform: nil)
        for mode in [CAAnimationCalculationMode.paced, .cubicPaced] {
            let track = pathTrack(path, keyTimes: [0, 1], curves: [.easeIn], mode: mode)
            let count = 1000
            var previous = CGPoint.zero
            var steps: [Double] = []
            for i in 0...count {
                guard case .point(let p)? = track.value(at: Double(i) / Double(count)) else { return XCTFail() }
                if i > 0 { steps.append(Double(hypot(p.x - previous.x, p.y - previous.y))) }
                previous = p
            }
            let perimeter = 4 * 240 + 2 * Double.pi * 30
            let expectedStep = perimeter / Double(count)
            for (i, step) in steps.enumerated() {
                XCTAssertEqual(step / expectedStep, 1, accuracy: 1e-3, "\(mode.rawValue) step \(i)")
            }
            assertPoint(track.value(at: 0), 80, 100)
            assertPoint(track.value(at: 1), 80, 100)
            assertAngle(track.tangentAngle(at: 0), 0)
            assertAngle(track.tangentAngle(at: 120 / perimeter), 0)
            assertAngle(track.tangentAngle(at: (240 + 7.5 * .pi) / perimeter), .pi / 4, accuracy: 1e-3)
            assertAngle(track.tangentAngle(at: 0.5 + 120 / perimeter), .pi)
        }
        XCTAssertEqual(reports, [], "paced modes ignore key times and timing curves")
    }

    func testRoundedRectPathInLinearModeHasOneKeyframePerEdgeAndCorner() {
        let rect = CGRect(x: 50, y: 100, width: 300, height: 300)
        let track = pathTrack(CGPath(roundedRect: rect, cornerWidth: 30, cornerHeight: 30, transform: nil))
        XCTAssertEqual(track.effectiveKeyTimes.count, 9, "4 edges and 4 corners; the empty close adds nothing")
        assertPoint(track.value(at: 0.125), 320, 100)
        assertPoint(track.value(at: 0.25), 350, 130)
    }

    func testDiscreteAlongAPathJumpsBetweenSegmentEnds() {
        let track = pathTrack(squarePath(), mode: .discrete)
        XCTAssertEqual(track.effectiveKeyTimes, [0, 0.2, 0.4, 0.6, 0.8])
        assertPoint(track.value(at: 0), 0, 0)
        assertPoint(track.value(at: 0.19), 0, 0)
        assertPoint(track.value(at: 0.2), 100, 0)
        assertPoint(track.value(at: 0.5), 100, 100)
        assertPoint(track.value(at: 0.7), 0, 100)
        assertPoint(track.value(at: 1), 0, 0)
        assertAngle(track.tangentAngle(at: 0.1), 0)
        assertAngle(track.tangentAngle(at: 0.3), 0, "arrived moving right")
        assertAngle(track.tangentAngle(at: 0.5), .pi / 2)
        assertAngle(track.tangentAngle(at: 1), -.pi / 2)
        let timed = pathTrack(squarePath(), keyTimes: [0, 0.1, 0.2, 0.3, 0.4, 1], mode: .discrete)
        assertPoint(timed.value(at: 0.35), 0, 100)
        assertPoint(timed.value(at: 0.5), 0, 0)
        XCTAssertEqual(reports, [])
    }

    func testCubicPathFollowsThePathLikeLinear() {
        let linear = pathTrack(squarePath())
        let cubic = pathTrack(squarePath(), mode: .cubic)
        for progress in stride(from: 0.0, through: 1, by: 0.05) {
            XCTAssertEqual(cubic.value(at: progress), linear.value(at: progress))
        }
    }
}
