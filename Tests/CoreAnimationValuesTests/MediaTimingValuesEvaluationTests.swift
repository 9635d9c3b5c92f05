import XCTest
@testable import CoreAnimationValues

/// `MediaTimingValues.evaluate(parentTime:)`: every CAMediaTiming property alone,
/// then combined. Times are chosen so every expected progress is exact.
final class MediaTimingValuesEvaluationTests: XCTestCase {
    // MARK: Fixture

    private func active(_ progress: Double, iteration: Int = 0, reversed: Bool = false) -> TimingState {
        TimingState(phase: .active, isApplied: true, iteration: iteration, isReversed: reversed, progress: progress)
    }

    private func filled(
        _ phase: TimingState.Phase, _ progress: Double, iteration: Int = 0, reversed: Bool = false
    ) -> TimingState {
        TimingState(phase: phase, isApplied: true, iteration: iteration, isReversed: reversed, progress: progress)
    }

    private func assertStates(
        _ values: MediaTimingValues,
        _ expected: [(Double, TimingState)],
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        for (time, state) in expected {
            XCTAssertEqual(values.evaluate(parentTime: time), state, "t = \(time)", file: file, line: line)
        }
    }

    // MARK: duration and beginTime

    func testDefaultAnimationRunsAQuarterSecond() {
        assertStates(MediaTimingValues(), [
            (-0.125, .inactive(.before)),
            (0, active(0)),
            (0.125, active(0.5)),
            (0.25, .inactive(.after)),
        ])
    }

    func testZeroDurationForALayerHasNoEndAndNoProgress() {
        let layer = MediaTimingValues()
        XCTAssertEqual(layer.evaluate(parentTime: 1000, defaultDuration: 0), active(0))
        XCTAssertEqual(layer.evaluate(parentTime: -1, defaultDuration: 0), .inactive(.before))
    }

    func testDurationAndBeginTime() {
        assertStates(MediaTimingValues(beginTime: 1, duration: 2), [
            (0.5, .inactive(.before)),
            (1, active(0)),
            (1.5, active(0.25)),
            (2, active(0.5)),
            (2.5, active(0.75)),
            (3, .inactive(.after)),
            (10, .inactive(.after)),
        ])
    }

    // MARK: speed

    func testSpeedTwoPlaysInHalfTheTime() {
        assertStates(MediaTimingValues(duration: 2, speed: 2), [
            (0.25, active(0.25)),
            (0.5, active(0.5)),
            (1, .inactive(.after)),
        ])
    }

    func testSpeedOneHalfPlaysInTwiceTheTime() {
        assertStates(MediaTimingValues(beginTime: 1, duration: 1, speed: 0.5), [
            (2, active(0.5)),
            (2.5, active(0.75)),
            (3, .inactive(.after)),
        ])
    }

    func testSpeedZeroFreezesAtTimeOffsetForever() {
        assertStates(MediaTimingValues(beginTime: 5, duration: 4, speed: 0, timeOffset: 1), [
            (-100, active(0.25)),
            (5, active(0.25)),
            (1e9, active(0.25)),
        ])
    }

    func testNegativeSpeedPlaysTheSameWindowBackwards() {
        assertStates(MediaTimingValues(beginTime: 1, duration: 1, speed: -1), [
            (0.5, .inactive(.before)),
            (1, active(1)),
            (1.25, active(0.75)),
            (1.75, active(0.25)),
            (2, .inactive(.after)),
        ])
    }

    func testNegativeSpeedFillsWithTheTimelinesEndBeforeAndItsStartAfter() {
        assertStates(MediaTimingValues(beginTime: 1, duration: 1, speed: -1, fillMode: .both), [
            (0, filled(.before, 1)),
            (3, filled(.after, 0)),
        ])
    }

    func testNegativeSpeedCountsIterationsDown() {
        // The boundary belongs to the iteration that ends there when played backwards.
        assertStates(MediaTimingValues(duration: 1, speed: -2, repeatCount: 2), [
            (0, active(1, iteration: 1)),
            (0.25, active(0.5, iteration: 1)),
            (0.5, active(1, iteration: 0)),
            (0.75, active(0.5, iteration: 0)),
            (1, .inactive(.after)),
        ])
    }

    func testNegativeSpeedWithoutEndRunsDownFromTimeOffset() {
        assertStates(MediaTimingValues(duration: 1, speed: -1, timeOffset: 1.5, repeatCount: .infinity), [
            (0, active(0.5, iteration: 1)),
            (0.5, active(1, iteration: 0)),
            (1.25, active(0.25, iteration: 0)),
            (1.75, active(0.75, iteration: -1)),
        ])
    }

    // MARK: timeOffset

