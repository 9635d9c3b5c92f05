import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCoreBase
@testable import RenderServer
import XCTest

/// A layer's border is composited above its contents, its drawn content and
/// its sublayers, as Apple documents for `borderWidth`.
final class BorderOrderPixelTests: LayerTreePixelTestCase {
    func testBorderIsDrawnAboveSublayers() throws {
        let root = rootLayer()
        let framed = layer(CGRect(x: 16, y: 16, width: 32, height: 32), .testBlue, in: root)
        framed.borderWidth = 4
        framed.borderColor = .testGreen
        layer(framed.bounds, .testRed, in: framed)
        let pixels = try draw(root)
        let off = mismatches(pixels) { x, y in
            guard inRect(x, y, 16, 16, 48, 48) else { return .clear }
            // The band's inner corners are anti-aliased by the border's distance field.
            if [19, 44].contains(x) && [19, 44].contains(y) { return nil }
            return inRect(x, y, 20, 20, 44, 44) ? .red : .green
        }
        XCTAssertEqual(off, [], "\(off.count) pixels off: \(off.prefix(6))")
    }

    func testBorderIsDrawnAboveAShape() throws {
        let root = rootLayer()
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 16, y: 16, width: 32, height: 32)
        shape.path = CGPath(rect: shape.bounds, transform: nil)
        shape.fillColor = .testRed
        shape.borderWidth = 2
        shape.borderColor = .testGreen
        root.addSublayer(shape)
        let pixels = try draw(root)
        XCTAssertEqual(pixels[17, 30], .green)
        XCTAssertEqual(pixels[30, 30], .red)
    }
}
