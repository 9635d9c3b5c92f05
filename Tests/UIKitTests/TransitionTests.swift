import XCTest
@testable import UIKit

/// View transitions at model level: which `CATransition` goes on which
/// layer, what the view tree looks like at once, and when completion runs.
/// (Pixels of transitions belong to the transition renderer, tested there.)
final class TransitionTests: UIKitTestCase {
    private func container() -> (UIView, UIView, UIView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let current = UIView(frame: container.bounds)
        let swap = UIView(frame: container.bounds)
        swap.isHidden = true
        container.addSubview(current)
        container.addSubview(swap)
        commit()
        return (container, current, swap)
    }

    func testListing4_6CurlsUpWhileSwappingVisibility() {
        let (view, currentTextView, swapTextView) = container()
        var finished: Bool?
        UIView.transition(with: view, duration: 1.0, options: .transitionCurlUp, animations: {
            currentTextView.isHidden = true
            swapTextView.isHidden = false
        }, completion: { finished = $0 })
        XCTAssertTrue(currentTextView.isHidden, "the change is made at once in the model")
        XCTAssertFalse(swapTextView.isHidden)
        XCTAssertNil(currentTextView.layer.animationKeys(), "the changes themselves do not animate")
        let transition = view.layer.animation(forKey: kCATransition) as? CATransition
        XCTAssertEqual(transition?.type.rawValue, "pageCurl")
        XCTAssertEqual(transition?.subtype, .fromBottom)
        XCTAssertEqual(transition?.duration, 1.0)
        XCTAssertEqual(transition?.timingFunction, CAMediaTimingFunction(name: .easeInEaseOut))
        commit()
        advance(0.5)
        XCTAssertNil(finished)
        advance(0.6)
        XCTAssertEqual(finished, true)
        XCTAssertNil(view.layer.animationKeys())
    }

    func testEachTransitionOptionPicksItsTransition() {
        let cases: [(UIView.AnimationOptions, String, CATransitionSubtype?)] = [
            (.transitionFlipFromLeft, "oglFlip", .fromLeft),
            (.transitionFlipFromRight, "oglFlip", .fromRight),
            (.transitionFlipFromTop, "oglFlip", .fromTop),
            (.transitionFlipFromBottom, "oglFlip", .fromBottom),
            (.transitionCurlUp, "pageCurl", .fromBottom),
            (.transitionCurlDown, "pageUnCurl", .fromBottom),
            (.transitionCrossDissolve, "fade", nil),
        ]
        for (option, type, subtype) in cases {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            UIView.transition(with: view, duration: 0.5, options: [option, .curveLinear], animations: nil)
            let transition = view.layer.animation(forKey: kCATransition) as? CATransition
            XCTAssertEqual(transition?.type.rawValue, type)
            XCTAssertEqual(transition?.subtype, subtype)
            XCTAssertEqual(transition?.timingFunction, CAMediaTimingFunction(name: .linear))
            view.layer.removeAllAnimations()
        }
    }

    func testAllowAnimatedContentAnimatesTheChangesToo() {
        let (view, current, _) = container()
        UIView.transition(with: view, duration: 1, options: [.transitionCrossDissolve, .allowAnimatedContent],
                          animations: { current.alpha = 0.2 })
        XCTAssertNotNil(current.layer.animation(forKey: "opacity"))
        XCTAssertEqual(current.layer.animation(forKey: "opacity")?.duration, 1)
        XCTAssertNotNil(view.layer.animation(forKey: kCATransition))
        advance(1.1)
    }

