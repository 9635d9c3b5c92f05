import PlatformInput
import CX11
import Foundation
import X11Platform
import XvfbTestSupport
import XCTest

/// A window destroyed by another client (`XDestroyWindow` from the driver's
/// connection, as `xdotool windowclose` does): the connection reports
/// `.destroyed` once, whether it learns from the DestroyNotify or from the
/// `BadWindow` errors of requests on the dead id, and closes the window
/// without printing those errors.
final class X11WindowDestroyedTests: XvfbTestCase {
    private func destroyedEvents(_ events: [PlatformEvent]) -> [PlatformEvent] {
        events.filter { if case .destroyed = $0 { return true } else { return false } }
    }

    func testAWindowDestroyedByAnotherClientIsReportedOnceAndCloses() throws {
        let window = try showWindow()
        let destroyed = PlatformEvent.destroyed(window: window.platformID)
        XDestroyWindow(driver.display, window.id)
        driver.sync()

        let events = collectEvents { $0.contains(destroyed) }
        XCTAssertEqual(destroyedEvents(events), [destroyed], "\(events)")
        XCTAssertTrue(window.isClosed)
        XCTAssertFalse(window.isVisible)
        XCTAssertEqual(destroyed.window, window.platformID)

        // Closing it again makes no request on the dead id, so no error is printed.
        let printed = standardError {
            window.setTitle("gone")
            window.close()
            connection.sync()
        }
        XCTAssertFalse(printed.contains("unexpected"), printed)
        XCTAssertEqual(destroyedEvents(collectEvents(timeout: 0.3) { _ in false }), [], "reported once")
        XCTAssertTrue(connection.isConnected, "the connection lives on")
    }

    /// Without its DestroyNotify (the window no longer selects it), the
    /// `BadWindow` error of a request on the dead id tells the same.
    func testABadWindowErrorNamingOurWindowReportsItDestroyed() throws {
        let window = try showWindow()
        XSelectInput(connection.display, window.id, Int(ExposureMask))
        connection.sync()
        XDestroyWindow(driver.display, window.id)
        driver.sync()

        let printed = standardError {
            XStoreName(connection.display, window.id, "a request on the dead window")
            XResizeWindow(connection.display, window.id, 10, 10)
            connection.sync()
        }
        XCTAssertFalse(printed.contains("unexpected"), "an error naming our window is expected: \(printed)")
        XCTAssertEqual(connection.pollEvents(), [.destroyed(window: window.platformID)])
        XCTAssertTrue(window.isClosed)
        XCTAssertEqual(connection.pollEvents(), [], "reported once")
    }

    /// A window this client closed itself is no longer watched: an error
    /// naming it is a bug, and is still printed.
    func testErrorsNamingAWindowClosedByThisClientStayUnexpected() throws {
        let window = try showWindow()
        let id = window.id
        window.close()
        connection.sync()
        let printed = standardError {
            XStoreName(connection.display, id, "a request on our own closed window")
            connection.sync()
        }
        XCTAssertTrue(printed.contains("unexpected"), printed)
        XCTAssertEqual(connection.pollEvents(), [])
    }

    /// Another library's handler left installed (Mesa's GLX can leave its
    /// MIT-SHM one when two render threads set up drawables at once) does not
    /// swallow the errors: the connection puts its own back, and the core
    /// request's error still reports the window destroyed elsewhere.
    func testAHandlerAnotherLibraryLeftInPlaceIsReplaced() throws {
        let window = try showWindow()
        XSelectInput(connection.display, window.id, Int(ExposureMask))
        connection.sync()
        ForeignHandler.calls = 0
        let ours = XSetErrorHandler(ForeignHandler.handler)
        defer { _ = XSetErrorHandler(ours) }
        XDestroyWindow(driver.display, window.id)
        driver.sync()

        XStoreName(connection.display, window.id, "a request on the dead window")
        connection.sync()
        XCTAssertEqual(connection.pollEvents(), [.destroyed(window: window.platformID)])
        XCTAssertEqual(ForeignHandler.calls, 0, "a core request's error is not the other library's")
    }
}

/// A protocol-error handler as another library installs one, counting its calls.
private enum ForeignHandler {
    nonisolated(unsafe) static var calls = 0
    static let handler: XErrorHandler = { _, _ in
        ForeignHandler.calls += 1
        return 0
    }
}
