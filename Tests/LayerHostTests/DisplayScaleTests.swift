import Foundation
@testable import LayerHost
import XCTest

/// `DisplayScale.resolve`: one rule, in order (`CA_SCALE`, `GDK_SCALE`,
/// `QT_SCALE_FACTOR`, `UIKIT_SCREEN_SCALE`, `Xft.dpi`, the screen's size,
/// else 1); a bad value passes to the next source with one report.
final class DisplayScaleTests: XCTestCase {
    /// A 1920 × 1080 screen of 508 × 286 mm: 96 dpi, scale 1.
    private func resolve(_ environment: [String: String], resources: String? = nil,
                         millimetres: (Int, Int) = (508, 286), pixels: (Int, Int) = (1920, 1080)) -> DisplayScale {
        DisplayScale.resolve(environment: environment, resources: resources,
                             screenPixels: (pixels.0, pixels.1), screenMillimetres: (millimetres.0, millimetres.1))
    }

    func testEachSourceInItsTurn() {
        let all = ["CA_SCALE": "1.5", "GDK_SCALE": "2", "QT_SCALE_FACTOR": "3", "UIKIT_SCREEN_SCALE": "4"]
        let dpi = "Xft.antialias:\t1\nXft.dpi:\t144\n"
        XCTAssertEqual(resolve(all, resources: dpi), DisplayScale(scale: 1.5, source: .environment("CA_SCALE")))
        var environment = all
        environment["CA_SCALE"] = nil
        XCTAssertEqual(resolve(environment, resources: dpi), DisplayScale(scale: 2, source: .environment("GDK_SCALE")))
        environment["GDK_SCALE"] = nil
        XCTAssertEqual(resolve(environment).source, .environment("QT_SCALE_FACTOR"))
        environment["QT_SCALE_FACTOR"] = nil
        XCTAssertEqual(resolve(environment).source, .environment("UIKIT_SCREEN_SCALE"))
        XCTAssertEqual(resolve([:], resources: dpi), DisplayScale(scale: 1.5, source: .xftDPI), "144 dpi")
        // A 4K screen 15.6 inches across (344 mm): 283 dpi, scale 3 (to a quarter).
        XCTAssertEqual(resolve([:], millimetres: (344, 194), pixels: (3840, 2160)), DisplayScale(scale: 3, source: .screenSize))
        XCTAssertEqual(resolve([:]), DisplayScale(scale: 1, source: .fallback), "96 dpi stays at 1")
        XCTAssertEqual(resolve([:], millimetres: (452, 254), pixels: (2560, 1440)).scale, 1.5, "144 dpi")
    }

    func testBadValuesPassToTheNextSourceWithOneReportEach() {
        let environment = ["CA_SCALE": "nan", "GDK_SCALE": "0", "QT_SCALE_FACTOR": "-2", "UIKIT_SCREEN_SCALE": "1e9"]
        let (scale, reports) = Diagnostics.capture {
            resolve(environment, resources: "Xft.dpi: lots\n", millimetres: (0, 0))
        }
        XCTAssertEqual(scale, DisplayScale(scale: 1, source: .fallback))
        XCTAssertEqual(reports.count, 6, "\(reports)")
        for name in ["CA_SCALE=nan", "GDK_SCALE=0", "QT_SCALE_FACTOR=-2", "UIKIT_SCREEN_SCALE=1e9", "Xft.dpi is lots",
                     "0×0 mm"] {
            XCTAssertTrue(reports.contains { $0.contains(name) }, "\(name) in \(reports)")
        }
        let (_, again) = Diagnostics.capture {
            resolve(environment, resources: "Xft.dpi: lots\n", millimetres: (0, 0))
            resolve(environment, resources: "Xft.dpi: lots\n", millimetres: (0, 0))
        }
        XCTAssertEqual(again.count, 6, "once per cause, not per window: \(again)")
        // A monitor that says it is an inch wide: 1,920 dpi, passed over.
        XCTAssertEqual(Diagnostics.capture { resolve([:], millimetres: (25, 14)) }.0.source, .fallback)
    }

    func testFractionalScalesAreKept() {
        XCTAssertEqual(resolve(["CA_SCALE": "1.25"]).scale, 1.25)
        XCTAssertEqual(resolve([:], resources: "Xft.dpi:\t120").scale, 1.25)
    }
}

/// Each monitor's own scale, from its size in pixels and millimetres, and
/// which scales follow the monitors.
final class MonitorScaleTests: XCTestCase {
    func testAMonitorsDensityGivesItsScale() {
        XCTAssertEqual(DisplayScale.monitorScale(pixelWidth: 3840, millimetreWidth: 344, millimetreHeight: 194), 3,
                       "a 13-inch 4K panel, 284 dpi")
        XCTAssertEqual(DisplayScale.monitorScale(pixelWidth: 2560, millimetreWidth: 344, millimetreHeight: 215), 2,
                       "189 dpi")
        XCTAssertEqual(DisplayScale.monitorScale(pixelWidth: 1920, millimetreWidth: 509, millimetreHeight: 286), 1,
                       "a 23-inch desktop monitor, 96 dpi")
        XCTAssertEqual(DisplayScale.monitorScale(pixelWidth: 1920, millimetreWidth: 390, millimetreHeight: 220), 1.25)
        XCTAssertNil(DisplayScale.monitorScale(pixelWidth: 1920, millimetreWidth: 0, millimetreHeight: 0),
                     "a monitor that does not know its size")
        XCTAssertNil(DisplayScale.monitorScale(pixelWidth: 1920, millimetreWidth: 1, millimetreHeight: 1),
                     "48,768 dpi is nonsense")
    }

    func testOnlyAScaleNothingSetFollowsTheMonitors() {
        XCTAssertTrue(DisplayScale(scale: 1, source: .fallback).followsMonitors)
        XCTAssertTrue(DisplayScale(scale: 2, source: .screenSize).followsMonitors)
        XCTAssertFalse(DisplayScale(scale: 2, source: .xftDPI).followsMonitors)
        XCTAssertFalse(DisplayScale(scale: 2, source: .environment("CA_SCALE")).followsMonitors)
    }
}
