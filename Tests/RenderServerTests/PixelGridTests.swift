import CoreAnimationValues
import Foundation
@testable import RenderServer
import XCTest

/// `PixelGrid(covering:scale:)` at the edges: frames whose pixel counts do
/// not fit an `Int`, and the drawn contents that ask for them.
final class PixelGridTests: XCTestCase {
    func testAnOrdinaryFrameIsWidenedToWholePixels() throws {
        let grid = try XCTUnwrap(PixelGrid(covering: CGRect(x: 0.25, y: 0, width: 10, height: 5), scale: 2))
        XCTAssertEqual([grid.width, grid.height], [21, 10])
        XCTAssertEqual(grid.frame, CGRect(x: 0, y: 0, width: 10.5, height: 5))
    }

    /// Lowering the scale to keep the area within `maximumPixels` leaves a
    /// frame of 10³⁰⁰ × 10⁻³⁰⁰ points 10³⁰⁰ pixels long: `Int(_:)` of that
    /// trapped. It is refused, with one report.
    func testAFrameTooLongForAnIntIsRefusedWithOneReport() {
        let (grids, reports) = Diagnostics.capture {
            (0..<3).map { _ in PixelGrid(covering: CGRect(x: 0, y: 0, width: 1e300, height: 1e-300), scale: 2) }
        }
        XCTAssertEqual(grids.compactMap { $0 }.count, 0)
        XCTAssertEqual(reports.count, 1, "once, not per frame: \(reports)")
        XCTAssertTrue(reports.first?.contains("not drawn") ?? false, "\(reports)")
        XCTAssertNil(Diagnostics.capture { PixelGrid(covering: CGRect(x: 0, y: 0, width: 1e9, height: 1e-9), scale: 1) }.0,
                     "a side past maximumPixels is refused too, before any bitmap is asked for")
        XCTAssertNil(Diagnostics.capture { PixelGrid(covering: CGRect(x: 1e308, y: 0, width: 1e308, height: 1), scale: 4) }.0,
                     "an edge that overflows to infinity")
    }

    /// A shape layer's stroked line 10⁴⁰ points long: its frame is a few
    /// points thick, so the scale that keeps the area in bounds still
    /// leaves ~10²³ pixels along it.
    func testAStrokedLineTooLongToRasterizeIsNotDrawn() {
        var shape = ShapeDrawing()
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 1e40, y: 0))
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        shape.lineWidth = 2
        let (raster, reports) = Diagnostics.capture { shape.rasterized(scale: 2) }
        XCTAssertNil(raster)
        XCTAssertEqual(reports.count, 1, "\(reports)")
    }
}
