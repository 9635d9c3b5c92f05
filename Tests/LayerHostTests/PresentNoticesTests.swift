@testable import LayerHost
import XCTest

/// When a present tells the main thread to look at the X event queue: after
/// every present while the host wants it, else at most twice a second.
final class PresentNoticesTests: XCTestCase {
    private let millisecond: UInt64 = 1_000_000

    func testWhileWantedEveryPresentTellsTheMainThread() {
        let notices = PresentNotices()
        notices.set(wanted: true)
        let start: UInt64 = 1_000 * millisecond
        for frame in 0..<10 {
            XCTAssertTrue(notices.takeNotice(now: start + UInt64(frame) * 16 * millisecond), "frame \(frame)")
        }
    }

    func testUnwantedNoticesComeAtMostOnceAnInterval() {
        let notices = PresentNotices()
        notices.set(wanted: false)
        let start: UInt64 = 1_000 * millisecond
        // A second of frames at 60 Hz.
        var told: [Int] = []
        for frame in 0..<60 where notices.takeNotice(now: start + UInt64(frame) * 16_667_000) {
            told.append(frame)
        }
        XCTAssertEqual(told, [0, 30], "the first present tells, then one every 500 ms")
        XCTAssertEqual(PresentNotices.interval, 500 * millisecond)
    }

    func testWantingAgainTellsAtOnce() {
        let notices = PresentNotices()
        notices.set(wanted: false)
        let start: UInt64 = 1_000 * millisecond
        XCTAssertTrue(notices.takeNotice(now: start))
        XCTAssertFalse(notices.takeNotice(now: start + 16 * millisecond))
        notices.set(wanted: true)
        XCTAssertTrue(notices.takeNotice(now: start + 32 * millisecond), "a host that starts waiting hears the next present")
        notices.set(wanted: false)
        XCTAssertFalse(notices.takeNotice(now: start + 48 * millisecond), "the wanted notice restarted the interval")
        XCTAssertTrue(notices.takeNotice(now: start + 32 * millisecond + PresentNotices.interval))
    }
}
