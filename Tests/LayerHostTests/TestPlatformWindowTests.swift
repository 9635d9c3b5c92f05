import CoreGraphics
import Foundation
import GLESRenderer
@testable import LayerHost
import PlatformInput
import XCTest

/// A window on the tests' own platform (`TestHostPlatform`): the host seam
/// driven without X, drawing offscreen. It carries what Xvfb cannot show: a
/// window's scale changing under it (a second monitor of another density),
/// with its size in points kept, its pixels redrawn at the new scale, and
/// the change told once.
final class TestPlatformWindowTests: XCTestCase {
    private var platform: TestHostPlatform!
    private var window: LayerWindow!
    private var events: [LayerWindow.Event] = []

    override func setUp() {
        super.setUp()
        CASetMediaTimeSource(nil)
        platform = TestHostPlatform(scale: 1)
        events = []
    }

    override func tearDown() {
        window?.close()
        window = nil
        platform = nil
        super.tearDown()
    }

    private var host: TestHostWindow { platform.windows[0] }

    /// A 100 × 80-point window holding a red 30 × 20 rectangle at (10, 10)
    /// and a red disc of diameter 40 at (50, 30) drawn by a shape layer.
    private func openWindow() throws {
        var options = LayerWindow.Options()
        options.platform = platform
        window = try LayerWindow(title: "seam", width: 100, height: 80, framesPerSecond: nil, displayName: nil,
                                 options: options)
        window.onEvent = { [unowned self] in events.append($0) }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let rectangle = CALayer()
        rectangle.frame = CGRect(x: 10, y: 10, width: 30, height: 20)
        rectangle.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.rootLayer.addSublayer(rectangle)
        let disc = CAShapeLayer()
        disc.frame = CGRect(x: 50, y: 30, width: 40, height: 40)
        disc.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
        disc.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.rootLayer.addSublayer(disc)
        CATransaction.commit()
        window.start()
    }

    /// Spins the main run loop until `condition` holds (at most 10 s).
    private func spin(until condition: () -> Bool) {
        let deadline = Date(timeIntervalSinceNow: 10)
        while !condition() && Date() < deadline {
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
        }
    }

    /// The frame on screen once frames of `width` pixels across have come
    /// and none came for 0.2 s (the render server sleeps when nothing changes).
    private func frame(width: Int) throws -> CGImage {
        var count = -1
        var since = Date()
        spin {
            let presented = host.lastPresented
            if presented.count != count {
                count = presented.count
                since = Date()
            }
            return presented.image?.width == width && Date().timeIntervalSince(since) > 0.2
        }
        let image = try XCTUnwrap(host.lastPresented.image, "no frame was presented")
        XCTAssertEqual(image.width, width)
        return image
    }

    private func red(_ image: CGImage, _ x: Int, _ y: Int) -> UInt8 {
        image.premultipliedRGBA8[(y * image.width + x) * 4]
    }

    /// Pixels along a row 14.5 points below the disc's centre (where its
    /// outline runs at about 45°) that are neither background nor full
    /// red: its anti-aliased edges.
    private func discEdgePixels(_ image: CGImage, scale: Int) -> Int {
        let y = Int(64.5 * Double(scale))
        return (0..<image.width).filter { x in (11..<245).contains(red(image, x, y)) }.count
    }

    func testTheWindowDrawsThroughTheSeam() throws {
        try openWindow()
        XCTAssertTrue(host.isShown)
        XCTAssertEqual(window.presentPath, "offscreen: each frame read back into an image (no window)")
        let image = try frame(width: 100)
        XCTAssertEqual(image.height, 80)
        XCTAssertEqual(red(image, 25, 20), 255, "inside the rectangle")
        XCTAssertEqual(red(image, 45, 5), 0, "outside it")
        XCTAssertEqual(red(image, 70, 50), 255, "the disc's middle")
    }

    func testAScaleChangeKeepsPointsAndRedrawsAtTheNewScale() throws {
        try openWindow()
        let before = try frame(width: 100)
        let edgesAtOne = discEdgePixels(before, scale: 1)
        XCTAssertGreaterThan(edgesAtOne, 0, "the disc's edges are anti-aliased")

        host.changeScale(to: 2)
        XCTAssertEqual(window.scale, 2)
        XCTAssertEqual(host.requestedSizes.map { [$0.width, $0.height] }, [[200, 160]])
        let after = try frame(width: 200)
        XCTAssertEqual(after.height, 160)
        XCTAssertEqual(window.rootLayer.bounds.size, CGSize(width: 100, height: 80), "the size in points stays")
        XCTAssertEqual(red(after, 50, 40), 255, "the rectangle's middle, at twice the pixels")
        XCTAssertEqual(red(after, 90, 10), 0, "past the rectangle's right edge (45 points)")
        XCTAssertEqual(red(after, 82, 40), 0, "41 points across is outside the rectangle at 2")
        XCTAssertEqual(red(after, 140, 100), 255, "the disc's middle")
        // Rasterized at the window's new scale, the disc's edges are as
        // narrow in pixels as before; stretched from a 1× picture they
        // would be twice as wide.
        let edgesAtTwo = discEdgePixels(after, scale: 2)
        XCTAssertLessThanOrEqual(edgesAtTwo, edgesAtOne + 2, "edges at 1: \(edgesAtOne), at 2: \(edgesAtTwo)")

        XCTAssertEqual(events.filter { $0 == .scaleChanged(2) }.count, 1)
        XCTAssertTrue(events.contains(.resized(CGSize(width: 100, height: 80))), "\(events)")
    }

