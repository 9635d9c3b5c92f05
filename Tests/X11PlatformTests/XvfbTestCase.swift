import PlatformInput
import CX11
import Foundation
import X11Platform
import XvfbTestSupport
import XCTest

/// Shared fixture for the live tests: each test class gets its own private
/// Xvfb (started before its first test, killed after its last); each test
/// gets a fresh `X11Connection` and an `XTestDriver` on that server.
///
/// Skips only when the Xvfb binary is missing (Scripts/install-deps.sh
/// installs it, so CI has it); any other start failure fails the tests.
class XvfbTestCase: XCTestCase {
    private(set) static var server: XvfbServer?
    private static var startFailure: Error?

    var server: XvfbServer { Self.server! }
    var connection: X11Connection!
    var driver: XTestDriver!

    /// Where test windows are placed on the root window, so that window
    /// coordinates and root coordinates differ.
    let windowOrigin = (x: 50, y: 60)

    override class func setUp() {
        super.setUp()
        guard XvfbServer.executablePath != nil else { return }
        do {
            server = try XvfbServer.start()
        } catch {
            startFailure = error
        }
    }

    override class func tearDown() {
        server?.stop()
        server = nil
        startFailure = nil
        super.tearDown()
    }

    override func setUpWithError() throws {
        try super.setUpWithError()
        try Self.skipWithoutXvfb()
        if let failure = Self.startFailure { throw failure }
        connection = try X11Connection(displayName: server.displayName)
        driver = try XTestDriver(displayName: server.displayName)
    }

    override func tearDown() {
        connection = nil
        driver = nil
        super.tearDown()
    }

    static func skipWithoutXvfb() throws {
        if XvfbServer.executablePath == nil {
            throw XCTSkip("Xvfb is not installed; Scripts/install-deps.sh installs it (Debian package xvfb)")
        }
    }

    // MARK: - Helpers

    /// A window at `windowOrigin`, shown, once the server has exposed it.
    func showWindow(
        title: String = "X11PlatformTests", width: Int = 200, height: Int = 150, resizable: Bool = true,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> X11Window {
        let window = try X11Window(
            connection: connection, title: title, width: width, height: height, resizable: resizable)
        driver.moveWindow(window.id, x: windowOrigin.x, y: windowOrigin.y)
        window.show()
        let events = collectEvents { $0.contains(.exposed(window: window.platformID)) }
        XCTAssertTrue(
            events.contains(.exposed(window: window.platformID)), "the window was never exposed",
            file: file, line: line)
        return window
    }

    /// Polls the connection until `done` holds for everything collected, or
    /// the timeout passes; returns what was collected.
    func collectEvents(
        from connection: X11Connection? = nil, timeout: TimeInterval = 5,
        until done: ([PlatformEvent]) -> Bool
    ) -> [PlatformEvent] {
        let connection = connection ?? self.connection!
        var collected: [PlatformEvent] = []
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            collected += connection.pollEvents()
            if done(collected) { return collected }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 || !connection.isConnected { return collected }
            var descriptor = pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, Int32(min(remaining, 0.1) * 1000))
        }
    }

    /// Collects until an event matching `match` arrives; returns it and
    /// everything before it.
    func collectEvents(
        timeout: TimeInterval = 5, untilOneMatches match: @escaping (PlatformEvent) -> Bool
    ) -> [PlatformEvent] {
        collectEvents(timeout: timeout) { $0.contains(where: match) }
    }
}

extension PlatformEvent {
    var pointer: PointerEvent? {
        switch self {
        case .pointerDown(_, let e), .pointerUp(_, let e), .pointerMoved(_, let e): return e
        default: return nil
        }
    }

    var key: KeyEvent? {
        switch self {
        case .keyDown(_, let e), .keyUp(_, let e): return e
        default: return nil
        }
    }

    var isPointerMoved: Bool {
        if case .pointerMoved = self { return true }
        return false
    }
}
