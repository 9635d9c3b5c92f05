import XCTest
@testable import UIKit

/// Light and dark: trait collections, dynamic colours, the system colours'
/// dark values, and views that follow an appearance override.
final class AppearanceTests: UIKitTestCase {
    private let dark = UITraitCollection(userInterfaceStyle: .dark)
    private let light = UITraitCollection(userInterfaceStyle: .light)

    private func rgba(_ color: UIColor) -> [CGFloat] {
        let c = color.cgColor.rgba
        return [c.red, c.green, c.blue, c.alpha].map { ($0 * 255).rounded() }
    }

    func testTraitCollectionsMergeAndCompareTheirAppearance() {
        XCTAssertEqual(UITraitCollection(displayScale: 2).userInterfaceStyle, .unspecified)
        XCTAssertEqual(dark.displayScale, 0, "one trait given, the rest unspecified")
        let merged = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 2), dark, UITraitCollection(displayScale: 3)])
        XCTAssertEqual(merged.displayScale, 3)
        XCTAssertEqual(merged.userInterfaceStyle, .dark)
        XCTAssertTrue(dark.hasDifferentColorAppearance(comparedTo: light))
        XCTAssertFalse(dark.hasDifferentColorAppearance(comparedTo: merged))
        XCTAssertTrue(dark.hasDifferentColorAppearance(comparedTo: nil))
        XCTAssertTrue(merged.containsTraits(in: dark))
        XCTAssertFalse(merged.containsTraits(in: light))
        XCTAssertEqual(UITraitCollection.current.userInterfaceStyle, .light, "the tests' desktop is light")
    }

    func testADynamicColourResolvesByTheTraitsItIsGiven() {
        var asked: [UIUserInterfaceStyle] = []
        let ink = UIColor { traits in
            asked.append(traits.userInterfaceStyle)
            return traits.userInterfaceStyle == .dark ? .white : .black
        }
        XCTAssertEqual(ink.resolvedColor(with: dark), .white)
        XCTAssertEqual(ink.resolvedColor(with: light), .black)
        XCTAssertEqual(rgba(ink), [0, 0, 0, 255], "cgColor resolves with the current traits")
        dark.performAsCurrent {
            XCTAssertEqual(self.rgba(ink), [255, 255, 255, 255])
        }
        XCTAssertEqual(rgba(ink), [0, 0, 0, 255], "performAsCurrent puts the traits back")
        XCTAssertEqual(asked, [.dark, .light, .light, .dark, .light])
        XCTAssertEqual(rgba(ink.withAlphaComponent(0.5).resolvedColor(with: dark)), [255, 255, 255, 128],
                       "a dynamic colour's alpha copy stays dynamic")
        XCTAssertNotEqual(ink, UIColor { _ in .black }, "dynamic colours are equal only to themselves")
    }

    func testAProviderThatNeverSettlesIsCutOffAndReported() {
        var endless: UIColor!
        endless = UIColor { _ in endless }
        var resolved: UIColor?
        let messages = diagnostics { resolved = endless.resolvedColor(with: self.light) }
        XCTAssertEqual(resolved, UIColor(white: 0, alpha: 0))
        XCTAssertEqual(messages.count, 1)
    }

    func testSystemColoursHaveTheirDarkValues() {
        let expected: [(UIColor, [CGFloat], [CGFloat])] = [
            (.systemBackground, [255, 255, 255, 255], [0, 0, 0, 255]),
            (.secondarySystemBackground, [242, 242, 247, 255], [28, 28, 30, 255]),
            (.label, [0, 0, 0, 255], [255, 255, 255, 255]),
            (.secondaryLabel, [60, 60, 67, 153], [235, 235, 245, 153]),
            (.systemBlue, [0, 122, 255, 255], [10, 132, 255, 255]),
            (.systemRed, [255, 59, 48, 255], [255, 69, 58, 255]),
            (.separator, [60, 60, 67, 74], [84, 84, 88, 153]),
            (.systemGray6, [242, 242, 247, 255], [28, 28, 30, 255]),
            (.systemGroupedBackground, [242, 242, 247, 255], [0, 0, 0, 255]),
        ]
        for (color, lightValue, darkValue) in expected {
            XCTAssertEqual(rgba(color.resolvedColor(with: light)), lightValue, "\(color)")
            XCTAssertEqual(rgba(color.resolvedColor(with: dark)), darkValue, "\(color)")
            XCTAssertEqual(rgba(color.resolvedColor(with: UITraitCollection(displayScale: 2))), lightValue,
                           "an unspecified appearance is light")
        }
        XCTAssertEqual(UIColor.systemGreen, .systemGreen, "system colours compare equal, as on iOS")
        XCTAssertNotEqual(UIColor.systemGreen, .systemBlue)
        XCTAssertNotEqual(UIColor.label, .black, "a dynamic colour is not its light value")
    }

    func testAnOverrideReresolvesBackgroundsAndTellsTheViewsBelow() {
        final class Listening: UIView {
            var heard: [UIUserInterfaceStyle] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                heard.append(traitCollection.userInterfaceStyle)
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let child = Listening(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let pinned = Listening(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        pinned.overrideUserInterfaceStyle = .light
        root.addSubview(child)
        root.addSubview(pinned)
        child.backgroundColor = .systemBackground
        XCTAssertEqual(child.layer.backgroundColor, CGColor(gray: 1, alpha: 1))
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .light)

        root.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(child.layer.backgroundColor, CGColor(gray: 0, alpha: 1), "resolved again for dark")
        XCTAssertEqual(child.backgroundColor, .systemBackground, "the view keeps the dynamic colour")
        XCTAssertEqual(child.heard, [.dark])
        XCTAssertEqual(pinned.heard, [], "its own override holds it light")
        XCTAssertEqual(pinned.traitCollection.userInterfaceStyle, .light)

        root.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(child.heard, [.dark], "no change, no notice")
        root.overrideUserInterfaceStyle = .unspecified
        XCTAssertEqual(child.layer.backgroundColor, CGColor(gray: 1, alpha: 1))
        XCTAssertEqual(child.heard, [.dark, .light])
    }

    func testAControllersOverrideReachesItsViewAndSubviews() {
        let controller = UIViewController()
        let label = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        label.backgroundColor = .label
        controller.view.addSubview(label)
        controller.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(controller.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(label.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(label.layer.backgroundColor, CGColor(gray: 1, alpha: 1), "the label colour is white in dark")
    }

    /// An override on the root of a chain as deep as a tree may be reaches its leaf
    /// (the styles are handed down in one pass, not looked up per view).
    func testAnOverrideReachesTheLeafOfADeepChain() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var leaf = root
        for _ in 1..<CALayer.maximumTreeDepth {
            let child = UIView(frame: leaf.bounds)
            leaf.addSubview(child)
            leaf = child
        }
        leaf.backgroundColor = .systemBackground
        root.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(leaf.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(leaf.layer.backgroundColor, CGColor(gray: 0, alpha: 1))
    }

    /// A view's `draw(_:)` resolves dynamic colours with the view's traits, and redraws when they change.
    func testDrawingResolvesWithTheViewsTraits_pixeltest() throws {
        final class Swatch: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.label.setFill()
                UIRectFill(bounds)
            }
        }
        let swatch = Swatch(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        swatch.layer.contentsScale = 1
        swatch.overrideUserInterfaceStyle = .dark
        swatch.layer.displayIfNeeded()
        swatch.setNeedsDisplay()
        swatch.layer.displayIfNeeded()
        XCTAssertEqual(pixel(swatch.layer.contents as! CGImage?, 4, 4), [255, 255, 255, 255], "label is white in dark")
        swatch.overrideUserInterfaceStyle = .light
        XCTAssertTrue(swatch.layer.needsDisplay(), "a view that draws redraws when its appearance changes")
        swatch.layer.displayIfNeeded()
        XCTAssertEqual(pixel(swatch.layer.contents as! CGImage?, 4, 4), [0, 0, 0, 255])
    }
}
