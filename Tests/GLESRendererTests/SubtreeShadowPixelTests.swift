import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCoreBase
@testable import RenderServer
import XCTest

/// A layer's shadow is the alpha of its whole composited subtree when it has
/// sublayers and no shadowPath: a clear container casts its sublayers' shadow.
final class SubtreeShadowPixelTests: LayerTreePixelTestCase {
    /// Gives `layer` an opaque blue shadow with no blur, `offset` away, so pixels can be compared exactly.
    private func castHardBlueShadow(from layer: CALayer, offset: CGSize) {
        layer.shadowOpacity = 1
        layer.shadowRadius = 0
        layer.shadowOffset = offset
        layer.shadowColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    }

    func testClearContainerCastsItsSublayersShadow() throws {
        let root = rootLayer()
        let container = layer(CGRect(x: 8, y: 8, width: 40, height: 40), nil, in: root)
        castHardBlueShadow(from: container, offset: CGSize(width: 8, height: 8))
        // A red square in the container's top-left quarter only.
        layer(CGRect(x: 0, y: 0, width: 16, height: 16), .testRed, in: container)
        let pixels = try draw(root)
        XCTAssertEqual(pixels[12, 12], .red, "the sublayer")
        XCTAssertEqual(pixels[28, 28], .blue, "its shadow, 8 points right and down of it")
        XCTAssertEqual(pixels[40, 40], .clear, "no shadow where the container has nothing")
        XCTAssertEqual(pixels[12, 28], .clear)
        XCTAssertEqual(lastFrame?.lastReport.shadows.textured, 1)
    }

    func testShadowFollowsATransformedContainer() throws {
        let root = rootLayer()
        let container = layer(CGRect(x: 16, y: 16, width: 32, height: 32), nil, in: root)
        container.transform = CATransform3DMakeScale(0.5, 0.5, 1)
        castHardBlueShadow(from: container, offset: CGSize(width: 16, height: 0))
        layer(CGRect(x: 0, y: 0, width: 16, height: 32), .testRed, in: container)
        let pixels = try draw(root)
        // Scaled about the centre: the container spans 24…40; its left half (red) 24…32;
        // the shadow, 16 layer points = 8 pixels to the right, covers 32…40.
        XCTAssertEqual(pixels[28, 32], .red)
        XCTAssertEqual(pixels[36, 32], .blue)
        XCTAssertEqual(pixels[44, 32], .clear)
    }

    /// A sublayer that sticks out of its superlayer's bounds casts its shadow
    /// too: the shadow is the whole composited subtree's, not the bounds'.
    func testASublayerStickingOutCastsItsShadowToo() throws {
        let root = rootLayer()
        let card = layer(CGRect(x: 8, y: 8, width: 24, height: 24), .testRed, in: root)
        castHardBlueShadow(from: card, offset: CGSize(width: 4, height: 4))
        // A green badge hanging over the card's right edge, 24…36 across, 0…8 down in the card.
        layer(CGRect(x: 24, y: 0, width: 12, height: 8), .testGreen, in: card)
        let pixels = try draw(root)
        XCTAssertEqual(pixels[20, 20], .red, "the card")
        XCTAssertEqual(pixels[38, 12], .green, "the badge, outside the card's bounds")
        XCTAssertEqual(pixels[34, 30], .blue, "the card's shadow")
        XCTAssertEqual(pixels[46, 14], .blue, "the badge's shadow, beyond both the card and its shadow")
        XCTAssertEqual(pixels[46, 22], .clear, "below the badge's shadow")
        XCTAssertEqual(pixels[12, 10], .red, "the card over its own shadow's edge")
    }

    /// The blurred image of a subtree is kept while the subtree draws the
    /// same in its own space: moving the layer or changing the shadow's
    /// colour and offset reuse it; changing a sublayer makes it again.
    func testTheSubtreesShadowImageIsReusedUntilTheSubtreeChanges() throws {
        let root = rootLayer()
        let container = layer(CGRect(x: 8, y: 8, width: 32, height: 32), nil, in: root)
        container.shadowOpacity = 1
        container.shadowRadius = 2
        let sublayer = layer(CGRect(x: 0, y: 0, width: 16, height: 16), .testRed, in: container)
        let frame = try frameRenderer()
        _ = try draw(root, with: frame)
        XCTAssertEqual(frame.renderer.lastReport.shadows.textureRenders, 1, "made once")
        _ = try draw(root, with: frame)
        XCTAssertEqual(frame.renderer.lastReport.shadows.textureRenders, 0, "nothing changed")
        CATransaction.setDisableActions(true)
        container.position = CGPoint(x: 30, y: 28)
        container.shadowColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        container.shadowOffset = CGSize(width: 6, height: 6)
        let moved = try draw(root, with: frame)
        XCTAssertEqual(frame.renderer.lastReport.shadows.textureRenders, 0, "moved and recoloured: reused")
        XCTAssertEqual(moved[20, 20], .red, "the sublayer moved with its layer")
        XCTAssertGreaterThan(moved[31, 31].b, 100, "the reused shadow follows, blue, 6 points down and right")
        CATransaction.setDisableActions(true)
        container.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        _ = try draw(root, with: frame)
        XCTAssertEqual(frame.renderer.lastReport.shadows.textureRenders, 0, "turned: reused")
        CATransaction.setDisableActions(true)
        sublayer.frame = CGRect(x: 16, y: 16, width: 16, height: 16)
        _ = try draw(root, with: frame)
        XCTAssertEqual(frame.renderer.lastReport.shadows.textureRenders, 1, "a sublayer moved inside: made again")
    }
}
