import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCoreBase
@testable import RenderServer
import XCTest

/// Apple: "By default, the corner radius does not apply to the image in the
/// layer's contents property; it applies only to the background color and
/// border of the layer. However, setting the masksToBounds property to true
/// causes the content to be clipped to the rounded corners."
final class ContentsCornersPixelTests: LayerTreePixelTestCase {
    /// A 48 × 48 layer at (8, 8) with a blue background, a red image, a
    /// 16-point corner radius and a 2-point white border.
    private func roundedLayer(masksToBounds: Bool) throws -> Pixels {
        let root = rootLayer()
        let card = layer(CGRect(x: 8, y: 8, width: 48, height: 48), .testBlue, in: root)
        card.contents = image(rows: [[.red, .red], [.red, .red]])
        card.cornerRadius = 16
        card.borderWidth = 2
        card.borderColor = .testWhite
        card.masksToBounds = masksToBounds
        return try draw(root)
    }

    func testTheCornersCutTheBackgroundAndBorderButNotTheContents() throws {
        let pixels = try roundedLayer(masksToBounds: false)
        XCTAssertEqual(pixels[9, 9], .red, "the image keeps its square corner")
        XCTAssertEqual(pixels[54, 54], .red)
        XCTAssertEqual(pixels[32, 32], .red, "and covers the background")
        XCTAssertEqual(pixels[32, 9], .white, "the border is drawn over the image along the edges")
        // On the rounded border's arc, the border shows over the image.
        XCTAssertEqual(pixels[13, 13].g, 255, "\(pixels[13, 13])")
    }

    func testMasksToBoundsCutsTheContentsToo() throws {
        let pixels = try roundedLayer(masksToBounds: true)
        XCTAssertEqual(pixels[9, 9], .clear)
        XCTAssertEqual(pixels[54, 54], .clear)
        XCTAssertEqual(pixels[32, 32], .red)
        XCTAssertEqual(pixels[32, 9], .white)
    }

    func testAGradientIsCutByTheCornersAsItsBackgroundIs() throws {
        let root = rootLayer()
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 8, y: 8, width: 48, height: 48)
        gradient.colors = [CGColor.testRed, CGColor.testRed]
        gradient.cornerRadius = 16
        root.addSublayer(gradient)
        let pixels = try draw(root)
        XCTAssertEqual(pixels[9, 9], .clear)
        XCTAssertEqual(pixels[32, 32], .red)
    }

    func testTheShadowOfSquareContentsIsSquare() throws {
        let root = rootLayer()
        let card = layer(CGRect(x: 16, y: 16, width: 32, height: 32), nil, in: root)
        card.contents = image(rows: [[.red, .red], [.red, .red]])
        card.cornerRadius = 12
        card.shadowOpacity = 1
        card.shadowRadius = 0
        card.shadowOffset = CGSize(width: 8, height: 8)
        let pixels = try draw(root)
        XCTAssertTrue(pixels[55, 55].isClose(to: RGBA(0, 0, 0, 255), tolerance: 8),
                      "the shadow's corner is square like the image's: \(pixels[55, 55])")
        XCTAssertEqual(pixels[47, 47], .red)
        XCTAssertEqual(pixels[58, 58], .clear)
    }
}

/// Without `masksToBounds` an image that `contentsGravity` places past the
/// bounds shows there, as on Apple's platforms; with it, it is cut.
final class ContentsOverflowPixelTests: LayerTreePixelTestCase {
    /// With a background the layer program draws it; without, the sprite program.
    private func centred(masksToBounds: Bool, background: CGColor? = .testBlue) throws -> Pixels {
        let root = rootLayer()
        let frame = layer(CGRect(x: 24, y: 24, width: 16, height: 16), background, in: root)
        // 32 × 32 pixels at contentsScale 1: twice the bounds, centred on them.
        frame.contents = image(rows: Array(repeating: Array(repeating: RGBA.red, count: 32), count: 32))
        frame.contentsGravity = .center
        frame.masksToBounds = masksToBounds
        return try draw(root)
    }

    func testACentredImageLargerThanTheBoundsShowsPastThem() throws {
        for background in [CGColor.testBlue, nil] {
            let pixels = try centred(masksToBounds: false, background: background)
            XCTAssertEqual(pixels[17, 17], .red, "past the top-left of the bounds")
            XCTAssertEqual(pixels[46, 46], .red, "past the bottom-right")
            XCTAssertEqual(pixels[32, 32], .red)
            XCTAssertEqual(pixels[15, 32], .clear, "the image ends at its own edge")
            XCTAssertEqual(pixels[48, 32], .clear)
        }
    }

    func testMasksToBoundsCutsItAtTheBounds() throws {
        for background in [CGColor.testBlue, nil] {
            let pixels = try centred(masksToBounds: true, background: background)
            XCTAssertEqual(pixels[17, 17], .clear)
            XCTAssertEqual(pixels[32, 32], .red)
            XCTAssertEqual(pixels[23, 32], .clear)
        }
    }

    func testAGroupImageKeepsTheOverflow() throws {
        let root = rootLayer()
        let group = layer(CGRect(x: 0, y: 0, width: 64, height: 64), nil, in: root)
        group.opacity = 0.5
        let child = layer(CGRect(x: 24, y: 24, width: 16, height: 16), .testBlue, in: group)
        child.contents = image(rows: Array(repeating: Array(repeating: RGBA.red, count: 32), count: 32))
        child.contentsGravity = .center
        let overlap = layer(CGRect(x: 44, y: 44, width: 8, height: 8), .testGreen, in: group)
        XCTAssertNotNil(overlap.superlayer)
        let pixels = try draw(root)
        XCTAssertTrue(pixels[18, 18].isClose(to: RGBA(128, 0, 0, 128), tolerance: 2), "\(pixels[18, 18])")
    }
}
