import XCTest
@testable import CoreAnimationValues

/// Keyframe tracks through values: every calculation mode, tangent angles of
/// point values for `rotationMode`, and one report per mismatched array.
final class KeyframeTrackTests: KeyframeTrackTestCase {
    // MARK: Linear

    func testLinearInterpolatesEvenlySpacedKeyframes() {
        let track = numbers([0, 10, 40])
        XCTAssertEqual(number(track.value(at: 0)), 0)
        XCTAssertEqual(number(track.value(at: 0.25)), 5)
        XCTAssertEqual(number(track.value(at: 0.5)), 10)
        XCTAssertEqual(number(track.value(at: 0.75)), 25)
        XCTAssertEqual(number(track.value(at: 1)), 40)
        XCTAssertEqual(track.effectiveKeyTimes, [0, 0.5, 1])
        XCTAssertEqual(reports, [])
    }

    func testLinearFollowsUnevenKeyTimes() {
        let track = numbers([0, 10, 40], keyTimes: [0, 0.2, 1])
        XCTAssertEqual(number(track.value(at: 0.1)), 5, accuracy: 1e-12)
        XCTAssertEqual(number(track.value(at: 0.2)), 10)
        XCTAssertEqual(number(track.value(at: 0.6)), 25, accuracy: 1e-12)
        XCTAssertEqual(number(track.value(at: 1)), 40)
        XCTAssertEqual(reports, [])
    }

    func testEqualKeyTimesMakeTheValueJumpToTheLaterKeyframe() {
        let track = numbers([0, 10, 100, 200], keyTimes: [0, 0.5, 0.5, 1])
        XCTAssertEqual(number(track.value(at: 0.25)), 5, accuracy: 1e-12)
        XCTAssertEqual(number(track.value(at: 0.5)), 100)
        XCTAssertEqual(number(track.value(at: 0.75)), 150, accuracy: 1e-12)
        XCTAssertEqual(reports, [])
    }

    func testTimingCurveEasesOnlyItsOwnSegment() {
        let track = numbers([0, 10, 20], curves: [.easeIn, .linear])
        let eased = number(track.value(at: 0.25))
        XCTAssertEqual(eased, 10 * TimingCurve.easeIn.value(at: 0.5), accuracy: 1e-12)
        XCTAssertLessThan(eased, 4, "ease-in is slow at first: well short of the linear 5")
        XCTAssertEqual(number(track.value(at: 0.5)), 10)
        XCTAssertEqual(number(track.value(at: 0.75)), 15, accuracy: 1e-12)
        XCTAssertEqual(reports, [])
    }

    func testProgressOutsideTheUnitRangeIsClamped() {
        let track = numbers([3, 5, 9])
        XCTAssertEqual(number(track.value(at: -0.5)), 3)
        XCTAssertEqual(number(track.value(at: 1.5)), 9)
        XCTAssertEqual(number(track.value(at: .nan)), 3)
    }

    func testSingleValueIsHeldAndHasNoDirection() {
        let track = points([(7, 8)], keyTimes: [0.5, 0.1])
        assertPoint(track.value(at: 0), 7, 8)
        assertPoint(track.value(at: 0.6), 7, 8)
        XCTAssertNil(track.tangentAngle(at: 0.5))
    }

    // MARK: Discrete

    func testDiscreteWithoutKeyTimesSharesTimeEvenly() {
        let track = numbers([1, 2, 3], mode: .discrete)
        XCTAssertEqual(number(track.value(at: 0)), 1)
        XCTAssertEqual(number(track.value(at: 0.33)), 1)
        XCTAssertEqual(number(track.value(at: 1.0 / 3)), 2)
        XCTAssertEqual(number(track.value(at: 0.5)), 2)
        XCTAssertEqual(number(track.value(at: 0.7)), 3)
        XCTAssertEqual(number(track.value(at: 1)), 3)
        XCTAssertEqual(reports, [])
    }

    func testDiscreteTakesOneMoreKeyTimeThanValues() {
        let track = numbers([1, 2, 3], keyTimes: [0, 0.5, 0.9, 1], mode: .discrete)
        XCTAssertEqual(number(track.value(at: 0.49)), 1)
        XCTAssertEqual(number(track.value(at: 0.5)), 2)
        XCTAssertEqual(number(track.value(at: 0.89)), 2)
        XCTAssertEqual(number(track.value(at: 0.9)), 3)
        XCTAssertEqual(number(track.value(at: 1)), 3)
        XCTAssertEqual(reports, [])
    }

