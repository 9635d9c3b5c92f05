import CoreAnimationModel
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCoreBase
@testable import RenderServer
import XCTest

/// A layer's shadow is the alpha of its whole composited subtree when it has
/// sublayers and no shadowPath: a clear container casts its sublayers' shadow.
final class SubtreeShadowPixelTests: LayerTreePixelTestCase {
    func testClearContainerCastsItsSublayersShadow() throws {
        let root = rootLayer()
        let container = layer(CGRect(x: 8, y: 8, width: 40, height: 40), nil, in: root)
        container.shadowOpacity = 1
        container.shadowRadius = 0
        container.shadowOffset = CGSize(width: 8, height: 8)
        container.shadowColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        // A red square in the container's top-left quarter only.
        layer(CGRect(x: 0, y: 0, width: 16, height: 16), .testRed, in: container)
        let pixels = try draw(root)
        XCTAssertEqual(pixels[12, 12], .red, "the sublayer")
        XCTAssertEqual(pixels[28, 28], .blue, "its shadow, 8 points right and down of it")
        XCTAssertEqual(pixels[40, 40], .clear, "no shadow where the container has nothing")
        XCTAssertEqual(pixels[12, 28], .clear)
        XCTAssertEqual(lastFrame?.lastShadowStatistics.textured, 1)
    }

    func testShadowFollowsATransformedContainer() throws {
        let root = rootLayer()
        let container = layer(CGRect(x: 16, y: 16, width: 32, height: 32), nil, in: root)
        container.transform = CATransform3DMakeScale(0.5, 0.5, 1)
        container.shadowOpacity = 1
        container.shadowRadius = 0
        container.shadowOffset = CGSize(width: 16, height: 0)
        container.shadowColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        layer(CGRect(x: 0, y: 0, width: 16, height: 32), .testRed, in: container)
        let pixels = try draw(root)
        // Scaled about the centre: the container spans 24…40; its left half (red) 24…32;
        // the shadow, 16 layer points = 8 pixels to the right, covers 32…40.
        XCTAssertEqual(pixels[28, 32], .red)
        XCTAssertEqual(pixels[36, 32], .blue)
        XCTAssertEqual(pixels[44, 32], .clear)
    }
}