    func testTimeOffsetWrapsWithinTheActiveDuration() {
        // Rönnqvist's example, scaled: duration 4, timeOffset 1 plays 1→4, then 0→1.
        assertStates(MediaTimingValues(duration: 4, timeOffset: 1), [
            (0, active(0.25)),
            (2, active(0.75)),
            (2.5, active(0.875)),
            (3, active(0)),
            (3.5, active(0.125)),
            (4, .inactive(.after)),
        ])
    }

    func testTimeOffsetEndsWhereItStartedWhenFillingForwards() {
        XCTAssertEqual(MediaTimingValues(duration: 4, timeOffset: 1, fillMode: .forwards).evaluate(parentTime: 4),
                       filled(.after, 0.25))
    }

    func testNegativeTimeOffsetWrapsToo() {
        assertStates(MediaTimingValues(duration: 4, timeOffset: -1), [
            (0, active(0.75)),
            (1, active(0)),
            (3.5, active(0.625)),
        ])
    }

    func testTimeOffsetWrapsAcrossRepeats() {
        // Active duration 2: the playhead runs 1.5→2 then 0→1.5.
        assertStates(MediaTimingValues(duration: 1, timeOffset: 1.5, repeatCount: 2), [
            (0, active(0.5, iteration: 1)),
            (0.25, active(0.75, iteration: 1)),
            (0.5, active(0, iteration: 0)),
            (1.75, active(0.25, iteration: 1)),
        ])
    }

    func testTimeOffsetOnAnEndlessAnimationDoesNotWrap() {
        XCTAssertEqual(MediaTimingValues(duration: 1, timeOffset: 2.5, repeatCount: .infinity).evaluate(parentTime: 1),
                       active(0.5, iteration: 3))
    }

    // MARK: repeatCount and repeatDuration

    func testRepeatCountZeroAndOnePlayOnce() {
        for count: Float in [0, 1] {
            assertStates(MediaTimingValues(duration: 1, repeatCount: count), [
                (0.5, active(0.5)),
                (1, .inactive(.after)),
            ])
        }
    }

    func testRepeatCountTwoAndAHalf() {
        assertStates(MediaTimingValues(duration: 1, repeatCount: 2.5), [
            (0.5, active(0.5)),
            (1, active(0, iteration: 1)),
            (1.75, active(0.75, iteration: 1)),
            (2.25, active(0.25, iteration: 2)),
            (2.5, .inactive(.after)),
        ])
    }

    func testRepeatCountTwoAndAHalfHoldsTheMidIterationValue() {
        XCTAssertEqual(MediaTimingValues(duration: 1, repeatCount: 2.5, fillMode: .forwards).evaluate(parentTime: 9),
                       filled(.after, 0.5, iteration: 2))
    }

    func testWholeRepeatCountHoldsTheEndOfTheLastIteration() {
        XCTAssertEqual(MediaTimingValues(duration: 1, repeatCount: 2, fillMode: .forwards).evaluate(parentTime: 2),
                       filled(.after, 1, iteration: 1))
    }

    func testInfiniteRepeatNeverEnds() {
        for count in [Float.infinity, Float.greatestFiniteMagnitude] {
            let values = MediaTimingValues(duration: 1, repeatCount: count)
            XCTAssertEqual(values.evaluate(parentTime: 1_000_000.25), active(0.25, iteration: 1_000_000))
        }
    }

    func testRepeatDuration() {
        assertStates(MediaTimingValues(duration: 1, repeatDuration: 2.5, fillMode: .forwards), [
            (1.5, active(0.5, iteration: 1)),
            (2.25, active(0.25, iteration: 2)),
            (2.5, filled(.after, 0.5, iteration: 2)),
        ])
    }

    func testRepeatCountAndRepeatDurationTogetherStopAtTheShorter() {
        assertStates(MediaTimingValues(duration: 1, repeatCount: 3, repeatDuration: 1.5, fillMode: .forwards), [
            (1.25, active(0.25, iteration: 1)),
            (1.5, filled(.after, 0.5, iteration: 1)),
        ])
        assertStates(MediaTimingValues(duration: 1, repeatCount: 1, repeatDuration: 5), [
            (0.5, active(0.5)),
            (1, .inactive(.after)),
        ])
    }

    // MARK: autoreverses

    func testAutoreversePlaysForwardThenBack() {
        assertStates(MediaTimingValues(duration: 1, autoreverses: true), [
            (0.25, active(0.25)),
            (0.75, active(0.75)),
            (1, active(1, reversed: true)),
            (1.25, active(0.75, reversed: true)),
            (1.75, active(0.25, reversed: true)),
            (2, .inactive(.after)),
        ])
    }

