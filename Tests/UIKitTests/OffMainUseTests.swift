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
