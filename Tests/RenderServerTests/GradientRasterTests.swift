import CoreAnimationValues
import Foundation
@testable import RenderServer
import XCTest

/// `GradientDrawing.rasterized(bounds:scale:)` on its own: the image's size
/// and frame, the cheap cases, and the cases that draw nothing.
final class GradientRasterTests: XCTestCase {
    private let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    private let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    private let bounds = CGRect(x: 0, y: 0, width: 40, height: 20)

    private func gradient(_ type: CAGradientLayerType = .axial, from start: CGPoint = CGPoint(x: 0.5, y: 0),
                          to end: CGPoint = CGPoint(x: 0.5, y: 1), colors: [CGColor]? = nil) -> GradientDrawing {
        var g = GradientDrawing()
        g.colors = colors ?? [black, white]
        g.type = type
        g.startPoint = start
        g.endPoint = end
        return g
    }

    /// Premultiplied RGBA of pixel (x, y) of `image`.
    private func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.premultipliedRGBA8[i..<i + 4])
    }

    func testVerticalAndHorizontalAxialGradientsAreOnePixelAcross() throws {
        let vertical = try XCTUnwrap(gradient().rasterized(bounds: bounds, scale: 2))
        XCTAssertEqual([vertical.image.width, vertical.image.height], [1, 40])
        XCTAssertEqual(vertical.frame, bounds)
        XCTAssertTrue(vertical.followsCorners, "clipped by the corners like the background")
        let horizontal = try XCTUnwrap(gradient(from: CGPoint(x: 0, y: 0.3), to: CGPoint(x: 1, y: 0.3))
            .rasterized(bounds: bounds, scale: 2))
        XCTAssertEqual([horizontal.image.width, horizontal.image.height], [80, 1])
        XCTAssertEqual(pixel(horizontal.image, 0, 0), [2, 2, 2, 255], "pixel centres: 255 × 0.5 / 80")
        XCTAssertEqual(pixel(horizontal.image, 79, 0), [253, 253, 253, 255])
    }

    func testOtherGradientsCoverTheBoundsAtTheScale() throws {
        let bounds = CGRect(x: -3.25, y: 1.5, width: 10, height: 10)
        for g in [gradient(from: .zero, to: CGPoint(x: 1, y: 1)), gradient(.radial, from: CGPoint(x: 0.5, y: 0.5), to: .zero),
                  gradient(.conic, from: CGPoint(x: 0.5, y: 0.5), to: .zero)] {
            let raster = try XCTUnwrap(g.rasterized(bounds: bounds, scale: 2), "\(g.type)")
            XCTAssertEqual([raster.image.width, raster.image.height], [21, 20], "\(g.type): widened to whole pixels")
            XCTAssertEqual(raster.frame, CGRect(x: -3.5, y: 1.5, width: 10.5, height: 10))
        }
    }

    func testOneColourIsOnePixel() throws {
        let raster = try XCTUnwrap(gradient(colors: [white]).rasterized(bounds: bounds, scale: 1))
        XCTAssertEqual([raster.image.width, raster.image.height], [1, 1])
        XCTAssertEqual(raster.frame, bounds)
        XCTAssertEqual(pixel(raster.image, 0, 0), [255, 255, 255, 255])
        let same = try XCTUnwrap(gradient(.conic, colors: [black, black]).rasterized(bounds: bounds, scale: 1))
        XCTAssertEqual([same.image.width, same.image.height], [1, 1], "stops of one colour")
    }

    func testCollapsedGeometryFillsWithTheLastColour() throws {
        let point = CGPoint(x: 0.3, y: 0.3)
        for g in [gradient(from: point, to: point), gradient(.radial, from: point, to: CGPoint(x: 0.3, y: 0.9))] {
            let raster = try XCTUnwrap(g.rasterized(bounds: bounds, scale: 1), "\(g.type)")
            XCTAssertEqual([raster.image.width, raster.image.height], [1, 1], "\(g.type)")
            XCTAssertEqual(pixel(raster.image, 0, 0), [255, 255, 255, 255], "\(g.type)")
        }
    }

    func testConicWithCoincidentPointsMeasuresFromPlusX() throws {
        let centre = CGPoint(x: 0.5, y: 0.5)
        let raster = try XCTUnwrap(gradient(.conic, from: centre, to: centre)
            .rasterized(bounds: CGRect(x: 0, y: 0, width: 20, height: 20), scale: 1))
        XCTAssertEqual(pixel(raster.image, 10, 19)[0], 64, accuracy: 3, "straight down: a quarter turn")
        XCTAssertEqual(pixel(raster.image, 0, 10)[0], 128, accuracy: 3, "left: half a turn")
    }

    func testNothingToDraw() {
        XCTAssertNil(gradient(colors: []).rasterized(bounds: bounds, scale: 1), "no colours")
        var none = gradient()
        none.colors = nil
        XCTAssertNil(none.rasterized(bounds: bounds, scale: 1), "nil colours")
        XCTAssertNil(gradient().rasterized(bounds: .zero, scale: 1), "no bounds")
        XCTAssertNil(gradient(from: CGPoint(x: CGFloat.nan, y: 0)).rasterized(bounds: bounds, scale: 1), "NaN start")
        XCTAssertNil(gradient(.radial, to: CGPoint(x: 1, y: CGFloat.infinity)).rasterized(bounds: bounds, scale: 1))
        XCTAssertNil(gradient(CAGradientLayerType(rawValue: "spiral")).rasterized(bounds: bounds, scale: 1),
                     "an unknown type")
    }

    /// Locations at ±10³⁰⁸ span an infinite range: the table's colours came
    /// out NaN and `UInt32(NaN)` trapped. Now such a colour counts as 0 and
    /// the gradient draws (its exact colours are not meaningful).
    func testLocationsAnInfiniteSpanApartDrawWithoutTrapping() throws {
        for type in [CAGradientLayerType.axial, .radial, .conic] {
            var g = gradient(type, from: .zero, to: CGPoint(x: 1, y: 1))
            g.locations = [-1e308, 1e308]
            let raster = try XCTUnwrap(g.rasterized(bounds: bounds, scale: 1), "\(type)")
            XCTAssertGreaterThan(raster.image.width, 0)
        }
    }
}
