import PlatformInput
import CX11
import Foundation
import X11Platform
import XCTest

final class X11WindowTests: XvfbTestCase {
    func testShownWindowIsMappedWithTheRequestedSize() throws {
        let window = try showWindow(width: 320, height: 240)
        let attributes = try XCTUnwrap(driver.attributes(of: window.id))
        XCTAssertEqual(attributes.map_state, IsViewable)
        XCTAssertEqual(attributes.width, 320)
        XCTAssertEqual(attributes.height, 240)
        XCTAssertEqual(window.size, CGSize(width: 320, height: 240))
        XCTAssertTrue(window.isVisible)
        XCTAssertEqual(window.visualID, XVisualIDFromVisual(attributes.visual))
        XCTAssertTrue(window.display == connection.display)
        try saveScreenshotIfAsked()
    }

    func testNewWindowStaysUnmappedUntilShown() throws {
        let window = try X11Window(connection: connection, title: "hidden", width: 100, height: 80)
        connection.sync()
        XCTAssertEqual(driver.attributes(of: window.id)?.map_state, IsUnmapped)
        XCTAssertFalse(window.isVisible)
    }

    func testHideUnmapsTheWindow() throws {
        let window = try showWindow()
        window.hide()
        connection.sync()
        XCTAssertEqual(driver.attributes(of: window.id)?.map_state, IsUnmapped)
        XCTAssertFalse(window.isVisible)
    }

    func testTitleIsStoredAsUTF8AndAsLatin1() throws {
        let window = try showWindow(title: "Petals ✿")
        XCTAssertEqual(driver.property("_NET_WM_NAME", of: window.id)?.type, "UTF8_STRING")
        XCTAssertEqual(driver.property("_NET_WM_NAME", of: window.id)?.bytes, Array("Petals ✿".utf8))
        XCTAssertEqual(driver.property("WM_NAME", of: window.id)?.bytes, Array("Petals ?".utf8))

        window.setTitle("Résumé")
        connection.sync()
        XCTAssertEqual(window.title, "Résumé")
        XCTAssertEqual(driver.property("_NET_WM_NAME", of: window.id)?.bytes, Array("Résumé".utf8))
        XCTAssertEqual(
            driver.property("WM_NAME", of: window.id)?.bytes, [0x52, 0xE9, 0x73, 0x75, 0x6D, 0xE9],
            "WM_NAME is Latin-1")
    }

    /// What window managers and `xkill` read: the process, its machine, and that it takes input.
    func testTheWindowSaysWhoseItIsAndThatItTakesInput() throws {
        let window = try showWindow()
        XCTAssertEqual(driver.items("_NET_WM_PID", of: window.id), [Int(getpid())])
        XCTAssertFalse(driver.property("WM_CLIENT_MACHINE", of: window.id)?.bytes.isEmpty ?? true)
        let hints = try XCTUnwrap(driver.items("WM_HINTS", of: window.id))
        XCTAssertEqual(hints[0] & (InputHint | StateHint), InputHint | StateHint, "flags")
        XCTAssertEqual(hints[1], 1, "input")
        XCTAssertEqual(hints[2], Int(NormalState), "initial state")
    }

    func testAResizableWindowTakesAMinimumSize() throws {
        let window = try showWindow(width: 300, height: 200)
        XCTAssertEqual((driver.normalHints(of: window.id)?.flags ?? 0) & PMinSize, 0, "none unless set")
        window.minimumSize = (120, 80)
        connection.sync()
        let hints = try XCTUnwrap(driver.normalHints(of: window.id))
        XCTAssertEqual(hints.flags & PMinSize, PMinSize)
        XCTAssertEqual([hints.min_width, hints.min_height], [120, 80])
    }

    func testDeleteWindowAndSyncRequestProtocolsAreRegistered() throws {
        let window = try showWindow()
        XCTAssertEqual(driver.protocols(of: window.id), ["WM_DELETE_WINDOW", "_NET_WM_SYNC_REQUEST"],
                       "Xvfb has the SYNC extension, so the window offers smooth resizing")
    }

    func testCloseRequestBecomesAnEventAndLeavesTheWindowOpen() throws {
        let window = try showWindow()
        driver.requestClose(window.id)
        let events = collectEvents { $0.contains(.closeRequested(window: window.platformID)) }
        XCTAssertTrue(events.contains(.closeRequested(window: window.platformID)), "\(events)")
        XCTAssertTrue(connection.isConnected)
        XCTAssertEqual(driver.attributes(of: window.id)?.map_state, IsViewable)
        XCTAssertFalse(window.isClosed)
    }

    func testFixedSizeWindowHasItsSizeAsMinimumAndMaximum() throws {
        let window = try showWindow(width: 300, height: 200, resizable: false)
        var hints = try XCTUnwrap(driver.normalHints(of: window.id))
        XCTAssertEqual(hints.flags & (PMinSize | PMaxSize), PMinSize | PMaxSize)
        XCTAssertEqual([hints.min_width, hints.min_height, hints.max_width, hints.max_height], [300, 200, 300, 200])

        window.isResizable = true
        connection.sync()
        hints = try XCTUnwrap(driver.normalHints(of: window.id))
        XCTAssertEqual(hints.flags & (PMinSize | PMaxSize), 0)
    }

