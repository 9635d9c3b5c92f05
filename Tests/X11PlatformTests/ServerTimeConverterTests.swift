import X11Platform
import XCTest

final class ServerTimeConverterTests: XCTestCase {
    func testFirstEventIsPlacedAtItsArrival() {
        var converter = ServerTimeConverter()
        XCTAssertEqual(converter.seconds(serverTime: 5_000, receivedAt: 100), 100, accuracy: 1e-9)
    }

    func testLaterEventsKeepTheServersSpacing() {
        var converter = ServerTimeConverter()
        _ = converter.seconds(serverTime: 5_000, receivedAt: 100)
        // Received late (a busy main thread): still 16 ms after the first.
        XCTAssertEqual(converter.seconds(serverTime: 5_016, receivedAt: 100.5), 100.016, accuracy: 1e-9)
    }

    func testAnEarlierArrivalLowersTheOffsetSoNoTimeLiesInTheFuture() {
        var converter = ServerTimeConverter()
        // The first event waited 200 ms in the socket.
        _ = converter.seconds(serverTime: 5_000, receivedAt: 100.2)
        // The next arrives promptly: the offset shrinks to fit it.
        XCTAssertEqual(converter.seconds(serverTime: 6_000, receivedAt: 101.0), 101.0, accuracy: 1e-9)
        XCTAssertEqual(converter.seconds(serverTime: 6_010, receivedAt: 102.0), 101.01, accuracy: 1e-9)
    }

    func testServerClockWrapAroundContinuesSmoothly() {
        var converter = ServerTimeConverter()
        let beforeWrap = converter.seconds(serverTime: UInt32.max - 9, receivedAt: 50)
        let afterWrap = converter.seconds(serverTime: 10, receivedAt: 50.5)
        XCTAssertEqual(afterWrap - beforeWrap, 0.020, accuracy: 1e-9)
    }

    func testSlightlyOutOfOrderEventsStepBackALittle() {
        var converter = ServerTimeConverter()
        let first = converter.seconds(serverTime: 2_000, receivedAt: 10)
        let earlier = converter.seconds(serverTime: 1_995, receivedAt: 10.1)
        XCTAssertEqual(earlier - first, -0.005, accuracy: 1e-9)
    }
}
