import CX11
import Foundation
@testable import LayerHost
import X11Platform
import XCTest
import XvfbTestSupport

/// A window whose scale nothing set follows each monitor's own, by its
/// physical size, as it moves. Xvfb has one monitor, so the tests lay out
/// two side by side on its screen: 320 pixels across 85 mm (96 dpi, scale
/// 1) on the left, and 320 pixels across 42 mm (194 dpi, scale 2) on the
/// right.
final class LayerWindowMonitorScaleTests: XvfbWindowTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        let variables = ["CA_SCALE", "GDK_SCALE", "QT_SCALE_FACTOR", "UIKIT_SCREEN_SCALE"]
        guard !ProcessInfo.processInfo.environment.keys.contains(where: variables.contains) else {
            throw XCTSkip("a scale variable is set in the environment, which holds on every monitor")
        }
        X11Connection.monitorsForTests = [
            MonitorGeometry(x: 0, y: 0, width: 320, height: 480, millimetreWidth: 85, millimetreHeight: 127),
            MonitorGeometry(x: 320, y: 0, width: 320, height: 480, millimetreWidth: 42, millimetreHeight: 63),
        ]
    }

    override func tearDown() {
        X11Connection.monitorsForTests = nil
        super.tearDown()
    }

    func testAWindowTakesTheScaleOfTheMonitorItMovesTo() throws {
        let window = try LayerWindow(title: "monitors", width: 100, height: 80, framesPerSecond: 60,
                                     displayName: server.displayName)
        defer { window.close() }
        var scales: [CGFloat] = []
        window.onEvent = { if case .scaleChanged(let scale) = $0 { scales.append(scale) } }
        let driver = try XTestDriver(displayName: server.displayName)
        window.start()
        let id = Window(try XCTUnwrap(window.nativeWindow).window)
        driver.moveWindow(id, x: 20, y: 20)
        XCTAssertTrue(spin(upTo: 5) { driver.attributes(of: id)?.map_state == IsViewable })
        spin(0.2)
        XCTAssertEqual(window.scale, 1, "on the left monitor")

        driver.moveWindow(id, x: 420, y: 20)
        XCTAssertTrue(spin(upTo: 5) { window.scale == 2 && driver.attributes(of: id)?.width == 200 },
                      "scale \(window.scale), \(String(describing: driver.attributes(of: id)?.width)) pixels across")
        XCTAssertEqual(driver.attributes(of: id)?.height, 160)
        spin(0.2)
        XCTAssertEqual(window.rootLayer.bounds.size, CGSize(width: 100, height: 80), "the same points")

        driver.moveWindow(id, x: 10, y: 30)
        XCTAssertTrue(spin(upTo: 5) { window.scale == 1 && driver.attributes(of: id)?.width == 100 })
        XCTAssertEqual(scales, [2, 1], "each change told once")
    }

    func testAScaleSetByTheProgramHoldsOnEveryMonitor() throws {
        var options = LayerWindow.Options()
        options.scale = 1.5
        let window = try LayerWindow(title: "fixed", width: 100, height: 80, framesPerSecond: 60,
                                     displayName: server.displayName, options: options)
        defer { window.close() }
        let driver = try XTestDriver(displayName: server.displayName)
        window.start()
        let id = Window(try XCTUnwrap(window.nativeWindow).window)
        driver.moveWindow(id, x: 420, y: 20)
        XCTAssertTrue(spin(upTo: 5) { driver.attributes(of: id)?.map_state == IsViewable })
        spin(0.3)
        XCTAssertEqual(window.scale, 1.5)
        XCTAssertEqual(driver.attributes(of: id)?.width, 150)
    }
}
