import XCTest
@testable import QuartzCoreBase

/// An action that records where it ran.
final class RecordingAction: NSObject, CAAction {
    let label: String
    var runs: [(event: String, layer: CALayer?)] = []
    init(_ label: String) { self.label = label }
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        runs.append((event, anObject as? CALayer))
    }
}

/// A delegate that answers actions from a table and records what it was asked.
final class ActionDelegate: NSObject, CALayerDelegate {
    var answers: [String: CAAction] = [:]
    var asked: [String] = []
    var valuesSeen: [Any?] = []
    func action(for layer: CALayer, forKey event: String) -> CAAction? {
        asked.append(event)
        valuesSeen.append(layer.value(forKey: event))
        return answers[event]
    }
}

final class CALayerActionTests: LayerTestCase {
    func testSearchOrderDelegateActionsStyleDefault() {
        final class DefaultingLayer: CALayer {
            static let fallback = RecordingAction("default")
            override class func defaultAction(forKey event: String) -> CAAction? {
                event == "opacity" ? fallback : nil
            }
        }
        let layer = DefaultingLayer()
        let delegate = ActionDelegate()
        layer.delegate = delegate
        let fromDelegate = RecordingAction("delegate"), fromActions = RecordingAction("actions"),
            fromStyle = RecordingAction("style")
        delegate.answers["opacity"] = fromDelegate
        layer.actions = ["opacity": fromActions]
        layer.style = ["actions": ["opacity": fromStyle] as [String: CAAction]]

        XCTAssertTrue(layer.action(forKey: "opacity") as AnyObject === fromDelegate)
        delegate.answers["opacity"] = nil
        XCTAssertTrue(layer.action(forKey: "opacity") as AnyObject === fromActions)
        layer.actions = nil
        XCTAssertTrue(layer.action(forKey: "opacity") as AnyObject === fromStyle)
        layer.style = nil
        XCTAssertTrue(layer.action(forKey: "opacity") as AnyObject === DefaultingLayer.fallback)
    }

    func testNSNullEndsTheSearchWithNoAction() {
        let layer = committedLayer()
        let delegate = ActionDelegate()
        layer.delegate = delegate
        layer.actions = ["opacity": RecordingAction("actions")]
        delegate.answers["opacity"] = NSNull()
        XCTAssertNil(layer.action(forKey: "opacity"))
        delegate.answers["opacity"] = nil
        layer.actions = ["opacity": NSNull()]
        XCTAssertNil(layer.action(forKey: "opacity"), "NSNull in actions stops the implicit animation too")
    }

    func testActionRunsAfterTheChangeAndIsAskedBeforeIt() {
        let layer = committedLayer()
        let delegate = ActionDelegate()
        let action = RecordingAction("custom")
        delegate.answers["backgroundColor"] = action
        layer.delegate = delegate
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.backgroundColor = red
        XCTAssertEqual(delegate.asked, ["backgroundColor"])
        XCTAssertNil(delegate.valuesSeen[0] as? CGColor, "the delegate is asked while the old value is in place")
        XCTAssertEqual(action.runs.count, 1)
        XCTAssertEqual(action.runs[0].event, "backgroundColor")
        XCTAssertTrue(action.runs[0].layer === layer)
    }

    func testStandaloneLayerGetsTheImplicitBasicAnimation() {
        let layer = committedLayer { $0.opacity = 1 }
        layer.opacity = 0.25
        let animation = layer.animation(forKey: "opacity") as? CABasicAnimation
        XCTAssertNotNil(animation)
        XCTAssertEqual(animation?.keyPath, "opacity")
        XCTAssertEqual(animation?.fromValue as? Float, 1, "from the on-screen value")
        XCTAssertNil(animation?.toValue)
        XCTAssertEqual(animation?.duration, 0.25)
        XCTAssertEqual(animation?.timingFunction, CAMediaTimingFunction(name: .default))
    }

    func testTransactionDurationAndTimingFunctionApply() {
        let layer = committedLayer()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position = CGPoint(x: 10, y: 10)
        CATransaction.commit()
        let animation = layer.animation(forKey: "position") as? CABasicAnimation
        XCTAssertEqual(animation?.duration, 1)
        XCTAssertEqual(animation?.timingFunction, CAMediaTimingFunction(name: .linear))
    }

