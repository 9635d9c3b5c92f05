import CoreAnimationValues
import XCTest
@testable import QuartzCoreBase

/// `CAReplicatorLayer`'s model side: Apple's defaults, key-value coding,
/// animations of its values, and refused input.
final class CAReplicatorLayerTests: LayerTestCase {
    private func committedReplicator() -> CAReplicatorLayer {
        let layer = CAReplicatorLayer()
        TransactionStack.current.layerChanged(layer)
        CATransaction.flush()
        finishRunLoopTurn()
        return layer
    }

    func testDefaultsAreApples() {
        let layer = CAReplicatorLayer()
        XCTAssertEqual(layer.instanceCount, 1)
        XCTAssertFalse(layer.preservesDepth)
        XCTAssertEqual(layer.instanceDelay, 0)
        XCTAssertTrue(CATransform3DIsIdentity(layer.instanceTransform))
        XCTAssertEqual(layer.instanceColor, CGColor.white)
        XCTAssertEqual(layer.instanceRedOffset, 0)
        XCTAssertEqual(layer.instanceGreenOffset, 0)
        XCTAssertEqual(layer.instanceBlueOffset, 0)
        XCTAssertEqual(layer.instanceAlphaOffset, 0)
        XCTAssertEqual(CAReplicatorLayer.defaultValue(forKey: "instanceCount") as? Int, 1)
        XCTAssertNil(CALayer().state.instanced, "a plain layer replicates nothing")
    }

    func testValuesReachTheCommittedState() {
        let layer = CAReplicatorLayer()
        layer.instanceCount = 5
        layer.instanceDelay = 0.2
        layer.instanceTransform = CATransform3DMakeTranslation(10, 0, 0)
        layer.instanceBlueOffset = -0.2
        guard case .replicator(let values) = layer.state.instanced else { return XCTFail("a replicator replicates") }
        XCTAssertEqual(values.instanceCount, 5)
        XCTAssertEqual(values.instanceDelay, 0.2)
        XCTAssertEqual(values.instanceTransform.m41, 10)
        XCTAssertEqual(values.multiplier(ofInstance: 3).z, 0.4, accuracy: 1e-6, "blue steps down by 0.2 a copy")
        XCTAssertEqual(values.multiplier(ofInstance: 9).z, 0, "and stops at 0")
    }

    func testKeyValueCodingReadsAndWritesReplicatorKeys() {
        let layer = CAReplicatorLayer()
        layer.setValue(3, forKey: "instanceCount")
        layer.setValue(0.25, forKey: "instanceDelay")
        layer.setValue(-0.1, forKey: "instanceAlphaOffset")
        layer.setValue(true, forKey: "preservesDepth")
        layer.setValue(CATransform3DMakeScale(2, 2, 1), forKey: "instanceTransform")
        XCTAssertEqual(layer.instanceCount, 3)
        XCTAssertEqual(layer.instanceDelay, 0.25)
        XCTAssertEqual(layer.instanceAlphaOffset, -0.1)
        XCTAssertTrue(layer.preservesDepth)
        XCTAssertEqual(layer.instanceTransform.m11, 2)
        XCTAssertEqual(layer.value(forKey: "instanceCount") as? Int, 3)
        XCTAssertEqual(layer.value(forKeyPath: "instanceTransform.scale.x") as? CGFloat, 2)
    }

    func testNegativeOrNonFiniteValuesAreRefusedAndTheOldOnesKept() {
        let layer = CAReplicatorLayer()
        layer.instanceCount = 4
        var messages = diagnostics { layer.instanceCount = -2 }
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.contains("instanceCount") ?? false, "\(messages)")
        XCTAssertEqual(layer.instanceCount, 4)
        messages = diagnostics { layer.instanceDelay = .nan }
        XCTAssertEqual(messages.count, 1)
        XCTAssertEqual(layer.instanceDelay, 0)
        messages = diagnostics { layer.instanceRedOffset = .infinity }
        XCTAssertEqual(messages.count, 1)
        XCTAssertEqual(layer.instanceRedOffset, 0)
        messages = diagnostics { layer.setValue(Double.nan, forKey: "instanceCount") }
        XCTAssertEqual(messages.count, 1)
        XCTAssertEqual(layer.instanceCount, 4)
        messages = diagnostics { layer.setValue("many", forKey: "instanceCount") }
        XCTAssertEqual(messages.count, 1)
        XCTAssertEqual(layer.instanceCount, 4)
    }

    func testChangingInstanceDelayOfAStandaloneLayerAnimatesImplicitly() {
        let layer = committedReplicator()
        layer.instanceDelay = 0.5
        XCTAssertNotNil(layer.animation(forKey: "instanceDelay") as? CABasicAnimation)
        layer.preservesDepth = true
        XCTAssertNil(layer.animation(forKey: "preservesDepth"), "preservesDepth is not animatable")
    }

    func testPresentationFollowsAnInstanceTransformComponentAnimation() {
        let layer = committedReplicator()
        let messages = diagnostics {
            let animation = CABasicAnimation(keyPath: "instanceTransform.translation.x")
            animation.fromValue = 0
            animation.toValue = 40
            animation.duration = 2
            layer.add(animation, forKey: "spread")
        }
        XCTAssertEqual(messages, [])
        CATransaction.flush()
        finishRunLoopTurn()
        advance(0.5)
        XCTAssertEqual(layer.presentation()?.instanceTransform.m41 ?? -1, 10, accuracy: 0.01)
        XCTAssertEqual(layer.instanceTransform.m41, 0, "the model value is untouched")
    }

    func testAPlainLayersKeyOfTheSameNameStaysItsOwn() {
        let layer = CALayer()
        layer.setValue("custom", forKey: "instanceCount")
        XCTAssertEqual(layer.value(forKey: "instanceCount") as? String, "custom")
        XCTAssertNil(layer.state.instanced)
    }

    func testPresentationCopiesKeepTheReplicatorValues() {
        let layer = committedReplicator()
        layer.instanceCount = 7
        CATransaction.flush()
        finishRunLoopTurn()
        XCTAssertEqual(layer.presentation()?.instanceCount, 1, "instanceCount animates implicitly, whole copies at a time")
        advance(0.2)
        XCTAssertEqual(layer.presentation()?.instanceCount, 6)
        advance(1)
        XCTAssertEqual(layer.presentation()?.instanceCount, 7)
        let copy = CAReplicatorLayer(layer: layer)
        XCTAssertEqual(copy.instanceCount, 7)
        XCTAssertNil(CALayer(layer: layer).state.instanced, "a plain layer made from a replicator does not replicate")
    }
}
