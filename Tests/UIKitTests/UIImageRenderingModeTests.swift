import XCTest
@testable import UIKit

/// Rendering modes and tinting.
final class UIImageRenderingModeTests: UIKitTestCase {
    /// A 4 × 4 image: an opaque green top half, a half-transparent red bottom-left pixel, the rest clear.
    func makeShape() -> UIImage {
        pixelRenderer(CGSize(width: 4, height: 4)).image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
            UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).setFill()
            context.fill(CGRect(x: 0, y: 3, width: 1, height: 1))
        }
    }

    func testRenderingModeIsKeptOrSet() {
        let image = makeShape()
        XCTAssertEqual(image.renderingMode, .automatic)
        let template = image.withRenderingMode(.alwaysTemplate)
        XCTAssertEqual(template.renderingMode, .alwaysTemplate)
        XCTAssertTrue(template.cgImage === image.cgImage, "the same pixels")
        XCTAssertEqual(template.size, image.size)
        XCTAssertEqual(image.renderingMode, .automatic, "the original is unchanged")
        XCTAssertEqual(template.withTintColor(.blue).renderingMode, .alwaysTemplate)
        XCTAssertEqual(image.withTintColor(.blue, renderingMode: .alwaysOriginal).renderingMode, .alwaysOriginal)
    }

    func testTintedImageHasTheColourWhereTheOriginalHasAlpha_pixeltest() {
        let tinted = makeShape().withTintColor(.blue)
        XCTAssertEqual(tinted.size, CGSize(width: 4, height: 4))
        XCTAssertEqual(pixel(tinted.cgImage, 1, 0), [0, 0, 255, 255], "opaque green became blue")
        let half = pixel(tinted.cgImage, 0, 3)
        XCTAssertEqual(half[0], 0)
        XCTAssertEqual(Int(half[2]), Int(half[3]), "premultiplied blue")
        XCTAssertEqual(Double(half[3]), 128, accuracy: 2, "keeping the original's half alpha")
        XCTAssertEqual(pixel(tinted.cgImage, 3, 3), [0, 0, 0, 0], "clear stays clear")
    }

    func testImageViewDrawsATemplateImageInItsTintColour_pixeltest() {
        let shape = makeShape()
        let view = UIImageView(image: shape.withRenderingMode(.alwaysTemplate))
        view.tintColor = .red
        XCTAssertEqual(pixel(view.layer.contents as! CGImage?, 1, 0), [255, 0, 0, 255])
        view.tintColor = .blue
        XCTAssertEqual(pixel(view.layer.contents as! CGImage?, 1, 0), [0, 0, 255, 255], "redrawn when the tint changes")

        let parent = UIView()
        parent.tintColor = .green
        let child = UIImageView(image: shape.withRenderingMode(.alwaysTemplate))
        parent.addSubview(child)
        XCTAssertEqual(pixel(child.layer.contents as! CGImage?, 1, 0), [0, 255, 0, 255], "the superview's tint")
        parent.tintColor = .red
        XCTAssertEqual(pixel(child.layer.contents as! CGImage?, 1, 0), [255, 0, 0, 255], "follows the superview's tint")

        let original = UIImageView(image: shape)
        original.tintColor = .red
        XCTAssertTrue(original.layer.contents as AnyObject === shape.cgImage, "an automatic image keeps its colours")
    }
}
