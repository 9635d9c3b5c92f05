import CX11
import Foundation
@testable import LayerHost
import XCTest
import XvfbTestSupport

/// The host taking the window away from a running app: another X client
/// destroying the window (`xdotool windowclose`) or killing this client
/// (`xkill`), and displays that cannot be opened. The app hears of each,
/// once, in words that say what happened; a window that is gone closes and
/// stops drawing.
final class LayerWindowHostFaultTests: XvfbWindowTestCase {
    /// Does `body` with a second connection to the server, as another program would.
    private func asAnotherClient(_ body: (OpaquePointer) -> Void) throws {
        let other = try XCTUnwrap(XOpenDisplay(server.displayName), "a second connection")
        body(other)
        XSync(other, 0)
        XCloseDisplay(other)
    }

    /// Runs `window` with `run()` until it closes, doing `action` once it
    /// has drawn; returns the reports made on the main thread meanwhile and
    /// whether `run()` returned before a 10 s safety net closed the window.
    private func run(_ window: LayerWindow, then action: @escaping () -> Void)
        -> (reports: [String], returned: Bool, reason: LayerWindow.CloseReason) {
        var safetyNetFired = false
        var drewBeforeAction = false
        // Neither block keeps the window past the test (its connection
        // would then go after the test's server has stopped).
        let act = DispatchWorkItem { [weak window] in
            drewBeforeAction = (window?.lastFrameReport?.framesDrawn ?? 0) > 0
            action()
        }
        let safetyNet = DispatchWorkItem { [weak window] in
            guard let window, !window.isClosed else { return }
            safetyNetFired = true
            window.close()
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.4, execute: act)
        DispatchQueue.main.asyncAfter(deadline: .now() + 10, execute: safetyNet)
        let (reason, reports) = Diagnostics.capture { window.run() }
        act.cancel()
        safetyNet.cancel()
        XCTAssertTrue(drewBeforeAction, "it was drawing")
        XCTAssertEqual(window.closeReason, reason, "run() returns the reason the window keeps")
        return (reports, !safetyNetFired, reason)
    }

    /// The render thread has stopped: no frame is drawn any more.
    private func assertDrawingStopped(_ window: LayerWindow, file: StaticString = #filePath, line: UInt = #line) {
        spin(0.3)
        let after = window.lastFrameReport?.framesDrawn ?? 0
        spin(0.3)
        XCTAssertEqual(window.lastFrameReport?.framesDrawn ?? 0, after, "no frame after the close", file: file, line: line)
    }

    func testAWindowDestroyedByAnotherProgramClosesWithOneReport() throws {
        let window = try animatedWindow("destroyed")
        var events: [LayerWindow.Event] = []
        window.onEvent = { events.append($0) }
        let id = Window(window.nativeWindow!.window)
        let outcome = run(window) {
            try? self.asAnotherClient { XDestroyWindow($0, id) }
        }
        XCTAssertTrue(outcome.returned, "run() returns when another program destroys the window")
        XCTAssertTrue(window.isClosed)
        XCTAssertEqual(outcome.reason, .destroyedByAnotherProgram)
        XCTAssertTrue(outcome.reason.isFailure)
        XCTAssertEqual(outcome.reports.count, 1, "\(outcome.reports)")
        XCTAssertTrue(outcome.reports.first?.contains("was destroyed by another program") ?? false, "\(outcome.reports)")
        XCTAssertEqual(events.filter { $0 == .destroyed }.count, 1, "\(events)")
        assertDrawingStopped(window)
        // Closing again is harmless and says nothing.
        XCTAssertEqual(Diagnostics.capture { window.close() }.1, [])
    }

    /// `close()` and the window manager's close button say so as the reason, neither a failure.
    func testClosingByTheProgramOrTheUserIsNoFailure() throws {
        let byProgram = try animatedWindow("closed by the program")
        XCTAssertNil(byProgram.closeReason, "open")
        let programOutcome = run(byProgram) { byProgram.close() }
        XCTAssertEqual(programOutcome.reason, .closedByProgram)
        XCTAssertFalse(programOutcome.reason.isFailure)

        let byUser = try animatedWindow("closed by the user")
        let driver = try XTestDriver(displayName: server.displayName)
        let id = Window(byUser.nativeWindow!.window)
        let userOutcome = run(byUser) { driver.requestClose(id) }
        XCTAssertTrue(userOutcome.returned)
        XCTAssertEqual(userOutcome.reason, .closedByUser)
        XCTAssertFalse(userOutcome.reason.isFailure)
    }

