import Foundation
import PlatformInput
@testable import WaylandPlatform
import WaylandTestSupport
import XCTest

/// A Wayland window against the tests' own compositor, which sends what a
/// real one under test cannot be made to: configures of every size (absurd
/// ones too), a close request, an output's scale, fingers and pointer
/// events. No GL: the window's surface never gets a buffer.
final class WaylandWindowProtocolTests: XCTestCase {
    private var compositor: WaylandTestCompositor!
    private var connection: WaylandConnection!
    private var window: WaylandWindow!
    private var reports: [String] = []

    override func setUpWithError() throws {
        try super.setUpWithError()
        do {
            compositor = try WaylandTestCompositor.start()
        } catch {
            throw XCTSkip("no test compositor: \(error)")
        }
        connection = try WaylandConnection(name: compositor.socketPath)
        window = try WaylandWindow(connection: connection, title: "protocol", appID: "tests", pixelWidth: 200,
                                   pixelHeight: 150, pixelsPerUnit: 1)
        connection.route = { [weak window] surface in window?.surfaceProxy == surface ? window : nil }
        connection.outputsChanged = { [weak window] in window?.outputsChanged() }
        reports = []
        WaylandDiagnostics.install { [self] message in DispatchQueue.main.async { self.reports.append(message) } }
        _ = window.takeEvents()
    }

    override func tearDown() {
        window?.close()
        window = nil
        connection = nil
        compositor?.stop()
        super.tearDown()
    }

    /// A round trip, then the window's events.
    private func events() -> [PlatformEvent] {
        connection.roundTrip()
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
        return window.takeEvents()
    }

    func testTheFirstConfigureIsAnsweredAndTheTitleSet() {
        XCTAssertTrue(window.isConfigured)
        let state = compositor.clientState
        XCTAssertEqual(state.acknowledged.count, 1, "the first configure, a 0 × 0 one, is acknowledged at once")
        XCTAssertEqual(state.title, "protocol")
        XCTAssertEqual(window.pixelSize.width, 200)
    }

    func testAConfigureOfANewSizeIsToldAndAcknowledgedWithTheFrameOfThatSize() {
        // The window draws its title bar (this compositor draws none): the compositor's size includes it.
        let serial = compositor.configure(width: 320, height: 240 + Int32(WaylandTitleBar.height))
        XCTAssertEqual(events(), [.resized(window: window.platformID, width: 320, height: 240)])
        XCTAssertFalse(compositor.clientState.acknowledged.contains(serial), "not before a frame of that size")
        window.prepareCommit(width: 200, height: 150)
        connection.roundTrip()
        XCTAssertFalse(compositor.clientState.acknowledged.contains(serial), "a frame of the old size does not answer it")
        window.prepareCommit(width: 320, height: 240)
        connection.roundTrip()
        XCTAssertTrue(compositor.clientState.acknowledged.contains(serial))
    }

    func testAbsurdConfigureSizesAreRefusedOnceAndTheSizeStays() {
        let serial = compositor.configure(width: -5, height: 100_000)
        compositor.configure(width: -5, height: 100_000)
        XCTAssertEqual(events(), [], "no size change")
        XCTAssertEqual(window.pixelSize.width, 200)
        XCTAssertTrue(compositor.clientState.acknowledged.contains(serial), "acknowledged, with the size kept")
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
        XCTAssertEqual(reports.filter { $0.contains("-5×100000") }.count, 1, "\(reports)")
    }

    func testTheCompositorsCloseIsACloseRequestAndTheWindowStays() {
        compositor.requestClose()
        XCTAssertEqual(events(), [.closeRequested(window: window.platformID)])
        XCTAssertFalse(window.isClosed)
    }

    func testAnOutputsScaleScalesTheBufferAndAbsurdOnesAreRefused() {
        compositor.setOutputScale(2)
        XCTAssertEqual(events(), [.scaleChanged(window: window.platformID, scale: 2),
                                  .resized(window: window.platformID, width: 400, height: 300)],
                       "the same size in surface units, twice the pixels")
        window.prepareCommit(width: 400, height: 300)
        connection.roundTrip()
        XCTAssertEqual(compositor.clientState.bufferScale, 2, "set_buffer_scale with the next commit")

        compositor.setOutputScale(0)
        compositor.setOutputScale(-3)
        XCTAssertEqual(events(), [], "scales ≤ 0 change nothing")
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
        XCTAssertEqual(reports.filter { $0.contains("outside 1…8") }.count, 2, "one report per value: \(reports)")
    }

