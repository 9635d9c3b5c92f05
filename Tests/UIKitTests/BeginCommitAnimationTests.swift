import XCTest
@testable import UIKit

/// The begin/commit API (listings 4-3, 4-4, 4-7), with closures for the
/// will-start and did-stop selectors.
final class BeginCommitAnimationTests: UIKitTestCase {
    private func committedView(alpha: CGFloat = 1) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.alpha = alpha
        commit()
        return view
    }

    func testListing4_3AnimatesAfterCommit() {
        let first = committedView(alpha: 1), second = committedView(alpha: 0)
        UIView.beginAnimations("ToggleViews", context: nil)
        UIView.setAnimationDuration(1.0)
        first.alpha = 0.0
        second.alpha = 1.0
        XCTAssertNil(first.layer.animationKeys(), "nothing runs before commitAnimations")
        UIView.commitAnimations()
        XCTAssertEqual(first.layer.animation(forKey: "opacity")?.duration, 1.0)
        commit()
        advance(0.5)
        XCTAssertEqual(shownOpacity(first), 0.5, accuracy: 0.01)
        XCTAssertEqual(shownOpacity(second), 0.5, accuracy: 0.01)
        advance(0.6)
    }

    func testTheDefaultDurationIsAFifthOfASecond() {
        let view = committedView()
        UIView.beginAnimations(nil, context: nil)
        view.alpha = 0
        UIView.commitAnimations()
        XCTAssertEqual(view.layer.animation(forKey: "opacity")?.duration, 0.2)
        advance(0.3)
    }

    func testListing4_4ChainsThroughTheDidStopHandler() {
        let third = committedView(alpha: 1)
        var log: [String] = []
        var context = 42
        withUnsafeMutablePointer(to: &context) { pointer in
            let raw = UnsafeMutableRawPointer(pointer)
            UIView.beginAnimations("ShowHideView", context: raw)
            UIView.setAnimationCurve(.easeIn)
            UIView.setAnimationDuration(1.0)
            UIView.setAnimationDelegate(self)
            UIView.setAnimationWillStart { id, ctx in
                log.append("willStart \(id ?? "nil") \(ctx == raw)")
            }
            UIView.setAnimationDidStop { id, finished, ctx in
                log.append("didStop \(id ?? "nil") \(finished) \(ctx == raw)")
                UIView.beginAnimations("ShowHideView2", context: nil)
                UIView.setAnimationCurve(.easeOut)
                UIView.setAnimationDuration(1.0)
                UIView.setAnimationDelay(1.0)
                third.alpha = 1.0
                UIView.commitAnimations()
            }
            third.alpha = 0.0
            UIView.commitAnimations()
        }
        let first = third.layer.animation(forKey: "opacity")
        XCTAssertEqual(first?.timingFunction, CAMediaTimingFunction(name: .easeIn))
        commit()
        XCTAssertEqual(log, ["willStart ShowHideView true"])
        advance(1.05)
        XCTAssertEqual(log, ["willStart ShowHideView true", "didStop ShowHideView true true"])
        let second = third.layer.animation(forKey: "opacity")
        XCTAssertEqual(second?.timingFunction, CAMediaTimingFunction(name: .easeOut))
        XCTAssertEqual(second?.fillMode, .backwards)
        commit()
        advance(0.5)
        XCTAssertEqual(shownOpacity(third), 0, accuracy: 1e-6, "waiting out the one-second delay")
        advance(1.6)
        XCTAssertEqual(shownOpacity(third), 1)
    }

    func testDidStopReportsAnInterruption() {
        let view = committedView()
        var stops: [Bool] = []
        UIView.beginAnimations("a", context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationDidStop { _, finished, _ in stops.append(finished) }
        view.alpha = 0
        UIView.commitAnimations()
        commit()
        advance(0.2)
        view.layer.removeAllAnimations()
        finishRunLoopTurn()
        XCTAssertEqual(stops, [false])
    }

    func testBeginCommitBlocksNestAndSettingsApplyToTheInnermost() {
        let a = committedView(), b = committedView()
        UIView.beginAnimations("outer", context: nil)
        UIView.setAnimationDuration(2)
        a.alpha = 0
        UIView.beginAnimations("inner", context: nil)
        UIView.setAnimationDuration(0.5)
        UIView.setAnimationRepeatCount(3)
        UIView.setAnimationRepeatAutoreverses(true)
        b.alpha = 0
        UIView.commitAnimations()
        XCTAssertNil(b.layer.animationKeys(), "animations start when the outermost block commits")
        UIView.commitAnimations()
        XCTAssertEqual(a.layer.animation(forKey: "opacity")?.duration, 2)
        XCTAssertEqual(a.layer.animation(forKey: "opacity")?.repeatCount, 0)
        let inner = b.layer.animation(forKey: "opacity")
        XCTAssertEqual(inner?.duration, 0.5)
        XCTAssertEqual(inner?.repeatCount, 3)
        XCTAssertEqual(inner?.autoreverses, true)
        advance(3.1)
    }

    func testSettingsMadeAfterTheChangesStillApply() {
        let view = committedView()
        UIView.beginAnimations(nil, context: nil)
        view.alpha = 0
        UIView.setAnimationDuration(3)
        UIView.setAnimationCurve(.linear)
        UIView.commitAnimations()
        XCTAssertEqual(view.layer.animation(forKey: "opacity")?.duration, 3)
        XCTAssertEqual(view.layer.animation(forKey: "opacity")?.timingFunction, CAMediaTimingFunction(name: .linear))
        advance(3.1)
    }

    func testStartDateDelaysTheAnimations() {
        let view = committedView()
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationStart(Date(timeIntervalSinceNow: 10))
        view.alpha = 0
        UIView.commitAnimations()
        let animation = view.layer.animation(forKey: "opacity")
        XCTAssertEqual(animation?.beginTime ?? 0, clock.time + 10, accuracy: 0.5)
        view.layer.removeAllAnimations()
    }

    func testBeginsFromCurrentState() {
        let view = committedView()
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        view.alpha = 0
        UIView.commitAnimations()
        commit()
        advance(0.5)
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationBeginsFromCurrentState(true)
        view.alpha = 1
        UIView.commitAnimations()
        let animation = view.layer.animation(forKey: "opacity") as? CABasicAnimation
        XCTAssertEqual(animation?.fromValue as? Float ?? -1, 0.5, accuracy: 0.01)
        advance(1.1)
    }

    func testMisuseIsReported() {
        XCTAssertEqual(diagnostics { UIView.commitAnimations() }.count, 1)
        XCTAssertEqual(diagnostics { UIView.setAnimationDuration(1) }.count, 1)
        XCTAssertEqual(diagnostics { UIView.setAnimationDidStop(nil) }.count, 1)
    }

    func testSetAnimationsEnabledFalseMakesChangesAtOnce() {
        let view = committedView()
        var stops: [Bool] = []
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDidStop { _, finished, _ in stops.append(finished) }
        UIView.setAnimationsEnabled(false)
        view.alpha = 0
        UIView.setAnimationsEnabled(true)
        UIView.commitAnimations()
        XCTAssertNil(view.layer.animationKeys())
        finishRunLoopTurn()
        XCTAssertEqual(stops, [true])
    }
}