    func testResizeByTheServerIsReportedAndTracked() throws {
        let window = try showWindow(width: 200, height: 150)
        driver.resizeWindow(window.id, width: 400, height: 300)
        let events = collectEvents { $0.contains(where: Self.isResized) }
        XCTAssertEqual(events.filter(Self.isResized), [.resized(window: window.platformID, width: 400, height: 300)])
        XCTAssertEqual(window.width, 400)
        XCTAssertEqual(window.height, 300)
    }

    func testMovingWithoutResizingReportsNoResize() throws {
        let window = try showWindow(width: 200, height: 150)
        driver.moveWindow(window.id, x: 10, y: 20)
        driver.resizeWindow(window.id, width: 201, height: 150)
        // Both configure events arrive in order; only the second is a resize.
        let events = collectEvents { $0.contains(where: Self.isResized) }
        XCTAssertEqual(events.filter(Self.isResized), [.resized(window: window.platformID, width: 201, height: 150)])
    }

    func testResizeAskedByTheAppIsReportedOnceTheServerConfirms() throws {
        let window = try showWindow(width: 200, height: 150)
        window.resize(width: 260, height: 170)
        XCTAssertEqual(window.size, CGSize(width: 200, height: 150), "changes when the server says so")
        let events = collectEvents { $0.contains(where: Self.isResized) }
        XCTAssertEqual(events.filter(Self.isResized), [.resized(window: window.platformID, width: 260, height: 170)])
        XCTAssertEqual(driver.attributes(of: window.id)?.width, 260)
    }

    func testCloseDestroysTheWindow() throws {
        let window = try showWindow()
        XCTAssertTrue(driver.topLevelWindows().contains(window.id))
        window.close()
        connection.sync()
        XCTAssertTrue(window.isClosed)
        XCTAssertFalse(driver.topLevelWindows().contains(window.id))
        XCTAssertNil(connection.window(for: window.platformID))
        window.show()  // does nothing, and no X error
        window.close()
        connection.sync()
        XCTAssertEqual(connection.pollEvents().filter { $0.window == window.platformID }, [])
    }

    func testReleasingTheWindowDestroysIt() throws {
        var window: X11Window? = try showWindow()
        let id = try XCTUnwrap(window?.id)
        window = nil
        connection.sync()
        XCTAssertFalse(driver.topLevelWindows().contains(id))
    }

    func testSizeOutsideXLimitsIsRejected() {
        XCTAssertThrowsError(try X11Window(connection: connection, title: "", width: 0, height: 100)) {
            XCTAssertEqual($0 as? X11PlatformError, .invalidWindowSize(width: 0, height: 100))
        }
        XCTAssertThrowsError(try X11Window(connection: connection, title: "", width: 10, height: 40000)) {
            XCTAssertEqual($0 as? X11PlatformError, .invalidWindowSize(width: 10, height: 40000))
        }
    }

    func testUnknownVisualIsRejected() {
        XCTAssertThrowsError(
            try X11Window(connection: connection, title: "", width: 10, height: 10, visualID: 0xDEAD_BEEF)
        ) { error in
            XCTAssertEqual(error as? X11PlatformError, .visualNotFound(id: 0xDEAD_BEEF))
            XCTAssertTrue(String(describing: error).contains("0xdeadbeef"))
        }
    }

    func testWindowIsCreatedWithTheRequestedVisual() throws {
        // An EGL config's native visual is often the 32-bit (alpha) one.
        let defaultVisual = XVisualIDFromVisual(XDefaultVisual(driver.display, 0))
        let candidates = driver.trueColorVisuals(depth: 32) + driver.trueColorVisuals(depth: 24)
        let visual = try XCTUnwrap(candidates.first { $0 != defaultVisual }, "no second TrueColor visual")
        let window = try X11Window(connection: connection, title: "", width: 64, height: 48, visualID: visual)
        window.show()
        connection.sync()
        let attributes = try XCTUnwrap(driver.attributes(of: window.id))
        XCTAssertEqual(XVisualIDFromVisual(attributes.visual), visual)
        XCTAssertEqual(window.visualID, visual)
        XCTAssertEqual(attributes.map_state, IsViewable)
    }

    // MARK: - Helpers

    private static func isResized(_ event: PlatformEvent) -> Bool {
        if case .resized = event { return true }
        return false
    }

    /// With X11_TESTS_SCREENSHOT=/path.png, saves the server's screen there
    /// (xwd and ImageMagick), to look at a test window by eye.
    private func saveScreenshotIfAsked() throws {
        guard let path = ProcessInfo.processInfo.environment["X11_TESTS_SCREENSHOT"] else { return }
        // A grey root, so the black window stands out.
        XSetWindowBackground(driver.display, driver.root, 0x80_80_80)
        XClearWindow(driver.display, driver.root)
        driver.sync()
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "xwd -root -display \(server.displayName) | convert xwd:- '\(path)'"]
        try shell.run()
        shell.waitUntilExit()
        XCTAssertEqual(shell.terminationStatus, 0, "screenshot failed")
    }
}
