import CX11
import Foundation
import X11Platform
import XvfbTestSupport
import XCTest

final class X11ConnectionTests: XvfbTestCase {
    private var savedDISPLAY: String?

    override func setUpWithError() throws {
        savedDISPLAY = ProcessInfo.processInfo.environment["DISPLAY"]
        try super.setUpWithError()
    }

    override func tearDown() {
        if let savedDISPLAY { setenv("DISPLAY", savedDISPLAY, 1) } else { unsetenv("DISPLAY") }
        super.tearDown()
    }

    func testOpeningADisplayWithNoServerThrowsNoDisplay() throws {
        let number = try XCTUnwrap(XvfbServer.freeDisplayNumber())
        XCTAssertThrowsError(try X11Connection(displayName: ":\(number)")) { error in
            XCTAssertEqual(error as? X11PlatformError, .noDisplay(name: ":\(number)"))
            let message = String(describing: error)
            XCTAssertTrue(message.contains(":\(number)"), message)
            XCTAssertTrue(message.contains("DISPLAY"), message)
            XCTAssertTrue(message.contains("Xvfb"), message)
        }
    }

    func testDISPLAYNamingAFreeNumberThrowsNoDisplay() throws {
        let number = try XCTUnwrap(XvfbServer.freeDisplayNumber())
        setenv("DISPLAY", ":\(number)", 1)
        XCTAssertThrowsError(try X11Connection()) { error in
            XCTAssertEqual(error as? X11PlatformError, .noDisplay(name: ":\(number)"))
        }
    }

    func testUnsetDISPLAYThrowsNoDisplayAndSaysSo() {
        unsetenv("DISPLAY")
        XCTAssertThrowsError(try X11Connection()) { error in
            XCTAssertEqual(error as? X11PlatformError, .noDisplay(name: nil))
            let message = String(describing: error)
            XCTAssertTrue(message.contains("DISPLAY is not set"), message)
            XCTAssertTrue(message.contains("Xvfb"), message)
        }
    }

    /// Names libxcb cannot parse are refused as such, named, before any
    /// server is asked: an empty one too, which Xlib would replace by DISPLAY.
    func testAMalformedDisplayNameIsRefusedAsUnparseableAndNamed() {
        setenv("DISPLAY", server.displayName, 1)  // a live server: "" must not fall back to it
        for name in ["not a display!!", "", "localhost", ":x", ":1.y", "host:0.0.0"] {
            XCTAssertThrowsError(try X11Connection(displayName: name), "\"\(name)\"") { error in
                XCTAssertEqual(error as? X11PlatformError, .malformedDisplayName(name))
                let message = String(describing: error)
                XCTAssertTrue(message.contains("\"\(name)\""), message)
                XCTAssertTrue(message.contains(name.isEmpty ? "empty" : "cannot be parsed"), message)
                XCTAssertTrue(message.contains("no server was asked"), message)
                XCTAssertFalse(message.contains("no X server answered"), message)
            }
        }
    }

    /// A name that parses, where nothing answers (no server at that number,
    /// a host that cannot be found), says no server answered.
    func testAWellFormedNameWithNoServerSaysNoServerAnswered() throws {
        let number = try XCTUnwrap(XvfbServer.freeDisplayNumber())
        for name in [":\(number)", ":\(number).0", "unix:\(number)", "256.256.256.256:0"] {
            XCTAssertThrowsError(try X11Connection(displayName: name), name) { error in
                XCTAssertEqual(error as? X11PlatformError, .noDisplay(name: name))
                let message = String(describing: error)
                XCTAssertTrue(message.contains("\"\(name)\": no X server answered"), message)
                XCTAssertFalse(message.contains("parsed"), message)
            }
        }
    }

    func testAnEmptyDISPLAYCountsAsUnset() {
        setenv("DISPLAY", "", 1)
        XCTAssertThrowsError(try X11Connection()) { error in
            XCTAssertEqual(error as? X11PlatformError, .noDisplay(name: nil))
            XCTAssertTrue(String(describing: error).contains("DISPLAY is not set or is empty"), "\(error)")
        }
    }

    func testOpensTheDisplayNamedByDISPLAY() throws {
        setenv("DISPLAY", server.displayName, 1)
        let opened = try X11Connection()
        XCTAssertEqual(opened.displayName, server.displayName)
        XCTAssertTrue(opened.isConnected)
    }

    func testAnOpenConnectionExposesItsSocketAndIsQuietWhenNothingHappens() throws {
        XCTAssertEqual(connection.displayName, server.displayName)
        XCTAssertGreaterThanOrEqual(connection.fileDescriptor, 0)
        XCTAssertNotEqual(fcntl(connection.fileDescriptor, F_GETFD), -1, "not an open descriptor")
        XCTAssertNotEqual(connection.rootWindow, 0)
        XCTAssertEqual(connection.pollEvents(), [])
        XCTAssertTrue(connection.isConnected)
    }

    func testEventsOfWindowsOfAnotherClientAreNotReported() throws {
        let window = try showWindow()
        // The driver's own window, under the pointer: its events are not ours.
        let foreign = XCreateSimpleWindow(driver.display, driver.root, 400, 300, 50, 50, 0, 0, 0)
        XSelectInput(driver.display, foreign, PointerMotionMask)
        XMapWindow(driver.display, foreign)
        driver.movePointer(rootX: 410, rootY: 310)
        driver.movePointer(rootX: windowOrigin.x + 5, rootY: windowOrigin.y + 5)
        let events = collectEvents(untilOneMatches: \.isPointerMoved)
        XCTAssertEqual(events.compactMap(\.pointer).map(\.location), [CGPoint(x: 5, y: 5)])
        XCTAssertEqual(Set(events.compactMap(\.window)), [window.platformID])
        XDestroyWindow(driver.display, foreign)
    }
}
