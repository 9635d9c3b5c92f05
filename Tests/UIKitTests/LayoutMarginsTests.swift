import XCTest
@testable import UIKit

final class LayoutMarginsTests: UIKitTestCase {
    private final class RecordingView: UIView {
        var changes = 0
        override func layoutMarginsDidChange() { changes += 1 }
    }

    private final class NotchedView: UIView {
        override var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0) }
    }

    func testDefaultsAreApples() {
        let view = UIView()
        XCTAssertFalse(view.preservesSuperviewLayoutMargins)
        XCTAssertTrue(view.insetsLayoutMarginsFromSafeArea)
        XCTAssertEqual(view.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    func testPreservingTakesThePartOfTheSuperviewsMarginsThatReachesIn() {
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        outer.layoutMargins = UIEdgeInsets(top: 20, left: 30, bottom: 10, right: 40)
        let inner = UIView(frame: CGRect(x: 10, y: 0, width: 150, height: 100))
        outer.addSubview(inner)
        XCTAssertEqual(inner.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), "not preserving")
        inner.preservesSuperviewLayoutMargins = true
        // left: 30 − 10 = 20; top: 20 − 0; right: 40 − (200 − 160) = 0 < 8; bottom: 10 − 0.
        XCTAssertEqual(inner.layoutMargins, UIEdgeInsets(top: 20, left: 20, bottom: 10, right: 8))
        // Through a chain of preserving views.
        let innermost = UIView(frame: CGRect(x: 5, y: 5, width: 100, height: 50))
        inner.addSubview(innermost)
        innermost.preservesSuperviewLayoutMargins = true
        XCTAssertEqual(innermost.layoutMargins, UIEdgeInsets(top: 15, left: 15, bottom: 8, right: 8))
        inner.preservesSuperviewLayoutMargins = false
        XCTAssertEqual(innermost.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    func testConstraintsToTheMarginsUseTheMarginsInEffect() {
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        outer.layoutMargins = UIEdgeInsets(top: 8, left: 40, bottom: 8, right: 8)
        let inner = UIView(frame: outer.bounds)
        inner.preservesSuperviewLayoutMargins = true
        outer.addSubview(inner)
        let label = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        inner.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: inner.layoutMarginsGuide.leadingAnchor),
            label.topAnchor.constraint(equalTo: inner.topAnchor),
            label.widthAnchor.constraint(equalToConstant: 10), label.heightAnchor.constraint(equalToConstant: 10),
        ])
        outer.layoutIfNeeded()
        XCTAssertEqual(label.frame.minX, 40)
    }

    func testTheSafeAreaWidensTheMarginsUnlessTurnedOff() {
        let view = NotchedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(view.layoutMargins.top, 30)
        view.insetsLayoutMarginsFromSafeArea = false
        XCTAssertEqual(view.layoutMargins.top, 8)
    }

    func testChangesReachPreservingDescendants() {
        let outer = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let preserving = RecordingView(frame: outer.bounds)
        preserving.preservesSuperviewLayoutMargins = true
        let other = RecordingView(frame: outer.bounds)
        outer.addSubview(preserving)
        outer.addSubview(other)
        let before = (outer.changes, preserving.changes, other.changes)
        outer.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(outer.changes, before.0 + 1)
        XCTAssertEqual(preserving.changes, before.1 + 1)
        XCTAssertEqual(other.changes, before.2)
        XCTAssertEqual(outer.layoutMargins, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    /// The deepest chain of preserving views the tree holds passes the root's margins all the way down.
    func testTheDeepestPreservingChainGetsTheRootsMargins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.layoutMargins = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        var last = root
        for _ in 1..<CALayer.maximumTreeDepth {
            let child = UIView(frame: last.bounds)
            child.preservesSuperviewLayoutMargins = true
            last.addSubview(child)
            last = child
        }
        XCTAssertEqual(last.layoutMargins, UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12))
    }

    func testNaNMarginsDoNotTrap() {
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        outer.layoutMargins = UIEdgeInsets(top: .nan, left: 8, bottom: 8, right: 8)
        let inner = UIView(frame: outer.bounds)
        inner.preservesSuperviewLayoutMargins = true
        outer.addSubview(inner)
        XCTAssertEqual(inner.layoutMargins.left, 8)
        XCTAssertEqual(inner.layoutMargins.top, 8, "a NaN edge of the superview's is ignored")
    }
}
