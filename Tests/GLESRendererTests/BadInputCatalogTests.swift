import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCoreBase
@testable import RenderServer
import XCTest

/// Bad input that reaches the renderer: each case draws what Apple's would
/// (or nothing) without crashing, and says so where a program would want to
/// know. The model-side catalogue (non-finite values, unknown keys and
/// types, keyframe arrays, cycles, images, fonts) is tested where each value
/// is set; see the issue note for the map.
final class BadInputCatalogTests: LayerTreePixelTestCase {
    func testNegativeAndZeroSizesDrawNothingAndCrashNothing() throws {
        let root = rootLayer()
        let negative = layer(CGRect(x: 10, y: 10, width: 20, height: 20), .testRed, in: root)
        negative.bounds = CGRect(x: 0, y: 0, width: -20, height: 20)
        let zero = layer(CGRect(x: 40, y: 40, width: 0, height: 10), .testRed, in: root)
        zero.borderWidth = 2
        zero.shadowOpacity = 1
        XCTAssertEqual(negative.bounds.size.width, -20, "kept as given, as Apple keeps it")
        let pixels = try draw(root)
        XCTAssertEqual(mismatches(pixels) { _, _ in .clear }, [], "an area-less layer draws nothing")
    }

    func testEmptyPathsDrawNothing() throws {
        let root = rootLayer()
        let shape = CAShapeLayer()
        shape.path = CGMutablePath()
        shape.strokeColor = .testRed
        root.addSublayer(shape)
        let shadowed = layer(CGRect(x: 16, y: 16, width: 32, height: 32), nil, in: root)
        shadowed.shadowOpacity = 1
        shadowed.shadowPath = CGMutablePath()
        let pixels = try draw(root)
        XCTAssertEqual(mismatches(pixels) { _, _ in .clear }, [])
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = CGMutablePath()
        let messages = Diagnostics.capture { shadowed.add(animation, forKey: "follow") }.1
        XCTAssertFalse(messages.isEmpty, "a keyframe path with no points is reported")
    }

    func testALayerHasOnePlaceAndAMaskIsNotAlsoASublayer() throws {
        let root = rootLayer()
        let first = layer(CGRect(x: 0, y: 0, width: 32, height: 64), nil, in: root)
        let second = layer(CGRect(x: 32, y: 0, width: 32, height: 64), nil, in: root)
        let wanderer = layer(CGRect(x: 8, y: 8, width: 16, height: 16), .testRed, in: first)
        second.addSublayer(wanderer)
        XCTAssertNil(first.sublayers?.first { $0 === wanderer }, "added to a second tree, it leaves the first")
        let masked = layer(CGRect(x: 0, y: 32, width: 32, height: 32), .testBlue, in: root)
        let child = layer(CGRect(x: 0, y: 0, width: 16, height: 32), .testWhite, in: masked)
        let messages = Diagnostics.capture { masked.mask = child }.1
        XCTAssertEqual(messages.count, 1, "made the mask while a sublayer: reported")
        XCTAssertNil(child.superlayer, "and it is a mask only")
        let pixels = try draw(root)
        XCTAssertEqual(pixels[40, 16], .red, "the moved layer draws in its new place")
        XCTAssertEqual(pixels[8, 48], .blue, "the mask's area shows the masked layer")
        XCTAssertEqual(pixels[24, 48], .clear, "outside the mask nothing")
    }

    func testEnormousBoundsAreDrawnClippedToTheTarget() throws {
        let root = rootLayer()
        let huge = layer(CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7), .testGreen, in: root)
        huge.cornerRadius = 1e6
        huge.borderWidth = 1e5
        huge.borderColor = .testRed
        let pixels = try draw(root)
        XCTAssertEqual(pixels[32, 32], .green, "the middle of a 20-million-point layer, far inside its 100,000-point border")
    }

    /// A shadow radius near CGFloat's largest made the blurred texture's
    /// region infinite and its size `Int(NaN)`, a trap, for a `shadowPath`,
    /// a contents-alpha and a subtree shadow alike. Each is left out, with
    /// one report between them; the layers themselves still draw.
    func testAShadowRadiusTooWideForATextureIsLeftOutWithOneReport() throws {
        let root = rootLayer()
        let pathShadow = layer(CGRect(x: 4, y: 4, width: 16, height: 16), .testRed, in: root)
        pathShadow.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 16, height: 16), transform: nil)
        let contentsShadow = layer(CGRect(x: 24, y: 4, width: 16, height: 16), nil, in: root)
        contentsShadow.contents = CGImage(width: 2, height: 2, premultipliedRGBA8: Data(repeating: 255, count: 16),
                                          isOpaque: false)
        let subtreeShadow = layer(CGRect(x: 44, y: 4, width: 16, height: 16), nil, in: root)
        _ = layer(CGRect(x: 0, y: 0, width: 16, height: 16), .testBlue, in: subtreeShadow)
        for shadowed in [pathShadow, contentsShadow, subtreeShadow] {
            shadowed.shadowOpacity = 1
            shadowed.shadowRadius = 1e308
        }
        let (pixels, reports) = try Diagnostics.capture { try draw(root) }
        XCTAssertEqual(reports.count, 1, "\(reports)")
        XCTAssertTrue(reports.first?.contains("shadow is not drawn") ?? false, "\(reports)")
        XCTAssertEqual(pixels[12, 12], .red)
        XCTAssertEqual(pixels[32, 12], .white)
        XCTAssertEqual(pixels[52, 12], .blue)
        XCTAssertEqual(pixels[12, 40], .clear, "no shadow below")
    }

    func testAHundredThousandLayersBuildAndDraw() throws {
        let root = rootLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for index in 0..<100_000 {
            let leaf = CALayer()
            leaf.frame = CGRect(x: index % 64, y: index / 64 % 64, width: 1, height: 1)
            leaf.backgroundColor = .testBlue
            root.addSublayer(leaf)
        }
        CATransaction.commit()
        let pixels = try draw(root)
        XCTAssertEqual(pixels[10, 10], .blue)
        XCTAssertEqual(feed.tree.count, 100_001)
    }
}