    func testListing4_8FlipsBetweenTwoViewsRemovingOne() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let primary = UIView(frame: root.bounds)
        let secondary = UIView(frame: root.bounds)
        let sibling = UIView()
        root.addSubview(primary)
        root.addSubview(sibling)
        commit()
        var displayingPrimary = true
        UIView.transition(from: primary, to: secondary, duration: 1.0, options: .transitionFlipFromRight,
                          completion: { finished in if finished { displayingPrimary.toggle() } })
        XCTAssertNil(primary.superview, "the from view is removed at once")
        XCTAssertTrue(secondary.superview === root, "the to view takes its place")
        XCTAssertEqual(root.subviews, [secondary, sibling])
        let transition = root.layer.animation(forKey: kCATransition) as? CATransition
        XCTAssertEqual(transition?.type.rawValue, "oglFlip")
        XCTAssertEqual(transition?.subtype, .fromRight)
        XCTAssertEqual(transition?.duration, 1)
        commit()
        advance(1.1)
        XCTAssertFalse(displayingPrimary)

        UIView.transition(from: secondary, to: primary, duration: 1.0, options: .transitionFlipFromLeft,
                          completion: { finished in if finished { displayingPrimary.toggle() } })
        XCTAssertEqual((root.layer.animation(forKey: kCATransition) as? CATransition)?.subtype, .fromLeft)
        XCTAssertEqual(root.subviews, [primary, sibling])
        commit()
        advance(1.1)
        XCTAssertTrue(displayingPrimary)
    }

    func testShowHideTransitionViewsHidesInsteadOfRemoving() {
        let (root, current, swap) = container()
        var finished: Bool?
        UIView.transition(from: current, to: swap, duration: 0.5,
                          options: [.transitionCrossDissolve, .showHideTransitionViews], completion: { finished = $0 })
        XCTAssertTrue(current.superview === root)
        XCTAssertTrue(current.isHidden)
        XCTAssertFalse(swap.isHidden)
        XCTAssertEqual((root.layer.animation(forKey: kCATransition) as? CATransition)?.type, .fade)
        commit()
        advance(0.6)
        XCTAssertEqual(finished, true)
    }

    func testAnInterruptedTransitionCompletesUnfinished() {
        let (root, current, swap) = container()
        var results: [Bool] = []
        UIView.transition(with: root, duration: 1, options: .transitionFlipFromTop,
                          animations: { current.isHidden = true }, completion: { results.append($0) })
        commit()
        advance(0.3)
        UIView.transition(with: root, duration: 1, options: .transitionFlipFromBottom,
                          animations: { swap.isHidden = false }, completion: { results.append($0) })
        finishRunLoopTurn()
        XCTAssertEqual(results, [false], "a new transition on the same layer replaces the old one")
        advance(1.1)
        XCTAssertEqual(results, [false, true])
    }

    func testListing4_7BeginCommitTransition() {
        let (root, current, swap) = container()
        var stopped: Bool?
        UIView.beginAnimations("ToggleSiblings", context: nil)
        UIView.setAnimationTransition(.curlUp, for: root, cache: true)
        UIView.setAnimationDuration(1.0)
        UIView.setAnimationDidStop { _, finished, _ in stopped = finished }
        current.isHidden = true
        swap.isHidden = false
        UIView.commitAnimations()
        let transition = root.layer.animation(forKey: kCATransition) as? CATransition
        XCTAssertEqual(transition?.type.rawValue, "pageCurl")
        XCTAssertEqual(transition?.duration, 1.0)
        commit()
        advance(1.1)
        XCTAssertEqual(stopped, true)
    }

    func testTransitionsWithoutAnimationsOrWithoutASuperview() {
        let (root, current, swap) = container()
        var finished: Bool?
        UIView.setAnimationsEnabled(false)
        UIView.transition(with: root, duration: 1, options: .transitionCurlDown,
                          animations: { current.isHidden = true }, completion: { finished = $0 })
        UIView.setAnimationsEnabled(true)
        XCTAssertNil(root.layer.animationKeys())
        finishRunLoopTurn()
        XCTAssertEqual(finished, true)

        let orphan = UIView()
        var orphanFinished: Bool?
        let reports = diagnostics {
            UIView.transition(from: orphan, to: swap, duration: 1, options: .transitionFlipFromLeft,
                              completion: { orphanFinished = $0 })
        }
        XCTAssertEqual(reports.count, 1)
        finishRunLoopTurn()
        XCTAssertEqual(orphanFinished, true)
    }
}
