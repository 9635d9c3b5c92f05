import XCTest
@testable import QuartzCoreBase

final class CADisplayLinkTests: XCTestCase {
    override func setUp() {
        super.setUp()
        CASetMediaTimeSource(nil)
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
            slow.frame(timestamp: Double(index) * 1e-300, interval: 1e-300, displayRate: 1e300)
        }
        XCTAssertEqual(fired, 0, "one frame in the most an Int counts: not yet")
        slow.preferredFramesPerSecond = 0
        slow.frame(timestamp: 1, interval: 1e-300, displayRate: 1e300)
        XCTAssertEqual(fired, 1, "the display's rate: every frame")
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
}
