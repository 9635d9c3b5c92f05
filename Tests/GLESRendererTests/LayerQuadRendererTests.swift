import CoreAnimationValues
import CoreGraphics
import Foundation
import GLESRenderer
import XCTest

/// Batching and counters of `LayerQuadRenderer`.
final class LayerQuadRendererTests: GLESTestCase {
    private func textured(_ index: Int, at x: CGFloat, in target: CGSize = CGSize(width: 64, height: 8)) -> QuadInstance {
        var layer = quad(CGRect(x: x, y: 0, width: 4, height: 4), in: target)
        layer.contents = .init(textureIndex: index, destination: CGRect(x: 0, y: 0, width: 4, height: 4))
        return layer
    }

    func testConsecutiveInstancesSharingATextureAreOneDraw() throws {
        let a = image(rows: [[.red]])
        let b = image(rows: [[.blue]])
        let target = try OffscreenRenderTarget(context: context, width: 64, height: 8)
        let statistics = renderer.draw(
            [textured(0, at: 0), textured(0, at: 4), textured(1, at: 8), textured(1, at: 12), textured(0, at: 16)],
            textures: [a, b], to: target, clearColor: .clear)
        XCTAssertEqual(statistics.instances, 5)
        XCTAssertEqual(statistics.drawCalls, 3, "a a | b b | a")
        XCTAssertEqual(statistics.textureUploads, 2)
    }

    /// A white layer the sprite program cannot draw (it asks for anti-aliased edges).
    private func antialiasedPlain(at x: CGFloat) -> QuadInstance {
        var layer = quad(CGRect(x: x, y: 0, width: 4, height: 4), in: CGSize(width: 64, height: 8))
        layer.allowsEdgeAntialiasing = true
        return layer
    }

    func testWhenMergingInstancesWithoutContentsNeverBreakABatch() throws {
        let a = image(rows: [[.red]])
        let target = try OffscreenRenderTarget(context: context, width: 64, height: 8)
        let plain = antialiasedPlain(at: 40)
        let wasMerging = renderer.mergesUntexturedInstances
        renderer.mergesUntexturedInstances = true
        defer { renderer.mergesUntexturedInstances = wasMerging }
        let statistics = renderer.draw(
            [plain, textured(0, at: 0), plain, textured(0, at: 8), plain],
            textures: [a], to: target, clearColor: .clear)
        XCTAssertEqual(statistics.drawCalls, 1)
        XCTAssertEqual(statistics.instances, 5)
        let pixels = Pixels(width: 64, height: 8, bytes: target.readPremultipliedRGBA8())
        XCTAssertEqual(pixels[41, 1], RGBA.white, "the plain layer drawn by the contents variant")
        XCTAssertEqual(pixels[1, 1], RGBA.red)
    }

    func testWithoutMergingTexturedAndPlainRunsAreSeparateDraws() throws {
        let a = image(rows: [[.red]])
        let target = try OffscreenRenderTarget(context: context, width: 64, height: 8)
        let plain = antialiasedPlain(at: 40)
        let wasMerging = renderer.mergesUntexturedInstances
        renderer.mergesUntexturedInstances = false
        defer { renderer.mergesUntexturedInstances = wasMerging }
        let statistics = renderer.draw(
            [plain, plain, textured(0, at: 0), textured(0, at: 8), plain],
            textures: [a], to: target, clearColor: .clear)
        XCTAssertEqual(statistics.drawCalls, 3, "plain plain | a a | plain")
    }

    func testMergingIsOffOnLlvmpipeOnly() {
        XCTAssertEqual(renderer.mergesUntexturedInstances, !context.isLlvmpipe)
    }

    func testTexturesAreUploadedOnFirstUseOnly() throws {
        let a = image(rows: [[.red]])
        let target = try OffscreenRenderTarget(context: context, width: 8, height: 8)
        let first = renderer.draw([textured(0, at: 0)], textures: [a], to: target, clearColor: .clear)
        let second = renderer.draw([textured(0, at: 0)], textures: [a], to: target, clearColor: .clear)
        XCTAssertEqual(first.textureUploads, 1)
        XCTAssertEqual(second.textureUploads, 0)
        XCTAssertLessThan(second.stateChanges, first.stateChanges, "the second frame rebinds less")
        XCTAssertGreaterThan(second.skippedStateChanges, 0)
    }

    func testATextureIndexOutOfRangeDrawsWithoutContents() throws {
        var layer = textured(3, at: 0, in: CGSize(width: 8, height: 8))
        layer.backgroundColor = PremultipliedColor(red: 0, green: 1, blue: 0, alpha: 1)
        let (pixels, reports) = try Diagnostics.capture { try render([layer], width: 8, height: 8) }
        XCTAssertEqual(pixels[1, 1], RGBA.green)
        XCTAssertEqual(reports.count, 1)
        XCTAssert(reports[0].contains("texture index"), reports[0])
    }

    func testADrawCountsItsCallsAndInstances() throws {
        let target = try OffscreenRenderTarget(context: context, width: 8, height: 8)
        let quads = renderer.draw([quad(CGRect(x: 0, y: 0, width: 4, height: 4))], textures: [], to: target, clearColor: .clear)
        XCTAssertEqual(quads.drawCalls, 1)
        XCTAssertEqual(quads.instances, 1)
    }
}
