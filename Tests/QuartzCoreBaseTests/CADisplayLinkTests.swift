import XCTest
@testable import QuartzCoreBase

final class CADisplayLinkTests: XCTestCase {
    override func setUp() {
        super.setUp()
        CASetMediaTimeSource(nil)
        // A window's clock may have left its measured rate (59.9 Hz on Xvfb) in the shared ticker.
        DisplayLinkTicker.shared.setDisplayRate(60)
    }

    func testFiresOncePerFrameOnTheMainThreadWithTimestamps() {
        var calls: [(CFTimeInterval, CFTimeInterval, Bool)] = []
        let link = CADisplayLink { link in
            calls.append((link.timestamp, link.targetTimestamp, Thread.isMainThread))
        }
        link.add(to: .main, forMode: .common)
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
        link.invalidate()
        // About 30 at 60 Hz; a loaded CI machine may skip frames, never add them.
        XCTAssertGreaterThan(calls.count, 5, "about 30 frames in half a second at 60 Hz")
        XCTAssertLessThan(calls.count, 40)
        XCTAssertTrue(calls.allSatisfy { $0.2 })
        for call in calls {
            XCTAssertEqual(call.1 - call.0, link.duration, accuracy: 1e-9)
        }
        let count = calls.count
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))
        XCTAssertEqual(calls.count, count, "invalidated: no more calls")
    }

    func testPausedAndPreferredFramesPerSecond() {
        final class Counter {
            var fired = 0
            func step(_ link: CADisplayLink) { fired += 1 }
        }
        let counter = Counter()
        let link = CADisplayLink(target: counter, action: Counter.step)
        link.preferredFramesPerSecond = 20
        link.add(to: .main, forMode: .default)
        for i in 0..<60 {
            DisplayLinkTicker.shared.displayFrame(at: Double(i) / 60)
        }
        XCTAssertEqual(counter.fired, 20, "every third frame of 60 Hz")
        link.isPaused = true
        for i in 0..<30 {
            DisplayLinkTicker.shared.displayFrame(at: 1 + Double(i) / 60)
        }
        XCTAssertEqual(counter.fired, 20)
        link.invalidate()
    }

    /// `Int(_:)` of an infinite or huge rate trapped: in the preferred range,
    /// and in the frames skipped on a display of 10³⁰⁰ Hz (`CA_FPS` allows it).
    func testInfiniteAndHugeRatesNeitherTrapNorStopTheLink() {
        let link = CADisplayLink { _ in }
        link.preferredFramesPerSecond = 30
        let messages = Diagnostics.capture {
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 0, maximum: .infinity, preferred: .infinity)
        }.1
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertEqual(link.preferredFramesPerSecond, 30, "kept")
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 0, maximum: 1e20, preferred: 1e20)
        XCTAssertEqual(link.preferredFramesPerSecond, Int.max, "as fast as it goes: every frame")

        var fired = 0
        let slow = CADisplayLink { _ in fired += 1 }
        slow.preferredFramesPerSecond = 1
        for index in 0..<3 {
            slow.frame(timestamp: Double(index) * 1e-300, interval: 1e-300, displayRate: 1e300, refreshIndex: UInt64(index))
        }
        XCTAssertEqual(fired, 1, "the first refresh, then one frame in the most an Int counts: not yet")
        slow.preferredFramesPerSecond = 0
        slow.frame(timestamp: 1, interval: 1e-300, displayRate: 1e300, refreshIndex: 3)
        XCTAssertEqual(fired, 2, "the display's rate: every frame")
    }

    func testOnlyTheMainRunLoopIsDriven() {
        let link = CADisplayLink { _ in }
        final class Box: @unchecked Sendable { var loop: RunLoop? }
        let box = Box()
        let got = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.loop = RunLoop.current
            got.signal()
        }
        got.wait()
        let messages = Diagnostics.capture {
            link.add(to: box.loop!, forMode: .default)
        }.1
        XCTAssertEqual(messages.count, 1)
        link.invalidate()
    }

    func testAHostDrivingFramesReplacesTheTimerAndHearsWhenFramesAreWanted() {
        final class Host {}
        let host = Host()
        var demands: [Bool] = []
        var calls: [CFTimeInterval] = []
        let link = CADisplayLink { calls.append($0.timestamp) }
        DisplayLinkTicker.shared.driveExternally(owner: host) { demands.append($0) }
        XCTAssertEqual(demands, [false], "told at once: no link wants frames yet")
        link.add(to: .main, forMode: .common)
        XCTAssertEqual(demands, [false, true])
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.2))
        XCTAssertEqual(calls, [], "the host's frames, not the timer, drive the link")
        DisplayLinkTicker.shared.displayFrame(at: 10)
        DisplayLinkTicker.shared.displayFrame(at: 10 + 1.0 / 60)
        XCTAssertEqual(calls, [10, 10 + 1.0 / 60])
        XCTAssertEqual(link.targetTimestamp, 10 + 2.0 / 60, accuracy: 1e-9)
        link.isPaused = true
        XCTAssertEqual(demands, [false, true, false], "a paused link wants no frames")
        link.isPaused = false
        XCTAssertEqual(demands, [false, true, false, true])

        DisplayLinkTicker.shared.stopDrivingExternally(owner: host)
        let deadline = Date(timeIntervalSinceNow: 3)
        while calls.count < 5 && Date() < deadline { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05)) }
        link.invalidate()
        XCTAssertGreaterThanOrEqual(calls.count, 5, "the timer drives the link again")
        XCTAssertEqual(demands.count, 4, "a host that stopped hears nothing more")
    }

    func testOnlyTheDrivingHostCanGiveTheFramesBack() {
        final class Host {}
        let first = Host(), second = Host()
        var secondDemands: [Bool] = []
        DisplayLinkTicker.shared.driveExternally(owner: first) { _ in }
        DisplayLinkTicker.shared.driveExternally(owner: second) { secondDemands.append($0) }
        DisplayLinkTicker.shared.stopDrivingExternally(owner: first)
        let link = CADisplayLink { _ in }
        link.add(to: .main, forMode: .default)
        XCTAssertEqual(secondDemands, [false, true], "the second host still drives the frames")
        link.invalidate()
        DisplayLinkTicker.shared.stopDrivingExternally(owner: second)
        XCTAssertEqual(secondDemands, [false, true, false])
    }

    /// Several windows: links follow the one started last; when it closes, the one before drives again.
    func testWhenTheDrivingHostStopsTheOneBeforeItDrivesAgain() {
        final class Host {}
        let first = Host(), second = Host()
        var firstDemands: [Bool] = [], secondDemands: [Bool] = [], calls: [CFTimeInterval] = []
        let link = CADisplayLink { calls.append($0.timestamp) }
        link.add(to: .main, forMode: .common)
        DisplayLinkTicker.shared.driveExternally(owner: first) { firstDemands.append($0) }
        XCTAssertEqual(firstDemands, [true])
        DisplayLinkTicker.shared.driveExternally(owner: second) { secondDemands.append($0) }
        XCTAssertEqual(firstDemands, [true, false], "the first need not tick while the second drives")
        XCTAssertEqual(secondDemands, [true])
        DisplayLinkTicker.shared.stopDrivingExternally(owner: second)
        XCTAssertEqual(firstDemands, [true, false, true], "the first drives again")
        XCTAssertEqual(secondDemands, [true], "a host that stopped hears nothing more")
        DisplayLinkTicker.shared.displayFrame(at: 20)
        XCTAssertEqual(calls, [20])
        link.invalidate()
        XCTAssertEqual(firstDemands, [true, false, true, false])
        DisplayLinkTicker.shared.stopDrivingExternally(owner: first)
    }

    func testAPreferredRateIsAWholeDivisorOfTheDisplaysRate() {
        let link = CADisplayLink { _ in }
        XCTAssertEqual(link.refreshesPerFrame(displayRate: 144), 1, "no preference: every refresh")
        link.preferredFramesPerSecond = 60
        XCTAssertEqual(link.refreshesPerFrame(displayRate: 144), 2, "72 Hz is the closest divisor of 144 to 60")
        XCTAssertEqual(link.refreshesPerFrame(displayRate: 60), 1)
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 48, preferred: 48)
        XCTAssertEqual(link.refreshesPerFrame(displayRate: 144), 3, "48 Hz")
        XCTAssertEqual(link.refreshesPerFrame(displayRate: 60), 2, "60 is above the range's maximum: 30 Hz")
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 50, maximum: 0, preferred: 20)
        XCTAssertEqual(link.refreshesPerFrame(displayRate: 60), 1, "20 Hz is below the minimum of 50: 60 Hz")
    }

    /// `frameInterval`, deprecated since iOS 10 and still used: every n-th
    /// refresh, unless `preferredFramesPerSecond` says otherwise.
    @available(*, deprecated)
    func testTheDeprecatedFrameIntervalFiresEveryNthRefresh() {
        let link = CADisplayLink { _ in }
        XCTAssertEqual(link.frameInterval, 1)
        link.frameInterval = 3
        XCTAssertEqual(link.refreshesPerFrame(displayRate: 60), 3, "20 Hz on a 60 Hz display")
        XCTAssertEqual(link.refreshesPerFrame(displayRate: 144), 3, "refreshes, whatever the rate")
        let reports = Diagnostics.capture { link.frameInterval = 0 }.1
        XCTAssertEqual(reports.count, 1, "\(reports)")
        XCTAssertEqual(link.frameInterval, 3, "refused, it stays")
        link.preferredFramesPerSecond = 30
        XCTAssertEqual(link.refreshesPerFrame(displayRate: 60), 2, "a preferred rate wins")
        link.preferredFramesPerSecond = 0
        XCTAssertEqual(link.refreshesPerFrame(displayRate: 60), 3)
    }

    func testALinkAtAFractionOfTheRateCountsRefreshesNotCalls() {
        var fired: [CFTimeInterval] = []
        let link = CADisplayLink { fired.append($0.timestamp) }
        link.preferredFramesPerSecond = 30
        link.add(to: .main, forMode: .default)
        defer { link.invalidate() }
        // A busy main thread hears refreshes 10, 11, 14, 15, 16 (12 and 13 were coalesced away).
        for index: UInt64 in [10, 11, 14, 15, 16] {
            DisplayLinkTicker.shared.displayFrame(at: Double(index) / 60, interval: 1.0 / 60, refreshIndex: index)
        }
        XCTAssertEqual(fired.map { ($0 * 60).rounded() }, [10, 14, 16], "every second refresh, by the display's count")
        XCTAssertEqual(link.targetTimestamp - link.timestamp, 2.0 / 60, accuracy: 1e-9, "its next frame, two refreshes on")
    }

    func testDurationIsTheDisplaysMeasuredRefreshInterval() {
        let link = CADisplayLink { _ in }
        link.add(to: .main, forMode: .default)
        defer {
            link.invalidate()
            DisplayLinkTicker.shared.setDisplayRate(60)
        }
        DisplayLinkTicker.shared.displayFrame(at: 1, interval: 1.0 / 144, refreshIndex: 1)
        XCTAssertEqual(link.duration, 1.0 / 144, accuracy: 1e-12)
        XCTAssertEqual(link.targetTimestamp, 1 + 1.0 / 144, accuracy: 1e-12)
    }
}
