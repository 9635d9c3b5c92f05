import PlatformInput
import CX11
import Foundation
@testable import LayerHost
import XCTest
import XvfbTestSupport

/// Live: a private Xvfb, a real window, the render thread drawing with EGL;
/// frames are read back from the X server and checked.
final class LayerWindowLiveTests: XvfbWindowTestCase {
    /// Where input tests place their window on the screen, so that window
    /// and screen coordinates differ.
    private let windowOrigin = (x: 50, y: 60)

    /// The RGB of the window pixel at (x, y), read from the X server.
    /// Starts `window` at `windowOrigin` and waits until the server shows it
    /// (input goes only to viewable windows).
    private func startAtWindowOrigin(_ window: LayerWindow, driver: XTestDriver) {
        window.start()
        let id = Window(window.nativeWindow!.window)
        driver.moveWindow(id, x: windowOrigin.x, y: windowOrigin.y)
        let shown = spin(upTo: 5) {
            guard let attributes = driver.attributes(of: id) else { return false }
            return attributes.map_state == IsViewable && attributes.x == Int32(windowOrigin.x)
        }
        XCTAssertTrue(shown, "the window was never shown at \(windowOrigin)")
        // On a loaded machine (or under a sanitizer) the window may show before
        // its first frame and before its event source has caught up: wait for both.
        spin(upTo: 5) { window.lastFrameReport != nil }
        spin(0.2)
    }

    /// Where the red square's left edge is along row `y` (first red pixel), or nil.
    private func redEdge(_ window: LayerWindow, row y: Int32) -> Int32? {
        stride(from: Int32(0), to: 320, by: 2).first { x in
            guard let p = pixel(window, x, y) else { return false }
            return p.0 > 200 && p.1 < 60 && p.2 < 60
        }
    }

    /// `run()` waits without a deadline (a deadline costs a leaked dispatch
    /// source per wait on Linux), so closing must wake it: a timer closes the
    /// window and `run()` returns at once.
    /// Two windows at once each draw what their own layers do: a second
    /// window's server joins the commits instead of taking them from the first.
    func testTwoWindowsAtOnceEachDrawTheirOwnChanges() throws {
        let first = try LayerWindow(title: "first", width: 80, height: 60, framesPerSecond: 60,
                                    displayName: server.displayName)
        defer { first.close() }
        let second = try LayerWindow(title: "second", width: 80, height: 60, framesPerSecond: 60,
                                     displayName: server.displayName)
        defer { second.close() }
        first.start()
        second.start()
        for (window, red) in [(first, 1.0), (second, 0.0)] {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            window.rootLayer.backgroundColor = CGColor(red: red, green: 1 - red, blue: 0, alpha: 1)
            CATransaction.commit()
        }
        let drawn = spin(upTo: 5) {
            first.lastFrameReport?.framesDrawn ?? 0 >= 1 && second.lastFrameReport?.framesDrawn ?? 0 >= 1
        }
        XCTAssertTrue(drawn, "both windows draw")
        let before = first.framesDrawn
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        first.rootLayer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        CATransaction.commit()
        XCTAssertTrue(spin(upTo: 5) { first.framesDrawn > before },
                      "the first window draws its change after the second started")
    }

    func testRunReturnsWhenATimerClosesTheWindow() throws {
        let window = try LayerWindow(title: "run", width: 160, height: 120, framesPerSecond: 60,
                                     displayName: server.displayName)
        let started = Date()
        let closer = Timer(timeInterval: 0.5, repeats: false) { _ in window.close() }
        // Should run() not wake, this one does (and the time taken fails the test).
        let watchdog = Timer(timeInterval: 60, repeats: false) { _ in DispatchQueue.main.async {} }
        RunLoop.main.add(closer, forMode: .default)
        RunLoop.main.add(watchdog, forMode: .default)
        defer { watchdog.invalidate() }
        window.run()
        XCTAssertTrue(window.isClosed)
        // Only the watchdog, a minute on, would end a run() that missed the close.
        XCTAssertLessThan(Date().timeIntervalSince(started), 50, "run() did not return when the window closed")
    }

    func testAWindowShowsAnAnimatedLayerMoving() throws {
        let window = try LayerWindow(title: "live", width: 320, height: 160, framesPerSecond: 60,
                                     displayName: server.displayName)
        window.rootLayer.backgroundColor = CGColor(red: 0, green: 0, blue: 0.5, alpha: 1)
        let square = CALayer()
        square.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        square.anchorPoint = .zero
        square.position = CGPoint(x: 0, y: 60)
        square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.rootLayer.addSublayer(square)
        window.start()
        defer { window.close() }
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 260
        move.duration = 4
        square.add(move, forKey: "move")
        // Window, EGL context and first frame take a while on a loaded machine.
        var first: Int32?
        let deadline = Date(timeIntervalSinceNow: 3)
        while first == nil && Date() < deadline {
            spin(0.05)
            first = redEdge(window, row: 80)
        }
        spin(0.6)
        let second = redEdge(window, row: 80)
        XCTAssertNotNil(first)
        XCTAssertNotNil(second)
        if let first, let second {
            XCTAssertGreaterThan(second, first + 10, "the square moved right between the reads: \(first) → \(second)")
        }
        if let background = pixel(window, 300, 10) {
            XCTAssertEqual(background.2, 128, accuracy: 2, "the root's dark blue fills the window")
        }
        XCTAssertGreaterThan(window.framesDrawn, 10)
    }

