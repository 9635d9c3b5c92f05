import CoreGraphics
import Foundation
@testable import GLESRenderer
import XCTest

final class OpaqueInteriorTests: XCTestCase {
    /// A `width` × `height` image whose alpha is `alpha(x, y)` (grey, premultiplied).
    private func image(width: Int, height: Int, isOpaque: Bool = false, _ alpha: (Int, Int) -> UInt8) -> CGImage {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let a = alpha(x, y)
                let i = (y * width + x) * 4
                bytes[i] = a / 2; bytes[i + 1] = a / 2; bytes[i + 2] = a / 2; bytes[i + 3] = a
            }
        }
        return CGImage(width: width, height: height, premultipliedRGBA8: Data(bytes), isOpaque: isOpaque)
    }

    func testTheLargestOpaqueRectangleIsFound() {
        // Opaque: columns 2…6 of rows 1…3, and a taller, narrower block (column 8, rows 0…7).
        let picture = image(width: 10, height: 8) { x, y in
            ((2...6).contains(x) && (1...3).contains(y)) || x == 8 ? 255 : 254
        }
        XCTAssertEqual(OpaqueInterior.largestOpaqueRectangle(picture),
                       OpaqueInterior.TexelRect(minX: 2, maxX: 7, minY: 1, maxY: 4), "15 texels beat the column's 8")
    }

    func testInnerSidesComeInHalfATexelAndEdgeSidesStay() throws {
        // Opaque: columns 0…5 (on the left edge) of rows 2…5 (inside) of an 8 × 8 image.
        let picture = image(width: 8, height: 8) { x, y in x <= 5 && (2...5).contains(y) ? 255 : 0 }
        let interior = try XCTUnwrap(OpaqueInterior.of(picture))
        XCTAssertEqual(interior.minX, 0, "clamped samples left of texel 0 read texel 0 itself")
        let margin = OpaqueInterior.roundingMargin
        XCTAssertEqual(interior.maxX, (5.5 - margin) / 8, accuracy: 1e-12, "the centre of the last opaque column")
        XCTAssertEqual(interior.minY, (2.5 + margin) / 8, accuracy: 1e-12)
        XCTAssertEqual(interior.maxY, (5.5 - margin) / 8, accuracy: 1e-12)
    }

    func testImagesWithoutAnOpaqueInteriorHaveNone() {
        XCTAssertNil(OpaqueInterior.of(image(width: 4, height: 4) { _, _ in 254 }), "nothing fully opaque")
        XCTAssertNil(OpaqueInterior.of(image(width: 5, height: 5) { x, y in x == 2 && y == 2 ? 255 : 0 }),
                     "one inner texel: no sample lies only on it")
        XCTAssertNil(OpaqueInterior.of(image(width: 6, height: 6) { x, _ in x == 3 ? 255 : 0 }),
                     "one inner column: no width left")
    }

    func testAnImageMarkedOpaqueIsOpaqueEverywhere() {
        // Its alpha bytes are not read (a format without alpha leaves them as they come).
        let picture = image(width: 3, height: 2, isOpaque: true) { _, _ in 17 }
        XCTAssertEqual(OpaqueInterior.of(picture), CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(OpaqueInterior.of(image(width: 3, height: 2) { _, _ in 255 }),
                       CGRect(x: 0, y: 0, width: 1, height: 1), "found opaque to every edge")
    }

    func testAnImageTooLargeToSearchHasNone() {
        let side = Int(Double(OpaqueInterior.largestSearched).squareRoot()) + 1
        let big = CGImage(width: side, height: side,
                          premultipliedRGBA8: Data(repeating: 255, count: side * side * 4), isOpaque: false)
        XCTAssertNil(OpaqueInterior.of(big))
    }
}
