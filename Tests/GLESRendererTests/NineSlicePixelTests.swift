import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCoreBase
import XCTest

/// Pixel tests of `contentsCenter` (nine-slice), end to end from CALayers,
/// with a 9×9 image made of nine 3×3 blocks of distinct colours. Samples
/// that land on texel centres are exact even with linear filtering.
final class NineSlicePixelTests: LayerTreePixelTestCase {
    /// The nine block colours, row by row from the top-left.
    private let blocks: [RGBA] = [
        RGBA(255, 0, 0, 255), RGBA(0, 255, 0, 255), RGBA(0, 0, 255, 255),
        RGBA(255, 255, 0, 255), RGBA(0, 255, 255, 255), RGBA(255, 0, 255, 255),
        RGBA(128, 0, 0, 255), RGBA(0, 128, 0, 255), RGBA(0, 0, 128, 255),
    ]
    private var topLeft: RGBA { blocks[0] }
    private var top: RGBA { blocks[1] }
    private var topRight: RGBA { blocks[2] }
    private var left: RGBA { blocks[3] }
    private var middle: RGBA { blocks[4] }
    private var bottomLeft: RGBA { blocks[6] }
    private var bottomRight: RGBA { blocks[8] }

    private func blockImage() -> CGImage {
        image(rows: (0..<9).map { y in (0..<9).map { x in blocks[(y / 3) * 3 + x / 3] } })
    }

    private func slicedLayer(_ frame: CGRect, contentsScale: CGFloat = 1) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.contents = blockImage()
        layer.contentsScale = contentsScale
        layer.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        return layer
    }

    private func assertRegion(_ pixels: Pixels, x: Range<Int>, y: Range<Int>, is color: RGBA, _ what: String,
                              file: StaticString = #filePath, line: UInt = #line) {
        var wrong: [String] = []
        for py in y {
            for px in x where pixels[px, py] != color { wrong.append("(\(px), \(py)) = \(pixels[px, py])") }
        }
        XCTAssertEqual(wrong, [], "\(what) should be \(color): \(wrong.prefix(6))", file: file, line: line)
    }

    func testCornersKeepTheirPointSizeAndEdgesStretch() throws {
        let root = rootLayer(width: 32, height: 64)
        root.addSublayer(slicedLayer(CGRect(x: 0, y: 0, width: 30, height: 60)))
        let pixels = try draw(root, width: 32, height: 64)
        // Corners: 3 × 3 points each, pixel for pixel.
        assertRegion(pixels, x: 0..<3, y: 0..<3, is: topLeft, "top-left corner")
        assertRegion(pixels, x: 27..<30, y: 0..<3, is: topRight, "top-right corner")
        assertRegion(pixels, x: 0..<3, y: 57..<60, is: bottomLeft, "bottom-left corner")
        assertRegion(pixels, x: 27..<30, y: 57..<60, is: bottomRight, "bottom-right corner")
        // Edges: the 3-texel middle spans 24 points across (8 per texel) and
        // 54 down (18 per texel); away from the seams each edge is one colour.
        assertRegion(pixels, x: 7..<23, y: 0..<3, is: top, "top edge, stretched across")
        assertRegion(pixels, x: 0..<3, y: 12..<48, is: left, "left edge, stretched down")
        assertRegion(pixels, x: 7..<23, y: 12..<48, is: middle, "centre, stretched both ways")
        XCTAssertEqual(pixels[31, 30], RGBA.clear, "outside the layer")
    }

    func testCornersShrinkTogetherWhenTheyDoNotFit() throws {
        let root = rootLayer(width: 8, height: 8)
        // Natural corners of 3 points; 4 points hold two of them at 2 points each.
        root.addSublayer(slicedLayer(CGRect(x: 0, y: 0, width: 4, height: 4)))
        let pixels = try draw(root, width: 8, height: 8)
        // Pixel (0, 0)'s centre reads texel coordinate 0.75: inside the top-left block.
        XCTAssertEqual(pixels[0, 0], topLeft)
        XCTAssertEqual(pixels[3, 3], bottomRight)
        XCTAssertEqual(pixels[3, 0], topRight)
        XCTAssertEqual(pixels[0, 3], bottomLeft)
    }

    func testCornerSizeIsInPointsAtTheContentsScale() throws {
        let root = rootLayer(width: 32, height: 32)
        // At contentsScale 3 the 9×9 image is 3×3 points: corners of 1 point.
        root.addSublayer(slicedLayer(CGRect(x: 0, y: 0, width: 30, height: 30), contentsScale: 3))
        let pixels = try draw(root, width: 32, height: 32)
        XCTAssertTrue(pixels[0, 0].isClose(to: topLeft, tolerance: 0), "\(pixels[0, 0])")
        // One point in, the stretched edge already shows (28 points for 3
        // texels); with 3-point corners pixel (2, 2) would still be the corner's.
        XCTAssertNotEqual(pixels[2, 2], topLeft)
        XCTAssertEqual(pixels[15, 0], top)
        XCTAssertEqual(pixels[15, 15], middle)
        XCTAssertEqual(pixels[29, 29], bottomRight)
    }

    func testDefaultCentreCapsAreZero() {
        let contents = QuadInstance.Contents(textureIndex: 0, destination: CGRect(x: 0, y: 0, width: 30, height: 60),
                                             naturalSize: CGSize(width: 9, height: 9))
        let caps = contents.nineSliceCaps
        XCTAssertEqual([caps.left, caps.top, caps.right, caps.bottom], [0, 0, 0, 0])
        var sliced = contents
        sliced.center = CGRect(x: 0.25, y: 0.5, width: 0.5, height: 0.25)
        let c = sliced.nineSliceCaps
        XCTAssertEqual([c.left, c.top, c.right, c.bottom], [2.25, 4.5, 2.25, 2.25])
    }
}
