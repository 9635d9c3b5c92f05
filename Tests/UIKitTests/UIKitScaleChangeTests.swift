import Foundation
@testable import LayerHost
import PlatformInput
@testable import UIKit
import XCTest

/// The app's host window on the tests' own platform (`TestHostPlatform`),
/// which moves it to a monitor of another density: the screen, views,
/// labels and view controllers follow the new scale and hear of it once,
/// as on iOS when a window moves to a screen of another scale.
final class UIKitScaleChangeTests: XCTestCase {
    override func tearDown() {
        UIApplication.shared.stopHosting()
        for window in UIApplication.shared.windows { window.isHidden = true }
        super.tearDown()
    }

    func testMovingToADenserMonitorBringsEveryViewToItsScale() throws {
        let before = UIScreen.main.scale
        defer { UIScreen.hostScaleDidChange(to: before, windows: UIApplication.shared.windows) }
        UIScreen.hostScaleDidChange(to: 1, windows: UIApplication.shared.windows)
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = TraitController()
        window.rootViewController = controller
        let view = TraitView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "sharp"
        view.addSubview(label)
        let standalone = CALayer()
        view.layer.addSublayer(standalone)
        controller.view.addSubview(view)
        window.makeKeyAndVisible()

        let platform = TestHostPlatform(scale: 1)
        var options = LayerWindow.Options()
        options.platform = platform
        let host = try UIApplication.shared.startHosting(options: options)
        XCTAssertEqual(host.scale, 1)
        XCTAssertEqual(view.layer.contentsScale, 1)
        let platformWindow = try XCTUnwrap(platform.windows.first)

        platformWindow.changeScale(to: 2)
        XCTAssertEqual(host.scale, 2)
        XCTAssertEqual(UIScreen.main.scale, 2)
        XCTAssertEqual(view.traitCollection.displayScale, 2)
        XCTAssertEqual(view.layer.contentsScale, 2, "a view's layer follows the window's new scale")
        XCTAssertEqual(label.layer.contentsScale, 2, "and a label's text")
        XCTAssertEqual(standalone.contentsScale, 1, "a standalone layer keeps Apple's default")
        XCTAssertEqual(view.previous, [1], "the view heard the change once, with the scale before")
        XCTAssertEqual(controller.scales, [2])
        XCTAssertEqual(UIScreen.main.bounds.size, host.rootLayer.bounds.size, "the screen's size in points stays")

        // Taps arrive in points at the new scale: pixel (60, 80) is point (30, 40).
        var taps: [CGPoint] = []
        view.addGestureRecognizer(UITapGestureRecognizer { taps.append($0.location(in: view)) })
        for (button, pressed) in [(PointerButton.primary, PointerButtons()), (.primary, [.primary])] {
            let pointer = PointerEvent(button: button, location: CGPoint(x: 60, y: 80), pressedButtons: pressed,
                                       modifierFlags: [], timestamp: CACurrentMediaTime())
            platformWindow.send([pressed.isEmpty ? .pointerDown(window: platformWindow.id, pointer)
                                    : .pointerUp(window: platformWindow.id, pointer)])
        }
        XCTAssertEqual(taps, [CGPoint(x: 10, y: 20)])

        platformWindow.changeScale(to: 2)
        XCTAssertEqual(view.previous, [1], "the same scale again changes nothing")
    }

    /// The frame on screen once frames of `width` pixels across have come and none came for 0.2 s.
    private func settledFrame(of window: TestHostWindow, width: Int) throws -> CGImage {
        var count = -1
        var since = Date()
        let deadline = Date(timeIntervalSinceNow: 10)
        while Date() < deadline {
            let presented = window.lastPresented
            if presented.count != count {
                count = presented.count
                since = Date()
            }
            if presented.image?.width == width && Date().timeIntervalSince(since) > 0.2 { break }
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
        }
        let image = try XCTUnwrap(window.lastPresented.image)
        XCTAssertEqual(image.width, width)
        return image
    }

    /// Pixels of the row `y` between `x0` and `x1` whose red is neither background nor full text: the glyphs' anti-aliased edges.
    private func edgePixels(_ image: CGImage, y: Int, from x0: Int, to x1: Int) -> Int {
        (x0..<x1).filter { x in (16..<240).contains(Int(image.premultipliedRGBA8[(y * image.width + x) * 4])) }.count
    }

    /// A label's text is drawn again at the window's new scale: at 2 its
    /// glyphs' anti-aliased edges are as narrow in pixels as at 1 (text
    /// drawn at 1 and magnified would have them twice as wide).
    func testALabelsTextIsRasterizedAtTheWindowsNewScale() throws {
        let before = UIScreen.main.scale
        defer { UIScreen.hostScaleDidChange(to: before, windows: UIApplication.shared.windows) }
        UIScreen.hostScaleDidChange(to: 1, windows: UIApplication.shared.windows)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .black
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 80, height: 60))
        label.text = "OO"
        label.font = .systemFont(ofSize: 40)
        label.textColor = .white
        label.textAlignment = .center
        window.addSubview(label)
        window.makeKeyAndVisible()
        let platform = TestHostPlatform(scale: 1)
        var options = LayerWindow.Options()
        options.platform = platform
        let host = try UIApplication.shared.startHosting(options: options)
        let platformWindow = try XCTUnwrap(platform.windows.first)
        let width = Int(host.rootLayer.bounds.width)

        let atOne = try settledFrame(of: platformWindow, width: width)
        let edgesAtOne = edgePixels(atOne, y: 40, from: 10, to: 90)
        XCTAssertGreaterThan(edgesAtOne, 0, "the glyphs are anti-aliased")
        platformWindow.changeScale(to: 2)
        let atTwo = try settledFrame(of: platformWindow, width: 2 * width)
        let edgesAtTwo = edgePixels(atTwo, y: 80, from: 20, to: 180)
        XCTAssertLessThanOrEqual(edgesAtTwo, edgesAtOne + 2, "edges at 1: \(edgesAtOne), at 2: \(edgesAtTwo)")
        XCTAssertEqual(label.layer.contentsScale, 2)
    }
}