    func testFramesContinueWhileTheMainThreadIsBlocked() throws {
        let window = try LayerWindow(title: "blocked", width: 200, height: 100, framesPerSecond: 60,
                                     displayName: server.displayName)
        let square = CALayer()
        square.frame = CGRect(x: 0, y: 30, width: 40, height: 40)
        square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.rootLayer.addSublayer(square)
        window.start()
        defer { window.close() }
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = CGFloat.pi * 2
        spin.duration = 3
        square.add(spin, forKey: "spin")
        self.spin(0.2)
        let before = window.framesDrawn
        // The main thread stays blocked (no run loop turns) until 15 frames
        // are drawn, about a quarter of a second at 60 Hz, or 30 s pass: a
        // blocked-main design would draw none, however long it waited.
        let deadline = Date(timeIntervalSinceNow: 30)
        while window.framesDrawn - before <= 15, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        let during = window.framesDrawn - before
        XCTAssertGreaterThan(during, 15, "the render thread kept drawing while main slept: \(during) frames")
    }

    func testResizingTheWindowResizesTheRootLayer() throws {
        let window = try LayerWindow(title: "resize", width: 200, height: 100, framesPerSecond: 60,
                                     displayName: server.displayName)
        var sizes: [CGSize] = []
        window.onEvent = { event in
            if case .resized(let size) = event { sizes.append(size) }
        }
        window.start()
        defer { window.close() }
        spin(0.2)
        // Through another connection, as a window manager would: a round trip
        // on the window's own connection could read the resulting event into
        // Xlib's queue, where nothing signals it.
        let driver = try XTestDriver(displayName: server.displayName)
        driver.resizeWindow(Window(window.nativeWindow!.window), width: 300, height: 150)
        let deadline = Date(timeIntervalSinceNow: 3)
        while window.rootLayer.bounds.width != 300 && Date() < deadline { spin(0.05) }
        XCTAssertEqual(window.rootLayer.bounds.size, CGSize(width: 300, height: 150))
        XCTAssertEqual(sizes.last, CGSize(width: 300, height: 150), "the program hears of the new size")
    }

    // MARK: - Events through the public API

    func testAPointerPressArrivesOnTheMainThreadInRootLayerCoordinates() throws {
        let driver = try XTestDriver(displayName: server.displayName)
        let window = try LayerWindow(title: "pointer", width: 200, height: 150, framesPerSecond: 60,
                                     displayName: server.displayName)
        defer { window.close() }
        let target = CALayer()
        target.frame = CGRect(x: 100, y: 40, width: 50, height: 50)
        target.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.rootLayer.addSublayer(target)
        var received: [(event: LayerWindow.Event, onMain: Bool)] = []
        window.onEvent = { received.append(($0, Thread.isMainThread)) }
        startAtWindowOrigin(window, driver: driver)
        let start = CACurrentMediaTime()

        driver.movePointer(rootX: windowOrigin.x + 120, rootY: windowOrigin.y + 65)
        driver.press(button: 1)
        driver.release(button: 1)
        spin(upTo: 5) { received.contains { if case .pointerUp = $0.event { return true } else { return false } } }

        XCTAssertTrue(received.allSatisfy(\.onMain), "events are delivered on the main thread")
        let downs = received.compactMap { entry -> LayerWindow.PointerEvent? in
            if case .pointerDown(let pointer) = entry.event { return pointer } else { return nil }
        }
        let ups = received.compactMap { entry -> LayerWindow.PointerEvent? in
            if case .pointerUp(let pointer) = entry.event { return pointer } else { return nil }
        }
        guard let down = downs.first, let up = ups.first else {
            return XCTFail("expected a press and a release; got \(received.map(\.event))")
        }
        XCTAssertEqual(down.button, .primary)
        XCTAssertEqual(down.location, CGPoint(x: 120, y: 65), "window points, the root layer's space")
        XCTAssertEqual(down.pressedButtons, [.primary])
        XCTAssertEqual(down.modifierFlags, [])
        XCTAssertEqual(up.button, .primary)
        XCTAssertEqual(up.pressedButtons, [])
        XCTAssertGreaterThanOrEqual(down.timestamp, start - 0.05, "media-time seconds")
        XCTAssertLessThanOrEqual(up.timestamp, CACurrentMediaTime())
        XCTAssertLessThanOrEqual(down.timestamp, up.timestamp)
        XCTAssertTrue(window.rootLayer.hitTest(down.location) === target, "the press is on the red layer")
        XCTAssertTrue(window.rootLayer.hitTest(CGPoint(x: 20, y: 20)) === window.rootLayer)
    }

