import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import RenderServer
import XCTest

/// `DrawnContentCache`: an entry lives while its layer is drawn with the same
/// values each frame, and goes at the end of the first frame that skips it.
final class DrawnContentCacheTests: XCTestCase {
    private func gradient(_ top: CGColor) -> DrawnContent {
        var g = GradientDrawing()
        g.colors = [top, CGColor(red: 1, green: 1, blue: 1, alpha: 1)]
        return .gradient(g)
    }

    func testEntriesStayWhileDrawnAndGoWhenAFrameSkipsThem() {
        let cache = DrawnContentCache()
        let a = LayerID.next(), b = LayerID.next()
        let bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        let black = gradient(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        for _ in 0..<3 {
            XCTAssertNotNil(cache.raster(for: a, content: black, bounds: bounds, scale: 1))
            XCTAssertNotNil(cache.raster(for: b, content: black, bounds: bounds, scale: 1))
            cache.endFrame()
        }
        XCTAssertEqual(cache.count, 2)
        XCTAssertEqual(cache.rasterizations, 2, "steady frames reuse both rasters")

        // b is not drawn: it goes at this frame's end, a stays.
        _ = cache.raster(for: a, content: black, bounds: bounds, scale: 1)
        cache.endFrame()
        XCTAssertEqual(cache.count, 1)
        _ = cache.raster(for: b, content: black, bounds: bounds, scale: 1)
        XCTAssertEqual(cache.rasterizations, 3, "b was dropped and is rasterized again")

        // A change of values replaces the entry in place.
        _ = cache.raster(for: a, content: gradient(CGColor(red: 1, green: 0, blue: 0, alpha: 1)), bounds: bounds, scale: 1)
        cache.endFrame()
        XCTAssertEqual(cache.count, 2)
        XCTAssertEqual(cache.rasterizations, 4)

        // A frame that draws nothing empties it.
        cache.endFrame()
        XCTAssertEqual(cache.count, 0)
    }
}
