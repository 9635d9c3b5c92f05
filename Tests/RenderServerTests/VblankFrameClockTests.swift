import CoreAnimationValues
import XCTest
@testable import RenderServer

/// The vsync frame clock against a scripted Present event stream: frames
/// land on vblanks, late frames count missed refreshes, the refresh rate
/// follows the display, and a silent or failing server never holds a frame.
final class VblankFrameClockTests: XCTestCase {
    override func setUp() {
        super.setUp()
        CASetMediaTimeSource(nil)
    }

    func testEachFrameBeginsAtAVblankAndShowsAtTheNext() {
        let source = ScriptedVblankSource()
        let clock = VblankFrameClock(source: source)
        var ticks: [FrameTick] = []
        for _ in 0..<5 { ticks.append(clock.waitForNextFrame()) }
        XCTAssertEqual(source.requests, [nil, 1001, 1002, 1003, 1004],
                       "first the current refresh (no wait), then each refresh after the last")
        XCTAssertEqual(ticks.map(\.refreshIndex), [1000, 1001, 1002, 1003, 1004])
        for tick in ticks {
            let vblank = 5.0 + Double(tick.refreshIndex - 1000) / 60
            XCTAssertEqual(tick.refreshTime, vblank, accuracy: 2e-6, "the vblank's own time (UST)")
            XCTAssertEqual(tick.targetTime, vblank + 1.0 / 60, accuracy: 2e-6, "evaluated for the vblank it shows at")
            XCTAssertEqual(tick.missedRefreshes, 0)
        }
        XCTAssertEqual(clock.frameInterval, 1.0 / 60, accuracy: 1e-9)
        XCTAssertTrue(clock.pacingDescription.hasPrefix("vsync: X Present, 60.00 Hz"), clock.pacingDescription)
    }

    func testASlowFrameCountsTheRefreshesItMissed() {
        let source = ScriptedVblankSource()
        let clock = VblankFrameClock(source: source)
        _ = clock.waitForNextFrame()
        _ = clock.waitForNextFrame()
        // The next frame took three refreshes to build: 1002 and 1003 pass.
        source.refreshesBeforeNextRequest = 2
        let late = clock.waitForNextFrame()
        XCTAssertEqual(late.refreshIndex, 1003, "answered at the refresh the display is at")
        XCTAssertEqual(late.missedRefreshes, 1, "1002 passed with no frame begun")
        let next = clock.waitForNextFrame()
        XCTAssertEqual(next.missedRefreshes, 0)
        XCTAssertEqual(next.refreshIndex, 1004)
    }

    func testAnIdleWaitIsNotAMissedRefresh() {
        let source = ScriptedVblankSource()
        let clock = VblankFrameClock(source: source)
        _ = clock.waitForNextFrame()
        clock.noteIdle()
        source.advance(refreshes: 90)  // a second and a half with nothing to draw
        let resumed = clock.waitForNextFrame()
        XCTAssertEqual(source.requests.last ?? 0, nil, "after idling: the refresh the display is at, without waiting")
        XCTAssertEqual(resumed.missedRefreshes, 0)
        XCTAssertEqual(resumed.refreshIndex, 1090)
        XCTAssertEqual(resumed.targetTime, resumed.refreshTime + 1.0 / 60, accuracy: 1e-6, "drawn for the next vblank")
    }

    func testTheRefreshRateFollowsTheDisplay() {
        let source = ScriptedVblankSource(interval: 1.0 / 60)
        let clock = VblankFrameClock(source: source)
        for _ in 0..<20 { _ = clock.waitForNextFrame() }
        XCTAssertEqual(clock.frameInterval, 1.0 / 60, accuracy: 1e-6)
        // The window moves to a 144 Hz monitor without timings in RandR: the
        // interval is measured from the vblank times.
        source.interval = 1.0 / 144
        var tick = clock.waitForNextFrame()
        for _ in 0..<15 { tick = clock.waitForNextFrame() }
        XCTAssertEqual(clock.frameInterval, 1.0 / 144, accuracy: 1e-5, "the median of the recent intervals")
        XCTAssertEqual(tick.refreshInterval, 1.0 / 144, accuracy: 1e-5)
        XCTAssertEqual(tick.targetTime - tick.refreshTime, 1.0 / 144, accuracy: 1e-5)
        XCTAssertTrue(clock.pacingDescription.hasPrefix("vsync: X Present, 144.0") && clock.pacingDescription.hasSuffix("Hz (measured from vblank times)"), clock.pacingDescription)
    }