    func testKeyPressesArriveWithTheirNamesAndText() throws {
        let driver = try XTestDriver(displayName: server.displayName)
        let window = try LayerWindow(title: "keys", width: 200, height: 150, framesPerSecond: 60,
                                     displayName: server.displayName)
        defer { window.close() }
        var keys: [String] = []
        var timestamps: [CFTimeInterval] = []
        var offMain = 0
        window.onEvent = { event in
            if !Thread.isMainThread { offMain += 1 }
            switch event {
            case .keyDown(let key):
                keys.append("down \(key.keyName) \(key.text.debugDescription)")
                timestamps.append(key.timestamp)
            case .keyUp(let key):
                keys.append("up \(key.keyName)")
                timestamps.append(key.timestamp)
            default:
                break
            }
        }
        startAtWindowOrigin(window, driver: driver)
        driver.focus(Window(window.nativeWindow!.window))
        driver.tapKey(XK_a)
        driver.tapKey(XK_Left)
        driver.pressKey(XK_Shift_L)
        driver.tapKey(XK_b)
        driver.releaseKey(XK_Shift_L)
        spin(upTo: 5) { keys.count >= 8 }
        XCTAssertEqual(
            keys,
            ["down a \"a\"", "up a", "down Left \"\"", "up Left", "down Shift_L \"\"", "down b \"B\"", "up b",
             "up Shift_L"])
        XCTAssertEqual(timestamps, timestamps.sorted(), "timestamps follow the order of the keys")
        XCTAssertEqual(offMain, 0, "events are delivered on the main thread")
    }

    func testF1TogglesTheHeadsUpDisplayOverTheAppAndF7MovesIt() throws {
        let driver = try XTestDriver(displayName: server.displayName)
        let window = try LayerWindow(title: "hud", width: 700, height: 400, framesPerSecond: 60,
                                     displayName: server.displayName)
        defer { window.close() }
        window.rootLayer.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        startAtWindowOrigin(window, driver: driver)
        driver.focus(Window(window.nativeWindow!.window))
        XCTAssertTrue(spin(upTo: 3) { pixel(window, 150, 150).map { $0.0 > 240 } ?? false }, "the app's white first")
        driver.tapKey(XK_F1)
        XCTAssertTrue(spin(upTo: 3) { window.showsHeadsUpDisplay })
        // The display's dark panel covers the top-left corner, over the app.
        XCTAssertTrue(spin(upTo: 3) { pixel(window, 150, 110).map { $0.0 < 120 } ?? false }, "the panel shows")
        XCTAssertEqual(window.rootLayer.sublayers ?? [], [], "the app's tree does not hold it")
        // F7: the next corner clockwise, the top right, then the bottom right.
        driver.tapKey(XK_F7)
        XCTAssertTrue(spin(upTo: 3) { pixel(window, 384, 110).map { $0.0 < 120 } ?? false }, "the panel moves right")
        XCTAssertTrue(spin(upTo: 3) { pixel(window, 150, 110).map { $0.0 > 240 } ?? false }, "and leaves the left")
        driver.tapKey(XK_F7)
        XCTAssertTrue(spin(upTo: 3) { pixel(window, 384, 300).map { $0.0 < 120 } ?? false }, "then goes down")
        // A larger window: the panel keeps to its corner, now 8 points in from 900 × 500.
        driver.resizeWindow(Window(window.nativeWindow!.window), width: 900, height: 500)
        XCTAssertTrue(spin(upTo: 3) { pixel(window, 584, 400).map { $0.0 < 120 } ?? false }, "it follows the corner")
        XCTAssertTrue(spin(upTo: 3) { pixel(window, 384, 300).map { $0.0 > 240 } ?? false }, "and leaves its old place")
        driver.tapKey(XK_F1)
        XCTAssertTrue(spin(upTo: 3) { !window.showsHeadsUpDisplay })
        XCTAssertTrue(spin(upTo: 3) { pixel(window, 584, 400).map { $0.0 > 240 } ?? false }, "and goes away")
    }

    // MARK: - Display links and frame reports

