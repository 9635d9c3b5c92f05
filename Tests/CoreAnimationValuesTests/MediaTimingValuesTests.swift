import XCTest
@testable import CoreAnimationValues

/// Defaults, layer time spaces and durations. Timeline evaluation is in
/// MediaTimingValuesEvaluationTests.swift.
final class MediaTimingValuesTests: XCTestCase {
    func testDefaultsAreApples() {
        let values = MediaTimingValues()
        XCTAssertEqual(values.beginTime, 0)
        XCTAssertEqual(values.duration, 0)
        XCTAssertEqual(values.speed, 1)
        XCTAssertEqual(values.timeOffset, 0)
        XCTAssertEqual(values.repeatCount, 0)
        XCTAssertEqual(values.repeatDuration, 0)
        XCTAssertEqual(values.autoreverses, false)
        XCTAssertEqual(values.fillMode, .removed)
        XCTAssertEqual(MediaTimingValues.animationDefaultDuration, 0.25)
    }

    // MARK: Time spaces

    func testDefaultTimeSpaceIsTheIdentity() {
        XCTAssertEqual(MediaTimingValues().localTime(fromParent: 12.5), 12.5)
        XCTAssertEqual(MediaTimingValues().parentTime(fromLocal: 12.5), 12.5)
    }

    func testLocalTimeIsBeginSpeedAndOffsetApplied() {
        XCTAssertEqual(MediaTimingValues(beginTime: 3).localTime(fromParent: 10), 7)
        XCTAssertEqual(MediaTimingValues(speed: 2).localTime(fromParent: 10), 20)
        XCTAssertEqual(MediaTimingValues(speed: 0.5).localTime(fromParent: 10), 5)
        XCTAssertEqual(MediaTimingValues(timeOffset: 1.5).localTime(fromParent: 10), 11.5)
        XCTAssertEqual(MediaTimingValues(speed: -1).localTime(fromParent: 10), -10)
        // (10 − 2) × 4 + 0.5
        XCTAssertEqual(MediaTimingValues(beginTime: 2, speed: 4, timeOffset: 0.5).localTime(fromParent: 10), 32.5)
    }

    func testParentTimeInvertsLocalTime() {
        let spaces = [
            MediaTimingValues(beginTime: 2, speed: 4, timeOffset: 0.5),
            MediaTimingValues(beginTime: -1, speed: 0.25, timeOffset: 3),
            MediaTimingValues(beginTime: 5, speed: -2, timeOffset: -1),
        ]
        for space in spaces {
            for t in [-8.0, 0, 0.75, 10, 1000] {
                XCTAssertEqual(space.parentTime(fromLocal: space.localTime(fromParent: t)), t, accuracy: 1e-12)
            }
        }
        XCTAssertEqual(MediaTimingValues(beginTime: 2, speed: 4, timeOffset: 0.5).parentTime(fromLocal: 32.5), 10)
    }

    func testSpeedZeroFreezesLocalTimeAndInvertsToBeginTime() {
        let paused = MediaTimingValues(beginTime: 4, speed: 0, timeOffset: 7)
        XCTAssertEqual(paused.localTime(fromParent: 0), 7)
        XCTAssertEqual(paused.localTime(fromParent: 100), 7)
        XCTAssertEqual(paused.parentTime(fromLocal: 7), 4)
        XCTAssertEqual(paused.parentTime(fromLocal: 123), 4)
    }

    // MARK: Durations

    func testZeroDurationIsAQuarterSecondForAnimationsOnly() {
        XCTAssertEqual(MediaTimingValues().simpleDuration(), 0.25)
        XCTAssertEqual(MediaTimingValues().activeDuration(), 0.25)
        XCTAssertEqual(MediaTimingValues().endTime(), 0.25)
        XCTAssertEqual(MediaTimingValues().simpleDuration(defaultDuration: 0), 0)
        XCTAssertEqual(MediaTimingValues().activeDuration(defaultDuration: 0), .infinity)
        XCTAssertEqual(MediaTimingValues(duration: -3).simpleDuration(), 0.25)
        XCTAssertEqual(MediaTimingValues(duration: .nan).simpleDuration(), 0.25)
        XCTAssertEqual(MediaTimingValues(duration: 2).simpleDuration(defaultDuration: 0), 2)
    }