    func testDiscreteAlsoAcceptsOneKeyTimePerValue() {
        let track = numbers([1, 2, 3], keyTimes: [0, 0.25, 1], mode: .discrete)
        XCTAssertEqual(number(track.value(at: 0.2)), 1)
        XCTAssertEqual(number(track.value(at: 0.25)), 2)
        XCTAssertEqual(number(track.value(at: 0.99)), 2)
        XCTAssertEqual(number(track.value(at: 1)), 3)
        XCTAssertEqual(reports, [])
    }

    func testDiscreteIgnoresTimingCurvesAndSplineParameters() {
        let track = numbers([1, 2], curves: [.easeIn, .easeOut, .linear], mode: .discrete, tension: [1])
        XCTAssertEqual(number(track.value(at: 0.5)), 2)
        XCTAssertEqual(reports, [])
    }

    // MARK: Paced

    func testPacedSpendsTimeInProportionToDistance() {
        // A 3-4-5 triangle, closed: sides of 3, 4 and 5 out of 12.
        let track = points([(0, 0), (3, 0), (3, 4), (0, 0)], keyTimes: [0, 0.9, 0.95, 1], mode: .paced)
        let times = track.effectiveKeyTimes
        XCTAssertEqual(times.count, 4)
        for (actual, expected) in zip(times, [0, 3.0 / 12, 7.0 / 12, 1]) {
            XCTAssertEqual(actual, expected, accuracy: 1e-12)
        }
        assertPoint(track.value(at: 0.25), 3, 0)
        assertPoint(track.value(at: 0.5), 3, 3)
        assertPoint(track.value(at: 19.0 / 24), 1.5, 2)
        assertPoint(track.value(at: 1), 0, 0)
        XCTAssertEqual(reports, [], "key times are ignored in paced mode, as documented, without a report")
    }

    func testPacedIgnoresTimingCurves() {
        let track = numbers([0, 10, 40], curves: [.easeIn, .easeIn], mode: .paced)
        XCTAssertEqual(number(track.value(at: 0.125)), 5, accuracy: 1e-12)
        XCTAssertFalse(track.hasSegmentTimingCurves)
    }

    func testPacedValuesThatNeverMoveAreEvenlySpaced() {
        let track = numbers([5, 5, 5], mode: .paced)
        XCTAssertEqual(track.effectiveKeyTimes, [0, 0.5, 1])
        XCTAssertEqual(number(track.value(at: 0.3)), 5)
    }

    // MARK: Cubic

    func testCubicIsCatmullRomByDefault() {
        // Segment 1 → 3 with neighbours 0 and 6: tangents 1.5 and 2.5, so the
        // middle is (1 + 3)/2 + (1.5 − 2.5)/8 = 1.875.
        let track = numbers([0, 1, 3, 6], mode: .cubic)
        XCTAssertEqual(number(track.value(at: 0.5)), 1.875, accuracy: 1e-12)
        XCTAssertEqual(reports, [])
    }

    func testCubicEndsUseDuplicatedEndValues() {
        // First segment 0 → 10: leaving tangent (10 − 0)/2 = 5 (P₋₁ = P₀),
        // arriving tangent (20 − 0)/2 = 10; at s = 1/4 the Hermite weights are
        // 0.140625, 0.15625 and −0.046875.
        let track = numbers([0, 10, 20], mode: .cubic)
        XCTAssertEqual(number(track.value(at: 0.125)), 1.796875, accuracy: 1e-12)
    }

    func testCubicPassesThroughEveryKeyframeAtItsKeyTime() {
        let values = [0.0, 5, -2, 4, 4.5]
        let keyTimes = [0, 0.1, 0.7, 0.75, 1]
        let track = numbers(values, keyTimes: keyTimes, mode: .cubic)
        for (time, value) in zip(keyTimes, values) {
            XCTAssertEqual(number(track.value(at: time)), value, "at \(time)")
        }
        let linear = numbers(values, keyTimes: keyTimes)
        XCTAssertGreaterThan(abs(number(track.value(at: 0.4)) - number(linear.value(at: 0.4))), 0.05,
                             "between keyframes the spline is not the straight line")
        XCTAssertEqual(reports, [])
    }