    func testFingersBecomeTouchesInPixelsHandedOverPerFrame() {
        compositor.setOutputScale(2)
        _ = events()
        compositor.touchDown(0, x: 10, y: 20)
        compositor.touchDown(1, x: 50, y: 60)
        XCTAssertEqual(events(), [], "nothing before the frame ends")
        compositor.touchFrame()
        let began = events().compactMap { if case .touch(_, let touch) = $0 { return touch } else { return nil } }
        XCTAssertEqual(began.map(\.id), [0, 1])
        XCTAssertEqual(began.map(\.phase), [.began, .began])
        XCTAssertEqual(began.map(\.location), [CGPoint(x: 20, y: 40), CGPoint(x: 100, y: 120)], "pixels at scale 2")
        compositor.touchMotion(1, x: 55, y: 60)
        compositor.touchUp(0)
        compositor.touchFrame()
        let next = events().compactMap { if case .touch(_, let touch) = $0 { return touch } else { return nil } }
        XCTAssertEqual(next.map(\.phase), [.moved, .ended])
        XCTAssertEqual(next.map(\.id), [1, 0])
        compositor.touchCancel()
        let cancelled = events().compactMap { if case .touch(_, let touch) = $0 { return touch } else { return nil } }
        XCTAssertEqual(cancelled.map(\.phase), [.cancelled], "the finger still down")
        XCTAssertEqual(cancelled.first?.id, 1)
    }

    func testThePointerMovesClicksAndScrollsInPixels() {
        compositor.pointerEnter(x: 30, y: 40)
        compositor.pointerMotion(x: 31.5, y: 40)
        compositor.pointerButton(0x110, pressed: true)
        compositor.pointerButton(0x110, pressed: false)
        compositor.pointerScroll(-10)
        let received = events()
        let moves = received.compactMap { if case .pointerMoved(_, let p) = $0 { return p.location } else { return nil } }
        XCTAssertEqual(moves, [CGPoint(x: 30, y: 40), CGPoint(x: 31.5, y: 40)], "sub-pixel positions kept")
        let down = received.compactMap { if case .pointerDown(_, let p) = $0 { return p } else { return nil } }.first
        XCTAssertEqual(down?.button, .primary)
        XCTAssertEqual(down?.pressedButtons, .primary)
        XCTAssertEqual(down?.location, CGPoint(x: 31.5, y: 40))
        let wheel = received.compactMap { if case .wheel(_, let w) = $0 { return w } else { return nil } }.first
        XCTAssertEqual(wheel?.deltaY, 1, "10 units up is one step up")
    }

    func testTheCompositorGoingAwayIsNoticedOnceWithTheReason() {
        var losses: [String] = []
        connection.onLoss = { losses.append($0) }
        connection.startReading()
        compositor.stop()
        let deadline = Date(timeIntervalSinceNow: 5)
        while losses.isEmpty && Date() < deadline { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.02)) }
        connection.flush()
        connection.roundTrip()
        XCTAssertEqual(losses.count, 1, "\(losses)")
        XCTAssertFalse(connection.isConnected)
    }
}

