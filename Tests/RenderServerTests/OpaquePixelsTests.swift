import CoreAnimationValues
import CoreGraphics
@testable import RenderServer
import XCTest

/// The pixels an item paints opaque whatever lay below
/// (`LayerDraw.opaquePixels(scale:)`), which let a part of a partial redraw
/// skip its clear (`PlanPart.isCoveredOpaquely`): only whole pixels, only
/// for what surely covers them.
final class OpaquePixelsTests: XCTestCase {
    private static let opaque = CGColor(red: 0.2, green: 0.5, blue: 0.7, alpha: 1)

    private func item(_ rect: CGRect, color: CGColor? = opaque, transform: CATransform3D? = nil,
                      change: (inout LayerProperties) -> Void = { _ in }) -> LayerDraw {
        var properties = LayerProperties()
        properties.bounds = CGRect(origin: .zero, size: rect.size)
        properties.backgroundColor = color
        change(&properties)
        return LayerDraw(id: LayerID(rawValue: 1),
                         transform: transform ?? CATransform3DMakeTranslation(rect.minX, rect.minY, 0),
                         properties: properties, opacity: 1, clips: [], mask: [])
    }

    /// Pixels whose centres lie a whole pixel or more inside: the edge
    /// pixels on a pixel boundary are left out (the layer program's
    /// coverage there may fall a rounding error short of 1).
    func testPixelsAWholePixelInsideTheBoundsAtEachScale() {
        let square = item(CGRect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual(square.opaquePixels(scale: 1), PixelRect(x: 11, y: 21, width: 28, height: 38))
        XCTAssertEqual(square.opaquePixels(scale: 2), PixelRect(x: 21, y: 41, width: 58, height: 78))
        // Edges between pixels: centres 10.5 and 15.5 are half a pixel from the edges, 11.5…14.5 more.
        let between = item(CGRect(x: 10.5, y: 0.25, width: 5, height: 4))
        XCTAssertEqual(between.opaquePixels(scale: 1), PixelRect(x: 11, y: 1, width: 4, height: 2))
        // A mirroring scale still covers its pixels.
        let mirrored = item(CGRect(x: 0, y: 0, width: 10, height: 10),
                            transform: CATransform3DMakeAffineTransform(CGAffineTransform(a: -1, b: 0, c: 0, d: 1,
                                                                                         tx: 50, ty: 0)))
        XCTAssertEqual(mirrored.opaquePixels(scale: 1), PixelRect(x: 41, y: 1, width: 8, height: 8))
    }

    func testNoClaimForWhatMayLetTheBackgroundShow() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 20)
        XCTAssertNil(item(rect, color: CGColor(red: 1, green: 0, blue: 0, alpha: 0.99)).opaquePixels(scale: 1))
        XCTAssertNil(item(rect, color: nil).opaquePixels(scale: 1))
        XCTAssertNil(item(rect) { $0.cornerRadius = 4 }.opaquePixels(scale: 1), "rounded corners")
        XCTAssertNotNil(item(rect) { $0.cornerRadius = 4; $0.maskedCorners = [] }.opaquePixels(scale: 1),
                        "a radius on no corner")
        XCTAssertNil(item(rect, transform: CATransform3DMakeRotation(0.1, 0, 0, 1)).opaquePixels(scale: 1))
        var perspective = CATransform3DIdentity
        perspective.m14 = 1 / 500
        XCTAssertNil(item(rect, transform: perspective).opaquePixels(scale: 1))
        // m34 scales only what lies off the layer's plane: the layer itself stays a rectangle.
        perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        XCTAssertEqual(item(rect, transform: perspective).opaquePixels(scale: 1),
                       PixelRect(x: 1, y: 1, width: 18, height: 18))
        var faded = item(rect)
        faded.opacity = 0.5
        XCTAssertNil(faded.opaquePixels(scale: 1))
        XCTAssertNil(item(CGRect(x: 0, y: 0, width: 2, height: 20)).opaquePixels(scale: 1), "no centre a pixel in")
        XCTAssertNotNil(item(CGRect(x: 0, y: 0, width: 3, height: 20)).opaquePixels(scale: 1))
        XCTAssertNil(item(CGRect(x: CGFloat.nan, y: 0, width: 20, height: 20)).opaquePixels(scale: 1))
        XCTAssertNil(item(CGRect(x: 1e30, y: 0, width: 20, height: 20)).opaquePixels(scale: 1))
        XCTAssertNil(item(rect).opaquePixels(scale: .infinity))
    }
}
