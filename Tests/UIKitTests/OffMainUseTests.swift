import XCTest
@testable import UIKit

/// Views called from another thread: the call is carried out (tree changes
/// on the main thread's next turn), the first such use is reported, and
/// nothing traps (Swift 6 mode's isolation checks did).
final class OffMainUseTests: XCTestCase {
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
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
            XCTAssertTrue(child.superview === parent, "carried out")
            XCTAssertEqual(parent.alpha, 0.25)
        }
    }
}

/// Views handed to another thread on purpose.
private struct UncheckedViews: @unchecked Sendable {
    let parent: UIView
    let child: UIView
}