    func testAutoreverseWithEachFillMode() {
        let expectations: [(CAMediaTimingFillMode, TimingState, TimingState)] = [
            (.removed, .inactive(.before), .inactive(.after)),
            (.forwards, .inactive(.before), filled(.after, 0, reversed: true)),
            (.backwards, filled(.before, 0), .inactive(.after)),
            (.both, filled(.before, 0), filled(.after, 0, reversed: true)),
        ]
        for (fillMode, before, after) in expectations {
            let values = MediaTimingValues(beginTime: 1, duration: 1, autoreverses: true, fillMode: fillMode)
            XCTAssertEqual(values.evaluate(parentTime: 0), before, "\(fillMode)")
            XCTAssertEqual(values.evaluate(parentTime: 1.5), active(0.5), "\(fillMode)")
            XCTAssertEqual(values.evaluate(parentTime: 3), after, "\(fillMode)")
        }
    }

    func testAutoreverseEndingMidwayHoldsWhereItStopped() {
        // 1.5 iterations ends at the end of a forward half; 1.25 halfway through one;
        // 0.75 halfway back.
        let cases: [(Float, TimingState)] = [
            (1.5, filled(.after, 1, iteration: 1)),
            (1.25, filled(.after, 0.5, iteration: 1)),
            (0.75, filled(.after, 0.5, reversed: true)),
        ]
        for (count, state) in cases {
            let values = MediaTimingValues(duration: 1, repeatCount: count, autoreverses: true, fillMode: .forwards)
            XCTAssertEqual(values.evaluate(parentTime: 100), state, "repeatCount \(count)")
        }
    }

    func testAutoreverseRepeatsWholeRoundTrips() {
        assertStates(MediaTimingValues(duration: 1, repeatCount: 2, autoreverses: true), [
            (1.5, active(0.5, reversed: true)),
            (2, active(0, iteration: 1)),
            (2.25, active(0.25, iteration: 1)),
            (3.75, active(0.25, iteration: 1, reversed: true)),
            (4, .inactive(.after)),
        ])
    }

    // MARK: fillMode before and after

    func testEachFillModeBeforeAndAfter() {
        let expectations: [(CAMediaTimingFillMode, TimingState, TimingState)] = [
            (.removed, .inactive(.before), .inactive(.after)),
            (.forwards, .inactive(.before), filled(.after, 1)),
            (.backwards, filled(.before, 0), .inactive(.after)),
            (.both, filled(.before, 0), filled(.after, 1)),
        ]
        for (fillMode, before, after) in expectations {
            let values = MediaTimingValues(beginTime: 1, duration: 2, fillMode: fillMode)
            XCTAssertEqual(values.evaluate(parentTime: 0.5), before, "\(fillMode)")
            XCTAssertEqual(values.evaluate(parentTime: 2), active(0.5), "\(fillMode)")
            XCTAssertEqual(values.evaluate(parentTime: 3), after, "\(fillMode)")
            XCTAssertEqual(values.evaluate(parentTime: 50), after, "\(fillMode)")
        }
    }

    func testBackwardsFillShowsTheOffsetStart() {
        XCTAssertEqual(MediaTimingValues(beginTime: 1, duration: 4, timeOffset: 1, fillMode: .backwards)
            .evaluate(parentTime: 0), filled(.before, 0.25))
    }

    func testUnknownFillModeFillsNothing() {
        let values = MediaTimingValues(beginTime: 1, duration: 1, fillMode: CAMediaTimingFillMode("frozen"))
        XCTAssertEqual(values.evaluate(parentTime: 0), .inactive(.before))
        XCTAssertEqual(values.evaluate(parentTime: 5), .inactive(.after))
    }

    // MARK: Combined

    func testBeginSpeedRepeatAndAutoreverseTogether() {
        // Iteration 4 s of active time, active 8 s, at speed 2 from parent time 1 to 5.
        assertStates(MediaTimingValues(beginTime: 1, duration: 2, speed: 2, repeatCount: 2, autoreverses: true), [
            (1.5, active(0.5)),
            (2, active(1, reversed: true)),
            (2.5, active(0.5, reversed: true)),
            (3.25, active(0.25, iteration: 1)),
            (4.75, active(0.25, iteration: 1, reversed: true)),
            (5, .inactive(.after)),
        ])
    }

    func testBeginSpeedOffsetAndFillTogether() {
        // Active 2 s of local time at speed 0.5: parent 2…6; playhead starts at 0.5.
        assertStates(MediaTimingValues(beginTime: 2, duration: 2, speed: 0.5, timeOffset: 0.5, fillMode: .both), [
            (0, filled(.before, 0.25)),
            (3, active(0.5)),
            (5, active(0)),
            (6, filled(.after, 0.25)),
        ])
    }

    func testNaNTimeIsInactive() {
        XCTAssertEqual(MediaTimingValues(duration: 1, fillMode: .both).evaluate(parentTime: .nan), .inactive(.before))
    }
}
