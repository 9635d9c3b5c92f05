import Foundation
@testable import UIKit
import XCTest

/// Views whose layer class draws itself, as progress rings and gauges do:
/// the layer's own `draw(in:)` wins at rest and after every change, and the
/// view's `draw(_:)` is reached only through `CALayer.draw(in:)`'s default.
final class CustomDrawnLayerTests: XCTestCase {
    /// Fills `level` of its width in red.
    final class LevelLayer: CALayer {
        var level: CGFloat = 1
        override func draw(in ctx: CGContext) {
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * level, height: bounds.height))
        }
    }

    final class LevelView: UIView {
        override class var layerClass: AnyClass { LevelLayer.self }
        var levelLayer: LevelLayer { layer as! LevelLayer }
    }

    /// Fills itself blue, then lets the view draw over it (`super`).
    final class UnderLayer: CALayer {
        override func draw(in ctx: CGContext) {
            ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            ctx.fill(bounds)
            super.draw(in: ctx)
        }
    }

    /// Draws its left half green over its layer's drawing.
    final class OverView: UIView {
        override class var layerClass: AnyClass { UnderLayer.self }
        override func draw(_ rect: CGRect) {
            UIColor.green.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
        }
    }

    private func pixel(_ layer: CALayer, _ x: Int, _ y: Int) -> [UInt8] {
        guard let image = layer.contents as? CGImage else { return [] }
        let bytes = [UInt8](image.premultipliedRGBA8)
        let i = (y * image.width + x) * 4
        return Array(bytes[i..<i + 4])
    }

    func testALayerClassThatDrawsItselfShowsItsDrawingAtRestAndAfterEachChange() {
        let view = LevelView(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
        view.layer.contentsScale = 1
        view.setNeedsDisplay()
        view.layer.displayIfNeeded()
        XCTAssertEqual(pixel(view.layer, 3, 1), [255, 0, 0, 255], "the layer drew, though the view has no draw(_:)")
        view.levelLayer.level = 0.5
        view.layer.setNeedsDisplay()
        view.layer.displayIfNeeded()
        XCTAssertEqual(pixel(view.layer, 0, 1), [255, 0, 0, 255])
        XCTAssertEqual(pixel(view.layer, 3, 1), [0, 0, 0, 0], "the new level, not the old picture")
        view.levelLayer.level = 0
        view.layer.setNeedsDisplay()
        view.layer.displayIfNeeded()
        XCTAssertEqual(pixel(view.layer, 0, 1), [0, 0, 0, 0], "an empty drawing replaces the old one too")
    }

    func testTheViewsDrawingIsReachedThroughTheLayersSuper() {
        let view = OverView(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
        view.layer.contentsScale = 1
        view.setNeedsDisplay()
        view.layer.displayIfNeeded()
        XCTAssertEqual(pixel(view.layer, 0, 0), [0, 255, 0, 255], "the view's draw(_:), over")
        XCTAssertEqual(pixel(view.layer, 3, 0), [0, 0, 255, 255], "the layer's own, under")
    }

    func testAPlainViewStillKeepsNoBitmap() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
        view.setNeedsDisplay()
        view.layer.displayIfNeeded()
        XCTAssertNil(view.layer.contents)
        let shaped = ShapeBackedView(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
        shaped.setNeedsDisplay()
        shaped.layer.displayIfNeeded()
        XCTAssertNil(shaped.layer.contents, "Core Animation's own classes draw nothing into contents for a view")
    }

    final class ShapeBackedView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
    }
}
