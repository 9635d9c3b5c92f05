import XCTest
@testable import UIKit

final class UIViewTests: UIKitTestCase {
    func testGeometryLivesInTheLayer() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(view.center, CGPoint(x: 60, y: 45))
        XCTAssertEqual(view.layer.position, CGPoint(x: 60, y: 45))
        XCTAssertEqual(view.layer.bounds.size, CGSize(width: 100, height: 50))

        view.center = CGPoint(x: 100, y: 100)
        XCTAssertEqual(view.frame, CGRect(x: 50, y: 75, width: 100, height: 50))
        view.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        XCTAssertEqual(view.frame, CGRect(x: 90, y: 90, width: 20, height: 20), "bounds resize about the centre")

        view.alpha = 0.25
        XCTAssertEqual(view.layer.opacity, 0.25)
        view.isHidden = true
        XCTAssertTrue(view.layer.isHidden)
        view.clipsToBounds = true
        XCTAssertTrue(view.layer.masksToBounds)
        view.backgroundColor = .red
        XCTAssertEqual(view.layer.backgroundColor, UIColor.red.cgColor)
        XCTAssertEqual(view.backgroundColor, UIColor.red)

        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        XCTAssertEqual(view.layer.transform.m11, 2)
        XCTAssertEqual(view.transform, CGAffineTransform(scaleX: 2, y: 2))
        XCTAssertEqual(view.frame, CGRect(x: 80, y: 80, width: 40, height: 40), "the frame is the transformed box")
        XCTAssertEqual(view.bounds.size, CGSize(width: 20, height: 20), "bounds do not see the transform")
    }

    func testTheViewIsItsLayersDelegateAndDefaults() {
        let view = UIView()
        XCTAssertTrue(view.layer.delegate === view)
        XCTAssertEqual(view.frame, .zero)
        XCTAssertEqual(view.alpha, 1)
        XCTAssertNil(view.backgroundColor)
        XCTAssertTrue(view.isUserInteractionEnabled)
        XCTAssertFalse(view.isMultipleTouchEnabled)
        XCTAssertEqual(view.contentMode, .scaleToFill)
        XCTAssertEqual(view.tag, 0)
        XCTAssertNil(view.superview)
        XCTAssertNil(view.window)
        XCTAssertNotNil(UIView(coder: NSCoder()), "views made from a coder exist, as iOS subclasses expect")
    }

    func testLayerClassDecidesTheLayer() {
        final class ShapeView: UIView {
            override class var layerClass: AnyClass { CAShapeLayer.self }
        }
        let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertTrue(view.layer is CAShapeLayer)
        XCTAssertTrue(view.layer.delegate === view)
    }

    func testSubviewsAreMirroredInTheLayerTree() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        XCTAssertEqual(parent.subviews, [c, a, b])
        XCTAssertEqual(parent.layer.sublayers ?? [], [c.layer, a.layer, b.layer])
        XCTAssertTrue(a.superview === parent)

        parent.bringSubviewToFront(c)
        XCTAssertEqual(parent.subviews, [a, b, c])
        parent.sendSubviewToBack(b)
        XCTAssertEqual(parent.subviews, [b, a, c])
        XCTAssertEqual(parent.layer.sublayers ?? [], [b.layer, a.layer, c.layer])

        let d = UIView()
        parent.insertSubview(d, aboveSubview: b)
        XCTAssertEqual(parent.subviews, [b, d, a, c])
        let e = UIView()
        parent.insertSubview(e, belowSubview: b)
        XCTAssertEqual(parent.subviews, [e, b, d, a, c])
        XCTAssertEqual(parent.layer.sublayers ?? [], [e.layer, b.layer, d.layer, a.layer, c.layer])

        parent.exchangeSubview(at: 0, withSubviewAt: 4)
        XCTAssertEqual(parent.subviews, [c, b, d, a, e])
        XCTAssertEqual(parent.layer.sublayers ?? [], [c.layer, b.layer, d.layer, a.layer, e.layer])

        d.removeFromSuperview()
        XCTAssertNil(d.superview)
        XCTAssertNil(d.layer.superlayer)
        XCTAssertEqual(parent.subviews, [c, b, a, e])

        let other = UIView()
        other.addSubview(a)
        XCTAssertEqual(parent.subviews, [c, b, e], "adding elsewhere takes the view from its old superview")
        XCTAssertTrue(a.layer.superlayer === other.layer)
    }

    func testAppLayersKeepTheirPlaceAmongSubviewLayers() {
        let parent = UIView()
        let a = UIView(), b = UIView()
        let decoration = CALayer()
        parent.addSubview(a)
        parent.layer.addSublayer(decoration)
        parent.addSubview(b)
        XCTAssertEqual(parent.layer.sublayers ?? [], [a.layer, decoration, b.layer])
        parent.sendSubviewToBack(b)
        XCTAssertEqual(parent.layer.sublayers ?? [], [b.layer, a.layer, decoration])
    }

    func testAViewCannotContainItsAncestor() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        let reports = diagnostics { child.addSubview(parent) }
        XCTAssertEqual(reports.count, 1)
        XCTAssertNil(parent.superview)
        let selfReports = diagnostics { child.addSubview(child) }
        XCTAssertEqual(selfReports.count, 1)
    }

    func testHierarchyCallbacksComeInOrder() {
        final class Recorder: UIView {
            var log: [String] = []
            override func willMove(toSuperview newSuperview: UIView?) { log.append("willMoveToSuperview \(newSuperview == nil ? "nil" : "view")") }
            override func didMoveToSuperview() { log.append("didMoveToSuperview") }
            override func willMove(toWindow newWindow: UIWindow?) { log.append("willMoveToWindow \(newWindow == nil ? "nil" : "window")") }
            override func didMoveToWindow() { log.append("didMoveToWindow") }
            override func didAddSubview(_ subview: UIView) { log.append("didAddSubview") }
            override func willRemoveSubview(_ subview: UIView) { log.append("willRemoveSubview") }
        }
        let window = makeWindow()
        let parent = Recorder()
        let child = Recorder()
        window.addSubview(parent)
        XCTAssertEqual(parent.log, ["willMoveToSuperview view", "willMoveToWindow window", "didMoveToSuperview", "didMoveToWindow"])
        XCTAssertTrue(parent.window === window)
        parent.log = []
        parent.addSubview(child)
        XCTAssertEqual(parent.log, ["didAddSubview"])
        XCTAssertEqual(child.log, ["willMoveToSuperview view", "willMoveToWindow window", "didMoveToSuperview", "didMoveToWindow"])
        XCTAssertTrue(child.window === window)
        parent.log = []
        child.log = []
        parent.removeFromSuperview()
        XCTAssertEqual(parent.log, ["willMoveToSuperview nil", "willMoveToWindow nil", "didMoveToSuperview", "didMoveToWindow"])
        XCTAssertEqual(child.log, ["willMoveToWindow nil", "didMoveToWindow"], "descendants hear of the window change")
        XCTAssertNil(child.window)
    }

    func testTagsAndDescendants() {
        let root = UIView(), middle = UIView(), leaf = UIView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        leaf.tag = 7
        XCTAssertTrue(root.viewWithTag(7) === leaf)
        XCTAssertNil(root.viewWithTag(8))
        XCTAssertTrue(leaf.isDescendant(of: root))
        XCTAssertFalse(root.isDescendant(of: leaf))
    }

    func testContentModeSetsTheLayerGravity() {
        let view = UIView()
        view.contentMode = .scaleAspectFit
        XCTAssertEqual(view.layer.contentsGravity, .resizeAspect)
        view.contentMode = .top
        XCTAssertEqual(view.layer.contentsGravity, .bottom, "iOS layers are y-down: UIKit's top is Core Animation's bottom")
        view.contentMode = .redraw
        XCTAssertTrue(view.layer.needsDisplayOnBoundsChange)
    }
}