    func testRepeatCountZeroAndOneBothPlayOnce() {
        XCTAssertEqual(MediaTimingValues(duration: 2, repeatCount: 0).activeDuration(), 2)
        XCTAssertEqual(MediaTimingValues(duration: 2, repeatCount: 1).activeDuration(), 2)
        XCTAssertEqual(MediaTimingValues(duration: 2, repeatCount: -4).activeDuration(), 2)
    }

    func testFractionalRepeatCountAndAutoreverse() {
        XCTAssertEqual(MediaTimingValues(duration: 2, repeatCount: 2.5).activeDuration(), 5)
        XCTAssertEqual(MediaTimingValues(duration: 2, autoreverses: true).activeDuration(), 4)
        XCTAssertEqual(MediaTimingValues(duration: 2, repeatCount: 1.5, autoreverses: true).activeDuration(), 6)
        XCTAssertEqual(MediaTimingValues(duration: 2, repeatCount: 1.5, autoreverses: true).iterationDuration(), 4)
    }

    func testRepeatDurationAndBothSetTakesTheShorter() {
        XCTAssertEqual(MediaTimingValues(duration: 2, repeatDuration: 7).activeDuration(), 7)
        XCTAssertEqual(MediaTimingValues(duration: 2, repeatCount: 3, repeatDuration: 5).activeDuration(), 5)
        XCTAssertEqual(MediaTimingValues(duration: 2, repeatCount: 2, repeatDuration: 5).activeDuration(), 4)
        XCTAssertEqual(MediaTimingValues(duration: 2, repeatCount: .infinity, repeatDuration: 5).activeDuration(), 5)
        XCTAssertEqual(MediaTimingValues(duration: 2, repeatDuration: -1).activeDuration(), 2)
    }

    func testInfiniteRepeatSpellings() {
        for count in [Float.infinity, Float.greatestFiniteMagnitude] {
            let values = MediaTimingValues(duration: 1, repeatCount: count)
            XCTAssertTrue(values.repeatsForever)
            XCTAssertEqual(values.activeDuration(), .infinity)
            XCTAssertEqual(values.endTime(), .infinity)
        }
        for duration in [Double.infinity, Double.greatestFiniteMagnitude] {
            XCTAssertEqual(MediaTimingValues(duration: 1, repeatDuration: duration).activeDuration(), .infinity)
        }
        XCTAssertFalse(MediaTimingValues(duration: 1, repeatCount: 1e30).repeatsForever)
    }

    func testEndTimeIsInParentTime() {
        XCTAssertEqual(MediaTimingValues(beginTime: 3, duration: 2).endTime(), 5)
        XCTAssertEqual(MediaTimingValues(beginTime: 3, duration: 2, speed: 2).endTime(), 4)
        XCTAssertEqual(MediaTimingValues(beginTime: 3, duration: 2, speed: 0.5).endTime(), 7)
        XCTAssertEqual(MediaTimingValues(beginTime: 3, duration: 2, speed: -1).endTime(), 5)
        XCTAssertEqual(MediaTimingValues(beginTime: 3, duration: 2, speed: 0).endTime(), .infinity)
        // timeOffset moves the playhead, not the active window.
        XCTAssertEqual(MediaTimingValues(beginTime: 3, duration: 2, timeOffset: 1.5).endTime(), 5)
        XCTAssertEqual(MediaTimingValues(beginTime: 1, duration: 2, speed: 2, repeatCount: 2, autoreverses: true).endTime(), 5)
    }
}