    func testCubicSpeedIsContinuousAcrossUnevenlyTimedKeyframes() {
        let track = numbers([0, 10, 30, 35], keyTimes: [0, 0.2, 0.9, 1], mode: .cubic)
        let h = 1e-6
        for key in [0.2, 0.9] {
            let before = (number(track.value(at: key)) - number(track.value(at: key - h))) / h
            let after = (number(track.value(at: key + h)) - number(track.value(at: key))) / h
            XCTAssertEqual(before, after, accuracy: 1e-3 * abs(after), "speed at \(key)")
        }
    }

    func testCubicTensionOfOneFlattensTheTangents() {
        // Zero tangents leave the Hermite ease 3s² − 2s³: 0.15625 at s = 1/4.
        let track = numbers([0, 10, 20], mode: .cubic, tension: [1, 1, 1])
        XCTAssertEqual(number(track.value(at: 0.125)), 1.5625, accuracy: 1e-12)
        XCTAssertEqual(number(track.value(at: 0.25)), 5, accuracy: 1e-12)
        XCTAssertEqual(reports, [])
    }

    func testCubicBiasAndContinuityFollowTheStandardForm() {
        // Bias 1 at the middle keyframe: both of its tangents become the
        // incoming chord (10) instead of the average (15).
        let biased = numbers([0, 10, 30], mode: .cubic, bias: [0, 1, 0])
        XCTAssertEqual(number(biased.value(at: 0.75)), 20, accuracy: 1e-12)
        XCTAssertEqual(number(numbers([0, 10, 30], mode: .cubic).value(at: 0.75)), 20.625, accuracy: 1e-12)
        // Continuity 1 at the middle keyframe: arriving tangent = outgoing chord (20).
        let continuous = numbers([0, 10, 30], mode: .cubic, continuity: [0, 1, 0])
        XCTAssertEqual(number(continuous.value(at: 0.25)), 3.125, accuracy: 1e-12)
        XCTAssertEqual(number(numbers([0, 10, 30], mode: .cubic).value(at: 0.25)), 3.75, accuracy: 1e-12)
        XCTAssertEqual(reports, [])
    }

    func testCubicAppliesTimingCurvesPerSegment() {
        let plain = numbers([0, 10, 20], mode: .cubic)
        let eased = numbers([0, 10, 20], curves: [.easeIn, .linear], mode: .cubic)
        let s = TimingCurve.easeIn.value(at: 0.5)
        XCTAssertEqual(number(eased.value(at: 0.25)), number(plain.value(at: s / 2)), accuracy: 1e-12)
        XCTAssertEqual(number(eased.value(at: 0.75)), number(plain.value(at: 0.75)), accuracy: 1e-12)
    }

    func testCubicPointSplineTangentFollowsTheCurve() {
        // At the corner keyframe (10, 0) the Catmull-Rom tangent is
        // ((10, 10) − (0, 0))/2: 45°.
        let track = points([(0, 0), (10, 0), (10, 10)], mode: .cubic)
        assertAngle(track.tangentAngle(at: 0.5), .pi / 4)
        assertAngle(track.tangentAngle(at: 0), 0)
        assertAngle(track.tangentAngle(at: 1), .pi / 2)
    }

    func testCubicTangentFallsBackToTheChordWhereTheSplineStops() {
        let track = points([(0, 0), (0, 10), (10, 10)], mode: .cubic, tension: [1, 1, 1])
        assertAngle(track.tangentAngle(at: 0), .pi / 2)
        assertAngle(track.tangentAngle(at: 0.5), 0)
    }

    func testCubicOnTransformsFallsBackToLinearWithOneReport() {
        let a = AnimatableValue.transform(CATransform3DIdentity)
        let b = AnimatableValue.transform(CATransform3DMakeTranslation(10, 0, 0))
        let c = AnimatableValue.transform(CATransform3DMakeTranslation(10, 20, 0))
        let track = track([a, b, c], mode: .cubic)
        assertOneReport(containing: "cubic")
        XCTAssertEqual(track.effectiveMode, .linear)
        XCTAssertEqual(track.value(at: 0.25), AnimatableValue.interpolate(a, b, 0.5))
        XCTAssertEqual(track.value(at: 0.5), b)
    }