/// The title bar a window draws where the compositor draws none.
final class WaylandTitleBarTests: XCTestCase {
    func testTheBarClosesFromItsButtonMovesTheWindowElsewhereAndTakesNoContentInput() throws {
        let compositor: WaylandTestCompositor
        do { compositor = try WaylandTestCompositor.start() } catch { throw XCTSkip("no test compositor: \(error)") }
        defer { compositor.stop() }
        let connection = try WaylandConnection(name: compositor.socketPath)
        let window = try WaylandWindow(connection: connection, title: "bar", appID: "tests", pixelWidth: 200,
                                       pixelHeight: 150, pixelsPerUnit: 1)
        defer { window.close() }
        connection.route = { [weak window] surface in window.flatMap { $0.surfaceProxy == surface || $0.isDecoration(surface) ? $0 : nil } }
        var painted: [(Int, Int, String)] = []
        window.titleBarPainter = { width, height, _, title, _ in
            painted.append((width, height, title))
            return [UInt32](repeating: 0xFF33_3333, count: width * height)
        }
        XCTAssertNotNil(window.titleBar, "no server-side decorations offered: the window draws its own")
        XCTAssertEqual(painted.first.map { [$0.0, $0.1] }, [200, WaylandTitleBar.height])
        XCTAssertEqual(painted.first?.2, "bar")

        // The compositor's size includes the bar: the content is 30 units shorter.
        compositor.configure(width: 300, height: 230)
        connection.roundTrip()
        XCTAssertEqual(window.takeEvents(), [.resized(window: window.platformID, width: 300, height: 200)])

        compositor.pointerEnter(x: 20, y: 10, onDecoration: true)
        compositor.pointerButton(0x110, pressed: true)
        compositor.pointerButton(0x110, pressed: false)
        connection.roundTrip()
        XCTAssertEqual(compositor.moves, 1, "a press on the bar starts a move")
        compositor.pointerMotion(x: 290, y: 10)
        compositor.pointerButton(0x110, pressed: true)
        connection.roundTrip()
        XCTAssertEqual(window.takeEvents(), [.closeRequested(window: window.platformID)],
                       "the close button asks to close; nothing on the bar reaches the content")

        window.minimumPixelSize = (100, 80)
        connection.roundTrip()
        XCTAssertEqual(compositor.clientState.minimumSize.map { [$0.width, $0.height] },
                       [100, 80 + Int32(WaylandTitleBar.height)], "the minimum size includes the bar")
    }
}

/// What a compositor offers beyond weston 10's: decorations it draws, and fractional scales.
final class WaylandCompositorExtrasTests: XCTestCase {
    private func open(_ extras: Set<WaylandTestCompositor.Extra>) throws
        -> (WaylandTestCompositor, WaylandConnection, WaylandWindow) {
        let compositor: WaylandTestCompositor
        do { compositor = try WaylandTestCompositor.start(extras) } catch { throw XCTSkip("no test compositor: \(error)") }
        let connection = try WaylandConnection(name: compositor.socketPath)
        let window = try WaylandWindow(connection: connection, title: "extras", appID: "tests", pixelWidth: 200,
                                       pixelHeight: 150, pixelsPerUnit: 1)
        return (compositor, connection, window)
    }

    func testACompositorThatDrawsDecorationsGetsNoTitleBarFromTheWindow() throws {
        let (compositor, _, window) = try open([.serverSideDecorations])
        defer { window.close(); compositor.stop() }
        XCTAssertTrue(window.hasServerDecorations)
        XCTAssertNil(window.titleBar, "the compositor draws it")
        compositor.configure(width: 300, height: 200)
        window.connection.roundTrip()
        XCTAssertEqual(window.takeEvents().last, .resized(window: window.platformID, width: 300, height: 200),
                       "the whole size is the content's")
    }

    func testAFractionalScaleDrawsMorePixelsShownThroughAViewport() throws {
        let (compositor, connection, window) = try open([.fractionalScale])
        defer { window.close(); compositor.stop() }
        _ = window.takeEvents()
        compositor.preferScale(1.5)
        connection.roundTrip()
        XCTAssertEqual(window.takeEvents(), [.scaleChanged(window: window.platformID, scale: 1.5),
                                             .resized(window: window.platformID, width: 300, height: 225)])
        window.prepareCommit(width: 300, height: 225)
        connection.roundTrip()
        XCTAssertEqual(compositor.viewportDestination.map { [$0.width, $0.height] }, [200, 150],
                       "the buffer is shown at the window's size in surface units")
        XCTAssertEqual(compositor.clientState.bufferScale, 1)

        compositor.preferScale(0)
        connection.roundTrip()
        XCTAssertEqual(window.takeEvents(), [], "a scale of 0 is refused")
        XCTAssertEqual(window.pixelsPerUnit, 1.5)
    }
}
