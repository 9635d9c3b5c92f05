import CoreAnimationValues
import XCTest
@testable import QuartzCoreBase

/// `CAEmitterLayer` and `CAEmitterCell`'s model side: Apple's defaults,
/// cells copied into the layer's values, key paths through named cells
/// (`emitterCells.<name>.<key>`), animations of them, and refused input.
final class CAEmitterLayerTests: LayerTestCase {
    private func committedEmitter(_ cells: [CAEmitterCell] = []) -> CAEmitterLayer {
        let layer = CAEmitterLayer()
        if !cells.isEmpty { layer.emitterCells = cells }
        TransactionStack.current.layerChanged(layer)
        CATransaction.flush()
        finishRunLoopTurn()
        return layer
    }

    private func cell(_ name: String, birthRate: Float = 10) -> CAEmitterCell {
        let cell = CAEmitterCell()
        cell.name = name
        cell.birthRate = birthRate
        cell.lifetime = 2
        return cell
    }

    func testLayerDefaultsAreApples() {
        let layer = CAEmitterLayer()
        XCTAssertNil(layer.emitterCells)
        XCTAssertEqual(layer.birthRate, 1)
        XCTAssertEqual(layer.lifetime, 1)
        XCTAssertEqual(layer.emitterPosition, .zero)
        XCTAssertEqual(layer.emitterZPosition, 0)
        XCTAssertEqual(layer.emitterSize, .zero)
        XCTAssertEqual(layer.emitterDepth, 0)
        XCTAssertEqual(layer.emitterShape, .point)
        XCTAssertEqual(layer.emitterMode, .volume)
        XCTAssertEqual(layer.renderMode, .unordered)
        XCTAssertFalse(layer.preservesDepth)
        XCTAssertEqual(layer.velocity, 1)
        XCTAssertEqual(layer.scale, 1)
        XCTAssertEqual(layer.spin, 1)
        XCTAssertEqual(layer.seed, 0)
        XCTAssertEqual(CAEmitterLayerEmitterShape.cuboid.rawValue, "cuboid")
        XCTAssertEqual(CAEmitterLayerEmitterMode.outline.rawValue, "outline")
        XCTAssertEqual(CAEmitterLayerRenderMode.oldestFirst.rawValue, "oldestFirst")
        XCTAssertEqual(CAEmitterLayer.defaultValue(forKey: "birthRate") as? Float, 1)
    }