    func testCubicPacedOnTransformsFallsBackToPaced() {
        let a = AnimatableValue.transform(CATransform3DIdentity)
        let b = AnimatableValue.transform(CATransform3DMakeTranslation(10, 0, 0))
        let c = AnimatableValue.transform(CATransform3DMakeTranslation(40, 0, 0))
        let track = track([a, b, c], mode: .cubicPaced)
        assertOneReport(containing: "cubicPaced")
        XCTAssertEqual(track.effectiveMode, .paced)
        XCTAssertEqual(track.effectiveKeyTimes, [0, 0.25, 1])
    }

    // MARK: Cubic paced

    func testCubicPacedTravelsTheSplineAtEvenSpeed() {
        let keyframes = [(0.0, 0.0), (100, 0), (100, 100), (0, 300), (-50, 310)]
        let track = points(keyframes, keyTimes: [0, 0.9, 0.95, 0.97, 1], mode: .cubicPaced)
        XCTAssertEqual(reports, [], "key times are ignored in cubicPaced mode, as documented")

        var previous = CGPoint.zero
        var steps: [Double] = []
        let count = 500
        for i in 0...count {
            guard case .point(let p)? = track.value(at: Double(i) / Double(count)) else { return XCTFail() }
            if i > 0 { steps.append(Double(hypot(p.x - previous.x, p.y - previous.y))) }
            previous = p
        }
        let mean = steps.reduce(0, +) / Double(steps.count)
        let deviation = (steps.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(steps.count)).squareRoot()
        // Pinned: 64 chord samples per segment, inverted by Hermite steps.
        XCTAssertLessThan(deviation / mean, 5e-4, "relative spread of the speed")
        XCTAssertLessThan((steps.max()! - steps.min()!) / mean, 3e-3)

        // It is the cubic curve through the keyframes, reached at the paced times.
        let times = track.effectiveKeyTimes
        XCTAssertEqual(times.count, keyframes.count)
        for (time, keyframe) in zip(times, keyframes) {
            assertPoint(track.value(at: time), keyframe.0, keyframe.1, accuracy: 1e-6)
        }
        XCTAssertGreaterThan(times[3] - times[2], times[1] - times[0], "the long segment takes longer")
    }

    func testCubicPacedKeyframeTimesAreArcLengthFractions() {
        let keyframes = [(0.0, 0.0), (10, 0), (10, 30)]
        let paced = points(keyframes, mode: .cubicPaced)
        // The same curve, timed evenly by cubic mode, measured finely.
        let cubic = points(keyframes, mode: .cubic)
        func length(from start: Double, to end: Double) -> Double {
            let steps = 5_000
            var sum = 0.0
            var previous = cubic.value(at: start)!
            for i in 1...steps {
                let next = cubic.value(at: start + (end - start) * Double(i) / Double(steps))!
                sum += AnimatableValue.distance(previous, next)
                previous = next
            }
            return sum
        }
        let first = length(from: 0, to: 0.5), second = length(from: 0.5, to: 1)
        // Pinned: 64 chords per segment come within 5e-5 of the fine measure (1.2e-5 here).
        XCTAssertEqual(paced.effectiveKeyTimes[1], first / (first + second), accuracy: 5e-5)
        XCTAssertNotEqual(paced.effectiveKeyTimes[1], 0.25, accuracy: 1e-3, "not the chord lengths' 10 : 30")
        // A curve symmetric about its middle keyframe reaches it at half time.
        XCTAssertEqual(points([(0, 0), (10, 0), (10, 10)], mode: .cubicPaced).effectiveKeyTimes[1], 0.5,
                       accuracy: 1e-12)
    }

    // MARK: Values of points: the square of source document 004

