import Foundation
import XCTest
import XvfbTestSupport

/// Stopping a test X server never waits for ever: one that does not leave
/// on SIGTERM is killed after the timeout.
final class XvfbServerStopTests: XCTestCase {
    func testAServerThatDoesNotLeaveOnSIGTERMIsKilled() throws {
        let server = try XvfbServer.start(width: 64, height: 64)
        // Stopped, it cannot act on SIGTERM (the signal stays pending).
        XCTAssertEqual(kill(server.processIdentifier, SIGSTOP), 0)
        server.stop(timeout: 0.3)
        XCTAssertFalse(server.isRunning)
    }
}
