import XCTest
@testable import CoreGraphics
@testable import QuartzCoreBase
@testable import UIKit

/// The shared fixture of UIKit tests: a manual media clock, helpers to
/// finish run-loop turns and step animations, and a window to put views in.
///
/// Test methods run on the main thread (XCTest on Linux runs them there), so
/// they use the main-actor views directly, as Swift 5 code for iOS does.
class UIKitTestCase: XCTestCase {
    /// The manual clock; tests move it with `advance(_:)`.
    let clock = ManualMediaClock(1000)

    override func setUp() {
        super.setUp()
        // The tests' appearance is light whatever the desktop's (GTK_THEME, the X server's theme).
        DesktopAppearance.override(.light)
        clock.install()
        finishRunLoopTurn()
        UIView.setAnimationsEnabled(true)
    }

    override func tearDown() {
        for window in UIApplication.shared.windows { window.isHidden = true }
        finishRunLoopTurn()
        UIView.setAnimationsEnabled(true)
        CASetMediaTimeSource(nil)
        DesktopAppearance.override(nil)
        super.tearDown()
    }

    /// Commits the implicit transaction and runs queued main-thread callbacks.
    func finishRunLoopTurn() {
        for _ in 0..<3 {
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.001))
        }
    }

    /// Moves the media clock by `seconds` and delivers the animation events due by then.
    func advance(_ seconds: CFTimeInterval) {
        clock.time += seconds
        AnimationLifecycle.shared.processDueEvents()
        finishRunLoopTurn()
    }

    /// A window with the screen's size, made of a plain view tree (not hosted).
    func makeWindow(_ frame: CGRect = CGRect(x: 0, y: 0, width: 400, height: 300)) -> UIWindow {
        let window = UIWindow(frame: frame)
        window.isHidden = false
        return window
    }

    // MARK: - Synthetic pointer input (as the host window delivers it)

    /// The time of the next synthetic event (the media clock when not given).
    private var pointerTime: CFTimeInterval?

    func pointer(_ location: CGPoint, at time: CFTimeInterval?, buttons: LayerWindow.PointerButtons,
                 button: LayerWindow.PointerButton?) -> LayerWindow.PointerEvent {
        LayerWindow.PointerEvent(button: button, location: location, pressedButtons: buttons, modifierFlags: [],
                                 timestamp: time ?? clock.time)
    }

    func press(_ location: CGPoint, at time: CFTimeInterval? = nil) {
        UIApplication.shared.handle(.pointerDown(pointer(location, at: time, buttons: [.primary], button: .primary)))
    }

    func drag(_ location: CGPoint, at time: CFTimeInterval? = nil) {
        UIApplication.shared.handle(.pointerMoved(pointer(location, at: time, buttons: [.primary], button: nil)))
    }

    func release(_ location: CGPoint, at time: CFTimeInterval? = nil) {
        UIApplication.shared.handle(.pointerUp(pointer(location, at: time, buttons: [], button: .primary)))
    }

    func click(_ location: CGPoint, at time: CFTimeInterval? = nil) {
        press(location, at: time)
        release(location, at: time.map { $0 + 0.05 })
    }

    /// A key window of `frame` in the application, so that pointer input reaches it.
    func makeKeyWindow(_ frame: CGRect = CGRect(x: 0, y: 0, width: 400, height: 300)) -> UIWindow {
        let window = UIWindow(frame: frame)
        window.makeKeyAndVisible()
        return window
    }

    /// Spins the main run loop for `seconds` of real time (gesture timers use real time).
    func wait(_ seconds: TimeInterval) {
        RunLoop.main.run(until: Date(timeIntervalSinceNow: seconds))
    }

    /// `view` committed once, so its layer has a presentation.
    func commit() {
        CATransaction.flush()
        finishRunLoopTurn()
    }

    /// The on-screen value of `key` on `view`'s layer now.
    func shown(_ view: UIView, _ key: String) -> Any? {
        view.layer.presentation()?.value(forKeyPath: key)
    }

    func shownOpacity(_ view: UIView) -> CGFloat {
        CGFloat(view.layer.presentation()?.opacity ?? .nan)
    }

    /// Premultiplied RGBA of the pixel at (x, y) counted from the top-left; empty for no image.
    func pixel(_ image: CGImage?, _ x: Int, _ y: Int) -> [UInt8] {
        guard let image else { return [] }
        let bytes = [UInt8](image.premultipliedRGBA8)
        let i = (y * image.width + x) * 4
        return Array(bytes[i..<i + 4])
    }

    /// An image renderer of `size` points at one pixel a point, so pixels are points.
    func pixelRenderer(_ size: CGSize) -> UIGraphicsImageRenderer {
        let format = UIGraphicsImageRendererFormat.preferred()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format)
    }

    /// A headless renderer of `layer` into `width` × `height` pixels; skips the test where there is no EGL.
    func renderer(for layer: CALayer, width: Int, height: Int) throws -> CARenderer {
        do {
            let renderer = try CARenderer(width: width, height: height)
            renderer.layer = layer
            return renderer
        } catch {
            throw XCTSkip("no headless OpenGL ES here: \(error)")
        }
    }

    /// One frame of `renderer` at media time `time`, read back.
    func frame(_ renderer: CARenderer, at time: CFTimeInterval) -> CGImage {
        renderer.beginFrame(atTime: time)
        renderer.render()
        renderer.endFrame()
        return renderer.makeImage()
    }

    /// Runs `body` and returns the diagnostics it reported on this thread.
    func diagnostics(_ body: () -> Void) -> [String] {
        Diagnostics.capture(body).1
    }
}

func XCTAssertEqual(_ a: CGPoint, _ b: CGPoint, accuracy: CGFloat, _ message: String = "",
                    file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.x, b.x, accuracy: accuracy, "x of \(a) vs \(b) \(message)", file: file, line: line)
    XCTAssertEqual(a.y, b.y, accuracy: accuracy, "y of \(a) vs \(b) \(message)", file: file, line: line)
}

func XCTAssertEqual(_ a: CGRect, _ b: CGRect, accuracy: CGFloat, _ message: String = "",
                    file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.origin, b.origin, accuracy: accuracy, message, file: file, line: line)
    XCTAssertEqual(a.width, b.width, accuracy: accuracy, "width of \(a) vs \(b) \(message)", file: file, line: line)
    XCTAssertEqual(a.height, b.height, accuracy: accuracy, "height of \(a) vs \(b) \(message)", file: file, line: line)
}