    func testTheDisplayModesRateIsAskedAgainWhenTheWindowMoves() {
        let source = ScriptedVblankSource(interval: 1.0 / 60, modeInterval: 1.0 / 60)
        let clock = VblankFrameClock(source: source)
        _ = clock.waitForNextFrame()
        XCTAssertTrue(clock.pacingDescription.contains("60.00 Hz (display mode (RandR))"), clock.pacingDescription)
        source.interval = 1.0 / 120
        source.modeInterval = 1.0 / 120
        source.queued = [.moved]
        let tick = clock.waitForNextFrame()
        XCTAssertEqual(tick.refreshInterval, 1.0 / 120, accuracy: 1e-9, "taken from the new monitor's mode at once")
        XCTAssertTrue(clock.pacingDescription.contains("120.00 Hz (display mode (RandR))"), clock.pacingDescription)
    }

    func testADivisorBeginsAFrameEveryNthRefresh() {
        let source = ScriptedVblankSource()
        let clock = VblankFrameClock(source: source, divisor: 2)
        let first = clock.waitForNextFrame()
        let second = clock.waitForNextFrame()
        XCTAssertEqual(second.refreshIndex - first.refreshIndex, 2)
        XCTAssertEqual(clock.frameInterval, 2.0 / 60, accuracy: 1e-9)
        XCTAssertTrue(clock.pacingDescription.hasSuffix("a frame every 2 refreshes"), clock.pacingDescription)
    }

    func testPresentsTheServerConfirmsAreKeptForTheReports() {
        let source = ScriptedVblankSource()
        let clock = VblankFrameClock(source: source)
        _ = clock.waitForNextFrame()
        source.queued = [.presented(msc: 1001, ust: 5_016_667, skipped: false),
                         .presented(msc: 1002, ust: 5_033_333, skipped: true)]
        let tick = clock.waitForNextFrame()
        XCTAssertEqual(tick.refreshIndex, 1001, "presents do not end the wait")
        XCTAssertEqual(clock.takePresentations(), [.presented(msc: 1001, ust: 5_016_667, skipped: false),
                                                   .presented(msc: 1002, ust: 5_033_333, skipped: true)])
        XCTAssertEqual(clock.takePresentations(), [], "taken once")
    }

    func testASilentServerDoesNotHoldTheFrameAndIsReportedOnce() {
        let source = ScriptedVblankSource()
        source.silent = true
        let clock = VblankFrameClock(source: source, timeout: 0.01)
        let (ticks, messages) = Diagnostics.capture { (0..<3).map { _ in clock.waitForNextFrame() } }
        XCTAssertEqual(ticks.count, 3)
        XCTAssertEqual(messages.count, 1, "one report per cause: \(messages)")
        XCTAssertTrue(messages.first?.contains("no vblank") ?? false, "\(messages)")
        for tick in ticks { XCTAssertEqual(tick.targetTime, tick.refreshTime, "shown as soon as drawn") }
    }

    /// A wait that `wake()` ends (the server stopping, a window closing) is
    /// no silence of the display: nothing is reported.
    func testAWaitEndedByAWakeIsNotReportedAsSilence() {
        let source = ScriptedVblankSource()
        let clock = VblankFrameClock(source: source, timeout: 5)
        _ = clock.waitForNextFrame()
        source.wakesEarly = true
        let (tick, messages) = Diagnostics.capture { clock.waitForNextFrame() }
        XCTAssertEqual(messages, [], "no report")
        XCTAssertEqual(tick.targetTime, tick.refreshTime, "a tick for now")
    }

    func testAFailingServerFallsBackToATimerOnce() {
        struct Gone: Error {}
        let source = ScriptedVblankSource()
        let clock = VblankFrameClock(source: source)
        _ = clock.waitForNextFrame()
        source.failure = Gone()
        let (ticks, messages) = Diagnostics.capture { (0..<3).map { _ in clock.waitForNextFrame() } }
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(clock.pacingDescription.hasPrefix("timer: 60.00 Hz"), clock.pacingDescription)
        for (earlier, later) in zip(ticks, ticks.dropFirst()) {
            XCTAssertGreaterThan(later.targetTime, earlier.targetTime, "the timer goes on")
        }
    }

    func testWakeReachesTheSource() {
        let source = ScriptedVblankSource()
        let clock = VblankFrameClock(source: source)
        clock.wake()
        XCTAssertEqual(source.wakes, 1, "a stopping server ends the wait")
    }

    func testVblankTimesFollowAReplacedMediaClock() {
        CASetMediaTimeSource { MediaClock.monotonicNow() + 100 }
        defer { CASetMediaTimeSource(nil) }
        XCTAssertEqual(VblankFrameClock.mediaTime(ust: 5_000_000), 105, accuracy: 1e-3)
    }
}
