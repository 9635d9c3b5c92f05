import CX11
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

    /// A handler that makes a round trip (a window's place, a property) may
    /// read newer events into Xlib's queue while the source does not watch
    /// the socket: they are delivered all the same, without another event
    /// to wake the main thread.
    func testDeliversEventsItsHandlersRoundTripReadOffTheSocket() {
        let second = expectation(description: "the motion read during the handler delivered")
        var locations: [CGPoint] = []
        let driver = self.driver!, origin = windowOrigin, display = connection.display
        let source = X11EventSource(connection: connection) { events in
            let moves = events.compactMap(\.pointer).map(\.location)
            guard !moves.isEmpty else { return }
            locations += moves
            if locations.count == 1 {
                // The server sends the next motion before answering this round trip.
                driver.movePointer(rootX: origin.x + 5, rootY: origin.y + 6)
                XSync(display, 0)
            } else {
                second.fulfill()
            }
        }
        driver.movePointer(rootX: origin.x + 2, rootY: origin.y + 3)
        wait(for: [second], timeout: 5)
        XCTAssertEqual(locations, [CGPoint(x: 2, y: 3), CGPoint(x: 5, y: 6)])
        source.cancel()
    }

    /// Xlib reads the socket as it flushes: an event that arrived just
    /// before a request went out (a resize, a title) sits in Xlib's queue,
    /// and the socket will not signal it. The flush schedules a drain, so
    /// it is delivered without another event to wake the main thread (a
    /// window shrunk back from full screen gets no expose after its
    /// configure).
    func testAFlushThatReadsAnEventOffTheSocketSchedulesADrain() throws {
        var locations: [CGPoint] = []
        let source = X11EventSource(connection: connection) { events in
            locations += events.compactMap(\.pointer).map(\.location)
        }
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))
        XCTAssertFalse(source.isDrainScheduled)
        XCTAssertFalse(connection.hasQueuedEvents)

        driver.movePointer(rootX: windowOrigin.x + 6, rootY: windowOrigin.y + 1)
        var descriptor = pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
        XCTAssertEqual(poll(&descriptor, 1, 5_000), 1, "precondition: the motion waits on the socket")
        window.setTitle("flushed")
        XCTAssertTrue(connection.hasQueuedEvents, "precondition: the flush read the motion into Xlib's queue")
        XCTAssertTrue(source.isDrainScheduled)

        let deadline = Date(timeIntervalSinceNow: 5)
        while locations.isEmpty, Date() < deadline { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01)) }
        XCTAssertEqual(locations, [CGPoint(x: 6, y: 1)])
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
