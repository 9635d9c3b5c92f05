import XCTest
@testable import UIKit

/// Gesture recognizers fed with pointer events as the host window delivers
/// them. Timers (multi-tap and long-press) run in real time, kept short.
final class GestureRecognizerTests: UIKitTestCase {
    final class Target: UIView {
        var log: [String] = []
        var states: [UIGestureRecognizer.State] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
        func handle(_ recognizer: UIGestureRecognizer) { states.append(recognizer.state) }
        func handleTap(_ recognizer: UITapGestureRecognizer) { log.append("tap at \(recognizer.location(in: self))") }
        func bare() { log.append("bare") }
    }

    private func setUpTarget() -> (UIWindow, Target) {
        let window = makeKeyWindow()
        let target = Target(frame: CGRect(x: 100, y: 100, width: 200, height: 150))
        window.addSubview(target)
        return (window, target)
    }

    // MARK: - Tap

    func testTapCallsTargetActionWithTheLocationAndCancelsTheViewsTouch() {
        let (window, target) = setUpTarget()
        let tap = UITapGestureRecognizer(target: target, action: Target.handleTap)
        tap.addTarget(target, action: Target.bare)
        target.addGestureRecognizer(tap)
        XCTAssertTrue(tap.view === target)
        click(CGPoint(x: 130, y: 140))
        XCTAssertEqual(target.log, ["began", "tap at \(CGPoint(x: 30, y: 40))", "bare", "cancelled"],
                       "the recognizer comes first; its view's touch is then cancelled")
        XCTAssertEqual(tap.state, .possible, "reset after the sequence")
        _ = window
    }

    func testTapWithoutCancellingTouchesAndWithAHandler() {
        let (_, target) = setUpTarget()
        var recognized: [UIGestureRecognizer.State] = []
        let tap = UITapGestureRecognizer { recognized.append($0.state) }
        tap.cancelsTouchesInView = false
        target.addGestureRecognizer(tap)
        click(CGPoint(x: 130, y: 140))
        XCTAssertEqual(recognized, [.ended])
        XCTAssertEqual(target.log, ["began", "ended"])
    }

    func testATapThatMovesTooFarFails() {
        let (_, target) = setUpTarget()
        let tap = UITapGestureRecognizer(target: target, action: Target.handle)
        target.addGestureRecognizer(tap)
        press(CGPoint(x: 130, y: 140))
        drag(CGPoint(x: 150, y: 140))
        XCTAssertEqual(tap.state, .failed)
        release(CGPoint(x: 150, y: 140))
        XCTAssertEqual(target.states, [])
        XCTAssertEqual(target.log, ["began", "moved", "ended"], "a failed recognizer leaves the touch to the view")
        XCTAssertEqual(tap.state, .possible)
    }

