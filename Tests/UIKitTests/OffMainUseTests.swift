import XCTest
@testable import UIKit

/// Views called from another thread: the call is carried out (tree changes
/// on the main thread's next turn), the first such use is reported, and
/// nothing traps (Swift 6 mode's isolation checks did).
final class OffMainUseTests: XCTestCase {
    /// Turns the main run loop until `done` holds, for at most 10 s (the
    /// calls carried to the main thread can queue up on a busy machine).
    @MainActor
    private static func turnMainRunLoop(until done: () -> Bool) {
        let deadline = Date(timeIntervalSinceNow: 10)
        repeat {
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
        } while !done() && Date() < deadline
    }

    func testViewCallsFromABackgroundThreadAreCarriedOutWithoutTrapping() {
        MainActor.assumeIsolated {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            parent.addSubview(child)
            let views = UncheckedViews(parent: parent, child: child)
            let done = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                views.child.removeFromSuperview()
                UIView.transition(with: views.parent, duration: 0.1, options: .transitionCrossDissolve,
                                  animations: { views.parent.alpha = 0.5 }, completion: nil)
                UIView.animate(withDuration: 0.1) { views.parent.alpha = 0.25 }
                views.parent.addSubview(views.child)
                views.parent.layoutIfNeeded()
                done.signal()
            }
            XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
            // Tree changes are made on the main thread at its next turn.
            Self.turnMainRunLoop(until: { child.superview === parent })
            XCTAssertTrue(child.superview === parent, "carried out")
            XCTAssertEqual(parent.alpha, 0.25)
        }
    }
}

extension OffMainUseTests {
    /// Several threads at once making views, adding them to one parent and
    /// running animation blocks: each thread's blocks keep to a stack of
    /// its own and the views' shared class records are locked (before, about one
    /// run in three corrupted the shared block stack and trapped).
    func testSeveralThreadsMakingAndAnimatingViewsAtOnceLoseNothing() {
        MainActor.assumeIsolated {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let own = (0..<4).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
            let views = UncheckedViewList(parent: parent, own: own)
            for round in 0..<16 {
                let group = DispatchGroup()
                for t in 0..<4 {
                    group.enter()
                    Thread.detachNewThread {
                        for i in 0..<25 {
                            views.parent.addSubview(UIView(frame: .zero))
                            UIView.animate(withDuration: 0.1, animations: {
                                views.own[t].frame.origin.x = CGFloat(round * 25 + i)
                                views.own[t].alpha = CGFloat(i % 10) / 10
                            }, completion: { _ in })
                        }
                        group.leave()
                    }
                }
                XCTAssertEqual(group.wait(timeout: .now() + 30), .success)
                RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.02))
            }
            Self.turnMainRunLoop(until: { parent.subviews.count >= 16 * 4 * 25 && own.allSatisfy { $0.frame.origin.x == 399 } })
            XCTAssertEqual(parent.subviews.count, 16 * 4 * 25, "every view added, on the main thread")
            XCTAssertEqual(own.map(\.frame.origin.x), [399, 399, 399, 399], "each thread's last change kept")
        }
    }
}

extension OffMainUseTests {
    /// Calls that read the subviews before changing them are carried to the
    /// main thread whole: the background thread returns with nothing changed,
    /// and the main thread makes the change at its next turn.
    func testHierarchyChangesThatReadTheSubviewsAreMadeOnTheMainThread() {
        MainActor.assumeIsolated {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let (a, b, c) = (UIView(), UIView(), UIView())
            for view in [a, b, c] { parent.addSubview(view) }
            let views = UncheckedViewList(parent: parent, own: [a, b, c])
            let done = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                views.parent.bringSubviewToFront(views.own[0])                        // b c a
                views.parent.insertSubview(views.own[1], aboveSubview: views.own[0])  // c a b
                views.parent.exchangeSubview(at: 0, withSubviewAt: 1)                // a c b
                views.parent.sendSubviewToBack(views.own[2])                          // c a b
                views.parent.insertSubview(views.own[0], belowSubview: views.own[2])  // a c b
                done.signal()
            }
            XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
            XCTAssertTrue(parent.subviews.elementsEqual([a, b, c], by: ===), "nothing changed off the main thread")
            Self.turnMainRunLoop(until: { parent.subviews.elementsEqual([a, c, b], by: ===) })
            XCTAssertTrue(parent.subviews.elementsEqual([a, c, b], by: ===), "made on the main thread, in order")
            XCTAssertTrue(parent.layer.sublayers?.elementsEqual([a, c, b].map(\.layer), by: ===) ?? false)
        }
    }

    /// Four threads add subviews to one view while the main thread, turning its
    /// run loop, adds the ones already queued: reading the subviews on the
    /// background threads as the main thread changed them crashed about one run
    /// in 800 of the adversary's case.
    func testAddingSubviewsFromFourThreadsWhileTheMainThreadAddsThem() {
        MainActor.assumeIsolated {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let views = UncheckedViewList(parent: parent, own: [])
            let group = DispatchGroup()
            for _ in 0..<4 {
                group.enter()
                Thread.detachNewThread {
                    for _ in 0..<500 { views.parent.addSubview(UIView(frame: .zero)) }
                    group.leave()
                }
            }
            while group.wait(timeout: .now()) == .timedOut { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.001)) }
            Self.turnMainRunLoop(until: { parent.subviews.count == 2_000 })
            XCTAssertEqual(parent.subviews.count, 2_000)
        }
    }
}

/// Views handed to other threads on purpose.
private struct UncheckedViewList: @unchecked Sendable {
    let parent: UIView
    let own: [UIView]
}

/// Views handed to another thread on purpose.
private struct UncheckedViews: @unchecked Sendable {
    let parent: UIView
    let child: UIView
}
