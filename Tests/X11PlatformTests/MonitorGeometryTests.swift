import Foundation
@testable import X11Platform
import XCTest

/// Which monitor a window is on: the one that shows most of it.
final class MonitorGeometryTests: XCTestCase {
    private let left = MonitorGeometry(x: 0, y: 0, width: 1920, height: 1080, millimetreWidth: 509, millimetreHeight: 286)
    private let right = MonitorGeometry(x: 1920, y: 0, width: 3840, height: 2160, millimetreWidth: 600, millimetreHeight: 340)

    func testTheMonitorShowingMostOfTheWindow() {
        XCTAssertEqual(MonitorGeometry.showingMost(of: [left, right], x: 100, y: 100, width: 400, height: 300), left)
        XCTAssertEqual(MonitorGeometry.showingMost(of: [left, right], x: 1800, y: 100, width: 400, height: 300), right,
                       "280 of 400 columns on the right")
        XCTAssertEqual(MonitorGeometry.showingMost(of: [left, right], x: 1700, y: 100, width: 400, height: 300), left)
        XCTAssertNil(MonitorGeometry.showingMost(of: [left, right], x: -900, y: 100, width: 400, height: 300),
                     "off every monitor")
        XCTAssertNil(MonitorGeometry.showingMost(of: [], x: 0, y: 0, width: 10, height: 10))
    }
}

/// The monitors an X server reports (Xvfb: one, its screen).
final class X11MonitorsTests: XvfbTestCase {
    func testXvfbReportsItsScreenAsAMonitor() {
        let monitors = connection.monitors
        XCTAssertFalse(monitors.isEmpty, "Xvfb speaks RandR 1.5")
        XCTAssertEqual(monitors.first.map { [$0.x, $0.y, $0.width, $0.height] },
                       [0, 0, connection.screenSize.pixels.width, connection.screenSize.pixels.height])
    }
}