    func testDoubleTapAndASingleTapThatRequiresItToFail() {
        let (_, target) = setUpTarget()
        var log: [String] = []
        let single = UITapGestureRecognizer { _ in log.append("single") }
        let double = UITapGestureRecognizer { _ in log.append("double") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        target.addGestureRecognizer(single)
        target.addGestureRecognizer(double)

        click(CGPoint(x: 130, y: 140), at: 10)
        click(CGPoint(x: 132, y: 141), at: 10.2)
        XCTAssertEqual(log, ["double"], "the double tap wins; the single tap fails")
        wait(0.5)
        XCTAssertEqual(log, ["double"])

        click(CGPoint(x: 130, y: 140), at: 20)
        XCTAssertEqual(log, ["double"], "the single tap waits for the double tap to fail")
        wait(UITapGestureRecognizer.multiTapInterval + 0.15)
        XCTAssertEqual(log, ["double", "single"])
        XCTAssertEqual(single.state, .possible)
        XCTAssertEqual(double.state, .possible)
    }

    // MARK: - Swipe

    func testSwipeRecognizesItsDirectionOnly() {
        let (_, target) = setUpTarget()
        var log: [String] = []
        let right = UISwipeGestureRecognizer { _ in log.append("right") }
        let left = UISwipeGestureRecognizer { _ in log.append("left") }
        left.direction = .left
        right.delegate = SimultaneousDelegate.shared
        target.addGestureRecognizer(right)
        target.addGestureRecognizer(left)
        press(CGPoint(x: 150, y: 150), at: 1)
        drag(CGPoint(x: 180, y: 152), at: 1.05)
        drag(CGPoint(x: 230, y: 155), at: 1.1)
        release(CGPoint(x: 235, y: 155), at: 1.15)
        XCTAssertEqual(log, ["right"])
        XCTAssertEqual(target.log, ["began", "moved", "cancelled"])

        press(CGPoint(x: 250, y: 150), at: 2)
        drag(CGPoint(x: 180, y: 150), at: 2.1)
        release(CGPoint(x: 180, y: 150), at: 2.15)
        XCTAssertEqual(log, ["right", "left"])
    }

    func testASlowOrCrookedStrokeIsNoSwipe() {
        let (_, target) = setUpTarget()
        var log: [String] = []
        let swipe = UISwipeGestureRecognizer { _ in log.append("swipe") }
        swipe.direction = [.right, .down]
        target.addGestureRecognizer(swipe)
        press(CGPoint(x: 120, y: 120), at: 1)
        drag(CGPoint(x: 190, y: 120), at: 1.8)
        release(CGPoint(x: 190, y: 120), at: 1.9)
        press(CGPoint(x: 120, y: 120), at: 3)
        drag(CGPoint(x: 180, y: 170), at: 3.1)
        release(CGPoint(x: 180, y: 170), at: 3.2)
        XCTAssertEqual(log, [], "too slow, then diagonal")
        press(CGPoint(x: 120, y: 120), at: 5)
        drag(CGPoint(x: 125, y: 190), at: 5.1)
        release(CGPoint(x: 125, y: 190), at: 5.2)
        XCTAssertEqual(log, ["swipe"], "down is one of its directions")
    }

    // MARK: - Pan

    func testPanReportsTranslationAndVelocity() {
        let (window, target) = setUpTarget()
        var translations: [CGPoint] = []
        var states: [UIGestureRecognizer.State] = []
        var velocity = CGPoint.zero
        let pan = UIPanGestureRecognizer { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            states.append(pan.state)
            translations.append(pan.translation(in: target))
            velocity = pan.velocity(in: target)
        }
        target.addGestureRecognizer(pan)
        press(CGPoint(x: 150, y: 150), at: 1)
        drag(CGPoint(x: 155, y: 150), at: 1.02)
        XCTAssertEqual(states, [], "within the hysteresis")
        drag(CGPoint(x: 170, y: 150), at: 1.04)
        drag(CGPoint(x: 190, y: 160), at: 1.06)
        release(CGPoint(x: 190, y: 160), at: 1.08)
        XCTAssertEqual(states, [.began, .changed, .ended])
        XCTAssertEqual(translations, [CGPoint(x: 20, y: 0), CGPoint(x: 40, y: 10), CGPoint(x: 40, y: 10)])
        XCTAssertEqual(velocity.x, 40 / 0.08, accuracy: 1, "40 points in the last 0.08 s")
        XCTAssertEqual(target.log, ["began", "moved", "cancelled"], "the view loses the touch when the pan begins")
        _ = window
    }

    func testSetTranslationRebasesAndViewsConvertTheVector() {
        let (_, target) = setUpTarget()
        target.transform = CGAffineTransform(scaleX: 2, y: 2)
        var seen: [CGPoint] = []
        let pan = UIPanGestureRecognizer { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            seen.append(pan.translation(in: target))
            if pan.state == .began { pan.setTranslation(.zero, in: target) }
        }
        target.addGestureRecognizer(pan)
        press(CGPoint(x: 200, y: 175), at: 1)
        drag(CGPoint(x: 220, y: 175), at: 1.1)
        drag(CGPoint(x: 240, y: 175), at: 1.2)
        release(CGPoint(x: 240, y: 175), at: 1.3)
        XCTAssertEqual(seen, [CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 0)],
                       "20 window points are 10 points of the doubled view; the translation restarted at began")
    }

    // MARK: - Long press

