import CX11
import Foundation
import GLESRenderer
@testable import LayerHost
import XCTest

/// How a live window paces its frames on a private Xvfb: by a timer unless
/// asked for vsync (Xvfb has no display clock), by Present's fake vblanks
/// when asked; missed vblanks counted; no frames while idle or paused.
final class LayerWindowPacingLiveTests: XvfbWindowTestCase {
    private var vsync: LayerWindow.Options {
        var options = LayerWindow.Options()
        options.pacing = .vsync
        return options
    }

    func testOnXvfbATimerPacesFramesAndSaysWhy() throws {
        let window = try animatedWindow("timer")
        defer { window.close() }
        window.start()
        XCTAssertTrue(window.pacingDescription.hasPrefix("timer: 60.00 Hz (the display has no refresh timings (Xvfb)"),
                      window.pacingDescription)
        spin(upTo: 5) { (window.lastFrameReport?.framesDrawn ?? 0) >= 5 }
        let report = try XCTUnwrap(window.lastFrameReport)
        XCTAssertEqual(report.pacing, window.pacingDescription)
        XCTAssertEqual(report.refreshInterval, 1.0 / 60, accuracy: 1e-9)
        XCTAssertEqual(report.frameTime, report.refreshTime, "a timer's frame shows as soon as it is drawn")
        XCTAssertEqual(report.presentPath, window.presentPath)
    }

    func testWithVsyncFramesBeginAtPresentVblanksAndShowAtTheNext() throws {
        let window = try animatedWindow("vsync", options: vsync)
        defer { window.close() }
        var reports: [LayerWindow.FrameReport] = []
        window.onFrame = { reports.append($0) }
        var linkTimes: [(timestamp: CFTimeInterval, target: CFTimeInterval, duration: CFTimeInterval)] = []
        let link = CADisplayLink { linkTimes.append(($0.timestamp, $0.targetTimestamp, $0.duration)) }
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        window.start()
        spin(upTo: 8) { reports.count >= 40 && linkTimes.count >= 20 }
        XCTAssertTrue(window.pacingDescription.hasPrefix("vsync: X Present"), window.pacingDescription)
        XCTAssertGreaterThanOrEqual(reports.count, 40)
        // Xvfb's fake vblanks come from a 16.667 ms timer, each a little late.
        let steady = reports.dropFirst(10)
        for report in steady {
            XCTAssertEqual(report.frameTime - report.refreshTime, report.refreshInterval, accuracy: 1e-9,
                           "evaluated for the vblank after the one it began at")
            XCTAssertEqual(report.refreshInterval, 1.0 / 60, accuracy: 0.002, "measured from the vblank times")
        }
        var gaps = zip(steady, steady.dropFirst()).map { $1.refreshTime - $0.refreshTime }
        gaps.sort()
        XCTAssertEqual(gaps[gaps.count / 2], 1.0 / 60, accuracy: 0.003, "the median gap is one refresh")
        // Display links fire at the same vblanks, and say the real interval.
        let vblanks = Set(reports.map(\.refreshTime))
        let shared = linkTimes.filter { vblanks.contains($0.timestamp) }
        XCTAssertGreaterThanOrEqual(shared.count, 10, "link timestamps are vblank times: \(shared.count) of \(linkTimes.count)")
        for time in linkTimes.dropFirst(10) {
            XCTAssertEqual(time.target - time.timestamp, time.duration, accuracy: 1e-9)
            XCTAssertEqual(time.duration, 1.0 / 60, accuracy: 0.002)
        }
    }

    func testAFrameThatTakesTooLongIsCountedAsMissedRefreshes() throws {
        var options = vsync
        let slowFrame = SlowFrame()
        options.frameObserver = { _ in slowFrame.stallOnce() }
        let window = try animatedWindow("missed", options: options)
        defer { window.close() }
        var reports: [LayerWindow.FrameReport] = []
        window.onFrame = { reports.append($0) }
        window.start()
        spin(upTo: 5) { reports.count >= 10 }
        let before = reports.count
        slowFrame.arm()
        spin(upTo: 5) { reports.dropFirst(before).contains { $0.missedRefreshes >= 2 } }
        let missed = reports.dropFirst(before).map(\.missedRefreshes).max() ?? 0
        XCTAssertGreaterThanOrEqual(missed, 2, "a 70 ms stall spans at least three refreshes: \(reports.dropFirst(before).map(\.missedRefreshes))")
        XCTAssertGreaterThanOrEqual(window.missedRefreshesSoFar, missed)
    }

