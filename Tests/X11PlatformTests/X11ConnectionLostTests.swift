import PlatformInput
import CX11
import Foundation
@testable import X11Platform
import XvfbTestSupport
import XCTest

/// The X server dying under a running app: the app hears `.connectionLost`
/// and keeps running, where Xlib's defaults would call exit().
///
/// Each test starts its own Xvfb and kills it with SIGKILL midway.
final class X11ConnectionLostTests: XCTestCase {
    private var server: XvfbServer!
    private var connection: X11Connection!

    override func setUpWithError() throws {
        try super.setUpWithError()
        try XvfbTestCase.skipWithoutXvfb()
        server = try XvfbServer.start(width: 320, height: 240)
        connection = try X11Connection(displayName: server.displayName)
    }

    override func tearDown() {
        connection = nil
        server?.kill()
        server = nil
        super.tearDown()
    }

    private var lost: PlatformEvent {
        .connectionLost(reason: String(describing: X11PlatformError.connectionLost(displayName: server.displayName)))
    }

    /// Polls until the loss is reported (the server's end of the socket
    /// closes a moment after the kill).
    private func pollUntilLost(timeout: TimeInterval = 5) -> [PlatformEvent] {
        var collected: [PlatformEvent] = []
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !collected.contains(lost), Date() < deadline {
            collected += connection.pollEvents()
            var descriptor = pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 50)
        }
        return collected
    }

    func testKilledServerIsReportedOnceAndTheProcessLivesOn() throws {
        let window = try X11Window(connection: connection, title: "doomed", width: 100, height: 100)
        window.show()
        connection.sync()
        server.kill()

        let events = pollUntilLost()
        XCTAssertEqual(events.last, lost)
        XCTAssertEqual(events.filter { $0 == lost }.count, 1)
        XCTAssertFalse(connection.isConnected)
        XCTAssertEqual(connection.pollEvents(), [], "reported once")
        XCTAssertTrue(String(describing: X11PlatformError.connectionLost(displayName: server.displayName))
            .contains("was closed: the server shut down, or another client killed this one"))

        // Everything after the loss is a quiet no-op, or a named error.
        window.setTitle("still here")
        window.resize(width: 50, height: 50)
        window.show()
        connection.flush()
        connection.sync()
        window.close()
        XCTAssertThrowsError(try X11Window(connection: connection, title: "", width: 10, height: 10)) {
            XCTAssertEqual($0 as? X11PlatformError, .connectionLost(displayName: server.displayName))
        }
    }

    /// `XKillClient` (xkill) from another client closes this one's
    /// connection while the server lives on: reported once, as a closed
    /// connection, not as the server dying.
    func testAnotherClientKillingThisOneIsReportedOnceAsTheConnectionClosed() throws {
        let window = try X11Window(connection: connection, title: "killed", width: 100, height: 100)
        window.show()
        connection.sync()
        let other = try XCTUnwrap(XOpenDisplay(server.displayName))
        XKillClient(other, XID(window.id))
        XSync(other, 0)
        XCloseDisplay(other)

        let events = pollUntilLost()
        XCTAssertEqual(events.filter { $0 == lost }.count, 1, "\(events)")
        XCTAssertFalse(connection.isConnected)
        XCTAssertEqual(connection.pollEvents(), [], "reported once")
        XCTAssertTrue(server.isRunning, "the server lives on")
        let message = String(describing: X11PlatformError.connectionLost(displayName: server.displayName))
        XCTAssertTrue(message.contains("connection to the X server at \"\(server.displayName)\" was closed"), message)
        XCTAssertTrue(message.contains("killed"), message)
    }

    func testRequestsSentBeforeTheLossIsNoticedDoNotEndTheProcess() throws {
        let window = try X11Window(connection: connection, title: "doomed", width: 100, height: 100)
        window.show()
        connection.sync()
        server.kill()
        // Writes to a dead socket (SIGPIPE territory) and a round trip that
        // can never be answered, before any poll has noticed.
        for index in 0..<50 {
            window.setTitle("title \(index)")
        }
        connection.sync()
        XCTAssertFalse(connection.isConnected, "the failed round trip is noticed")
        XCTAssertEqual(connection.pollEvents(), [lost])
    }

    /// A write to a server that went away (a swap, an `XCloseDisplay` on
    /// another thread) must fail, not end the process by SIGPIPE: with the
    /// signal's default, this test process would die at the `write`.
    func testAWriteToAClosedPeerFailsInsteadOfEndingTheProcess() throws {
        X11Connection.prepareXlib()
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends), 0)
        close(ends[1])  // the server's end, gone
        var byte: UInt8 = 0
        let written = write(ends[0], &byte, 1)
        let error = errno
        close(ends[0])
        XCTAssertEqual(written, -1)
        XCTAssertEqual(error, EPIPE)
    }

    /// A program's own SIGPIPE handler is left as it is.
    func testAProgramsOwnSigpipeHandlerIsKept() throws {
        let ownHandler: @convention(c) (Int32) -> Void = { _ in }
        let before = signal(SIGPIPE, ownHandler)
        defer { _ = signal(SIGPIPE, before) }
        XlibErrorHandlers.ignoreBrokenPipes()
        var current = sigaction()
        XCTAssertEqual(sigaction(SIGPIPE, nil, &current), 0)
        let installed = current.__sigaction_handler.sa_handler.map { unsafeBitCast($0, to: Int.self) }
        XCTAssertEqual(installed, unsafeBitCast(ownHandler, to: Int.self))
    }

    func testEventSourceReportsTheLossAndStops() throws {
        let reported = expectation(description: "connection loss delivered")
        var batches: [[PlatformEvent]] = []
        let source = X11EventSource(connection: connection) { events in
            batches.append(events)
            if events.contains(self.lost) { reported.fulfill() }
        }
        server.kill()
        wait(for: [reported], timeout: 5)
        XCTAssertTrue(source.isCancelled)
        // The dead socket stays readable; a live source would spin on it.
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.2))
        XCTAssertEqual(batches.count, 1)
    }

    /// Xlib keeps the display's user lock for the thread that met the I/O
    /// error, expecting it to exit: another thread's next call (a render
    /// thread's swap, libGLX's clean-up at exit) waited for good. After the
    /// loss is handled on this thread, a call from another one returns at once.
    func testAnotherThreadsCallAfterTheLossReturnsAtOnce() throws {
        let window = try X11Window(connection: connection, title: "shared", width: 100, height: 100)
        window.show()
        connection.sync()
        server.kill()
        XCTAssertTrue(pollUntilLost().contains(lost))
        // The connection saw the hang-up on the socket; this call meets it in Xlib.
        let display = UnsafeSendable(connection.display)
        XSync(display.value, 0)

        let drawable = XID(window.id)
        let returned = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let display = display.value
            var root: Window = 0
            var x: Int32 = 0, y: Int32 = 0
            var width: UInt32 = 0, height: UInt32 = 0, border: UInt32 = 0, depth: UInt32 = 0
            _ = XGetGeometry(display, drawable, &root, &x, &y, &width, &height, &border, &depth)
            XSync(display, 0)
            returned.signal()
        }
        XCTAssertEqual(returned.wait(timeout: .now() + 5), .success,
                       "an Xlib call from another thread after the loss returns instead of waiting for the lock")
    }
}

/// A value handed to another thread on purpose.
private struct UnsafeSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