    func testSquareOfPointValuesVisitsEveryCornerAndTurnsClockwise() {
        let track = points([(125, 125), (325, 125), (325, 325), (125, 325), (125, 125)])
        let expected: [(Double, Double, Double)] = [
            (0, 125, 125), (0.125, 225, 125), (0.25, 325, 125), (0.375, 325, 225), (0.5, 325, 325),
            (0.625, 225, 325), (0.75, 125, 325), (0.875, 125, 225), (1, 125, 125),
        ]
        for (progress, x, y) in expected {
            assertPoint(track.value(at: progress), x, y)
        }
        assertAngle(track.tangentAngle(at: 0.1), 0)
        assertAngle(track.tangentAngle(at: 0.25), .pi / 2, "a keyframe belongs to the segment it starts")
        assertAngle(track.tangentAngle(at: 0.6), .pi)
        assertAngle(track.tangentAngle(at: 0.8), -.pi / 2)
        assertAngle(track.tangentAngle(at: 1), -.pi / 2)
        XCTAssertEqual(reports, [])
    }

    func testTangentAngleIsNilForValuesThatAreNotPoints() {
        XCTAssertNil(numbers([0, 1, 2]).tangentAngle(at: 0.5))
        XCTAssertNil(numbers([0, 1, 2], mode: .cubic).tangentAngle(at: 0.5))
    }

    func testRepeatedPointTakesTheNeighbouringDirection() {
        let track = points([(0, 0), (0, 0), (10, 0), (10, 10)])
        assertAngle(track.tangentAngle(at: 0.1), 0)
        assertAngle(track.tangentAngle(at: 0.9), .pi / 2)
    }

    // MARK: Mismatched arrays: one report each, Apple's fallback

    func testEmptyValuesMakeAnEmptyTrack() {
        let track = numbers([])
        assertOneReport(containing: "values is empty")
        XCTAssertNil(track.value(at: 0.5))
        XCTAssertNil(track.tangentAngle(at: 0.5))
    }