    func testAFractionalScaleIsKept() throws {
        try openWindow()
        _ = try frame(width: 100)
        host.changeScale(to: 1.5)
        let image = try frame(width: 150)
        XCTAssertEqual(image.height, 120)
        XCTAssertEqual(window.scale, 1.5)
        XCTAssertEqual(red(image, 37, 30), 255)
    }

    func testPointerLocationsArriveInPointsAtTheNewScale() throws {
        try openWindow()
        host.changeScale(to: 2)
        let pointer = PointerEvent(button: .primary, location: CGPoint(x: 100, y: 50), pressedButtons: [],
                                   modifierFlags: [], timestamp: 1)
        host.send([.pointerDown(window: host.id, pointer)])
        guard case .pointerDown(let delivered)? = events.last else { return XCTFail("\(events)") }
        XCTAssertEqual(delivered.location, CGPoint(x: 50, y: 25))
    }

    func testAbsurdScalesAreRefusedOnceEach() throws {
        try openWindow()
        let ((), reports) = Diagnostics.capture {
            for scale in [CGFloat.nan, 0, -2, 100, .infinity, 0, .nan] { host.changeScale(to: scale) }
        }
        XCTAssertEqual(window.scale, 1)
        XCTAssertTrue(host.requestedSizes.isEmpty)
        XCTAssertFalse(events.contains { if case .scaleChanged = $0 { return true } else { return false } })
        XCTAssertEqual(reports.count, 5, "one report per absurd value: \(reports)")
        XCTAssertTrue(reports.allSatisfy { $0.contains("outside 0.5…8") }, "\(reports)")
    }

    func testTheMinimumSizeFollowsTheScale() throws {
        try openWindow()
        window.minimumSize = CGSize(width: 50, height: 40)
        XCTAssertEqual(host.minimumPixelSize.map { [$0.width, $0.height] }, [50, 40])
        host.changeScale(to: 1.5)
        XCTAssertEqual(host.minimumPixelSize.map { [$0.width, $0.height] }, [75, 60])
    }

    func testFullScreenTakesTheScreenInPointsAndGivesItBack() throws {
        platform.scale = 2
        try openWindow()
        XCTAssertEqual(host.icon?.width, 48, "the standard icon")
        window.isFullScreen = true
        XCTAssertTrue(host.isFullScreen)
        spin { window.rootLayer.bounds.size == CGSize(width: 960, height: 540) }
        XCTAssertEqual(window.rootLayer.bounds.size, CGSize(width: 960, height: 540), "1920 × 1080 pixels at 2")
        window.isFullScreen = true
        window.isFullScreen = false
        spin { window.rootLayer.bounds.size == CGSize(width: 100, height: 80) }
        XCTAssertEqual(window.rootLayer.bounds.size, CGSize(width: 100, height: 80))
        XCTAssertEqual(events.filter { if case .resized = $0 { return true } else { return false } }.count, 2)
    }

    func testALostConnectionEndsTheRunAsADisplayLost() throws {
        try openWindow()
        _ = try frame(width: 100)
        let ((), reports) = Diagnostics.capture { host.loseConnection() }
        XCTAssertTrue(window.isClosed)
        XCTAssertEqual(window.closeReason, .displayLost)
        XCTAssertEqual(window.run(), .displayLost, "run() returns at once with the reason")
        XCTAssertTrue(window.waitUntilTornDown(seconds: 10))
        XCTAssertEqual(reports.count, 1, "\(reports)")
        XCTAssertTrue(reports.first?.contains("the connection to the test platform was closed") ?? false, "\(reports)")
        XCTAssertEqual(events, [.destroyed])
    }

    func testClosingReleasesTheWindowsGraphics() throws {
        try openWindow()
        _ = try frame(width: 100)
        window.close()
        XCTAssertTrue(host.isClosed)
        XCTAssertNil(host.graphics.context)
        XCTAssertNil(host.graphics.surface)
        XCTAssertEqual(window.closeReason, .closedByProgram)
        let presented = host.lastPresented.count
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))
        XCTAssertEqual(host.lastPresented.count, presented, "nothing is drawn after the close")
    }
}
