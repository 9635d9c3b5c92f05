import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCoreBase
import XCTest

/// One scene with clips, masks and group opacity together, at display scale
/// 2, saved as a PNG for the eye (`CompositingScene.png` in the temporary
/// folder) and probed where the answer is clear.
final class CompositingScenePixelTests: LayerTreePixelTestCase {
    func testComposedSceneForTheEye() throws {
        let root = rootLayer(128)
        root.backgroundColor = CGColor(red: 0.1, green: 0.1, blue: 0.15, alpha: 1)

        // A rotated rounded card that clips striped sublayers overhanging it.
        let card = CALayer()
        card.bounds = CGRect(x: 0, y: 0, width: 52, height: 40)
        card.position = CGPoint(x: 34, y: 32)
        card.transform = CATransform3DMakeRotation(-.pi / 10, 0, 0, 1)
        card.cornerRadius = 10
        card.masksToBounds = true
        card.backgroundColor = CGColor(red: 0.95, green: 0.95, blue: 0.9, alpha: 1)
        root.addSublayer(card)
        let stripes: [CGColor] = [
            CGColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1), CGColor(red: 0.95, green: 0.7, blue: 0.2, alpha: 1),
            CGColor(red: 0.3, green: 0.7, blue: 0.4, alpha: 1), CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1),
        ]
        for (index, color) in stripes.enumerated() {
            layer(CGRect(x: -10, y: CGFloat(index) * 12 - 4, width: 80, height: 8), color, in: card)
        }
        let dot = layer(CGRect(x: 36, y: 24, width: 28, height: 28), CGColor(red: 0.5, green: 0.2, blue: 0.7, alpha: 1), in: card)
        dot.cornerRadius = 14

        // A striped square masked by a circle.
        let masked = layer(CGRect(x: 72, y: 8, width: 48, height: 48), CGColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 1), in: root)
        for index in 0..<3 {
            layer(CGRect(x: CGFloat(index) * 16 + 4, y: 0, width: 8, height: 48), .testWhite, in: masked)
        }
        let circle = layer(masked.bounds, .testWhite)
        circle.cornerRadius = 24
        masked.mask = circle

        // Group opacity on the left, per-layer opacity on the right.
        for (index, groups) in [true, false].enumerated() {
            let pair = layer(CGRect(x: 8 + CGFloat(index) * 60, y: 72, width: 52, height: 48), nil, in: root)
            pair.opacity = 0.6
            pair.allowsGroupOpacity = groups
            layer(CGRect(x: 0, y: 0, width: 32, height: 32), CGColor(red: 1, green: 0.4, blue: 0.3, alpha: 1), in: pair)
            layer(CGRect(x: 16, y: 16, width: 32, height: 32), CGColor(red: 0.3, green: 0.8, blue: 1, alpha: 1), in: pair)
        }

        let pixels = try draw(root, size: 256, scale: 2)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("CompositingScene.png")
        try pixels.image.pngData().write(to: url)
        try assertMatchesReference(pixels, named: "CompositingScene")

        let background = RGBA(26, 26, 38, 255)
        XCTAssertTrue(pixels[2, 2].isClose(to: background, tolerance: 1), "\(pixels[2, 2])")
        // The card's clip: stripes end at its edge (right of the card, on the stripes' row, is background).
        XCTAssertTrue(pixels[146, 20].isClose(to: background, tolerance: 1), "masked away: \(pixels[146, 20])")
        // The mask circle: its bounding square's corner is background; inside, the layer between two stripes.
        XCTAssertTrue(pixels[146, 18].isClose(to: background, tolerance: 1), "\(pixels[146, 18])")
        XCTAssertTrue(pixels[176, 64].isClose(to: RGBA(51, 153, 230, 255), tolerance: 1), "\(pixels[176, 64])")
        // Group vs per-layer where the squares overlap: (28, 24) in each pair.
        let grouped = pixels[2 * 36, 2 * 96], perLayer = pixels[2 * 96, 2 * 96]
        XCTAssertNotEqual(grouped, perLayer, "the overlap differs: \(grouped) vs \(perLayer)")
        // In the group the overlap is the top square alone at 60% over the background.
        XCTAssertTrue(grouped.isClose(to: pixels[2 * 44, 2 * 108], tolerance: 1), "\(grouped) vs \(pixels[2 * 44, 2 * 108])")
        XCTAssertTrue(grouped.isClose(to: RGBA(56, 133, 168, 255), tolerance: 1), "\(grouped)")
        XCTAssertEqual(lastFrame?.lastReport.compositing.offscreenGroups, 2, "the mask and one group")
    }
}