    /// Another client's synthetic notices (`XSendEvent`) of a size the
    /// window does not have, or of its destruction, change nothing: the
    /// root layer keeps the window's size, the window stays open and draws
    /// on, and one report says what was ignored.
    func testForgedResizesAndDestroyNoticesFromAnotherClientAreIgnored() throws {
        let window = try animatedWindow("forged")
        var events: [LayerWindow.Event] = []
        window.onEvent = { events.append($0) }
        window.start()
        defer { window.close() }
        XCTAssertTrue(spin(upTo: 10) { window.framesDrawn >= 2 })
        let id = Window(window.nativeWindow!.window)
        let reports = try Diagnostics.capture { () throws -> Void in
            try asAnotherClient { other in
                for (width, height) in [(0, 0), (65_535, 65_535), (1, 1)] {
                    var event = XEvent()
                    event.xconfigure.type = ConfigureNotify
                    event.xconfigure.event = id
                    event.xconfigure.window = id
                    event.xconfigure.width = Int32(width)
                    event.xconfigure.height = Int32(height)
                    XSendEvent(other, id, 0, StructureNotifyMask, &event)
                }
                var destroy = XEvent()
                destroy.xdestroywindow.type = DestroyNotify
                destroy.xdestroywindow.event = id
                destroy.xdestroywindow.window = id
                XSendEvent(other, id, 0, StructureNotifyMask, &destroy)
            }
            let drawn = window.framesDrawn
            // The forged events have arrived once the frames go on after them.
            XCTAssertTrue(spin(upTo: 10) { window.framesDrawn >= drawn + 10 }, "still drawing")
        }.1
        XCTAssertFalse(window.isClosed, "a forged DestroyNotify does not close the window")
        XCTAssertEqual(window.rootLayer.bounds.size, CGSize(width: 200, height: 150), "forged sizes are not taken")
        XCTAssertFalse(events.contains(.destroyed), "\(events)")
        XCTAssertFalse(events.contains { if case .resized = $0 { true } else { false } }, "\(events)")
        XCTAssertEqual(reports.count, 1, "one report for the cause: \(reports)")
        XCTAssertTrue(reports.first?.contains("synthetic ConfigureNotify of 0×0 for a window of 200×150") ?? false,
                      "\(reports)")
    }

    /// A window destroyed by another program is let go after its server
    /// died unnoticed: nothing is printed (an XCloseDisplay would print a
    /// line per request Xlib refuses on the dead socket EGL last used).
    func testLettingGoOfADestroyedWindowAfterItsServerDiedPrintsNothing() throws {
        var window: LayerWindow? = try animatedWindow("destroyed, then orphaned")
        let id = Window(window?.nativeWindow?.window ?? 0)
        window?.start()
        spin(0.3)
        try asAnotherClient { XDestroyWindow($0, id) }
        let deadline = Date(timeIntervalSinceNow: 5)
        while !(window?.isClosed ?? true) && Date() < deadline { spin(0.05) }
        XCTAssertTrue(window?.isClosed ?? false)
        spin(0.5)  // its GL objects go on a thread of their own
        server.kill()
        spin(0.3)
        let printed = standardError {
            window = nil
            spin(0.3)
        }
        XCTAssertEqual(printed, "")
    }

    func testKillingThisClientSaysTheConnectionWasClosedOnce() throws {
        let window = try animatedWindow("killed")
        var events: [LayerWindow.Event] = []
        window.onEvent = { events.append($0) }
        let id = XID(window.nativeWindow!.window)
        let outcome = run(window) {
            try? self.asAnotherClient { XKillClient($0, id) }
        }
        XCTAssertTrue(outcome.returned, "run() returns when another client kills this one")
        XCTAssertTrue(window.isClosed)
        XCTAssertEqual(outcome.reason, .displayLost, "the connection is gone")
        XCTAssertEqual(outcome.reports.count, 1, "\(outcome.reports)")
        let report = outcome.reports.first ?? ""
        XCTAssertTrue(report.contains("the connection to the X server at \"\(server.displayName)\" was closed"), report)
        XCTAssertTrue(report.contains("another client killed this one"), report)
        XCTAssertFalse(report.contains("went away"), "the server is still there: \(report)")
        XCTAssertTrue(server.isRunning)
        XCTAssertEqual(events.filter { $0 == .destroyed }.count, 1, "\(events)")
        assertDrawingStopped(window)
    }

    /// The server dying: one report, and nothing printed while the window
    /// closes and its render thread, GL objects and connection go. (Once
    /// Xlib met the loss, an XCloseDisplay would print a line per request
    /// Xlib refuses: "Xlib: request 60 length 8 would exceed buffer size".)
    func testTheServerDyingPrintsNothingBesideTheOneReport() throws {
        var window: LayerWindow? = try animatedWindow("doomed")
        window?.start()
        spin(0.4)
        var reports: [String] = []
        let printed = standardError {
            reports = Diagnostics.capture {
                server.kill()
                let deadline = Date(timeIntervalSinceNow: 30)
                while !(window?.isClosed ?? true) && Date() < deadline { spin(0.05) }
            }.1
            XCTAssertTrue(window?.isClosed ?? false)
            XCTAssertEqual(window?.closeReason, .displayLost)
            window = nil
            // The GL objects and the connection go on a thread of their own.
            spin(1)
        }
        XCTAssertEqual(reports.count, 1, "\(reports)")
        XCTAssertTrue(reports.first?.contains("was closed") ?? false, "\(reports)")
        XCTAssertFalse(printed.contains("Xlib"), printed)
        XCTAssertFalse(printed.contains("render server stopped"), printed)
    }

    /// Each display name given is named in the error, with whether it
    /// could not be parsed or no server answered at it.
    func testDisplaysThatCannotBeOpenedAreNamedWithTheReason() throws {
        let free = try XCTUnwrap(XvfbServer.freeDisplayNumber())
        let cases: [(name: String, reason: String)] = [
            ("not a display!!", "cannot be parsed"),
            ("", "the name is empty"),
            (":\(free)", "no X server answered"),
            ("256.256.256.256:0", "no X server answered"),
        ]
        for (name, reason) in cases {
            XCTAssertThrowsError(
                try LayerWindow(title: "x", width: 100, height: 100, framesPerSecond: nil, displayName: name), name
            ) { error in
                let message = "\(error)"
                XCTAssertTrue(message.contains("\"\(name)\""), "names \"\(name)\": \(message)")
                XCTAssertTrue(message.contains(reason), "says \(reason): \(message)")
            }
        }
    }
}
