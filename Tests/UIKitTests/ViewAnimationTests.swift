import XCTest
@testable import UIKit

/// Block animations with a manual clock: what is on screen at exact times,
/// and when completions run.
final class ViewAnimationTests: UIKitTestCase {
    private func committedView(alpha: CGFloat = 1) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.alpha = alpha
        commit()
        return view
    }

    func testOutsideABlockTheViewGivesNoAction() {
        let view = committedView()
        XCTAssertTrue(view.action(for: view.layer, forKey: "opacity") is NSNull)
        view.alpha = 0.5
        XCTAssertNil(view.layer.animationKeys(), "no implicit animation for a view's layer")
        XCTAssertEqual(view.layer.opacity, 0.5)
    }

    func testInsideABlockTheActionIsABasicAnimationFromTheOldValue() {
        let view = committedView(alpha: 0.8)
        var action: CAAction?
        UIView.animate(withDuration: 2) {
            action = view.action(for: view.layer, forKey: "opacity")
            XCTAssertTrue(view.action(for: view.layer, forKey: "hidden") is NSNull, "keys a view does not animate")
        }
        let basic = try? XCTUnwrap(action as? CABasicAnimation)
        XCTAssertEqual(basic?.keyPath, "opacity")
        XCTAssertEqual(basic?.fromValue as? Float, 0.8)
        XCTAssertEqual(basic?.duration, 2)
    }

    func testListing4_1FadesOneViewOutAndAnotherIn() {
        let first = committedView(alpha: 1)
        let second = committedView(alpha: 0)
        var finished: [Bool] = []
        UIView.animate(withDuration: 1.0, animations: {
            first.alpha = 0.0
            second.alpha = 1.0
        }, completion: { finished.append($0) })
        XCTAssertEqual(first.alpha, 0, "the model has the new value at once")
        XCTAssertEqual(first.layer.animationKeys(), ["opacity"])
        commit()
        advance(0.5)
        XCTAssertEqual(shownOpacity(first), 0.5, accuracy: 0.01, "ease-in-ease-out is halfway at half time")
        XCTAssertEqual(shownOpacity(second), 0.5, accuracy: 0.01)
        advance(0.25)
        XCTAssertLessThan(shownOpacity(first), 0.25)
        XCTAssertEqual(finished, [])
        advance(0.3)
        XCTAssertEqual(finished, [true])
        XCTAssertEqual(shownOpacity(first), 0)
        XCTAssertEqual(shownOpacity(second), 1)
        XCTAssertNil(first.layer.animationKeys(), "finished animations are removed")
    }

    func testCurves() {
        func opacity(at time: Double, options: UIView.AnimationOptions) -> CGFloat {
            let view = committedView(alpha: 0)
            UIView.animate(withDuration: 1, delay: 0, options: options, animations: { view.alpha = 1 })
            commit()
            advance(time)
            let value = shownOpacity(view)
            advance(2)
            return value
        }
        XCTAssertEqual(opacity(at: 0.25, options: .curveLinear), 0.25, accuracy: 0.001)
        XCTAssertLessThan(opacity(at: 0.25, options: .curveEaseIn), 0.2)
        XCTAssertGreaterThan(opacity(at: 0.25, options: .curveEaseOut), 0.3)
        let easeInOut = opacity(at: 0.25, options: [])
        XCTAssertLessThan(easeInOut, 0.25, "ease-in-ease-out is the default and starts slowly")
        XCTAssertEqual(opacity(at: 0.5, options: .curveEaseInOut), 0.5, accuracy: 0.01)
    }

    func testListing4_2ChainsThroughCompletionWithADelay() {
        let third = committedView(alpha: 1)
        var log: [String] = []
        UIView.animate(withDuration: 1.0, delay: 0.0, options: .curveEaseIn, animations: {
            third.alpha = 0.0
        }, completion: { finished in
            log.append("out \(finished)")
            UIView.animate(withDuration: 1.0, delay: 1.0, options: .curveEaseOut, animations: {
                third.alpha = 1.0
            }, completion: { log.append("in \($0)") })
        })
        commit()
        advance(1.0)
        XCTAssertEqual(log, ["out true"])
        commit()
        advance(0.5)
        XCTAssertEqual(shownOpacity(third), 0, accuracy: 1e-6, "during the delay the old value is shown (backwards fill)")
        XCTAssertEqual(third.alpha, 1)
        advance(1.0)
        XCTAssertEqual(shownOpacity(third), 0.5, accuracy: 0.2)
        XCTAssertGreaterThan(shownOpacity(third), 0.5, "ease-out is past halfway at half time")
        advance(0.6)
        XCTAssertEqual(log, ["out true", "in true"])
        XCTAssertEqual(shownOpacity(third), 1)
    }

    func testAnInterruptedAnimationCompletesUnfinished() {
        let view = committedView(alpha: 1)
        var results: [String] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { results.append("first \($0)") })
        commit()
        advance(0.5)
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.5 }, completion: { results.append("second \($0)") })
        commit()
        XCTAssertEqual(results, ["first false"], "replaced before its end")
        advance(1.1)
        XCTAssertEqual(results, ["first false", "second true"])
    }

    func testWithoutBeginFromCurrentStateTheNewAnimationStartsFromTheOldModelValue() {
        let view = committedView(alpha: 1)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        commit()
        advance(0.5)
        XCTAssertEqual(shownOpacity(view), 0.5, accuracy: 0.001)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 1 })
        commit()
        XCTAssertEqual(shownOpacity(view), 0, accuracy: 0.001, "jumps to the previous target, as on iOS")
        advance(1.1)
    }

    func testBeginFromCurrentStateStartsFromWhatIsOnScreen() {
        let view = committedView(alpha: 1)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        commit()
        advance(0.5)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
                       animations: { view.alpha = 1 })
        commit()
        XCTAssertEqual(shownOpacity(view), 0.5, accuracy: 0.001, "continues from the on-screen value")
        advance(0.5)
        XCTAssertEqual(shownOpacity(view), 0.75, accuracy: 0.001)
        advance(0.6)
    }

    func testAViewAddedAndAnimatedInOneTurnAnimatesFromItsStartingValue() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.alpha = 0
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 1 })
        commit()
        advance(0.25)
        XCTAssertEqual(shownOpacity(view), 0.25, accuracy: 0.001)
        advance(1)
    }

    func testFrameAnimatesPositionAndBounds() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        commit()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.frame = CGRect(x: 100, y: 0, width: 200, height: 100)
        })
        XCTAssertEqual(Set(view.layer.animationKeys() ?? []), ["position", "bounds"])
        commit()
        advance(0.5)
        let shown = view.layer.presentation()!
        XCTAssertEqual(shown.frame, CGRect(x: 50, y: 0, width: 150, height: 100), accuracy: 0.01)
        advance(0.6)
    }

    func testTransformBackgroundColorAndCenterAnimate() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .black
        commit()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.transform = CGAffineTransform(scaleX: 3, y: 3)
            view.backgroundColor = .white
            view.center = CGPoint(x: 150, y: 50)
        })
        commit()
        advance(0.5)
        let shown = view.layer.presentation()!
        XCTAssertEqual(shown.transform.m11, 2, accuracy: 0.01)
        XCTAssertEqual(shown.position, CGPoint(x: 100, y: 50), accuracy: 0.01)
        let gray = shown.backgroundColor?.components ?? []
        XCTAssertEqual(gray.first ?? -1, 0.5, accuracy: 0.02)
        advance(0.6)
    }

    func testABackgroundColourAnimatesFromNone() {
        let view = committedView()
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.backgroundColor = .red },
                       completion: { finished = $0 })
        XCTAssertNotNil(view.layer.animation(forKey: "backgroundColor"))
        commit()
        advance(0.5)
        XCTAssertEqual(view.layer.presentation()?.backgroundColor?.alpha ?? 0, 0.5, accuracy: 0.01, "from clear")
        advance(0.6)
        XCTAssertEqual(finished, true)
    }

    func testAnAnimationTheLayerRefusesDoesNotHoldUpTheCompletion() {
        let view = committedView()
        let window = makeWindow()
        window.addSubview(view)
        var finished: Bool?
        let reports = diagnostics {
            UIView.animate(withDuration: 1, animations: { view.center = CGPoint(x: CGFloat.nan, y: 0) },
                           completion: { finished = $0 })
        }
        XCTAssertFalse(reports.isEmpty, "the bad value is reported")
        finishRunLoopTurn()
        XCTAssertEqual(finished, true, "nothing was animated")
        XCTAssertTrue(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view, "and the view still takes touches")
    }

    func testZeroDurationChangesAtOnceAndCompletesOnTheNextTurn() {
        let view = committedView(alpha: 1)
        var finished: Bool?
        UIView.animate(withDuration: 0, animations: { view.alpha = 0 }, completion: { finished = $0 })
        XCTAssertNil(view.layer.animationKeys())
        XCTAssertNil(finished, "not called inside the call")
        finishRunLoopTurn()
        XCTAssertEqual(finished, true)
    }

    func testABlockWithoutChangesCompletesOnTheNextTurn() {
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: {}, completion: { finished = $0 })
        XCTAssertNil(finished)
        finishRunLoopTurn()
        XCTAssertEqual(finished, true)
    }

    func testRepeatForeverNeverCompletes() {
        let view = committedView(alpha: 1)
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .curveLinear], animations: { view.alpha = 0 },
                       completion: { finished = $0 })
        commit()
        advance(10.25)
        XCTAssertEqual(shownOpacity(view), 0.75, accuracy: 0.001)
        XCTAssertNil(finished)
        view.layer.removeAllAnimations()
        finishRunLoopTurn()
        XCTAssertEqual(finished, false, "removed: not finished")
    }

    func testAutoreverseGoesThereAndBackThenShowsTheNewValue() {
        let view = committedView(alpha: 1)
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear], animations: { view.alpha = 0 },
                       completion: { finished = $0 })
        commit()
        advance(0.5)
        XCTAssertEqual(shownOpacity(view), 0.5, accuracy: 0.001)
        advance(1.0)
        XCTAssertEqual(shownOpacity(view), 0.5, accuracy: 0.001, "on the way back")
        XCTAssertNil(finished)
        advance(0.6)
        XCTAssertEqual(finished, true)
        XCTAssertEqual(shownOpacity(view), 0, "snaps to the model value, as the guide warns")
    }

    func testPerformWithoutAnimationInsideABlock() {
        let view = committedView(alpha: 1)
        let other = committedView(alpha: 1)
        UIView.animate(withDuration: 1) {
            view.alpha = 0
            UIView.performWithoutAnimation {
                other.alpha = 0
                XCTAssertFalse(UIView.areAnimationsEnabled)
            }
            XCTAssertTrue(UIView.areAnimationsEnabled)
        }
        XCTAssertEqual(view.layer.animationKeys(), ["opacity"])
        XCTAssertNil(other.layer.animationKeys())
        advance(1.1)
    }

    func testSetAnimationsEnabled() {
        let view = committedView(alpha: 1)
        UIView.setAnimationsEnabled(false)
        XCTAssertFalse(UIView.areAnimationsEnabled)
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { finished = $0 })
        XCTAssertNil(view.layer.animationKeys())
        UIView.setAnimationsEnabled(true)
        finishRunLoopTurn()
        XCTAssertEqual(finished, true, "the completion still runs")
    }

    func testLayersOfTheAppIgnoreTheBlockAndUseTransactionDefaults() {
        let view = committedView()
        let custom = CALayer()
        view.layer.addSublayer(custom)
        commit()
        UIView.animate(withDuration: 3) {
            custom.opacity = 0
        }
        let animation = custom.animation(forKey: "opacity")
        XCTAssertEqual(animation?.duration, 0.25, "Core Animation's default, not the block's 3 s")
    }

    func testAllowUserInteractionDecidesWhetherAnAnimatingViewIsHit() {
        let window = makeWindow()
        let target = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(target)
        commit()
        UIView.animate(withDuration: 1) { target.alpha = 0.5 }
        commit()
        XCTAssertTrue(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === window, "animating views ignore touches")
        advance(1.1)
        XCTAssertTrue(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === target, "after the animation they get them")
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { target.alpha = 1 })
        XCTAssertTrue(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === target)
        advance(1.1)
    }

    func testLayoutSubviewsOptionAnimatesTheLayoutWithTheParent() {
        final class Container: UIView {
            let child = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(child)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func layoutSubviews() {
                child.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
            }
        }
        let container = Container(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.layoutIfNeeded()
        commit()
        XCTAssertEqual(container.child.frame.width, 50)
        UIView.animate(withDuration: 1, delay: 0, options: [.layoutSubviews, .curveLinear], animations: {
            container.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        })
        XCTAssertEqual(container.child.frame.width, 100, "laid out inside the block")
        XCTAssertNotNil(container.child.layer.animation(forKey: "bounds"), "so the child's change animates")
        commit()
        advance(0.5)
        XCTAssertEqual(container.child.layer.presentation()!.bounds.width, 75, accuracy: 0.01)
        advance(0.6)

        // Without the option the layout happens at commit, outside the block: no animation.
        UIView.animate(withDuration: 1) { container.bounds = CGRect(x: 0, y: 0, width: 100, height: 100) }
        commit()
        XCTAssertEqual(container.child.frame.width, 50)
        XCTAssertNil(container.child.layer.animation(forKey: "bounds"))
        advance(1.1)
    }

    func testAutoresizingSubviewsAnimateWithTheirParent() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        commit()
        UIView.animate(withDuration: 1) { parent.frame = CGRect(x: 0, y: 0, width: 200, height: 150) }
        XCTAssertEqual(child.frame, CGRect(x: 10, y: 10, width: 180, height: 130))
        XCTAssertNotNil(child.layer.animation(forKey: "bounds"))
        advance(1.1)
    }

    func testInheritedAnimationDuration() {
        XCTAssertEqual(UIView.inheritedAnimationDuration, 0)
        UIView.animate(withDuration: 0.7) {
            XCTAssertEqual(UIView.inheritedAnimationDuration, 0.7)
        }
    }
}
