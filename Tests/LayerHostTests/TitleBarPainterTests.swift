import Foundation
@testable import LayerHost
import WaylandPlatform
import XCTest

/// The title bar a Wayland window draws for itself, as pixels: dark, the
/// title light in its middle, a light cross at its right end; twice the
/// pixels at scale 2; lighter while the window is inactive.
final class TitleBarPainterTests: XCTestCase {
    /// The grey level (red channel) of ARGB pixel (`x`, `y`).
    private func level(_ pixels: [UInt32], width: Int, _ x: Int, _ y: Int) -> Int {
        Int((pixels[y * width + x] >> 16) & 0xFF)
    }

    func testTheBarIsDarkWithItsTitleAndCloseCrossLight() {
        let width = 300, height = WaylandTitleBar.height
        let pixels = TitleBarPainter.paint(width: width, height: height, scale: 1, title: "Hello", active: true)
        XCTAssertEqual(pixels.count, width * height)
        XCTAssertTrue(pixels.allSatisfy { $0 >> 24 == 0xFF }, "opaque")
        XCTAssertEqual(level(pixels, width: width, 5, 5), 46, "0.18 grey")
        let middle = (120..<180).flatMap { x in (8..<22).map { level(pixels, width: width, x, $0) } }
        XCTAssertGreaterThan(middle.max() ?? 0, 180, "the title's glyphs")
        let cross = level(pixels, width: width, width - WaylandTitleBar.closeWidth / 2, height / 2)
        XCTAssertGreaterThan(cross, 180, "the cross's centre")
        let left = (0..<100).flatMap { x in (0..<height).map { level(pixels, width: width, x, $0) } }
        XCTAssertEqual(Set(left), [46], "nothing at the left end")

        let inactive = TitleBarPainter.paint(width: width, height: height, scale: 1, title: "Hello", active: false)
        XCTAssertEqual(level(inactive, width: width, 5, 5), 76, "0.3 grey while inactive")
        let doubled = TitleBarPainter.paint(width: 2 * width, height: 2 * height, scale: 2, title: "Hello", active: true)
        XCTAssertEqual(doubled.count, 4 * width * height)
        XCTAssertGreaterThan(level(doubled, width: 2 * width, 2 * width - WaylandTitleBar.closeWidth, height), 180,
                             "the cross at twice the pixels")
    }
}
