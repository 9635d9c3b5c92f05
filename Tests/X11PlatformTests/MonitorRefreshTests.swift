import XCTest
@testable import X11Platform

/// The monitor under a window, and its refresh rate from RandR's mode timings.
final class MonitorRefreshTests: XCTestCase {
    /// 1920×1080 at 60 Hz (CEA 148.5 MHz timings) on the left, 2560×1440 at
    /// 144 Hz on the right.
    private let monitors = [
        MonitorRefresh.Crtc(x: 0, y: 0, width: 1920, height: 1080, dotClock: 148_500_000, horizontalTotal: 2200,
                            verticalTotal: 1125),
        MonitorRefresh.Crtc(x: 1920, y: 0, width: 2560, height: 1440, dotClock: 592_250_000, horizontalTotal: 2720,
                            verticalTotal: 1512),
    ]

    func testTheRateComesFromTheModesTimings() {
        XCTAssertEqual(monitors[0].refreshRate ?? 0, 60, accuracy: 1e-9)
        XCTAssertEqual(monitors[1].refreshRate ?? 0, 144.0, accuracy: 0.01)
        var interlaced = monitors[0]
        interlaced.flags = 0x10
        XCTAssertEqual(interlaced.refreshRate ?? 0, 120, accuracy: 1e-9, "two fields a frame")
        var doubled = monitors[0]
        doubled.flags = 0x20
        XCTAssertEqual(doubled.refreshRate ?? 0, 30, accuracy: 1e-9, "each line scanned twice")
    }

    func testTheWindowTakesTheRateOfTheMonitorShowingMostOfIt() {
        func rate(x: Int) -> Double? {
            MonitorRefresh.refreshRate(windowX: x, y: 100, width: 800, height: 600, crtcs: monitors)
        }
        XCTAssertEqual(rate(x: 100) ?? 0, 60, accuracy: 0.01, "wholly on the left")
        XCTAssertEqual(rate(x: 1500) ?? 0, 60, accuracy: 0.01, "420 of its 800 columns still on the left")
        XCTAssertEqual(rate(x: 1600) ?? 0, 144, accuracy: 0.01, "moved: most of it on the right")
        XCTAssertNil(rate(x: 5000), "on no monitor")
    }

    func testAModeWithoutTimingsHasNoRate() {
        // Xvfb: one CRTC whose mode has a size and no clock.
        let xvfb = [MonitorRefresh.Crtc(x: 0, y: 0, width: 1280, height: 800, dotClock: 0, horizontalTotal: 0,
                                        verticalTotal: 0)]
        XCTAssertNil(MonitorRefresh.refreshRate(windowX: 10, y: 10, width: 200, height: 100, crtcs: xvfb))
    }
}
