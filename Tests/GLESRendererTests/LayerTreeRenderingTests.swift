import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCoreBase
@testable import RenderServer
import XCTest

/// End to end, headless: CALayers → commits → render tree → draw list → GL → pixels.
final class LayerTreeRenderingTests: LayerTreePixelTestCase {
    func testNestedLayersLandWhereTheirGeometrySays() throws {
        let root = rootLayer()
        root.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let parent = CALayer()
        parent.frame = CGRect(x: 8, y: 8, width: 32, height: 32)
        parent.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let child = CALayer()
        child.frame = CGRect(x: 16, y: 16, width: 8, height: 8)
        child.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        root.addSublayer(parent)
        parent.addSublayer(child)
        let pixels = try draw(root)
        XCTAssertEqual(pixels[2, 2], .blue)
        XCTAssertEqual(pixels[10, 10], .red)
        XCTAssertEqual(pixels[26, 26], .green, "child at parent (8,8) + (16,16)")
        XCTAssertEqual(pixels[36, 36], .red)
        XCTAssertEqual(pixels[45, 45], .blue)
    }

    func testOpacityMultipliesDownTheTree() throws {
        let root = rootLayer()
        let parent = CALayer()
        parent.frame = root.bounds
        parent.opacity = 0.5
        let child = CALayer()
        child.frame = root.bounds
        child.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        child.opacity = 0.5
        root.addSublayer(parent)
        parent.addSublayer(child)
        let pixels = try draw(root)
        XCTAssertTrue(pixels[32, 32].isClose(to: RGBA(64, 64, 64, 64), tolerance: 2), "\(pixels[32, 32])")
    }

    func testAnimatedPositionIsDrawnAtTheFrameTime() throws {
        final class Clock: @unchecked Sendable { var now = 100.0 }
        let clock = Clock()
        CASetMediaTimeSource { clock.now }
        let root = rootLayer()
        let mover = CALayer()
        mover.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        mover.anchorPoint = .zero
        mover.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(mover)
        CATransaction.flush()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 48
        move.duration = 1
        mover.add(move, forKey: "move")
        CATransaction.flush()
        let pixels = try draw(root, with: try frameRenderer(), at: 100.5)
        XCTAssertEqual(pixels[4, 4], .clear, "moved away from the start")
        XCTAssertEqual(pixels[28, 4], .red, "half way: x = 24…32")
    }

    func testContentsImageAndGravity() throws {
        let root = rootLayer()
        let imageLayer = CALayer()
        imageLayer.frame = CGRect(x: 0, y: 0, width: 32, height: 32)
        imageLayer.contents = CGImage(width: 2, height: 2, premultipliedRGBA8: Data([
            255, 0, 0, 255, 0, 255, 0, 255,
            0, 0, 255, 255, 255, 255, 255, 255,
        ]), isOpaque: true)
        imageLayer.magnificationFilter = .nearest
        root.addSublayer(imageLayer)
        let pixels = try draw(root)
        XCTAssertTrue(pixels[4, 4].isClose(to: .red, tolerance: 8), "top-left of the image at the top-left: \(pixels[4, 4])")
        XCTAssertTrue(pixels[27, 4].isClose(to: .green, tolerance: 8), "\(pixels[27, 4])")
        XCTAssertTrue(pixels[4, 27].isClose(to: .blue, tolerance: 8), "\(pixels[4, 27])")
        XCTAssertEqual(pixels[40, 40], .clear)
    }

    func testRenderedSceneForTheEye() throws {
        let root = rootLayer(128)
        root.backgroundColor = CGColor(red: 0.1, green: 0.1, blue: 0.15, alpha: 1)
        let card = CALayer()
        card.bounds = CGRect(x: 0, y: 0, width: 80, height: 50)
        card.position = CGPoint(x: 64, y: 64)
        card.backgroundColor = CGColor(red: 0.9, green: 0.5, blue: 0.2, alpha: 1)
        card.cornerRadius = 10
        card.borderWidth = 3
        card.borderColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        card.transform = CATransform3DMakeRotation(.pi / 8, 0, 0, 1)
        root.addSublayer(card)
        let pixels = try draw(root, size: 128)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("LayerTreeRendering-scene.png")
        try pixels.image.pngData().write(to: url)
        XCTAssertTrue(pixels[64, 64].isClose(to: RGBA(230, 128, 51, 255), tolerance: 2), "\(pixels[64, 64])")
        XCTAssertTrue(pixels[2, 2].isClose(to: RGBA(26, 26, 38, 255), tolerance: 2), "\(pixels[2, 2])")
    }
}
