import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCoreBase
import XCTest

/// Shadows inside the executor's other paths: a `masksToBounds` ancestor
/// clips a sublayer's shadow, and a group-opacity layer composites its
/// sublayers' shadows with them. Hard shadows (radius 0) so pixels can be
/// reasoned out; saved as `ShadowCompositing.png` for the eye.
final class ShadowCompositingPixelTests: LayerTreePixelTestCase {
    private func hardShadow(_ layer: CALayer, offset: CGSize) {
        layer.shadowOpacity = 1
        layer.shadowRadius = 0
        layer.shadowOffset = offset
        layer.shadowColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    }

    func testShadowsAreClippedByAncestorsAndGroupedWithTheirLayers() throws {
        let root = rootLayer(128)
        root.backgroundColor = CGColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
        // A white clipping panel with a white card whose shadow reaches past the panel's bottom.
        let panel = layer(CGRect(x: 8, y: 8, width: 56, height: 56), .testWhite, in: root)
        panel.masksToBounds = true
        hardShadow(layer(CGRect(x: 16, y: 8, width: 24, height: 24), .testWhite, in: panel),
                   offset: CGSize(width: 0, height: 30))
        // A half-transparent group with a shadowed card.
        let group = layer(CGRect(x: 72, y: 8, width: 48, height: 48), nil, in: root)
        group.opacity = 0.5
        group.allowsGroupOpacity = true
        hardShadow(layer(CGRect(x: 8, y: 8, width: 24, height: 16), .testWhite, in: group),
                   offset: CGSize(width: 0, height: 20))

        let pixels = try draw(root, size: 128)
        try savePNG(pixels, name: "ShadowCompositing.png")
        try assertMatchesReference(pixels, named: "ShadowCompositing")

        let background = RGBA(51, 51, 51, 255)
        // In the panel: card (white), its shadow below it (black), the panel around (white).
        XCTAssertTrue(pixels[36, 24].isClose(to: RGBA(255, 255, 255, 255), tolerance: 1), "card \(pixels[36, 24])")
        XCTAssertTrue(pixels[36, 53].isClose(to: RGBA(0, 0, 0, 255), tolerance: 1), "shadow \(pixels[36, 53])")
        XCTAssertTrue(pixels[12, 53].isClose(to: RGBA(255, 255, 255, 255), tolerance: 1), "panel \(pixels[12, 53])")
        // Below the panel the shadow is clipped away: the root shows.
        XCTAssertTrue(pixels[36, 68].isClose(to: background, tolerance: 1), "clipped shadow \(pixels[36, 68])")
        // In the group: card and shadow at half opacity over the root.
        XCTAssertTrue(pixels[92, 20].isClose(to: RGBA(153, 153, 153, 255), tolerance: 2), "card \(pixels[92, 20])")
        XCTAssertTrue(pixels[92, 44].isClose(to: RGBA(26, 26, 26, 255), tolerance: 2), "shadow \(pixels[92, 44])")
        XCTAssertTrue(pixels[92, 60].isClose(to: background, tolerance: 1), "below the shadow \(pixels[92, 60])")
        XCTAssertEqual(lastFrame?.lastReport.shadows.closedForm, 2)
        XCTAssertEqual(lastFrame?.lastReport.compositing.offscreenGroups, 1)
    }
}