    func testDisableActionsSkipsTheSearch() {
        let layer = committedLayer()
        let delegate = ActionDelegate()
        layer.delegate = delegate
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 5, y: 5)
        CATransaction.commit()
        XCTAssertEqual(delegate.asked, [])
        XCTAssertNil(layer.animationKeys())
        XCTAssertEqual(layer.position, CGPoint(x: 5, y: 5))
    }

    func testNewLayersGetNoImplicitAnimationBeforeTheirFirstCommit() {
        let layer = CALayer()
        layer.position = CGPoint(x: 5, y: 5)
        XCTAssertNil(layer.animationKeys())
    }

    /// Apple's search order (delegate, `actions`, style, class default, then
    /// the built-in animation) names no commit: a layer made and changed in
    /// one transaction, then asked, answers with the animation a later change
    /// would get, from its model value (nothing of it is on screen yet).
    func testANeverCommittedLayerAnswersWithTheImplicitAnimationWhenAsked() {
        let layer = CALayer()
        layer.opacity = 0.5
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.8)
        let answer = layer.action(forKey: "opacity") as? CABasicAnimation
        CATransaction.commit()
        XCTAssertEqual(answer?.keyPath, "opacity")
        XCTAssertEqual(answer?.fromValue as? Float, 0.5, "from the model value: no presentation exists yet")
        XCTAssertEqual(answer?.duration, 0.8)
        XCTAssertTrue(layer.action(forKey: "contents") is CATransition)
        XCTAssertNil(layer.action(forKey: "isHidden"), "booleans have no built-in animation, committed or not")
        XCTAssertNil(layer.animationKeys(), "asking adds nothing")
    }

    /// A layer class that reuses the built-in animation for a key of its own,
    /// as progress rings do, gets nothing during its first (uncommitted)
    /// change, like the setter itself, and the animation after a commit.
    func testASubclassAskingSuperGetsNothingForAChangeBeforeTheFirstCommit() {
        final class RingLayer: CALayer {
            var answers: [CAAction?] = []
            override func action(forKey event: String) -> CAAction? {
                guard event == "progress" else { return super.action(forKey: event) }
                let base = super.action(forKey: "opacity") as? CABasicAnimation
                answers.append(base)
                guard let base else { return nil }
                let animation = CABasicAnimation(keyPath: event)
                animation.duration = base.duration
                return animation
            }
        }
        let ring = RingLayer()
        ring.setValue(0.3, forKey: "progress")
        XCTAssertEqual(ring.answers.count, 1)
        XCTAssertNil(ring.answers[0] ?? nil, "a change before the first commit is not animated")
        XCTAssertNil(ring.animationKeys())
        _ = committed(ring)
        ring.setValue(0.6, forKey: "progress")
        XCTAssertNotNil(ring.answers.last ?? nil)
        XCTAssertEqual(ring.animationKeys(), ["progress"])
    }

    func testContentsChangesFade() {
        let layer = committedLayer()
        layer.contents = CGImage.solid(width: 2, height: 2)
        let transition = layer.animation(forKey: kCATransition) as? CATransition
        XCTAssertEqual(transition?.type, .fade)
        XCTAssertEqual(layer.animationKeys(), [kCATransition])
    }

    func testBooleanPropertiesChangeAtOnce() {
        let layer = committedLayer()
        layer.isHidden = true
        XCTAssertNil(layer.animationKeys())
    }

    func testOrderInOrderOutAndSublayersActions() {
        let parent = CALayer(), child = CALayer()
        let orderIn = RecordingAction("in"), orderOut = RecordingAction("out"), sublayers = RecordingAction("subs")
        child.actions = [kCAOnOrderIn: orderIn, kCAOnOrderOut: orderOut]
        parent.actions = ["sublayers": sublayers]
        parent.addSublayer(child)
        XCTAssertEqual(orderIn.runs.map(\.event), [kCAOnOrderIn])
        XCTAssertTrue(orderIn.runs[0].layer === child)
        XCTAssertEqual(sublayers.runs.count, 1)
        child.removeFromSuperlayer()
        XCTAssertEqual(orderOut.runs.map(\.event), [kCAOnOrderOut])
        XCTAssertEqual(sublayers.runs.count, 2)
    }

    func testCustomPushActionOnBackgroundColor() {
        // Document 002: a CATransition in `actions` animates backgroundColor changes.
        let layer = committedLayer()
        let push = CATransition()
        push.type = .push
        push.subtype = .fromLeft
        layer.actions = ["backgroundColor": push]
        layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let running = layer.animation(forKey: kCATransition) as? CATransition
        XCTAssertEqual(running?.type, .push)
        XCTAssertEqual(running?.subtype, .fromLeft)
        XCTAssertFalse(running === push, "the layer runs a copy")
    }
}
