import XCTest
@testable import QuartzCoreBase

/// Records animation delegate calls in order.
final class AnimationEventLog: NSObject, CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) {
        events.append("start \(anim.value(forKey: "tag") ?? "")")
    }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append("stop \(anim.value(forKey: "tag") ?? "") \(flag)")
    }
}

final class CALayerAnimationTests: LayerTestCase {
    func testAddStoresACopy() {
        let layer = CALayer()
        let move = CABasicAnimation(keyPath: "position")
        move.toValue = CGPoint(x: 10, y: 0)
        layer.add(move, forKey: "move")
        move.toValue = CGPoint(x: 99, y: 0)
        move.keyPath = "opacity"
        let attached = layer.animation(forKey: "move") as? CABasicAnimation
        XCTAssertFalse(attached === move)
        XCTAssertEqual(attached?.keyPath, "position")
        XCTAssertEqual(attached?.toValue as? CGPoint, CGPoint(x: 10, y: 0))
    }

    func testKeysAndRemoval() {
        let layer = CALayer()
        layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
        layer.add(CABasicAnimation(keyPath: "position"), forKey: "move")
        layer.add(CABasicAnimation(keyPath: "bounds"), forKey: nil)
        XCTAssertEqual(layer.animationKeys(), ["fade", "move"], "nil-keyed animations are not listed")
        layer.removeAnimation(forKey: "fade")
        XCTAssertEqual(layer.animationKeys(), ["move"])
        layer.removeAllAnimations()
        XCTAssertNil(layer.animationKeys())
        XCTAssertNil(layer.animation(forKey: "move"))
    }

    func testTransitionsAreAlwaysKeyedTransition() {
        let layer = CALayer()
        layer.add(CATransition(), forKey: "whatever")
        XCTAssertEqual(layer.animationKeys(), [kCATransition])
        XCTAssertTrue(layer.animation(forKey: kCATransition) is CATransition)
    }

    func testReplacingAnAnimationStopsTheOldOneUnfinished() {
        let layer = CALayer()
        let log = AnimationEventLog()
        let first = CABasicAnimation(keyPath: "opacity")
        first.setValue("first", forKey: "tag")
        first.delegate = log
        layer.add(first, forKey: "fade")
        let second = CABasicAnimation(keyPath: "opacity")
        second.setValue("second", forKey: "tag")
        layer.add(second, forKey: "fade")
        finishRunLoopTurn()
        XCTAssertEqual(log.events, ["stop first false"])
        XCTAssertEqual(layer.animationKeys(), ["fade"])
    }

    func testAnimationAsAnAction() {
        let layer = CALayer()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.run(forKey: "spin", object: layer, arguments: nil)
        XCTAssertEqual(layer.animationKeys(), ["spin"])
    }

    func testAnimationKeyValueCoding() {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.setValue(2, forKey: "duration")
        animation.setValue(NSNumber(value: 3), forKey: "repeatCount")
        animation.setValue("petal", forKey: "name")
        XCTAssertEqual(animation.duration, 2)
        XCTAssertEqual(animation.repeatCount, 3)
        XCTAssertEqual(animation.value(forKey: "name") as? String, "petal")
        XCTAssertEqual(animation.value(forKey: "keyPath") as? String, "opacity")
        XCTAssertEqual(CAAnimation.defaultValue(forKey: "speed") as? Float, 1)
        let copy = animation.copy() as! CABasicAnimation
        XCTAssertEqual(copy.value(forKey: "name") as? String, "petal")
        XCTAssertEqual(copy.duration, 2)
    }

    /// The settings kept out of line (delegate, undeclared keys, value
    /// function, by-value) travel with copies, the layer's included, and a
    /// copy's are its own; clearing them all leaves an animation as it was.
    func testRareSettingsAreCopiedAndEachCopyOwnsThem() throws {
        let log = AnimationEventLog()
        let turn = CABasicAnimation(keyPath: "transform")
        turn.delegate = log
        turn.valueFunction = CAValueFunction(name: .rotateZ)
        turn.byValue = 1.5
        turn.setValue("petal", forKey: "name")
        let layer = committedLayer()
        layer.add(turn, forKey: "turn")
        let attached = try XCTUnwrap(layer.animation(forKey: "turn") as? CABasicAnimation)
        XCTAssertFalse(attached === turn)
        XCTAssertTrue(attached.delegate === log)
        XCTAssertEqual(attached.valueFunction?.name, .rotateZ)
        XCTAssertEqual(attached.byValue as? Double, 1.5)
        XCTAssertEqual(attached.value(forKey: "name") as? String, "petal")

        turn.setValue("leaf", forKey: "name")
        turn.byValue = 2
        turn.delegate = nil
        XCTAssertEqual(attached.value(forKey: "name") as? String, "petal", "the layer's copy keeps its own")
        XCTAssertEqual(attached.byValue as? Double, 1.5)
        XCTAssertTrue(attached.delegate === log)

        turn.valueFunction = nil
        turn.byValue = nil
        turn.setValue(nil, forKey: "name")
        XCTAssertNil(turn.value(forKey: "name"))
        XCTAssertNil(turn.byValue)
        XCTAssertNil(turn.valueFunction)
        XCTAssertNil((turn.copy() as? CAAnimation)?.rare, "nothing left to copy out of line")
    }

    /// `transform.scale.xy` (undocumented, accepted by Apple) pulses x and y
    /// together; a group holding it is kept whole, its other child included.
    func testGroupWithTransformScaleXYAnimatesBothFlatAxes() {
        let layer = committedLayer()
        let pulse = CABasicAnimation(keyPath: "transform.scale.xy")
        pulse.fromValue = 1
        pulse.toValue = 3
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        let group = CAAnimationGroup()
        group.animations = [pulse, fade]
        group.duration = 2
        let messages = diagnostics {
            CATransaction.flush()
            layer.add(group, forKey: "pulse")
            CATransaction.flush()
            finishRunLoopTurn()
        }
        XCTAssertEqual(messages, [])
        advance(1)
        let shown = layer.presentation()!
        XCTAssertEqual(shown.transform.m11, 2, accuracy: 1e-9)
        XCTAssertEqual(shown.transform.m22, 2, accuracy: 1e-9)
        XCTAssertEqual(shown.transform.m33, 1, accuracy: 1e-9, "z is not scaled")
        XCTAssertEqual(shown.opacity, 0.5, accuracy: 1e-6)
        XCTAssertEqual(ValueConversion.double(layer.value(forKeyPath: "transform.scale.xy")) ?? 0, 1, accuracy: 1e-12)
    }
}
