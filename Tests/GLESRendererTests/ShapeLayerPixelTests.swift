import CoreAnimationModel
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCore
@testable import RenderServer
import XCTest

/// `CAShapeLayer` end to end: the path rasterized on the render thread at
/// the scale the layer is shown at, drawn where the path lies (outside the
/// bounds too), filled then stroked.
final class ShapeLayerPixelTests: LayerTreePixelTestCase {
    private func shape(_ path: CGPath, at position: CGPoint = .zero, in root: CALayer) -> CAShapeLayer {
        let shape = CAShapeLayer()
        shape.anchorPoint = .zero
        shape.position = position
        shape.path = path
        root.addSublayer(shape)
        return shape
    }

    func testFilledRectangleOutsideZeroBoundsLandsOnItsPixels() throws {
        let root = rootLayer()
        let layer = shape(CGPath(rect: CGRect(x: 8, y: 4, width: 20, height: 12), transform: nil),
                          at: CGPoint(x: 10, y: 10), in: root)
        layer.fillColor = .testRed
        XCTAssertEqual(layer.bounds, .zero, "a shape layer draws without bounds")
        let pixels = try draw(root)
        let off = mismatches(pixels) { x, y in inRect(x, y, 18, 14, 38, 26) ? .red : .clear }
        XCTAssertEqual(off, [], "\(off.count) pixels off: \(off.prefix(6))")
    }

    func testStrokeIsCentredOnThePathAndDrawnOverTheFill() throws {
        let root = rootLayer()
        let layer = shape(CGPath(rect: CGRect(x: 16, y: 16, width: 32, height: 32), transform: nil), in: root)
        layer.fillColor = .testRed
        layer.strokeColor = .testGreen
        layer.lineWidth = 4
        let pixels = try draw(root)
        // The 4-point stroke covers 14…18 and 46…50 on each axis; the fill shows inside.
        let off = mismatches(pixels) { x, y in
            guard inRect(x, y, 14, 14, 50, 50) else { return .clear }
            return inRect(x, y, 18, 18, 46, 46) ? .red : .green
        }
        XCTAssertEqual(off, [], "\(off.count) pixels off: \(off.prefix(6))")
    }

    func testNilFillAndNilStrokeDrawNothing() throws {
        let root = rootLayer()
        let layer = shape(CGPath(rect: CGRect(x: 8, y: 8, width: 40, height: 40), transform: nil), in: root)
        layer.fillColor = nil
        let pixels = try draw(root)
        XCTAssertEqual(mismatches(pixels) { _, _ in .clear }, [])
    }
}
