import PlatformInput
import Foundation
import X11Platform
import XCTest

/// The run-loop helper: events reach a closure on the main queue while the
/// main thread sleeps in its run loop (here: XCTest's `wait`).
final class X11EventSourceTests: XvfbTestCase {
    private var window: X11Window!

    override func setUpWithError() throws {
        try super.setUpWithError()
        window = try showWindow()
        driver.movePointer(rootX: 700, rootY: 500)
        _ = collectEvents(timeout: 0.05) { _ in false }
    }

    override func tearDown() {
        window = nil
        super.tearDown()
    }

    func testDeliversEventsOnTheMainQueueWhenTheServerSendsThem() {
        let arrived = expectation(description: "pointer motion delivered")
        var delivered: [PlatformEvent] = []
        var calledOffMain = false
        let source = X11EventSource(connection: connection) { events in
            calledOffMain = calledOffMain || !Thread.isMainThread
            delivered += events
            if events.contains(where: \.isPointerMoved) { arrived.fulfill() }
        }
        driver.movePointer(rootX: windowOrigin.x + 7, rootY: windowOrigin.y + 8)
        wait(for: [arrived], timeout: 5)
        XCTAssertFalse(calledOffMain)
        XCTAssertEqual(delivered.compactMap(\.pointer).map(\.location), [CGPoint(x: 7, y: 8)])
        source.cancel()
    }

    func testDeliversEventsXlibHadAlreadyReadOffTheSocket() throws {
        driver.movePointer(rootX: windowOrigin.x + 3, rootY: windowOrigin.y + 4)
        // The round trip reads the motion event into Xlib's queue: the socket
        // no longer signals it.
        connection.sync()
        var descriptor = pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
        XCTAssertEqual(poll(&descriptor, 1, 50), 0, "precondition: nothing left to read on the socket")

        let arrived = expectation(description: "queued motion delivered")
        let source = X11EventSource(connection: connection) { events in
            if events.contains(where: \.isPointerMoved) { arrived.fulfill() }
        }
        wait(for: [arrived], timeout: 5)
        source.cancel()
    }

    func testCancelledSourceDeliversNothingAndLeavesEventsQueued() {
        var delivered: [PlatformEvent] = []
        let source = X11EventSource(connection: connection) { delivered += $0 }
        source.cancel()
        XCTAssertTrue(source.isCancelled)
        driver.movePointer(rootX: windowOrigin.x + 9, rootY: windowOrigin.y + 9)
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.3))
        XCTAssertEqual(delivered, [])
        XCTAssertEqual(collectEvents { !$0.isEmpty }.compactMap(\.pointer).map(\.location), [CGPoint(x: 9, y: 9)])
    }
}
