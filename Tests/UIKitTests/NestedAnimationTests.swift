import XCTest
@testable import UIKit

/// Nesting rules of animation blocks (the guide's "Nesting Animation Blocks").
final class NestedAnimationTests: UIKitTestCase {
    private func committedView(alpha: CGFloat = 1) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.alpha = alpha
        commit()
        return view
    }

    func testListing4_5NestedBlockWithItsOwnDurationCurveAndRepeatCount() {
        let aView = committedView()
        let anotherView = committedView()
        var completions: [String] = []
        UIView.animate(withDuration: 1.0, delay: 1.0, options: .curveEaseOut, animations: {
            aView.alpha = 0.0
            UIView.animate(withDuration: 0.2, delay: 0.0,
                           options: [.overrideInheritedCurve, .curveLinear, .overrideInheritedDuration,
                                     .repeat, .autoreverse],
                           animations: {
                               UIView.setAnimationRepeatCount(2.5)
                               anotherView.alpha = 0.0
                           }, completion: { completions.append("inner \($0)") })
        }, completion: { completions.append("outer \($0)") })

        let inner = anotherView.layer.animation(forKey: "opacity")
        XCTAssertEqual(inner?.duration, 0.2)
        XCTAssertEqual(inner?.repeatCount, 2.5)
        XCTAssertEqual(inner?.autoreverses, true)
        XCTAssertEqual(inner?.timingFunction, CAMediaTimingFunction(name: .linear))
        let outer = aView.layer.animation(forKey: "opacity")
        XCTAssertEqual(outer?.duration, 1.0)
        XCTAssertEqual(outer?.timingFunction, CAMediaTimingFunction(name: .easeOut))
        XCTAssertEqual(outer?.repeatCount, 0)

        commit()
        advance(0.5)
        XCTAssertEqual(shownOpacity(anotherView), 1, accuracy: 1e-6, "the nested block starts with its parent, after the delay")
        advance(0.6)  // 1.1 s: 0.1 s into the nested animation, halfway down
        XCTAssertEqual(shownOpacity(anotherView), 0.5, accuracy: 0.001)
        advance(0.2)  // 1.3 s: on the way back up
        XCTAssertEqual(shownOpacity(anotherView), 0.5, accuracy: 0.001)
        advance(0.1)  // 1.4 s: back at the start after one full cycle
        XCTAssertEqual(shownOpacity(anotherView), 1, accuracy: 0.001)
        advance(0.5)  // 1.9 s: half a cycle into the third
        XCTAssertEqual(shownOpacity(anotherView), 0.5, accuracy: 0.001)
        XCTAssertEqual(completions, [])
        advance(0.15)  // 2.05 s: 2.5 cycles of 0.4 s end at 2.0 s, on the new value
        XCTAssertEqual(shownOpacity(anotherView), 0)
        XCTAssertEqual(Set(completions), ["inner true", "outer true"], "both end at 2 s")
    }

    func testNestedBlocksInheritDurationAndCurveUnlessTheyOverrideThem() {
        let a = committedView(), b = committedView(), c = committedView()
        UIView.animate(withDuration: 2, delay: 0, options: .curveEaseIn, animations: {
            UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear, animations: { a.alpha = 0 })
            UIView.animate(withDuration: 0.3, delay: 0, options: [.curveLinear, .overrideInheritedDuration],
                           animations: { b.alpha = 0 })
            UIView.animate(withDuration: 0.3, delay: 0, options: [.curveLinear, .overrideInheritedCurve],
                           animations: { c.alpha = 0 })
        })
        let first = a.layer.animation(forKey: "opacity"), second = b.layer.animation(forKey: "opacity")
        let third = c.layer.animation(forKey: "opacity")
        XCTAssertEqual(first?.duration, 2)
        XCTAssertEqual(first?.timingFunction, CAMediaTimingFunction(name: .easeIn))
        XCTAssertEqual(second?.duration, 0.3)
        XCTAssertEqual(second?.timingFunction, CAMediaTimingFunction(name: .easeIn))
        XCTAssertEqual(third?.duration, 2)
        XCTAssertEqual(third?.timingFunction, CAMediaTimingFunction(name: .linear))
        advance(2.1)
    }

    func testNestedBlocksInheritOptionsUnlessOverrideInheritedOptions() {
        let a = committedView(), b = committedView()
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse], animations: {
            UIView.animate(withDuration: 1, animations: { a.alpha = 0 })
            UIView.animate(withDuration: 1, delay: 0, options: .overrideInheritedOptions, animations: { b.alpha = 0 })
        })
        XCTAssertEqual(a.layer.animation(forKey: "opacity")?.repeatCount, .infinity)
        XCTAssertEqual(a.layer.animation(forKey: "opacity")?.autoreverses, true)
        XCTAssertEqual(b.layer.animation(forKey: "opacity")?.repeatCount, 0)
        XCTAssertEqual(b.layer.animation(forKey: "opacity")?.autoreverses, false)
        a.layer.removeAllAnimations()
        b.layer.removeAllAnimations()
    }

    func testNestedSpringBlocksInheritTheSpringUnlessOverridden() {
        let a = committedView(), b = committedView()
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
                       animations: {
                           UIView.animate(withDuration: 1) { a.alpha = 0 }
                           UIView.animate(withDuration: 1, delay: 0, options: .overrideInheritedOptions) { b.alpha = 0 }
                       })
        XCTAssertTrue(a.layer.animation(forKey: "opacity") is CASpringAnimation)
        XCTAssertFalse(b.layer.animation(forKey: "opacity") is CASpringAnimation)
        advance(1.1)
    }

    func testNestedCompletionsRunInTheOrderTheirAnimationsEnd() {
        let a = committedView(), b = committedView()
        var order: [String] = []
        UIView.animate(withDuration: 1, animations: {
            a.alpha = 0
            UIView.animate(withDuration: 0.5, delay: 0, options: .overrideInheritedDuration, animations: {
                b.alpha = 0
            }, completion: { _ in order.append("inner") })
        }, completion: { _ in order.append("outer") })
        commit()
        advance(0.6)
        XCTAssertEqual(order, ["inner"])
        advance(0.5)
        XCTAssertEqual(order, ["inner", "outer"])
    }

    func testModifyAnimationsRepeatsPartOfABlock() {
        let a = committedView()
        UIView.animate(withDuration: 1) {
            UIView.modifyAnimations(withRepeatCount: 3, autoreverses: true) { a.alpha = 0 }
        }
        let animation = a.layer.animation(forKey: "opacity")
        XCTAssertEqual(animation?.repeatCount, 3)
        XCTAssertEqual(animation?.autoreverses, true)
        XCTAssertEqual(animation?.duration, 1)
        a.layer.removeAllAnimations()
    }

    func testAKeyChangedTwiceInOneBlockAnimatesFromTheFirstOldValue() {
        let view = committedView(alpha: 1)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.alpha = 0.5
            view.alpha = 0
        })
        commit()
        advance(0.5)
        XCTAssertEqual(shownOpacity(view), 0.5, accuracy: 0.001, "from 1 to 0, not from 0.5")
        advance(0.6)
    }

    // MARK: - Depth

    /// Stack bytes between one level of `nest` and the next, with `wrap` between them.
    private func bytesPerLevel(_ wrap: @escaping (@escaping () -> Void) -> Void) -> Int {
        var addresses: [UInt] = []
        func nest(_ level: Int) {
            var marker = level
            withUnsafeMutablePointer(to: &marker) { addresses.append(UInt(bitPattern: $0)) }
            guard level > 0 else { return }
            wrap { nest(level - 1) }
        }
        nest(20)
        return (Int(bitPattern: addresses[5]) - Int(bitPattern: addresses[15])) / 10
    }

    func testNestingAnimateCostsAboutTheStackOfTheAppsOwnRecursion() throws {
        // AddressSanitizer keeps locals on a fake stack of its own: their addresses say nothing of the stack.
        if ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil {
            throw XCTSkip("stack addresses are not the stack's under AddressSanitizer")
        }
        let view = committedView()
        func plain(_ body: () -> Void) { body() }
        let own = bytesPerLevel { body in plain { view.alpha = 0.5; body() } }
        let nested = bytesPerLevel { body in UIView.animate(withDuration: 1) { view.alpha = 0.5; body() } }
        // Two frames of ours per level (the public method and runBlock); it was
        // four (720 bytes more than the app's own per level in a debug build).
        XCTAssertLessThan(Double(nested), 2.5 * Double(own), "\(nested) bytes a level against the app's own \(own)")
    }

    func testFiveThousandNestedBlocksAnimateTheirChanges() {
        let views = (0..<3).map { _ in committedView() }
        var completions = 0
        func nest(_ level: Int) {
            guard level > 0 else { return }
            UIView.animate(withDuration: 1, animations: {
                views[level % 3].alpha = CGFloat(level % 7) / 10
                nest(level - 1)
            }, completion: { _ in completions += 1 })
        }
        nest(5_000)
        for (index, view) in views.enumerated() {
            let opacity = view.layer.animation(forKey: "opacity") as? CABasicAnimation
            XCTAssertNotNil(opacity, "view \(index) animates")
            // The innermost change of each view is the one shown (levels 1, 2 and 3).
            let innermost = [3, 1, 2][index]
            XCTAssertEqual(view.alpha, CGFloat(innermost % 7) / 10, accuracy: 1e-6)
        }
        // Each block's animation was replaced by the next one's, except the three innermost.
        let deadline = Date(timeIntervalSinceNow: 30)
        while completions < 4_997, Date() < deadline { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01)) }
        XCTAssertGreaterThanOrEqual(completions, 4_997, "the completions of the replaced animations run")
    }
}
