import CX11
import Foundation
@testable import LayerHost
import XCTest
import XvfbTestSupport

/// The fixture of the live window tests: a private Xvfb per test (skipped,
/// saying why, where Xvfb is not installed), the real media clock, and a
/// window drawing a spinning square. Main thread.
class XvfbWindowTestCase: LiveWindowTestCase {
    var server: XvfbServer!
    /// The private server's screen size; a subclass may ask for another.
    var screenSize: (width: Int, height: Int) { (640, 480) }

    override func setUpWithError() throws {
        try super.setUpWithError()
        guard XvfbServer.executablePath != nil else {
            throw XCTSkip("Xvfb is not installed (Scripts/install-deps.sh installs it)")
        }
        server = try XvfbServer.start(width: screenSize.width, height: screenSize.height)
        CASetMediaTimeSource(nil)
    }

    override func tearDown() {
        server?.stop()
        super.tearDown()
    }

    /// The window's pixel at (`x`, `y`) as the X server holds it (what is on screen), as RGB.
    func pixel(_ window: LayerWindow, _ x: Int32, _ y: Int32) -> (UInt8, UInt8, UInt8)? {
        guard let (display, id) = window.nativeWindow else { return nil }
        XSync(display, 0)
        guard let image = XGetImage(display, Window(id), x, y, 1, 1, XAllPlanes(), ZPixmap) else { return nil }
        defer { _ = image.pointee.f.destroy_image(image) }
        let value = image.pointee.f.get_pixel(image, 0, 0)
        return (UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
    }

    /// A 200 × 150 window titled `title` drawing a square of `color` that
    /// spins once a second, for ever (so it draws at 60 fps); not started.
    func animatedWindow(_ title: String, color: CGColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                        options: LayerWindow.Options = LayerWindow.Options()) throws -> LayerWindow {
        let window = try LayerWindow(title: title, width: 200, height: 150, framesPerSecond: 60,
                                     displayName: server.displayName, options: options)
        let square = CALayer()
        square.frame = CGRect(x: 50, y: 25, width: 100, height: 100)
        square.backgroundColor = color
        window.rootLayer.addSublayer(square)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = CGFloat.pi * 2
        spin.duration = 1
        spin.repeatCount = .infinity
        square.add(spin, forKey: "spin")
        return window
    }
}
