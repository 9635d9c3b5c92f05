import CoreAnimationValues
import CoreGraphics
@testable import RenderServer
import XCTest

/// What one shape may cost a frame: paths of more elements than a frame
/// draws, and dashes too fine or too many, are bounded before Cairo sees them.
final class ShapeWorkBoundsTests: XCTestCase {
    private func stroke(_ path: CGPath, dashes: [CGFloat]? = nil) -> ShapeDrawing {
        var drawing = ShapeDrawing()
        drawing.path = path
        drawing.fillColor = nil
        drawing.strokeColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        drawing.lineWidth = 6
        drawing.lineDashPattern = dashes
        return drawing
    }

    /// The alpha of the pixel at (x, y) of the picture, in points from its frame's origin.
    private func alpha(_ content: RasterizedContent, at point: CGPoint) -> UInt8 {
        let image = content.image
        let x = Int(point.x - content.frame.minX), y = Int(point.y - content.frame.minY)
        let bytes = image.dataProvider!.data! as Data
        return bytes[y * image.bytesPerRow + x * 4 + 3]
    }

    /// A square outline 100 points across, dashed with `dashes` (or solid), rasterized at scale 1.
    private func square(dashes: [CGFloat]?) -> (RasterizedContent?, [String]) {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        return Diagnostics.capture { stroke(path, dashes: dashes).rasterized(scale: 1) }
    }

    func testDashesBelowAPixelAreDrawnAsTheirCoverageWithOneReport() throws {
        let (solid, quiet) = square(dashes: nil)
        let (fine, reports) = square(dashes: [0.01, 0.03])  // a quarter drawn, every 0.04 points
        XCTAssertEqual(quiet, [])
        XCTAssertEqual(reports.count, 1, "\(reports)")
        XCTAssertTrue(reports.first?.contains("25%") ?? false, "\(reports)")
        let onTheLine = CGPoint(x: 50, y: 0)
        let solidAlpha = Double(alpha(try XCTUnwrap(solid), at: onTheLine))
        let fineAlpha = Double(alpha(try XCTUnwrap(fine), at: onTheLine))
        XCTAssertEqual(solidAlpha, 255, accuracy: 1)
        XCTAssertEqual(fineAlpha, 255 * 0.25, accuracy: 3, "a quarter of the line's alpha")
        XCTAssertEqual(Diagnostics.capture { _ = stroke(CGPath(rect: CGRect(x: 0, y: 0, width: 9, height: 9), transform: nil),
                                                         dashes: [0.01, 0.03]).rasterized(scale: 1) }.1.count, 1,
                       "one report per capture for the cause, not per drawing")
    }

    func testDashesAPixelAndMoreApartAreStillDrawn() throws {
        let (dashed, reports) = square(dashes: [10, 10])
        XCTAssertEqual(reports, [])
        let content = try XCTUnwrap(dashed)
        XCTAssertGreaterThan(alpha(content, at: CGPoint(x: 5, y: 0)), 200, "in a dash")
        XCTAssertLessThan(alpha(content, at: CGPoint(x: 15, y: 0)), 30, "between dashes")
    }

    func testTooManyDashesAlongAHugeCircleAreDrawnAsTheirCoverage() {
        // A circle of radius 10⁶ points dashed every 2 points: three million dashes.
        let circle = CGPath(ellipseIn: CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6), transform: nil)
        let (dashes, alpha) = ShapeDrawing.boundedDashes([1, 1], length: PathMeasure(circle).length, scale: 1)
        XCTAssertNil(dashes)
        XCTAssertEqual(alpha, 0.5, accuracy: 1e-9)
        XCTAssertEqual(ShapeDrawing.boundedDashes([3], length: 100, scale: 1).dashes ?? [], [3], "an odd pattern, few dashes")
        XCTAssertEqual(ShapeDrawing.boundedDashes([0.2], length: 100, scale: 1).alpha, 0.5, accuracy: 1e-9,
                       "an odd pattern below a pixel: half drawn")
    }

    func testAPathOfMoreElementsThanAFrameDrawsIsCutAtTheLimit() {
        let limit = ShapeDrawing.maximumPathElements
        // Twice the limit, zigzagging between far points: nothing to drop, so the rest is cut.
        let path = CGMutablePath()
        path.move(to: .zero)
        for index in 0..<(2 * limit) {
            path.addLine(to: index.isMultiple(of: 2) ? CGPoint(x: 100, y: CGFloat(index % 90)) : CGPoint(x: 0, y: 50))
        }
        let (bounded, reports) = Diagnostics.capture { ShapeDrawing.boundedPath(path, scale: 1) }
        XCTAssertEqual(bounded.elements.count, limit)
        XCTAssertEqual(Array(bounded.elements.prefix(100)), Array(path.elements.prefix(100)), "the first ones kept, in order")
        XCTAssertEqual(reports.count, 1, "\(reports)")
        XCTAssertTrue(reports.first?.contains("left out") ?? false, "\(reports)")
        let small = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        XCTAssertTrue(ShapeDrawing.boundedPath(small, scale: 1) === small, "a path within the limit is drawn as it is")
    }

    func testNearbyPointsAreDroppedBeforeAnythingIsCut() {
        let limit = ShapeDrawing.maximumPathElements
        // A line walked in steps of a hundredth of a point: nearly all of it is within half a pixel.
        let path = CGMutablePath()
        path.move(to: .zero)
        for index in 1...(limit + 10) { path.addLine(to: CGPoint(x: CGFloat(index) * 0.01, y: 0)) }
        let bounded = Diagnostics.capture { ShapeDrawing.boundedPath(path, scale: 1) }.0
        XCTAssertLessThan(bounded.elements.count, limit / 10)
        XCTAssertEqual(bounded.currentPoint.x, CGFloat(limit + 10) * 0.01, accuracy: 0.5, "the line still reaches its end")
    }
}
