import XCTest
@testable import UIKit

final class ResponderChainTests: UIKitTestCase {
    final class Controller: UIViewController {
        var began: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            began.append("controller")
            super.touchesBegan(touches, with: event)
        }
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var began = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
    }

    func testTheChainRunsFromViewToControllerToWindowToApplicationToDelegate() {
        let delegate = AppDelegate()
        let previous = UIApplication.shared.delegate
        UIApplication.shared.delegate = delegate
        defer { UIApplication.shared.delegate = previous }
        let window = makeWindow()
        let controller = Controller()
        window.rootViewController = controller
        let leaf = UIView()
        controller.view.addSubview(leaf)
        XCTAssertTrue(leaf.next === controller.view)
        XCTAssertTrue(controller.view.next === controller)
        XCTAssertTrue(controller.next === window)
        XCTAssertTrue(window.next === UIApplication.shared)
        XCTAssertTrue(UIApplication.shared.next === delegate)
    }

    func testUnhandledTouchesTravelUpTheChain() {
        let delegate = AppDelegate()
        let previous = UIApplication.shared.delegate
        UIApplication.shared.delegate = delegate
        defer { UIApplication.shared.delegate = previous }
        let window = makeKeyWindow()
        let controller = Controller()
        window.rootViewController = controller
        let leaf = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        controller.view.addSubview(leaf)
        click(CGPoint(x: 20, y: 20))
        XCTAssertEqual(controller.began, ["controller"], "the leaf's default forwards to its superview, then the controller")
        XCTAssertEqual(delegate.began, 1, "the controller's super call reaches window, app and delegate")
    }

    func testViewControllerLoadsItsViewOnce() {
        final class Loading: UIViewController {
            var loads = 0
            override func loadView() { view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
            override func viewDidLoad() { loads += 1 }
        }
        let controller = Loading()
        XCTAssertFalse(controller.isViewLoaded)
        XCTAssertNil(controller.viewIfLoaded)
        _ = controller.view
        _ = controller.view
        XCTAssertEqual(controller.loads, 1)
        XCTAssertEqual(controller.view.bounds.width, 10)
    }

    func testRootViewControllerFillsTheWindowAndAppears() {
        final class Appearing: UIViewController {
            var log: [String] = []
            override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
            override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
            override func viewWillLayoutSubviews() { log.append("willLayout") }
            override func viewDidLayoutSubviews() { log.append("didLayout") }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let controller = Appearing()
        window.rootViewController = controller
        XCTAssertEqual(controller.view.frame, window.bounds)
        XCTAssertTrue(controller.view.superview === window)
        window.makeKeyAndVisible()
        XCTAssertEqual(controller.log, ["willAppear", "didAppear"])
        XCTAssertTrue(window.isKeyWindow)
        XCTAssertTrue(UIApplication.shared.keyWindow === window)
        controller.log = []
        window.frame = CGRect(x: 0, y: 0, width: 500, height: 400)
        XCTAssertEqual(controller.view.frame.size, CGSize(width: 500, height: 400), "it resizes with the window")
        controller.view.layoutIfNeeded()
        XCTAssertEqual(controller.log, ["willLayout", "didLayout"])
    }

    func testFirstResponder() {
        final class Field: UIView {
            override var canBecomeFirstResponder: Bool { true }
        }
        let field = Field(), other = Field()
        XCTAssertFalse(UIView().becomeFirstResponder())
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertTrue(field.isFirstResponder)
        XCTAssertTrue(other.becomeFirstResponder())
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertTrue(other.resignFirstResponder())
        XCTAssertFalse(other.isFirstResponder)
    }
}
