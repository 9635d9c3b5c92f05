import CoreGraphics
import Foundation
@testable import LayerHost
import XCTest

/// A window on an output of integer scale 2 (weston's `--scale=2`): the
/// window takes the output's scale, drawing twice the pixels in each
/// direction for the same size in points.
final class WaylandScaleTests: WestonWindowTestCase {
    override var outputScale: Int { 2 }

    func testAWindowOnADoubleScaleOutputDrawsTwiceThePixels() throws {
        let window = try openWindow()
        defer { window.close() }
        window.start()
        XCTAssertTrue(spin(upTo: 10) { lastFrame(window).image?.width == 400 },
                      "\(String(describing: lastFrame(window).image?.width)) pixels across")
        XCTAssertEqual(window.scale, 2)
        XCTAssertEqual(window.rootLayer.bounds.size, CGSize(width: 200, height: 150), "the same size in points")
        let image = try XCTUnwrap(lastFrame(window).image)
        XCTAssertEqual(image.height, 300)
        XCTAssertEqual(rgb(image, 200, 150), [255, 0, 0], "the square's centre, point (100, 75)")
        XCTAssertEqual(rgb(image, 98, 48), [0, 0, 0], "outside its corner, point (49, 24)")
        XCTAssertEqual(rgb(image, 102, 52), [255, 0, 0], "inside its corner, point (51, 26)")
    }
}
