import CX11
import Foundation
@testable import LayerHost
import XCTest
import XvfbTestSupport

/// Live: a private Xvfb, a real window, the render thread drawing with EGL;
/// frames are read back from the X server and checked.
final class LayerWindowLiveTests: XCTestCase {
    private var server: XvfbServer!

    override func setUpWithError() throws {
        try super.setUpWithError()
        guard XvfbServer.executablePath != nil else {
            throw XCTSkip("Xvfb is not installed (Scripts/install-deps.sh installs it)")
        }
        server = try XvfbServer.start(width: 640, height: 480)
        CASetMediaTimeSource(nil)
    }

    override func tearDown() {
        server?.stop()
        super.tearDown()
    }

    /// The RGB of the window pixel at (x, y), read from the X server.
    private func pixel(_ window: LayerWindow, _ x: Int32, _ y: Int32) -> (UInt8, UInt8, UInt8)? {
        let (display, id) = window.nativeWindow
        XSync(display, 0)
        guard let image = XGetImage(display, Window(id), x, y, 1, 1, XAllPlanes(), ZPixmap) else { return nil }
        defer { _ = image.pointee.f.destroy_image(image) }
        let value = image.pointee.f.get_pixel(image, 0, 0)
        return (UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
    }

    private func spin(_ seconds: Double) {
        RunLoop.main.run(until: Date(timeIntervalSinceNow: seconds))
    }

    /// Where the red square's left edge is along row `y` (first red pixel), or nil.
    private func redEdge(_ window: LayerWindow, row y: Int32) -> Int32? {
        stride(from: Int32(0), to: 320, by: 2).first { x in
            guard let p = pixel(window, x, y) else { return false }
            return p.0 > 200 && p.1 < 60 && p.2 < 60
        }
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
        XCTAssertGreaterThan(window.frameStatistics.frames, 10)
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
        let before = window.frameStatistics.frames
        Thread.sleep(forTimeInterval: 1)
        let during = window.frameStatistics.frames - before
        // About 60 at 60 Hz; a blocked-main design would draw none.
        XCTAssertGreaterThan(during, 15, "the render thread kept drawing while main slept: \(during) frames")
    }

    func testResizingTheWindowResizesTheRootLayer() throws {
        let window = try LayerWindow(title: "resize", width: 200, height: 100, framesPerSecond: 60,
                                     displayName: server.displayName)
        window.start()
        defer { window.close() }
        spin(0.2)
        let (display, id) = window.nativeWindow
        XResizeWindow(display, Window(id), 300, 150)
        XSync(display, 0)
        let deadline = Date(timeIntervalSinceNow: 3)
        while window.rootLayer.bounds.width != 300 && Date() < deadline { spin(0.05) }
        XCTAssertEqual(window.rootLayer.bounds.size, CGSize(width: 300, height: 150))
    }
}
