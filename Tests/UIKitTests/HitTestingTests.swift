import XCTest
@testable import UIKit

/// Hit testing on the model tree, as Apple does it.
final class HitTestingTests: UIKitTestCase {
    func testTheFrontmostContainingViewIsHit() {
        let window = makeWindow()
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 150))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(back)
        window.addSubview(front)
        front.addSubview(inner)
        XCTAssertTrue(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        XCTAssertTrue(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === front, "overlap: the later sibling is in front")
        XCTAssertTrue(window.hitTest(CGPoint(x: 115, y: 115), with: nil) === inner)
        XCTAssertTrue(window.hitTest(CGPoint(x: 350, y: 280), with: nil) === window)
        XCTAssertNil(window.hitTest(CGPoint(x: 450, y: 50), with: nil), "outside the window")
        window.bringSubviewToFront(back)
        XCTAssertTrue(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === back)
    }

    func testHiddenTransparentAndDisabledViewsAreSkippedWithTheirSubtrees() {
        let window = makeWindow()
        let under = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let over = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(under)
        window.addSubview(over)
        over.addSubview(child)
        let point = CGPoint(x: 25, y: 25)
        XCTAssertTrue(window.hitTest(point, with: nil) === child)
        over.isHidden = true
        XCTAssertTrue(window.hitTest(point, with: nil) === under)
        over.isHidden = false
        over.alpha = 0.005
        XCTAssertTrue(window.hitTest(point, with: nil) === under, "alpha below 0.01 counts as invisible")
        over.alpha = 0.01
        XCTAssertTrue(window.hitTest(point, with: nil) === child)
        over.isUserInteractionEnabled = false
        XCTAssertTrue(window.hitTest(point, with: nil) === under)
        over.isUserInteractionEnabled = true
        child.isUserInteractionEnabled = false
        XCTAssertTrue(window.hitTest(point, with: nil) === over)
    }

    func testSubviewsOutsideTheirParentAreNotHit() {
        let window = makeWindow()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let sticking = UIView(frame: CGRect(x: 40, y: 40, width: 50, height: 50))
        window.addSubview(parent)
        parent.addSubview(sticking)
        XCTAssertTrue(window.hitTest(CGPoint(x: 45, y: 45), with: nil) === sticking)
        XCTAssertTrue(window.hitTest(CGPoint(x: 70, y: 70), with: nil) === window, "the parent does not contain the point")
    }

    func testTransformedViewsAreHitWhereTheyAre() {
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 20))
        window.addSubview(view)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // Turned upright about its centre (150, 110): it now spans x 140...160, y 60...160.
        XCTAssertTrue(window.hitTest(CGPoint(x: 150, y: 70), with: nil) === view)
        XCTAssertTrue(window.hitTest(CGPoint(x: 110, y: 110), with: nil) === window)
        let local = view.convert(CGPoint(x: 150, y: 70), from: window)
        XCTAssertEqual(local, CGPoint(x: 10, y: 10), accuracy: 1e-6)  // the left end is at the top
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        XCTAssertTrue(window.hitTest(CGPoint(x: 130, y: 110), with: nil) === view)
        XCTAssertTrue(window.hitTest(CGPoint(x: 110, y: 110), with: nil) === window)
    }

    func testPointInsideCanBeOverridden() {
        final class RoundView: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                let r = bounds.width / 2
                return hypot(point.x - r, point.y - r) <= r
            }
        }
        let window = makeWindow()
        let round = RoundView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(round)
        XCTAssertTrue(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === round)
        XCTAssertTrue(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === window, "the corner is outside the circle")
    }

    func testConversionsBetweenViews() {
        let window = makeWindow(CGRect(x: 0, y: 0, width: 400, height: 300))
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        let c = UIView(frame: CGRect(x: 200, y: 100, width: 50, height: 50))
        window.addSubview(a)
        a.addSubview(b)
        window.addSubview(c)
        XCTAssertEqual(b.convert(CGPoint(x: 1, y: 1), to: nil), CGPoint(x: 16, y: 26))
        XCTAssertEqual(b.convert(CGPoint(x: 1, y: 1), to: c), CGPoint(x: -184, y: -74))
        XCTAssertEqual(c.convert(CGPoint(x: 16, y: 26), from: nil), CGPoint(x: -184, y: -74))
        XCTAssertEqual(b.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: window), CGRect(x: 15, y: 25, width: 10, height: 10))
        a.bounds.origin = CGPoint(x: 5, y: 5)
        XCTAssertEqual(b.convert(CGPoint.zero, to: window), CGPoint(x: 10, y: 20), "bounds origin scrolls the content")
    }

    func testPresentationHitTestingCatchesAMovingViewWhereItIsDrawn() {
        let window = makeWindow()
        let mover = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(mover)
        commit()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .allowUserInteraction], animations: {
            mover.center = CGPoint(x: 225, y: 25)
        })
        commit()
        advance(0.5)
        // On screen the view is at x 100...150; the model is already at 200...250.
        XCTAssertTrue(window.hitTest(CGPoint(x: 125, y: 25), with: nil) === window, "the model tree by default")
        XCTAssertTrue(window.hitTest(CGPoint(x: 225, y: 25), with: nil) === mover)
        window.hitTestsPresentation = true
        XCTAssertTrue(window.hitTest(CGPoint(x: 125, y: 25), with: nil) === mover, "what is drawn, when asked")
        XCTAssertTrue(window.hitTest(CGPoint(x: 225, y: 25), with: nil) === window)
        advance(0.6)
    }
}
