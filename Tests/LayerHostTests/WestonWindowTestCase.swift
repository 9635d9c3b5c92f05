import CoreGraphics
import Foundation
@testable import LayerHost
import XCTest
import XvfbTestSupport

/// The fixture of the live Wayland tests: a private headless weston per
/// test (skipped, saying why, where weston is not installed), the real
/// media clock, and windows opened on it by its socket's path. Main thread.
class WestonWindowTestCase: LiveWindowTestCase {
    var weston: WestonServer!
    /// The output's integer scale; a subclass may ask for another.
    var outputScale: Int { 1 }

    override func setUpWithError() throws {
        try super.setUpWithError()
        guard WestonServer.executablePath != nil else {
            throw XCTSkip("weston is not installed (Scripts/install-deps.sh installs it)")
        }
        weston = try WestonServer.start(.headless(width: 1024, height: 768, scale: outputScale))
        CASetMediaTimeSource(nil)
    }

    override func tearDown() {
        weston?.stop()
        super.tearDown()
    }

    /// A window on the private weston, its frames read back, with a
    /// 100-point red square at (50, 25) (spinning once a second when `animated`); not started.
    func openWindow(_ title: String = "wayland", width: Int = 200, height: Int = 150, animated: Bool = false,
                    options: LayerWindow.Options = LayerWindow.Options()) throws -> LayerWindow {
        var options = options
        options.platform = try WaylandHostPlatform(name: weston.socketPath)
        let window = try LayerWindow(title: title, width: width, height: height, framesPerSecond: nil,
                                     displayName: nil, options: options)
        try XCTUnwrap(window.host as? WaylandHostWindow).keepsPresentedFrames = true
        let square = CALayer()
        square.frame = CGRect(x: 50, y: 25, width: 100, height: 100)
        square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.rootLayer.addSublayer(square)
        if animated {
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = 0
            spin.toValue = 2 * Double.pi
            spin.duration = 1
            spin.repeatCount = .infinity
            square.add(spin, forKey: "spin")
        }
        return window
    }

    /// The last frame the window presented, read back from its buffer.
    func lastFrame(_ window: LayerWindow) -> (image: CGImage?, count: Int) {
        (window.host as? WaylandHostWindow)?.lastPresented ?? (nil, 0)
    }

    /// The RGB of pixel (`x`, `y`) of `image`.
    func rgb(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
        let data = image.premultipliedRGBA8
        let offset = (y * image.width + x) * 4
        return [data[offset], data[offset + 1], data[offset + 2]]
    }
}