    func testLongPressBeginsAfterTheDurationAndEndsOnRelease() {
        let (_, target) = setUpTarget()
        let long = UILongPressGestureRecognizer(target: target, action: Target.handle)
        long.minimumPressDuration = 0.1
        target.addGestureRecognizer(long)
        press(CGPoint(x: 150, y: 150))
        XCTAssertEqual(target.states, [])
        wait(0.25)
        XCTAssertEqual(target.states, [.began])
        XCTAssertEqual(target.log, ["began", "cancelled"])
        drag(CGPoint(x: 170, y: 150))
        release(CGPoint(x: 170, y: 150))
        XCTAssertEqual(target.states, [.began, .changed, .ended])
    }

    func testALongPressThatMovesOrLiftsEarlyFails() {
        let (_, target) = setUpTarget()
        let long = UILongPressGestureRecognizer(target: target, action: Target.handle)
        long.minimumPressDuration = 0.1
        target.addGestureRecognizer(long)
        press(CGPoint(x: 150, y: 150))
        drag(CGPoint(x: 170, y: 150))
        XCTAssertEqual(long.state, .failed)
        wait(0.2)
        release(CGPoint(x: 170, y: 150))
        press(CGPoint(x: 150, y: 150))
        release(CGPoint(x: 150, y: 150))
        wait(0.2)
        XCTAssertEqual(target.states, [])
    }

    // MARK: - Arbitration

    func testDelegateCanStopARecognizerFromBeginning() {
        final class Refusing: UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let (_, target) = setUpTarget()
        let refusing = Refusing()
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        tap.delegate = refusing
        target.addGestureRecognizer(tap)
        click(CGPoint(x: 150, y: 150))
        XCTAssertEqual(taps, 0)
        XCTAssertEqual(target.log, ["began", "ended"])
    }

    func testRecognizersOfAncestorsGetTheTouchesToo() {
        let (window, target) = setUpTarget()
        var log: [String] = []
        let outer = UITapGestureRecognizer { _ in log.append("window tap") }
        window.addGestureRecognizer(outer)
        click(CGPoint(x: 150, y: 150))
        XCTAssertEqual(log, ["window tap"])
        let inner = UITapGestureRecognizer { _ in log.append("view tap") }
        target.addGestureRecognizer(inner)
        click(CGPoint(x: 150, y: 150), at: 50)
        XCTAssertEqual(log, ["window tap", "view tap"], "the deepest recognizer wins and the other fails")
    }

    func testSimultaneousRecognitionWhenTheDelegateAllowsIt() {
        let (_, target) = setUpTarget()
        var log: [String] = []
        let a = UITapGestureRecognizer { _ in log.append("a") }
        let b = UITapGestureRecognizer { _ in log.append("b") }
        a.delegate = SimultaneousDelegate.shared
        target.addGestureRecognizer(a)
        target.addGestureRecognizer(b)
        click(CGPoint(x: 150, y: 150))
        XCTAssertEqual(log, ["a", "b"])
    }

    func testDisabledRecognizersAndRemovedTargets() {
        let (_, target) = setUpTarget()
        let tap = UITapGestureRecognizer(target: target, action: Target.handle)
        target.addGestureRecognizer(tap)
        tap.isEnabled = false
        click(CGPoint(x: 150, y: 150))
        XCTAssertEqual(target.states, [])
        tap.isEnabled = true
        tap.removeTarget(target)
        click(CGPoint(x: 150, y: 150), at: 40)
        XCTAssertEqual(target.states, [])
        target.removeGestureRecognizer(tap)
        XCTAssertNil(tap.view)
        XCTAssertNil(target.gestureRecognizers)
    }

    func testTargetsAreHeldWeakly() {
        let (_, target) = setUpTarget()
        let tap = UITapGestureRecognizer()
        target.addGestureRecognizer(tap)
        do {
            let temporary = Target()
            tap.addTarget(temporary, action: Target.handle)
        }
        click(CGPoint(x: 150, y: 150))
        XCTAssertEqual(tap.actions.count, 0, "a gone target's action is dropped")
    }
}

/// Lets every pair of recognizers recognize together.
final class SimultaneousDelegate: UIGestureRecognizerDelegate {
    static let shared = SimultaneousDelegate()
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
}
