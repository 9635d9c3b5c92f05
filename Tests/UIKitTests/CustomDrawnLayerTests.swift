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

    /// A real client's heart icon draws after calling `super.draw(rect)` (harmless on iOS).
    final class SuperCallingView: UIView {
        override func draw(_ rect: CGRect) {
            super.draw(rect)
            UIColor.red.setFill()
            UIBezierPath(ovalIn: bounds).fill()
        }
    }

    /// An override that calls super and draws nothing else keeps no bitmap, as the base class.
    final class SuperOnlyView: UIView {
        override func draw(_ rect: CGRect) { super.draw(rect) }
    }

    func testADrawThatCallsSuperStillDraws() {
        for _ in 0..<2 {
            let view = SuperCallingView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
            view.layer.contentsScale = 1
            view.setNeedsDisplay()
            view.layer.displayIfNeeded()
            XCTAssertEqual(pixel(view.layer, 4, 4), [255, 0, 0, 255], "the oval drawn after super")
        }
        let idle = SuperOnlyView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        idle.setNeedsDisplay()
        idle.layer.displayIfNeeded()
        XCTAssertNil(idle.layer.contents)
    }

    /// An override of `display(_:)` is main-actor code, as on iOS: it may call the view's own methods
    /// (a GIF view updates its frame there). This compiles only if the witness is main-actor isolated.
    final class FrameStepView: UIView {
        private(set) var steps = 0
        func stepFrame() { steps += 1 }
        override func display(_ layer: CALayer) {
            stepFrame()
            super.display(layer)
        }
    }

    func testADisplayOverrideRunsOnTheMainActor() {
        let view = FrameStepView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.setNeedsDisplay()
        view.layer.displayIfNeeded()
        XCTAssertEqual(view.steps, 1)
    }
}
