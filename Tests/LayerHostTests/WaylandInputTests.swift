import CX11
import CoreGraphics
import Foundation
@testable import LayerHost
import PlatformInput
import XCTest
import XvfbTestSupport

/// Keys on Wayland, as a user types them: weston runs inside a private Xvfb
/// (its X11 backend: an X window is its output, the X keyboard its seat's),
/// and XTest types. (Weston 10's X11 backend takes no pointer motion from
/// XTest: the pointer and touch are tested on the tests' own compositor,
/// `WaylandSeatTests`.)
final class WaylandInputTests: XCTestCase {
    private var xvfb: XvfbServer!
    private var weston: WestonServer!

    override func setUpWithError() throws {
        try super.setUpWithError()
        guard XvfbServer.executablePath != nil, WestonServer.executablePath != nil else {
            throw XCTSkip("Xvfb or weston is not installed (Scripts/install-deps.sh installs them)")
        }
        xvfb = try XvfbServer.start(width: 1040, height: 800)
        weston = try WestonServer.start(.x11(displayName: xvfb.displayName, width: 1024, height: 768))
        CASetMediaTimeSource(nil)
    }

    override func tearDown() {
        weston?.stop()
        xvfb?.stop()
        super.tearDown()
    }

    private func spin(upTo seconds: Double, until done: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while !done() && Date() < deadline { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.02)) }
        return done()
    }

    func testKeysReachTheFocusedWindowWithNamesTextAndModifiers() throws {
        let driver = try XTestDriver(displayName: xvfb.displayName)
        var options = LayerWindow.Options()
        options.platform = try WaylandHostPlatform(name: weston.socketPath)
        let window = try LayerWindow(title: "input", width: 200, height: 150, framesPerSecond: nil, displayName: nil,
                                     options: options)
        defer { window.close() }
        let square = CALayer()
        square.frame = CGRect(x: 50, y: 25, width: 100, height: 100)
        square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.rootLayer.addSublayer(square)
        var events: [LayerWindow.Event] = []
        window.onEvent = { events.append($0) }
        window.start()

        XCTAssertTrue(spin(upTo: 15) {
            events.contains { if case .focusGained = $0 { return true } else { return false } }
        }, "weston gives the new window the keyboard: \(events)")

        events.removeAll()
        driver.pressKey(Int32(XK_Shift_L))
        driver.tapKey(Int32(XK_a))
        driver.releaseKey(Int32(XK_Shift_L))
        XCTAssertTrue(spin(upTo: 5) {
            events.contains { if case .keyUp(let key) = $0 { return key.keyName == "a" } else { return false } }
        }, "\(events)")
        let typed = events.compactMap { if case .keyDown(let key) = $0, key.keyName == "a" { return key } else { return nil } }
        XCTAssertEqual(typed.first?.text, "A", "Shift types a capital")
        XCTAssertEqual(typed.first?.modifierFlags, .shift)
        XCTAssertEqual(typed.first?.keyCode, 38, "X's keycode, as xkbcommon's")

        // Held: the window repeats the key itself, at the compositor's rate, after its delay.
        events.removeAll()
        driver.pressKey(Int32(XK_b))
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.9))
        driver.releaseKey(Int32(XK_b))
        XCTAssertTrue(spin(upTo: 5) {
            events.contains { if case .keyUp(let key) = $0 { return key.keyName == "b" } else { return false } }
        })
        let downs = events.compactMap { if case .keyDown(let key) = $0, key.keyName == "b" { return key } else { return nil } }
        XCTAssertEqual(downs.first?.isRepeat, false)
        XCTAssertGreaterThanOrEqual(downs.dropFirst().filter(\.isRepeat).count, 3, "repeats while held: \(downs.count)")
        XCTAssertTrue(downs.dropFirst().allSatisfy(\.isRepeat))
    }
}
