import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCoreBase
import XCTest

/// Geometry and contents in one scene at display scale 2, compared with a
/// reference image (`References/GeometryScene.png`) and probed where the
/// answer can be reasoned out: a rotated bordered layer with two rounded
/// corners, a rotated rounded parent clipping its sublayers, a layer turned
/// about y under a parent's perspective, a sprite-sheet cell picked by
/// `contentsRect`, and a back-facing layer that is not double-sided.
final class GeometryScenePixelTests: LayerTreePixelTestCase {
    private let background = CGColor(red: 0.1, green: 0.1, blue: 0.15, alpha: 1)

    func testGeometrySceneMatchesItsReference() throws {
        let root = rootLayer(128)
        root.backgroundColor = background

        // Rotated 30°, 3-point white border, only the top-left and bottom-right corners rounded.
        let tilted = layer(CGRect(x: 10, y: 12, width: 40, height: 28), CGColor(red: 0.95, green: 0.55, blue: 0.25, alpha: 1), in: root)
        tilted.transform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        tilted.cornerRadius = 10
        tilted.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        tilted.borderWidth = 3
        tilted.borderColor = .testWhite

        // A rotated rounded parent that clips two bars overhanging it.
        let clipper = layer(CGRect(x: 70, y: 10, width: 48, height: 40), CGColor(red: 0.9, green: 0.9, blue: 0.85, alpha: 1), in: root)
        clipper.transform = CATransform3DMakeRotation(-.pi / 9, 0, 0, 1)
        clipper.cornerRadius = 12
        clipper.masksToBounds = true
        layer(CGRect(x: -10, y: 6, width: 70, height: 10), CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1), in: clipper)
        layer(CGRect(x: -10, y: 24, width: 70, height: 10), CGColor(red: 0.3, green: 0.7, blue: 0.4, alpha: 1), in: clipper)

        // Perspective: the parent's sublayerTransform has m34 = -1/200; the card turns 50° about y.
        let stage = layer(CGRect(x: 8, y: 64, width: 56, height: 56), nil, in: root)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 200
        stage.sublayerTransform = perspective
        let card = layer(CGRect(x: 8, y: 8, width: 40, height: 40), CGColor(red: 0.6, green: 0.3, blue: 0.8, alpha: 1), in: stage)
        card.transform = CATransform3DMakeRotation(.pi * 50 / 180, 0, 1, 0)
        card.borderWidth = 2
        card.borderColor = .testWhite

        // A sprite sheet of four 8×8 cells (red, green, blue, yellow); contentsRect shows the third.
        let cells: [RGBA] = [.red, .green, .blue, RGBA(255, 255, 0, 255)]
        let sheet = image(rows: (0..<8).map { _ in (0..<32).map { cells[$0 / 8] } })
        let sprite = layer(CGRect(x: 76, y: 72, width: 16, height: 16), nil, in: root)
        sprite.contents = sheet
        sprite.contentsRect = CGRect(x: 0.5, y: 0, width: 0.25, height: 1)

        // Turned away and not double-sided: culled.
        let back = layer(CGRect(x: 100, y: 72, width: 20, height: 20), .testRed, in: root)
        back.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        back.isDoubleSided = false

        let pixels = try draw(root, size: 256, scale: 2)
        try savePNG(pixels, name: "GeometryScene.png")
        try assertMatchesReference(pixels, named: "GeometryScene")

        let backgroundPixel = RGBA(26, 26, 38, 255)
        XCTAssertEqual(pixels[2, 2], backgroundPixel)
        // The sprite cell's middle is pure blue (the texel centres of the third cell).
        XCTAssertEqual(pixels[2 * 84, 2 * 80], RGBA.blue)
        // The culled layer leaves the background.
        XCTAssertEqual(pixels[2 * 110, 2 * 82], backgroundPixel)
        // The clipper's bars end inside its rotated rounded bounds: beyond the
        // parent's right end (x 118 before turning) is background.
        XCTAssertEqual(pixels[2 * 124, 2 * 30], backgroundPixel)
        // The turned card is narrower than 40 points on screen and centred where it was.
        let row = 2 * 92
        let cardColumns = (0..<128).filter { pixels[$0, row].b > 150 && pixels[$0, row].r > 100 && pixels[$0, row].g < 120 }
        XCTAssertFalse(cardColumns.isEmpty)
        if let first = cardColumns.first, let last = cardColumns.last {
            XCTAssertLessThan(last - first, 2 * 34, "foreshortened: \(first)…\(last)")
            XCTAssertEqual(Double(first + last) / 2, 2 * 36, accuracy: 2 * 4, "centred near x = 36 points")
        }
    }
}
