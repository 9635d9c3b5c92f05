import XCTest
@testable import CoreGraphics
@testable import UIKit

/// Visual effect views drawn by the real renderer (headless EGL): stripes
/// behind a blur view come out blurred and tinted inside it, sharp outside,
/// and the blur fades in when `effect` is set in an animation block.
final class UIVisualEffectViewPixelTests: UIKitTestCase {
    /// A white window with black stripes 2 points wide every 4 (x 0, 4, 8…).
    private func stripedWindow(width: CGFloat, height: CGFloat) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.isHidden = false
        window.backgroundColor = .white
        for x in stride(from: 0, to: width, by: 4) {
            let stripe = UIView(frame: CGRect(x: x, y: 0, width: 2, height: height))
            stripe.backgroundColor = .black
            window.addSubview(stripe)
        }
        return window
    }

    private func grey(_ image: CGImage, _ x: Int, _ y: Int) -> Double { Double(pixel(image, x, y)[0]) }

    /// `window` committed and drawn once at its size, also written to the temporary folder as `name` to look at.
    private func drawnOnce(_ window: UIWindow, savingAs name: String) throws -> CGImage {
        let renderer = try renderer(for: window.layer, width: Int(window.bounds.width), height: Int(window.bounds.height))
        commit()
        let image = frame(renderer, at: clock.time)
        try image.pngData().write(to: URL(fileURLWithPath: NSTemporaryDirectory() + name))
        return image
    }

    func testALightBlurViewSmoothsTheStripesUnderItsTint() throws {
        let window = stripedWindow(width: 160, height: 100)
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        blur.frame = CGRect(x: 40, y: 20, width: 80, height: 60)
        let dot = UIView(frame: CGRect(x: 30, y: 20, width: 20, height: 20))
        dot.backgroundColor = .red
        blur.contentView.addSubview(dot)
        window.addSubview(blur)
        let image = try drawnOnce(window, savingAs: "visual-effect-light.png")
        // White at 0.3 over the stripes' mean: 0.7 × 127.5 + 0.3 × 255.
        for (x, y) in [(45, 25), (60, 70), (115, 75)] {
            XCTAssertEqual(grey(image, x, y), 165.75, accuracy: 3, "blurred and tinted at (\(x), \(y))")
        }
        XCTAssertEqual(pixel(image, 80, 50), [255, 0, 0, 255], "the content is drawn sharp over the blur")
        XCTAssertEqual(pixel(image, 20, 50), [0, 0, 0, 255], "outside: a sharp stripe")
        XCTAssertEqual(pixel(image, 22, 50), [255, 255, 255, 255], "and a sharp gap")
        window.isHidden = true
    }

    func testTheDarkBlurFadesInWithTheEffect() throws {
        let window = stripedWindow(width: 120, height: 80)
        let blur = UIVisualEffectView(effect: nil)
        blur.frame = CGRect(x: 20, y: 10, width: 80, height: 60)
        window.addSubview(blur)
        let renderer = try renderer(for: window.layer, width: 120, height: 80)
        commit()
        let start = clock.time
        XCTAssertEqual(grey(frame(renderer, at: start), 62, 40), 255, "no effect yet: the sharp gap")
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            blur.effect = UIBlurEffect(style: .dark)
        })
        commit()
        let half = frame(renderer, at: start + 0.5)
        // Half the blurred grey over the sharp pixel, then the dark tint (0.11 at 0.73) at half its alpha.
        let tint = 0.11 * 255, tintAlpha = 0.73 * 0.5
        for (x, sharp) in [(62, 255.0), (60, 0.0)] {
            let backdrop = 0.5 * sharp + 0.5 * 127.5
            XCTAssertEqual(grey(half, x, 40), backdrop * (1 - tintAlpha) + tint * tintAlpha, accuracy: 3,
                           "half-way at x \(x)")
        }
        let end = frame(renderer, at: start + 1.5)
        XCTAssertEqual(grey(end, 62, 40), 127.5 * 0.27 + tint * 0.73, accuracy: 3, "the dark material")
        XCTAssertEqual(grey(end, 60, 40), grey(end, 62, 40), accuracy: 2, "no stripes left")
        XCTAssertEqual(grey(end, 10, 40), 255, "outside: a sharp gap")
        window.isHidden = true
    }

    func testAWindowSizedBlurWithANestedOne() throws {
        let window = stripedWindow(width: 200, height: 120)
        let outer = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterialLight))
        outer.frame = window.bounds
        let bar = UIView(frame: CGRect(x: 60, y: 20, width: 30, height: 80))
        bar.backgroundColor = .blue
        outer.contentView.addSubview(bar)
        let inner = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterialDark))
        inner.frame = CGRect(x: 80, y: 30, width: 80, height: 60)
        inner.layer.cornerRadius = 12
        inner.clipsToBounds = true
        outer.contentView.addSubview(inner)
        window.addSubview(outer)
        let image = try drawnOnce(window, savingAs: "visual-effect-nested.png")
        // Outer: white at 0.25 over the mean, everywhere but the bar.
        XCTAssertEqual(grey(image, 10, 10), 0.75 * 127.5 + 0.25 * 255, accuracy: 3)
        XCTAssertEqual(grey(image, 190, 110), 0.75 * 127.5 + 0.25 * 255, accuracy: 3)
        XCTAssertEqual(pixel(image, 70, 60), [0, 0, 255, 255], "the bar, sharp, outside the inner blur")
        // Inside the inner blur the bar's blue is smeared across its edge at x 90.
        let blueInside = pixel(image, 95, 60)
        XCTAssertGreaterThan(blueInside[2], blueInside[0] + 10, "blue blurred into the inner view: \(blueInside)")
        let farInside = pixel(image, 150, 60)
        XCTAssertLessThan(abs(Int(farInside[2]) - Int(farInside[0])), 6, "grey far from the bar: \(farInside)")
        window.isHidden = true
    }
}