    /// A window draws through GLX where the server offers it (on llvmpipe its
    /// swaps go through shared memory) and through EGL when asked; both put
    /// the same pixels on the screen.
    func testEitherPresentPathShowsTheFrame() throws {
        for api in [LayerWindow.GLAPI.egl, .glx, .automatic] {
            var options = LayerWindow.Options()
            options.glAPI = api
            let window = try LayerWindow(title: "present", width: 120, height: 80, framesPerSecond: 60,
                                         displayName: server.displayName, options: options)
            defer { window.close() }
            CATransaction.begin()
            CATransaction.setDisableActions(true)  // no fade-in of the root's colour
            window.rootLayer.backgroundColor = CGColor(red: 0, green: 0, blue: 0.5, alpha: 1)
            let square = CALayer()
            square.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
            square.backgroundColor = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            window.rootLayer.addSublayer(square)
            CATransaction.commit()
            window.start()
            let shown = spin(upTo: 5) {
                guard let p = self.pixel(window, 40, 40) else { return false }
                return p.0 > 240 && (120...135).contains(p.1) && p.2 < 10
            }
            XCTAssertTrue(shown, "\(api): the orange square is on screen: \(String(describing: pixel(window, 40, 40)))")
            if let background = pixel(window, 100, 70) {
                XCTAssertEqual(Int(background.2), 128, accuracy: 2, "\(api): the root's blue")
            }
            if api == .egl {
                XCTAssertTrue(window.presentPath.hasPrefix("EGL on X11"), window.presentPath)
            } else if window.isSoftwareRenderer {
                XCTAssertTrue(window.presentPath.hasPrefix("GLX on X11"), window.presentPath)
                XCTAssertTrue(window.presentPath.contains("MIT-SHM"), window.presentPath)
            }
            XCTAssertEqual(window.lastFrameReport?.presentPath, window.presentPath)
        }
    }

    /// A headless EGL context left current on the main thread (a `CARenderer`
    /// user's) does not stop a window's GLX context from being made current
    /// there: glvnd allows one API's context per thread, and making a
    /// context current replaces the thread's previous one.
    func testAGLXWindowOpensWhereAnEGLContextIsCurrent() throws {
        let headless = try GLESContext(display: EGLDisplayConnection.headless())
        XCTAssertTrue(headless.isCurrent)
        var options = LayerWindow.Options()
        options.glAPI = .glx
        let window = try LayerWindow(title: "after EGL", width: 80, height: 60, framesPerSecond: 60,
                                     displayName: server.displayName, options: options)
        defer { window.close() }
        XCTAssertTrue(window.presentPath.hasPrefix("GLX on X11"), window.presentPath)
        XCTAssertFalse(headless.isCurrent, "the EGL context was released for the GLX one")
        window.rootLayer.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        window.start()
        XCTAssertTrue(spin(upTo: 5) { (self.pixel(window, 40, 30)?.1 ?? 0) > 240 }, "the window draws")
    }

    func testNoFramesWhileIdleOrPaused() throws {
        for pacing in [LayerWindow.Pacing.timer, .vsync] {
            var options = LayerWindow.Options()
            options.pacing = pacing
            let window = try animatedWindow("paused", options: options)
            defer { window.close() }
            window.start()
            spin(upTo: 5) { (window.lastFrameReport?.framesDrawn ?? 0) >= 10 }
            // The seed's pause: the layer's speed 0 at its current time.
            let square = try XCTUnwrap(window.rootLayer.sublayers?.first)
            let now = square.convertTime(CACurrentMediaTime(), from: nil)
            square.speed = 0
            square.timeOffset = now
            spin(0.3)
            let before = window.framesDrawn
            spin(1)
            XCTAssertEqual(window.framesDrawn, before, "\(pacing): paused, nothing moves: no frames in a second")
        }
    }
}

/// Stalls the render thread once, 70 ms, when armed. Thread-safe.
private final class SlowFrame: @unchecked Sendable {
    private let lock = NSLock()
    private var armed = false

    func arm() { lock.withLock { armed = true } }

    func stallOnce() {
        let stall = lock.withLock { () -> Bool in
            defer { armed = false }
            return armed
        }
        if stall { Thread.sleep(forTimeInterval: 0.07) }
    }
}
