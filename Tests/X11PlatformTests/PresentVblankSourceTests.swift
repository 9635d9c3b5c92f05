import Foundation
@testable import X11Platform
import XCTest

/// The Present extension's vblanks on a private Xvfb, whose Present fakes a
/// 60 Hz display from a timer: usable for testing the vsync path.
final class PresentVblankSourceTests: XvfbTestCase {
    private func shownWindow() throws -> X11Window {
        let window = try X11Window(connection: connection, title: "vblanks", width: 120, height: 80)
        window.show()
        connection.flush()
        return window
    }

    /// The refreshes a source reports when asked for each one in turn.
    private func refreshes(_ source: PresentVblankSource, count: Int) throws -> [(msc: UInt64, ust: UInt64)] {
        var seen: [(UInt64, UInt64)] = []
        var wanted: UInt64?
        while seen.count < count {
            try source.requestNotify(msc: wanted)
            guard let event = try source.nextEvent(timeout: 2) else {
                XCTFail("no vblank within 2 s")
                break
            }
            if case .refresh(let msc, let ust) = event {
                seen.append((msc, ust))
                wanted = msc + 1
            }
        }
        return seen
    }

    func testXvfbReportsAFakeVblankEverySixtiethOfASecond() throws {
        let window = try shownWindow()
        let source = try PresentVblankSource(displayName: server.displayName, window: UInt32(window.id))
        let seen = try refreshes(source, count: 12)
        XCTAssertEqual(seen.count, 12)
        for (earlier, later) in zip(seen, seen.dropFirst()) {
            XCTAssertEqual(later.msc, earlier.msc + 1, "each refresh in turn")
        }
        let seconds = Double(seen.last!.ust - seen.first!.ust) / 1e6
        XCTAssertEqual(seconds / 11, 1.0 / 60, accuracy: 0.004, "about 16.7 ms a refresh")
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let nowMicroseconds = UInt64(now.tv_sec) * 1_000_000 + UInt64(now.tv_nsec) / 1000
        XCTAssertLessThanOrEqual(seen.last!.ust, nowMicroseconds, "UST is CLOCK_MONOTONIC")
        XCTAssertGreaterThan(seen.last!.ust, nowMicroseconds - 1_000_000)
        XCTAssertNil(source.modeRefreshInterval(), "Xvfb's mode has no timings")
    }

    func testAPassedRefreshIsAnsweredAtOnceWithTheCurrentOne() throws {
        let window = try shownWindow()
        let source = try PresentVblankSource(displayName: server.displayName, window: UInt32(window.id))
        let first = try refreshes(source, count: 1)[0]
        Thread.sleep(forTimeInterval: 0.1)  // six refreshes pass
        try source.requestNotify(msc: first.msc + 1)
        guard case .refresh(let msc, _)? = try source.nextEvent(timeout: 2) else { return XCTFail("no answer") }
        XCTAssertGreaterThanOrEqual(msc, first.msc + 5, "the refresh the display is at, so the clock can count the missed ones")
    }

    func testWakeEndsAWait() throws {
        let window = try shownWindow()
        let source = try PresentVblankSource(displayName: server.displayName, window: UInt32(window.id))
        let started = Date()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) { source.wake() }
        XCTAssertNil(try source.nextEvent(timeout: 60), "nothing asked for: only the wake ends it")
        // The timeout, a minute, would end a wait the wake missed.
        XCTAssertLessThan(Date().timeIntervalSince(started), 50)
    }

    func testAGoneWindowStopsTheClockWithANamedError() throws {
        let window = try shownWindow()
        let source = try PresentVblankSource(displayName: server.displayName, window: UInt32(window.id))
        window.close()
        connection.flush()
        connection.sync()
        XCTAssertThrowsError(try {
            for _ in 0..<5 {
                try source.requestNotify(msc: nil)
                _ = try source.nextEvent(timeout: 0.5)
            }
        }()) { error in
            guard case X11PlatformError.noDisplayClock = error else { return XCTFail("\(error)") }
        }
    }
}