    func testPathThatDrawsNothingMakesAnEmptyTrack() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 5, y: 5))
        let track = pathTrack(path)
        assertOneReport(containing: "draws no segments")
        XCTAssertNil(track.value(at: 0))
    }

    func testKeyTimesOfTheWrongCountAreIgnored() {
        let track = numbers([0, 10, 40], keyTimes: [0, 0.1, 0.2, 1])
        assertOneReport(containing: "keyTimes has 4 entries")
        XCTAssertEqual(track.effectiveKeyTimes, [0, 0.5, 1])
        XCTAssertEqual(number(track.value(at: 0.25)), 5)
    }

    func testDiscreteKeyTimesMustNumberValuesPlusOne() {
        let track = numbers([1, 2, 3], keyTimes: [0, 0.1, 0.2, 0.3, 1], mode: .discrete)
        assertOneReport(containing: "keyTimes has 5 entries")
        XCTAssertEqual(number(track.value(at: 0.34)), 2)
    }

    func testDecreasingKeyTimesAreIgnored() {
        let track = numbers([0, 10, 40, 50], keyTimes: [0, 0.6, 0.4, 1])
        assertOneReport(containing: "decrease")
        XCTAssertEqual(track.effectiveKeyTimes, KeyframeTimeline.evenlySpaced(count: 4))
    }

    /// Key times are used as given even outside 0…1 (a time past 1 is never
    /// reached, so its keyframe is never shown); only non-finite ones are refused.
    func testKeyTimesPastOneAreUsedAsGivenAndNonFiniteOnesIgnored() {
        let track = numbers([0, 10, 40], keyTimes: [0, 0.5, 2])
        XCTAssertTrue(reports.isEmpty, "\(reports)")
        XCTAssertEqual(track.effectiveKeyTimes, [0, 0.5, 2])
        XCTAssertEqual(number(track.value(at: 0.25)), 5)
        XCTAssertEqual(number(track.value(at: 1)), 20, accuracy: 1e-12, "a third of the way from 10 to 40")
        _ = numbers([0, 10, 40], keyTimes: [0, .nan, 1])
        assertOneReport(containing: "not a finite number")
    }

    /// Real code ends key times early (`[0, 0.7]`): the last value is reached
    /// there and held; a first time above 0 holds the first value until it.
    func testKeyTimesThatEndBeforeOneHoldTheLastValue() {
        let track = numbers([0, 10], keyTimes: [0, 0.7])
        XCTAssertTrue(reports.isEmpty, "\(reports)")
        XCTAssertEqual(number(track.value(at: 0.35)), 5, accuracy: 1e-12)
        XCTAssertEqual(number(track.value(at: 0.7)), 10)
        XCTAssertEqual(number(track.value(at: 0.9)), 10)
        let late = numbers([0, 10, 20], keyTimes: [0.2, 0.6, 1])
        XCTAssertEqual(number(late.value(at: 0.1)), 0)
        XCTAssertEqual(number(late.value(at: 0.4)), 5, accuracy: 1e-12)
        let steps = numbers([1, 2, 3], keyTimes: [0, 0.2, 0.5, 0.6], mode: .discrete)
        XCTAssertEqual(number(steps.value(at: 0.55)), 3)
        XCTAssertEqual(number(steps.value(at: 0.95)), 3)
        let path = pathTrack(squarePath(), keyTimes: [0, 0.1, 0.2, 0.3, 0.4])
        assertPoint(path.value(at: 0.05), 50, 0)
        assertPoint(path.value(at: 0.8), 0, 0)
    }

    func testPathKeyTimesOfTheWrongCountAreIgnored() {
        let track = pathTrack(squarePath(), keyTimes: [0, 0.5, 1])
        assertOneReport(containing: "5 keyframes")
        assertPoint(track.value(at: 0.125), 50, 0)
    }

    /// Fewer timing functions than segments: each given one paces its own
    /// segment and the last one also paces the rest; extra ones are unused.
    func testShortTimingFunctionArraysRepeatTheirLastCurve() {
        let eased = TimingCurve.easeIn.value(at: 0.5)
        let one = numbers([0, 10, 20, 30], curves: [.easeIn])
        XCTAssertTrue(reports.isEmpty, "\(reports)")
        XCTAssertTrue(one.hasSegmentTimingCurves)
        for (progress, segmentStart) in [(1.0 / 6, 0.0), (0.5, 10), (5.0 / 6, 20)] {
            XCTAssertEqual(number(one.value(at: progress)), segmentStart + 10 * eased, accuracy: 1e-9)
        }
        let two = numbers([0, 10, 20, 30], curves: [.linear, .easeIn])
        XCTAssertEqual(number(two.value(at: 1.0 / 6)), 5, accuracy: 1e-9)
        XCTAssertEqual(number(two.value(at: 5.0 / 6)), 20 + 10 * eased, accuracy: 1e-9)
        let extra = numbers([0, 10], curves: [.easeIn, .linear, .linear])
        XCTAssertEqual(number(extra.value(at: 0.5)), 10 * eased, accuracy: 1e-9)
        let none = numbers([0, 10, 20], curves: [])
        XCTAssertFalse(none.hasSegmentTimingCurves)
        XCTAssertTrue(reports.isEmpty, "\(reports)")
    }

    func testShortSplineParametersArePaddedWithZeros() {
        // Tension 1 on the first keyframe only: leaving tangent 0, arriving 10.
        let track = numbers([0, 10, 20], mode: .cubic, tension: [1])
        assertOneReport(containing: "tensionValues has 1 entry for 3 keyframes")
        XCTAssertEqual(number(track.value(at: 0.125)), 1.09375, accuracy: 1e-12)
    }

    func testLongSplineParametersAreCutShort() {
        let track = numbers([0, 10, 20], mode: .cubic, bias: [0, 0, 0, 5])
        assertOneReport(containing: "biasValues has 4 entries")
        XCTAssertEqual(number(track.value(at: 0.125)), 1.796875, accuracy: 1e-12)
    }

    func testNonFiniteSplineParametersCountAsZero() {
        let track = numbers([0, 10, 20], mode: .cubic, continuity: [0, .infinity, 0])
        assertOneReport(containing: "continuityValues[1]")
        XCTAssertEqual(number(track.value(at: 0.125)), 1.796875, accuracy: 1e-12)
    }

    func testUnknownCalculationModeBecomesLinear() {
        let track = numbers([0, 10, 40], mode: CAAnimationCalculationMode("bouncy"))
        assertOneReport(containing: "\"bouncy\"")
        XCTAssertEqual(track.effectiveMode, .linear)
        XCTAssertEqual(number(track.value(at: 0.75)), 25)
    }
}
