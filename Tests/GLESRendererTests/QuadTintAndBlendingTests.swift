import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
import XCTest

/// Contents tints (a replicator's instance colour, a particle's colour) on
/// both programs, and additive blending as a batch key.
final class QuadTintAndBlendingTests: GLESTestCase {
    private let green = PremultipliedColor(red: 0, green: 1, blue: 0, alpha: 1)

    private func textured(_ rect: CGRect, tint: PremultipliedColor) -> QuadInstance {
        var layer = quad(rect, background: .clear)
        layer.contents = .init(textureIndex: 0, destination: CGRect(origin: .zero, size: rect.size))
        layer.contents?.tint = tint
        return layer
    }

    func testATintMultipliesTheTexelsOnTheSpriteAndLayerPrograms() throws {
        let sprite = textured(CGRect(x: 0, y: 0, width: 8, height: 8), tint: PremultipliedColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        var rounded = textured(CGRect(x: 16, y: 0, width: 8, height: 8), tint: PremultipliedColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        rounded.corners.radius = 1
        let pixels = try render([sprite, rounded], textures: [image(rows: [[.white]])])
        XCTAssertTrue(pixels[4, 4].isClose(to: RGBA(255, 128, 0, 255)), "sprite: \(pixels[4, 4])")
        XCTAssertTrue(pixels[20, 4].isClose(to: RGBA(255, 128, 0, 255)), "layer program: \(pixels[20, 4])")
        XCTAssertFalse(withUnsafePointer(to: sprite) { SpriteQuad($0, texture: GLTextureName(rawValue: 1)) }!.isUnfaded,
                       "a tinted sprite is not drawn by the texel-only variant")
    }

    func testAdditiveInstancesAddToTheTargetAndStartTheirOwnBatch() throws {
        let target = try OffscreenRenderTarget(context: context, width: 64, height: 64)
        var red = quad(CGRect(x: 0, y: 0, width: 8, height: 8), background: PremultipliedColor(red: 1, green: 0, blue: 0, alpha: 1))
        red.blendsAdditively = false
        var addedGreen = quad(CGRect(x: 0, y: 0, width: 8, height: 8), background: PremultipliedColor(red: 0, green: 0.5, blue: 0, alpha: 0.5))
        addedGreen.blendsAdditively = true
        let over = quad(CGRect(x: 16, y: 0, width: 8, height: 8), background: green)
        let statistics = renderer.draw([red, addedGreen, over], textures: [], to: target, clearColor: .clear)
        XCTAssertEqual(statistics.drawCalls, 3, "over, additive, over: three batches")
        let pixels = Pixels(width: 64, height: 64, bytes: target.readPremultipliedRGBA8())
        XCTAssertTrue(pixels[4, 4].isClose(to: RGBA(255, 128, 0, 255)), "red plus half green, alpha clamped: \(pixels[4, 4])")
        XCTAssertEqual(pixels[20, 4], .green, "blending is back to source-over after the additive batch")
    }
}
