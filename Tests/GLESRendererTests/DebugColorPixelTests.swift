import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCoreBase
@testable import RenderServer
import XCTest

/// Core Animation's debugging colours, drawn over the layers they describe.
final class DebugColorPixelTests: LayerTreePixelTestCase {
    private func draw(_ root: CALayer, options: RenderDebugOptions) throws -> Pixels {
        let frame = try frameRenderer()
        frame.renderer.debugOptions = options
        return try draw(root, with: frame)
    }

    func testBlendedLayersAreRedAndOpaqueOnesGreen() throws {
        let root = rootLayer()
        layer(CGRect(x: 0, y: 0, width: 32, height: 64), .testBlue, in: root)
        layer(CGRect(x: 32, y: 0, width: 32, height: 64), CGColor(red: 0, green: 0, blue: 1, alpha: 0.5), in: root)
        let pixels = try draw(root, options: .blendedLayers)
        // Blue under a 50 % green tint; half-transparent blue under a 50 % red tint.
        let off = mismatches(pixels, tolerance: 2) { x, y in
            switch (x, y) {
            case (16, 32): return RGBA(0, 128, 128, 255)
            case (48, 32): return RGBA(128, 0, 64, 191)
            default: return nil
            }
        }
        XCTAssertEqual(off, [])
    }

    func testOffscreenRenderedLayersAreTintedYellow() throws {
        let root = rootLayer()
        let masked = layer(CGRect(x: 16, y: 16, width: 32, height: 32), .testBlue, in: root)
        masked.mask = layer(masked.bounds, .testWhite)
        let plain = layer(CGRect(x: 0, y: 0, width: 8, height: 8), .testBlue, in: root)
        XCTAssertNotNil(plain.superlayer)
        let pixels = try draw(root, options: .offscreenRendered)
        XCTAssertGreaterThan(pixels[32, 32].r, 90, "the masked layer is tinted: \(pixels[32, 32])")
        XCTAssertEqual(pixels[4, 4], .blue, "a layer drawn directly is not")
    }

    /// Draws `roots` with `frame`, redrawing only what changed since `previous` (updated).
    private func drawChanges(_ roots: [CALayer], with frame: (renderer: GLESFrameRenderer, target: OffscreenRenderTarget),
                            after previous: inout FramePlan?) throws -> Pixels {
        CATransaction.flush()
        var list = DrawListBuilder.build(feed.tree, roots: roots.map(\.layerID), at: CACurrentMediaTime())
        if roots.count > 1 { XCTAssertNotNil(list.overlayStart) } else { list.overlayStart = nil }
        try drawDamage(list, with: frame.renderer, after: &previous)
        return Pixels(width: frame.target.pixelWidth, height: frame.target.pixelHeight,
                      bytes: frame.target.readPremultipliedRGBA8())
    }

    func testTheFlashTintsTheRectanglesAFrameRedrawsOnceAndTheyAreRedrawnClean() throws {
        let root = rootLayer()
        root.backgroundColor = .testWhite
        let changed = layer(CGRect(x: 16, y: 16, width: 16, height: 16), .testBlue, in: root)
        let frame = try frameRenderer()
        frame.renderer.debugOptions = .flashUpdatedRegions
        var previous: FramePlan?
        let first = try drawChanges([root], with: frame, after: &previous)
        XCTAssertNotEqual(first[56, 56], .white, "the first frame is all damage: all of it flashes")
        let settled = try drawChanges([root], with: frame, after: &previous)
        XCTAssertEqual(settled[24, 24], .blue, "no change, no flash; the last flash is drawn over")
        XCTAssertEqual(settled[56, 56], .white)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        changed.backgroundColor = .testRed
        CATransaction.commit()
        let flashed = try drawChanges([root], with: frame, after: &previous)
        XCTAssertGreaterThan(flashed[24, 24].g, 100, "the changed layer's rectangle flashes: \(flashed[24, 24])")
        XCTAssertEqual(flashed[56, 56], .white, "the unchanged rest does not")
        XCTAssertEqual(try drawChanges([root], with: frame, after: &previous)[24, 24], .red, "and only once")
    }

    func testAnOverlayChangingAloneDoesNotFlash() throws {
        let root = rootLayer()
        root.backgroundColor = .testWhite
        let overlay = rootLayer(16)
        overlay.position = CGPoint(x: 40, y: 40)
        overlay.backgroundColor = .testBlue
        let frame = try frameRenderer()
        frame.renderer.debugOptions = .flashUpdatedRegions
        var previous: FramePlan?
        _ = try drawChanges([root, overlay], with: frame, after: &previous)
        _ = try drawChanges([root, overlay], with: frame, after: &previous)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        overlay.backgroundColor = .testRed
        CATransaction.commit()
        let pixels = try drawChanges([root, overlay], with: frame, after: &previous)
        XCTAssertEqual(pixels[48, 48], .red, "the heads-up display's change is drawn, not flashed")
    }

    func testAnOverlayRootIsNeitherTintedNorCounted() throws {
        // A window draws its heads-up display as a second root: the colours
        // it explains leave it alone, and the layer count is the app's.
        let root = rootLayer()
        layer(CGRect(x: 0, y: 0, width: 32, height: 64), .testBlue, in: root)
        let overlay = rootLayer(32)
        overlay.position = CGPoint(x: 32, y: 0)
        overlay.backgroundColor = .testBlue
        layer(CGRect(x: 0, y: 32, width: 16, height: 16), .testRed, in: overlay)
        CATransaction.flush()
        let list = DrawListBuilder.build(feed.tree, roots: [root.layerID, overlay.layerID], at: CACurrentMediaTime())
        XCTAssertEqual(list.overlayStart, 2, "the app's root and its one layer come first")
        XCTAssertEqual(list.appItemCount, 2)
        let frame = try frameRenderer()
        frame.renderer.debugOptions = .blendedLayers
        XCTAssertEqual(try frame.renderer.render(list).layers, 2, "the report counts the app's layers")
        let pixels = Pixels(width: 64, height: 64, bytes: frame.target.readPremultipliedRGBA8())
        XCTAssertNotEqual(pixels[16, 16], .blue, "the app's opaque blue is tinted green")
        XCTAssertEqual(pixels[48, 16], .blue, "the overlay's is not")
        XCTAssertEqual(pixels[40, 40], .red, "nor its sublayer")
        let single = DrawListBuilder.build(feed.tree, roots: [root.layerID], at: CACurrentMediaTime())
        XCTAssertNil(single.overlayStart)
        XCTAssertEqual(single.appItemCount, single.items.count)
    }
}