    func testADisplayLinkFiresWithTheWindowsFramesEvenWhenNothingIsDrawn() throws {
        let window = try LayerWindow(title: "link", width: 120, height: 80, framesPerSecond: 60,
                                     displayName: server.displayName)
        window.rootLayer.backgroundColor = CGColor(red: 0, green: 0, blue: 0.5, alpha: 1)
        window.start()
        // The first frame (the root layer) drawn, then the window is idle.
        spin(upTo: 5) { window.lastFrameReport != nil }
        spin(0.2)
        var calls: [(timestamp: CFTimeInterval, target: CFTimeInterval, onMain: Bool)] = []
        let link = CADisplayLink { link in
            calls.append((link.timestamp, link.targetTimestamp, Thread.isMainThread))
        }
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        spin(upTo: 5) { calls.count >= 3 }
        let framesBefore = window.framesDrawn
        let callsBefore = calls.count
        spin(upTo: 5) { calls.count >= callsBefore + 10 }
        XCTAssertGreaterThanOrEqual(calls.count, callsBefore + 10, "about 60 calls a second")
        XCTAssertEqual(window.framesDrawn, framesBefore, "ticks with nothing changed draw nothing")
        XCTAssertTrue(calls.allSatisfy(\.onMain))
        for (earlier, later) in zip(calls, calls.dropFirst()) {
            XCTAssertGreaterThan(later.timestamp, earlier.timestamp, "timestamps increase")
        }
        for call in calls {
            XCTAssertEqual(call.target - call.timestamp, 1.0 / 60, accuracy: 1e-9, "the next frame's target")
            XCTAssertLessThanOrEqual(call.timestamp, CACurrentMediaTime())
        }

        // Closed: the ticker's timer takes the link over again.
        window.close()
        let afterClose = calls.count
        spin(upTo: 5) { calls.count >= afterClose + 3 }
        XCTAssertGreaterThanOrEqual(calls.count, afterClose + 3, "the link keeps firing without a window")
    }

    func testDisplayLinkTimestampsAreTheFramesTimesAndReportsDescribeTheFrames() throws {
        let window = try LayerWindow(title: "link frames", width: 160, height: 100, framesPerSecond: 60,
                                     displayName: server.displayName)
        defer { window.close() }
        window.rootLayer.backgroundColor = CGColor(red: 0, green: 0, blue: 0.5, alpha: 1)
        let square = CALayer()
        square.frame = CGRect(x: 0, y: 30, width: 40, height: 40)
        square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.rootLayer.addSublayer(square)
        var reports: [LayerWindow.FrameReport] = []
        var reportsOffMain = 0
        window.onFrame = { report in
            if !Thread.isMainThread { reportsOffMain += 1 }
            reports.append(report)
        }
        window.start()
        var linkTimes: [CFTimeInterval] = []
        // The link moves the square each frame, so that every tick draws.
        let link = CADisplayLink { link in
            linkTimes.append(link.timestamp)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            square.position.x = CGFloat(linkTimes.count % 100)
            CATransaction.commit()
        }
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        spin(upTo: 8) { linkTimes.count >= 20 && reports.count >= 20 }

        let frameTimes = Set(reports.map(\.frameTime))
        let shared = linkTimes.filter(frameTimes.contains)
        XCTAssertGreaterThanOrEqual(shared.count, 3, "link timestamps are the times of the frames drawn: \(shared.count) of \(linkTimes.count)")
        XCTAssertEqual(reportsOffMain, 0, "reports arrive on the main thread")
        for (earlier, later) in zip(reports, reports.dropFirst()) {
            XCTAssertGreaterThan(later.framesDrawn, earlier.framesDrawn)
            XCTAssertGreaterThan(later.frameTime, earlier.frameTime)
        }
        guard let last = window.lastFrameReport else { return XCTFail("no frame report") }
        XCTAssertGreaterThanOrEqual(last.framesDrawn, reports.last?.framesDrawn ?? .max)
        XCTAssertEqual(last.layerCount, 2, "the root and the square")
        XCTAssertGreaterThanOrEqual(last.completionTime, last.frameTime, "done after the time it shows")
        for phase in [last.applyMilliseconds, last.buildMilliseconds, last.renderMilliseconds,
                      last.encodeMilliseconds, last.presentMilliseconds] {
            XCTAssertGreaterThanOrEqual(phase, 0)
            XCTAssertLessThan(phase, 10_000)
        }
        XCTAssertLessThanOrEqual(last.encodeMilliseconds, last.renderMilliseconds)
        XCTAssertTrue(reports.contains { $0.commitCount > 0 }, "the link's changes reached frames")
        if let gpu = last.gpuMilliseconds {
            XCTAssertGreaterThanOrEqual(gpu, 0)
        } else {
            XCTAssertNotNil(last.gpuTimeUnavailableReason, "a missing GPU time says why")
        }
        if window.isSoftwareRenderer {
            XCTAssertNil(last.gpuMilliseconds, "llvmpipe's timer queries are not used")
        }
    }
}