    func testCellDefaultsAreApples() {
        let cell = CAEmitterCell()
        XCTAssertNil(cell.name)
        XCTAssertTrue(cell.isEnabled)
        XCTAssertEqual(cell.birthRate, 0)
        XCTAssertEqual(cell.lifetime, 0)
        XCTAssertEqual(cell.velocity, 0)
        XCTAssertEqual(cell.scale, 1)
        XCTAssertEqual(cell.color, CGColor.white)
        XCTAssertEqual(cell.contentsRect, CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(cell.contentsScale, 1)
        XCTAssertEqual(cell.minificationFilter, "linear")
        XCTAssertNil(cell.contents)
        XCTAssertNil(cell.emitterCells)
        XCTAssertEqual(cell.speed, 1)
        XCTAssertEqual(CAEmitterCell.defaultValue(forKey: "scale") as? CGFloat, 1)
        XCTAssertEqual(CAEmitterCell.defaultValue(forKey: "birthRate") as? Float, 0)
        XCTAssertNil(CAEmitterCell.defaultValue(forKey: "custom"))
    }

    func testCellsAreCopiedIntoTheLayersValuesWhenAssigned() {
        let layer = CAEmitterLayer()
        let outer = cell("rocket")
        outer.emitterCells = [cell("spark", birthRate: 50)]
        layer.emitterCells = [outer]
        outer.birthRate = 99  // after assignment: not on screen, as on Apple's platforms
        guard case .emitter(let values) = layer.state.instanced else { return XCTFail("an emitter emits") }
        XCTAssertEqual(values.cells.count, 1)
        XCTAssertEqual(values.cells[0].birthRate, 10)
        XCTAssertEqual(values.cells[0].cells.first?.name, "spark")
        XCTAssertEqual(values.cell(at: ["rocket", "spark"])?.birthRate, 50)
        XCTAssertTrue(layer.emitterCells?.first === outer, "the layer hands back the objects set")
        XCTAssertGreaterThan(values.creationTime, 0, "the layer remembers when it was made")
    }

    func testKeyPathsThroughNamedCellsReadAndWrite() {
        let layer = CAEmitterLayer()
        let outer = cell("rocket")
        outer.emitterCells = [cell("spark", birthRate: 50)]
        layer.emitterCells = [outer]
        XCTAssertEqual(layer.value(forKeyPath: "emitterCells.rocket.birthRate") as? Float, 10)
        XCTAssertEqual(layer.value(forKeyPath: "emitterCells.rocket.emitterCells.spark.birthRate") as? Float, 50)
        layer.setValue(0, forKeyPath: "emitterCells.rocket.birthRate")
        layer.setValue(7, forKeyPath: "emitterCells.rocket.emitterCells.spark.birthRate")
        layer.setValue(CGColor(red: 1, green: 0, blue: 0, alpha: 1), forKeyPath: "emitterCells.rocket.color")
        XCTAssertEqual(outer.birthRate, 0, "the cell object follows")
        XCTAssertEqual(layer.state.emitterValues.cell(at: ["rocket"])?.birthRate, 0, "and so do the layer's values")
        XCTAssertEqual(layer.state.emitterValues.cell(at: ["rocket", "spark"])?.birthRate, 7)
        XCTAssertEqual(layer.state.emitterValues.cell(at: ["rocket"])?.color, CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        let messages = diagnostics { layer.setValue(1, forKeyPath: "emitterCells.nobody.birthRate") }
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.contains("nobody") ?? false, "\(messages)")
    }

    func testCellKeyValueCoding() {
        let cell = CAEmitterCell()
        cell.setValue(3, forKey: "birthRate")
        cell.setValue(0.5, forKey: "velocity")
        cell.setValue(false, forKey: "enabled")
        cell.setValue("snow", forKey: "name")
        cell.setValue(0.25, forKeyPath: "contentsRect.size.width")
        cell.setValue("anything", forKey: "custom")
        XCTAssertEqual(cell.birthRate, 3)
        XCTAssertEqual(cell.velocity, 0.5)
        XCTAssertFalse(cell.isEnabled)
        XCTAssertEqual(cell.name, "snow")
        XCTAssertEqual(cell.contentsRect.width, 0.25)
        XCTAssertEqual(cell.value(forKey: "custom") as? String, "anything")
        XCTAssertEqual(cell.value(forKey: "velocity") as? CGFloat, 0.5)
        let messages = diagnostics { cell.setValue("fast", forKey: "velocity") }
        XCTAssertEqual(messages.count, 1)
        XCTAssertEqual(cell.velocity, 0.5)
    }

    func testBadInputIsRefusedAndTheOldValuesKept() {
        let cell = CAEmitterCell()
        cell.birthRate = 5
        var messages = diagnostics { cell.birthRate = .nan }
        XCTAssertEqual(messages.count, 1)
        XCTAssertEqual(cell.birthRate, 5)
        messages = diagnostics { cell.lifetime = .infinity }
        XCTAssertEqual(messages.count, 1)
        messages = diagnostics { cell.contentsScale = 0 }
        XCTAssertEqual(messages.count, 1)
        XCTAssertEqual(cell.contentsScale, 1)
        messages = diagnostics { cell.contents = "not an image" }
        XCTAssertEqual(messages.count, 1, "contents that cannot draw are reported")
        XCTAssertNil(cell.values.contents)
        cell.contents = nil
        XCTAssertNil(cell.contents, "nil contents are fine: the particles draw nothing")

        let layer = CAEmitterLayer()
        messages = diagnostics { layer.birthRate = .nan }
        XCTAssertEqual(messages.count, 1)
        XCTAssertEqual(layer.birthRate, 1)
        messages = diagnostics { layer.emitterPosition = CGPoint(x: CGFloat.nan, y: 0) }
        XCTAssertEqual(messages.count, 1)
        XCTAssertEqual(layer.emitterPosition, .zero)
        messages = diagnostics { layer.emitterShape = CAEmitterLayerEmitterShape("blob") }
        XCTAssertEqual(messages.count, 1, "an unknown shape is reported (it emits from a point)")
        messages = diagnostics { layer.birthRate = 1e12 }
        XCTAssertEqual(messages, [], "a huge birth rate is allowed: the render server caps the particles")
        messages = diagnostics { layer.setValue(-1, forKey: "seed") }
        XCTAssertEqual(messages.count, 1)
        XCTAssertEqual(layer.seed, 0)
    }

    func testAnimationsOfCellKeyPathsAreAcceptedAndOthersRefused() {
        let layer = committedEmitter([cell("fire")])
        var messages = diagnostics {
            let animation = CABasicAnimation(keyPath: "emitterCells.fire.birthRate")
            animation.fromValue = 10
            animation.toValue = 0
            layer.add(animation, forKey: "dim")
        }
        XCTAssertEqual(messages, [])
        XCTAssertEqual(layer.animationKeys(), ["dim"])
        messages = diagnostics {
            let animation = CABasicAnimation(keyPath: "emitterCells.smoke.birthRate")
            animation.toValue = 0
            layer.add(animation, forKey: "none")
        }
        XCTAssertEqual(messages.count, 1, "no cell is named smoke: \(messages)")
        messages = diagnostics {
            let animation = CABasicAnimation(keyPath: "emitterCells.fire.name")
            animation.toValue = "x"
            layer.add(animation, forKey: "name")
        }
        XCTAssertEqual(messages.count, 1, "a cell's name is not animatable: \(messages)")
    }

    func testPresentationFollowsACellAnimation() {
        let layer = committedEmitter([cell("fire")])
        let animation = CABasicAnimation(keyPath: "emitterCells.fire.velocity")
        animation.fromValue = 0
        animation.toValue = 100
        animation.duration = 2
        layer.add(animation, forKey: "speed")
        CATransaction.flush()
        finishRunLoopTurn()
        advance(0.5)
        let presented = layer.presentation()
        XCTAssertEqual(presented?.value(forKeyPath: "emitterCells.fire.velocity") as? CGFloat ?? -1, 25, accuracy: 0.01)
        XCTAssertEqual(presented?.emitterCells?.first?.velocity ?? -1, 25, accuracy: 0.01)
        XCTAssertEqual(layer.emitterCells?.first?.velocity, 0, "the model cell is untouched")
    }

    func testLayerValuesAnimateImplicitlyOnAStandaloneLayer() {
        let layer = committedEmitter()
        layer.emitterPosition = CGPoint(x: 10, y: 10)
        XCTAssertNotNil(layer.animation(forKey: "emitterPosition"))
        layer.renderMode = .additive
        XCTAssertNil(layer.animation(forKey: "renderMode"), "renderMode is not animatable")
        layer.emitterCells = [cell("late")]
        XCTAssertNil(layer.animation(forKey: "emitterCells"), "cells never animate implicitly")
    }
}
