import CX11
import Foundation
@testable import UIKit
import XCTest
import XvfbTestSupport

/// Live: a private Xvfb, the application's host window, and clicks made
/// through XTest, reaching views as touches.
final class UIKitLiveTests: XCTestCase {
    private var server: XvfbServer!
    private let windowOrigin = (x: 40, y: 30)

    final class TouchView: UIView {
        var began: [CGPoint] = []
        var ended: [CGPoint] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            began.append(touches.first!.location(in: self))
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            ended.append(touches.first!.location(in: self))
        }
    }

    override func setUpWithError() throws {
        try super.setUpWithError()
        guard XvfbServer.executablePath != nil else {
            throw XCTSkip("Xvfb is not installed (Scripts/install-deps.sh installs it)")
        }
        server = try XvfbServer.start(width: 640, height: 480)
        CASetMediaTimeSource(nil)
    }

    override func tearDown() {
        UIApplication.shared.stopHosting()
        for window in UIApplication.shared.windows { window.isHidden = true }
        server?.stop()
        super.tearDown()
    }

    private func spin(upTo seconds: Double, until done: () -> Bool) {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while !done() && Date() < deadline { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.02)) }
    }

    final class LifecycleDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var calls: [String] = []
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            calls.append("didFinishLaunching")
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.makeKeyAndVisible()
            return true
        }
        func applicationDidBecomeActive(_ application: UIApplication) {
            calls.append("didBecomeActive")
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { MainActor.assumeIsolated { application.terminate() } }
        }
        func applicationWillResignActive(_ application: UIApplication) { calls.append("willResignActive") }
        func applicationWillTerminate(_ application: UIApplication) { calls.append("willTerminate") }
    }

    /// UIApplicationMain posts the life-cycle notifications real code
    /// observes (to pause and resume animations), each after its delegate call.
    func testApplicationMainPostsTheLifecycleNotificationsAfterTheDelegateCalls() throws {
        let delegate = LifecycleDelegate()
        let observed = Recorder<String>()
        let names: [(NSNotification.Name, String)] = [
            (UIApplication.didFinishLaunchingNotification, "didFinishLaunching"),
            (UIApplication.didBecomeActiveNotification, "didBecomeActive"),
            (UIApplication.willResignActiveNotification, "willResignActive"),
            (UIApplication.willTerminateNotification, "willTerminate"),
        ]
        let application = ObjectIdentifier(UIApplication.shared)
        let tokens = names.map { name, label in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                XCTAssertEqual(note.object.map { ObjectIdentifier($0 as AnyObject) }, application)
                MainActor.assumeIsolated {
                    observed.items.append("\(label) after \(delegate.calls.last ?? "nothing")")
                }
            }
        }
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        setenv("DISPLAY", server.displayName, 1)
        defer { unsetenv("DISPLAY") }
        XCTAssertEqual(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, delegate), 0)
        XCTAssertEqual(observed.items, ["didFinishLaunching after didFinishLaunching", "didBecomeActive after didBecomeActive",
                                  "willResignActive after willResignActive", "willTerminate after willTerminate"])
        XCTAssertEqual(UIApplication.didBecomeActiveNotification.rawValue, "UIApplicationDidBecomeActiveNotification")
    }

    func testAClickThroughXTestReachesTouchesBeganOnTheRightViewAtTheRightPlace() throws {
        let driver = try XTestDriver(displayName: server.displayName)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .darkGray
        let left = TouchView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        let right = TouchView(frame: CGRect(x: 200, y: 50, width: 120, height: 80))
        left.backgroundColor = .red
        right.backgroundColor = .blue
        window.addSubview(left)
        window.addSubview(right)
        window.makeKeyAndVisible()
        let host = try UIApplication.shared.startHosting(displayName: server.displayName)
        let id = Window(try XCTUnwrap(host.nativeWindow).window)
        driver.moveWindow(id, x: windowOrigin.x, y: windowOrigin.y)
        spin(upTo: 5) {
            guard let attributes = driver.attributes(of: id) else { return false }
            return attributes.map_state == IsViewable && attributes.x == Int32(windowOrigin.x)
        }
        // On a loaded machine the window may show before its first frame and
        // before its event source has caught up with the move: wait for both.
        spin(upTo: 5) { host.lastFrameReport != nil }
        spin(upTo: 0.3) { false }

        driver.movePointer(rootX: windowOrigin.x + 230, rootY: windowOrigin.y + 95)
        driver.click(button: 1)
        spin(upTo: 5) { !right.ended.isEmpty }
        XCTAssertEqual(right.began, [CGPoint(x: 30, y: 45)], "screen (270, 125) is (30, 45) in the blue view")
        XCTAssertEqual(right.ended, [CGPoint(x: 30, y: 45)])
        XCTAssertEqual(left.began, [])

        var taps: [CGPoint] = []
        let tap = UITapGestureRecognizer { taps.append($0.location(in: left)) }
        left.addGestureRecognizer(tap)
        driver.movePointer(rootX: windowOrigin.x + 25, rootY: windowOrigin.y + 30)
        driver.click(button: 1)
        spin(upTo: 5) { !taps.isEmpty }
        XCTAssertEqual(taps, [CGPoint(x: 5, y: 10)])
        XCTAssertEqual(left.began, [CGPoint(x: 5, y: 10)], "the view saw the touch begin before the tap took it")
        XCTAssertEqual(left.ended, [], "and then lost it to the recognizer")
    }

    /// Hosted on a display whose `Xft.dpi` is 192, the app's screen is at 2: views made before
    /// the host opened take it (theirs and their labels' contents scale), views and controllers
    /// hear of the change, clicks arrive in points, and a standalone layer keeps Apple's default 1.
    func testOnAHiDPIDisplayTheScreenViewsAndTouchesAreAtItsScale() throws {
        guard ProcessInfo.processInfo.environment.keys.allSatisfy({ !["CA_SCALE", "GDK_SCALE", "QT_SCALE_FACTOR",
                                                                     "UIKIT_SCREEN_SCALE"].contains($0) })
        else { throw XCTSkip("a scale variable is set in the environment, which comes before Xft.dpi") }
        let before = UIScreen.main.scale
        defer { UIScreen.hostScaleDidChange(to: before, windows: UIApplication.shared.windows) }
        let driver = try XTestDriver(displayName: server.displayName)
        driver.setResources("Xft.dpi:\t192\n")
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = TraitController()
        window.rootViewController = controller
        let view = TraitView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        view.backgroundColor = .red
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "sharp"
        view.addSubview(label)
        let standalone = CALayer()
        view.layer.addSublayer(standalone)
        controller.view.addSubview(view)
        window.makeKeyAndVisible()
        XCTAssertEqual(view.layer.contentsScale, before)

        let host = try UIApplication.shared.startHosting(displayName: server.displayName)
        XCTAssertEqual(host.scale, 2)
        XCTAssertEqual(UIScreen.main.scale, 2)
        XCTAssertEqual(UITraitCollection.current.displayScale, 2)
        XCTAssertEqual(view.traitCollection.displayScale, 2)
        XCTAssertEqual(view.layer.contentsScale, 2, "a view's layer follows the screen")
        XCTAssertEqual(label.layer.contentsScale, 2, "and a label's text")
        XCTAssertEqual(standalone.contentsScale, 1, "a standalone layer keeps Apple's default")
        XCTAssertEqual(view.previous, [before], "the view heard the change once, with the scale before")
        XCTAssertEqual(controller.scales.count, 1)
        XCTAssertEqual(UIView(frame: .zero).layer.contentsScale, 2, "views made now start at 2")

        let id = Window(try XCTUnwrap(host.nativeWindow).window)
        driver.moveWindow(id, x: 0, y: 0)
        spin(upTo: 5) { driver.attributes(of: id)?.map_state == IsViewable && host.lastFrameReport != nil }
        XCTAssertEqual(driver.attributes(of: id)?.width, Int32(UIScreen.main.bounds.width * 2))
        var taps: [CGPoint] = []
        view.addGestureRecognizer(UITapGestureRecognizer { taps.append($0.location(in: view)) })
        spin(upTo: 0.3) { false }
        driver.movePointer(rootX: 2 * 30, rootY: 2 * 40)
        driver.click(button: 1)
        spin(upTo: 5) { !taps.isEmpty }
        XCTAssertEqual(taps, [CGPoint(x: 10, y: 20)], "pixel (60, 80) is point (30, 40), (10, 20) in the view")
    }
}
