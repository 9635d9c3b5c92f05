import XCTest
@testable import CoreGraphics
@testable import UIKit

/// `UIScreen` values read from the environment: a hostile `CA_FPS` gives
/// the default rate instead of trapping in `Int(_:)`.
final class UIScreenTests: UIKitTestCase {
    override func tearDown() {
        unsetenv("CA_FPS")
        super.tearDown()
    }

    private func maximumFramesPerSecond(withCA_FPS text: String) -> (Int, [String]) {
        setenv("CA_FPS", text, 1)
        defer { unsetenv("CA_FPS") }
        return Diagnostics.capture { UIScreen.main.maximumFramesPerSecond }
    }

    func testAnOrdinaryCA_FPSIsTheMaximumRate() {
        XCTAssertEqual(UIScreen.main.maximumFramesPerSecond, 60, "without CA_FPS")
        XCTAssertEqual(maximumFramesPerSecond(withCA_FPS: "30").0, 30)
        XCTAssertEqual(maximumFramesPerSecond(withCA_FPS: "144.9").0, 144)
    }

    func testANonFiniteOrNonPositiveCA_FPSGivesSixtyWithAReport() {
        for text in ["inf", "-inf", "nan", "0", "-5", "fast", "1e300", "1001"] {
            let (rate, reports) = maximumFramesPerSecond(withCA_FPS: text)
            XCTAssertEqual(rate, 60, text)
            XCTAssertEqual(reports.count, 1, "\(text): \(reports)")
        }
    }

    func testTheBoundsOfCA_FPSAreRates() {
        XCTAssertEqual(maximumFramesPerSecond(withCA_FPS: "1000").0, 1000)
        XCTAssertEqual(maximumFramesPerSecond(withCA_FPS: "1").0, 1)
    }
}
