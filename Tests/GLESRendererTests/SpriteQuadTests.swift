import CGLES
import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
import XCTest

/// The sprite program: which layers take it (the key in `SpriteQuad`), how
/// its batches interleave with the layer program's, and what it draws.
final class SpriteQuadTests: GLESTestCase {
    private let red = PremultipliedColor(red: 1, green: 0, blue: 0, alpha: 1)

    /// A layer of 8 × 8 points at (x, 0) with contents over a clear background.
    private func textured(at x: CGFloat) -> QuadInstance {
        var layer = quad(CGRect(x: x, y: 0, width: 8, height: 8), background: .clear)
        layer.contents = .init(textureIndex: 0, destination: CGRect(x: 0, y: 0, width: 8, height: 8))
        return layer
    }

    func testPlainLayersTakeTheSpriteProgramAndTheRestTheLayerProgram() throws {
        let solid = quad(CGRect(x: 0, y: 0, width: 8, height: 8))
        var rounded = quad(CGRect(x: 8, y: 0, width: 8, height: 8))
        rounded.corners.radius = 2
        var roundedButNoMaskedCorner = rounded
        roundedButNoMaskedCorner.corners.maskedCorners = []
        var bordered = quad(CGRect(x: 16, y: 0, width: 8, height: 8))
        bordered.borderWidth = 1
        bordered.borderColor = red
        var clearBorder = bordered
        clearBorder.borderColor = .clear
        var antialiased = quad(CGRect(x: 24, y: 0, width: 8, height: 8))
        antialiased.allowsEdgeAntialiasing = true
        var backgroundUnderContents = textured(at: 32)
        backgroundUnderContents.backgroundColor = red
        let cases: [(QuadInstance, Bool, String)] = [
            (solid, true, "background only"),
            (textured(at: 40), true, "contents over a clear background"),
            (rounded, false, "rounded corners"),
            (roundedButNoMaskedCorner, true, "a radius on no corner"),
            (bordered, false, "a border"),
            (clearBorder, true, "a clear border"),
            (antialiased, false, "allowsEdgeAntialiasing"),
            (backgroundUnderContents, false, "a background under contents"),
        ]
        let target = try OffscreenRenderTarget(context: context, width: 64, height: 64)
        let sheet = image(rows: [[.green]])
        for (instance, isSprite, label) in cases {
            let statistics = renderer.draw([instance], textures: [sheet], to: target, clearColor: .clear)
            XCTAssertEqual(statistics.instances, 1, label)
            XCTAssertEqual(statistics.spriteInstances, isSprite ? 1 : 0, label)
        }
    }

    /// A first instance that covers the whole target (a part's backdrop,
    /// `firstCovers`) takes the layer program when the next one does: one
    /// call fewer, and the same bytes, even for a channel half-way between
    /// two (0.9 of 255). When the next is a sprite, nothing changes.
    func testACoveringFirstInstanceJoinsTheNextLayerProgramDrawWithTheSamePixels() throws {
        let halfWay = PremultipliedColor(red: 0.9, green: 0.9, blue: 0.92, alpha: 1)
        let backdrop = quad(CGRect(x: -2, y: -2, width: 68, height: 68), background: halfWay)
        var rounded = quad(CGRect(x: 10, y: 4, width: 20, height: 20), background: red)
        rounded.corners.radius = 5
        var translucent = quad(CGRect(x: 20, y: 14, width: 30, height: 12))
        translucent.backgroundColor = PremultipliedColor(red: 0, green: 0.25, blue: 0, alpha: 0.5)
        let sheet = image(rows: [[.green, .blue], [.red, .clear]])
        var pixels: [Data] = []
        var calls: [Int] = []
        for firstCovers in [false, true] {
            let target = try OffscreenRenderTarget(context: context, width: 64, height: 64)
            let statistics = renderer.draw([backdrop, rounded, textured(at: 40), translucent], textures: [sheet],
                                           to: target, clearColor: .clear, firstCovers: firstCovers)
            XCTAssertEqual(statistics.instances, 4)
            XCTAssertEqual(statistics.spriteInstances, firstCovers ? 2 : 3)
            calls.append(statistics.drawCalls)
            pixels.append(target.readPremultipliedRGBA8())
        }
        XCTAssertEqual(calls[1], calls[0] - 1, "the backdrop drawn in the rounded layer's call")
        XCTAssertEqual(pixels[0], pixels[1], "the layer program draws the covering sprite's bytes")
        let target = try OffscreenRenderTarget(context: context, width: 64, height: 64)
        let beforeASprite = renderer.draw([backdrop, quad(CGRect(x: 0, y: 0, width: 8, height: 8))], textures: [],
                                          to: target, clearColor: .clear, firstCovers: true)
        XCTAssertEqual(beforeASprite.spriteInstances, 2, "the next is a sprite: both stay sprites")
    }

    /// The opaque middles drawn from the sprites' own instances (the
    /// occluder pass alone: what `prepare` draws) cover the pixels of the
    /// part `opaquePart(within:)` works out on the CPU, the right way round
    /// for a mirrored image, and nothing else; the sprites take no second
    /// instance for them.
    func testInteriorOccludersCoverTheSpritesOpaquePartAndNothingElse() throws {
        // 16 × 16: a see-through ring 4 texels wide round an opaque middle, left half green, right half blue.
        var rows = [[RGBA]](repeating: [RGBA](repeating: RGBA(0, 0, 0, 0), count: 16), count: 16)
        for y in 4..<12 { for x in 4..<12 { rows[y][x] = x < 8 ? RGBA(0, 255, 0, 255) : RGBA(0, 0, 255, 255) } }
        let ringed = image(rows: rows)
        let interior = try XCTUnwrap(OpaqueInterior.of(ringed))
        var plain = quad(CGRect(x: 0, y: 0, width: 32, height: 32), in: CGSize(width: 64, height: 32), background: .clear)
        plain.contents = .init(textureIndex: 0, destination: CGRect(x: 0, y: 0, width: 32, height: 32))
        var mirrored = quad(CGRect(x: 32, y: 0, width: 32, height: 32), in: CGSize(width: 64, height: 32),
                            background: .clear)
        mirrored.contents = .init(textureIndex: 0, destination: CGRect(x: 0, y: 0, width: 32, height: 32))
        mirrored.contents!.rect = CGRect(x: 1, y: 0, width: -1, height: 1)
        let target = try OffscreenRenderTarget(context: context, width: 64, height: 32)
        // Through the state cache: a draw before may have left depth and colour writes off, which a clear obeys.
        target.bindForDrawing(context.state)
        context.state.setColorWrites(true)
        context.state.setDepth(test: false, writes: true)
        context.state.setStencilTest(false)
        glClearColor(0, 0, 0, 0)
        glClearDepthf(1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT))
        let statistics = renderer.prepare([plain, mirrored], textures: [ringed], to: target, occlusion: .occludersFirst)
        XCTAssertEqual(statistics.occluders, 2)
        XCTAssertEqual(statistics.spriteInstances, 2)
        let pixels = Pixels(width: 64, height: 32, bytes: target.readPremultipliedRGBA8())
        for (index, instance) in [plain, mirrored].enumerated() {
            let sprite = try withUnsafePointer(to: instance) { try XCTUnwrap(SpriteQuad($0, texture: GLTextureName(rawValue: 1))) }
            let part = try XCTUnwrap(sprite.opaquePart(within: interior)).rect
            let left = CGFloat(32 * index)
            for y in 0..<32 {
                for x in 0..<32 {
                    let centre = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)
                    let pixel = pixels[32 * index + x, y]
                    if part.insetBy(dx: 0.25, dy: 0.25).contains(centre) {
                        XCTAssertEqual(pixel.a, 255, "sprite \(index), (\(x), \(y)) inside the opaque part")
                        // Green on the image's left half: on the right for the mirrored one.
                        let greenSide = index == 0 ? centre.x < 16 : centre.x > 16
                        if abs(centre.x - 16) > 1 { XCTAssertEqual(pixel.g > pixel.b, greenSide, "(\(x + Int(left)), \(y))") }
                    } else if !part.insetBy(dx: -0.25, dy: -0.25).contains(centre) {
                        XCTAssertEqual(pixel.a, 0, "sprite \(index), (\(x), \(y)) outside the opaque part")
                    }
                }
            }
        }
    }

    func testAnAntialiasedClipPutsEveryLayerOnTheLayerProgram() throws {
        let target = try OffscreenRenderTarget(context: context, width: 64, height: 64)
        let clip = try XCTUnwrap(LayerQuadClip(
            bounds: CGRect(x: 0, y: 0, width: 64, height: 64), corners: LayerCorners(radius: 0, maskedCorners: []),
            toPixels: CATransform3DIdentity, targetHeight: 64))
        let statistics = renderer.draw(
            [quad(CGRect(x: 0, y: 0, width: 8, height: 8))], textures: [], to: target, clearColor: .clear, clip: clip)
        XCTAssertEqual(statistics.instances, 1)
        XCTAssertEqual(statistics.spriteInstances, 0)
    }

    func testLayersThatDrawNothingAreSkipped() throws {
        let target = try OffscreenRenderTarget(context: context, width: 64, height: 64)
        let empty = quad(CGRect(x: 0, y: 0, width: 8, height: 8), background: .clear)
        var refused = empty
        refused.contents = .init(textureIndex: 5, destination: CGRect(x: 0, y: 0, width: 8, height: 8))
        let (statistics, reports) = Diagnostics.capture {
            renderer.draw([empty, refused], textures: [], to: target, clearColor: .clear)
        }
        XCTAssertEqual(statistics.instances, 0)
        XCTAssertEqual(statistics.drawCalls, 0)
        XCTAssertEqual(reports.count, 1, "the bad texture index is still reported")
    }

    func testSpriteAndLayerBatchesKeepPaintersOrder() throws {
        // Three overlapping layers, sprite / layer program / sprite: each later one covers the earlier.
        let blue = PremultipliedColor(red: 0, green: 0, blue: 1, alpha: 1)
        var middle = quad(CGRect(x: 4, y: 4, width: 16, height: 16), background: red)
        middle.borderWidth = 1
        middle.borderColor = red
        let instances = [
            quad(CGRect(x: 0, y: 0, width: 16, height: 16), background: blue),
            middle,
            quad(CGRect(x: 8, y: 8, width: 16, height: 16)),
        ]
        let target = try OffscreenRenderTarget(context: context, width: 64, height: 64)
        let statistics = renderer.draw(instances, textures: [], to: target, clearColor: .clear)
        XCTAssertEqual(statistics.drawCalls, 3, "sprite | layer | sprite")
        XCTAssertEqual(statistics.spriteInstances, 2)
        let pixels = Pixels(width: 64, height: 64, bytes: target.readPremultipliedRGBA8())
        XCTAssertEqual(pixels[1, 1], RGBA.blue)
        XCTAssertEqual(pixels[5, 5], RGBA.red)
        XCTAssertEqual(pixels[12, 12], RGBA.white)
        XCTAssertEqual(pixels[22, 22], RGBA.white)
        XCTAssertEqual(pixels[18, 6], RGBA.red)
    }

    func testConsecutiveSpritesOfOneImageAreOneDraw() throws {
        let target = try OffscreenRenderTarget(context: context, width: 64, height: 64)
        let statistics = renderer.draw(
            (0..<6).map { textured(at: CGFloat($0) * 8) }, textures: [image(rows: [[.green]])], to: target, clearColor: .clear)
        XCTAssertEqual(statistics.drawCalls, 1)
        XCTAssertEqual(statistics.spriteInstances, 6)
    }

    func testSpriteContentsOutsideTheBoundsAreCutAtTheBoundsLikeTheLayerProgram() throws {
        // Four texels (red red blue blue) stretched over x -8..<24 of a 16-point
        // layer, 8 points each: between the centres of texels 0 and 1
        // (x -4..<4) filtering mixes red with red, between those of 2 and 3
        // (x 12..<20) blue with blue, and x 16..<24 lies outside the bounds.
        let strip = image(rows: [[.red, .red, .blue, .blue]])
        var layer = quad(CGRect(x: 0, y: 0, width: 16, height: 8), background: .clear)
        layer.contents = .init(textureIndex: 0, destination: CGRect(x: -8, y: 0, width: 32, height: 8))
        var viaLayerProgram = layer
        viaLayerProgram.allowsEdgeAntialiasing = true
        for instance in [layer, viaLayerProgram] {
            let pixels = try render([instance], textures: [strip])
            XCTAssertEqual(pixels[2, 4], RGBA.red)
            XCTAssertEqual(pixels[13, 4], RGBA.blue)
            XCTAssert(pixels[8, 4].r > 0 && pixels[8, 4].b > 0, "red and blue mix between texels 1 and 2: \(pixels[8, 4])")
            XCTAssertEqual(pixels[17, 4], RGBA.clear, "outside the bounds")
            XCTAssertEqual(pixels[4, 9], RGBA.clear)
        }
    }

    func testAMirroringContentsRectMirrorsSpritesAsTheLayerProgramDoes() throws {
        // A negative width reads the image right to left: blue on the left.
        let strip = image(rows: [[.red, .blue]])
        var layer = quad(CGRect(x: 0, y: 0, width: 16, height: 8), background: .clear)
        layer.contents = .init(textureIndex: 0, rect: CGRect(x: 1, y: 0, width: -1, height: 1),
                               destination: CGRect(x: 0, y: 0, width: 16, height: 8))
        var viaLayerProgram = layer
        viaLayerProgram.allowsEdgeAntialiasing = true
        for (instance, program) in [(layer, "sprite"), (viaLayerProgram, "layer")] {
            let pixels = try render([instance], textures: [strip])
            XCTAssertEqual(pixels[1, 4], RGBA.blue, program)
            XCTAssertEqual(pixels[14, 4], RGBA.red, program)
        }
        let sprite = try XCTUnwrap(withUnsafePointer(to: layer) { SpriteQuad($0, texture: GLTextureName(rawValue: 1)) })
        XCTAssertEqual(sprite.textureCorners.0, 1)
        XCTAssertEqual(sprite.textureCorners.2, 0)
        // Its opaque part keeps the mirroring: the part of u 0.25…0.5 lies at x 8…12.
        let part = try XCTUnwrap(sprite.opaquePart(within: CGRect(x: 0.25, y: 0, width: 0.25, height: 1)))
        XCTAssertEqual(part.rect, CGRect(x: 8, y: 0, width: 4, height: 8))
        XCTAssertEqual(part.textureCorners.0, 0.5)
        XCTAssertEqual(part.textureCorners.2, 0.25)
        // Texture coordinates that are not numbers (a NaN contentsRect) give no occluder.
        let whole = CGRect(x: 0, y: 0, width: 1, height: 1)
        for corners: (Float, Float, Float, Float) in [(.nan, 0, 1, 1), (0, 0, 1, .nan), (.nan, .nan, .nan, .nan),
                                                       (-.infinity, 0, .infinity, 1)] {
            var broken = sprite
            broken.textureCorners = corners
            XCTAssertNil(broken.opaquePart(within: whole), "\(corners)")
        }
    }

    func testSpriteOpacityScalesContentsAndColour() throws {
        var solid = quad(CGRect(x: 0, y: 0, width: 8, height: 8))
        solid.opacity = 0.5
        var contents = textured(at: 16)
        contents.opacity = 0.5
        let pixels = try render([solid, contents], textures: [image(rows: [[.green]])])
        XCTAssert(pixels[4, 4].isClose(to: RGBA(128, 128, 128, 128)), "\(pixels[4, 4])")
        XCTAssert(pixels[20, 4].isClose(to: RGBA(0, 128, 0, 128)), "\(pixels[20, 4])")
    }

    func testUnfadedAndFadedContentsAreSeparateBatchesWithTheirOwnPixels() throws {
        // One image at opacity 1, 0.5, 1: the unfaded variant draws the texel
        // alone, the faded one times opacity; a change of variant is a new batch.
        var faded = textured(at: 16)
        faded.opacity = 0.5
        let instances = [textured(at: 0), faded, textured(at: 32)]
        let target = try OffscreenRenderTarget(context: context, width: 64, height: 64)
        let statistics = renderer.draw(instances, textures: [image(rows: [[.green]])], to: target, clearColor: .clear)
        XCTAssertEqual(statistics.spriteInstances, 3)
        XCTAssertEqual(statistics.drawCalls, 3, "unfaded, faded, unfaded")
        let pixels = Pixels(width: 64, height: 64, bytes: target.readPremultipliedRGBA8())
        XCTAssertEqual(pixels[4, 4], RGBA(0, 255, 0, 255))
        XCTAssert(pixels[20, 4].isClose(to: RGBA(0, 128, 0, 128)), "\(pixels[20, 4])")
        XCTAssertEqual(pixels[36, 4], RGBA(0, 255, 0, 255))
        XCTAssertTrue(withUnsafePointer(to: instances[0]) { SpriteQuad($0, texture: GLTextureName(rawValue: 1)) }!.isUnfaded)
        XCTAssertFalse(withUnsafePointer(to: faded) { SpriteQuad($0, texture: GLTextureName(rawValue: 1)) }!.isUnfaded)
        XCTAssertFalse(withUnsafePointer(to: quad(CGRect(x: 0, y: 0, width: 8, height: 8))) { SpriteQuad($0, texture: nil) }!.isUnfaded,
                       "solid sprites keep their colour times opacity")
    }

    func testAFrameOfSpritesKeepsNoLayerProgramBuffer() throws {
        let fresh = try LayerQuadRenderer(context: context)
        let target = try OffscreenRenderTarget(context: context, width: 64, height: 64)
        let sprites = (0..<100).map { textured(at: CGFloat($0 % 8) * 8) }
        let statistics = fresh.draw(sprites, textures: [image(rows: [[.green]])], to: target, clearColor: .clear)
        XCTAssertEqual(statistics.spriteInstances, 100)
        XCTAssertEqual(fresh.layerFloats.capacity, 0, "no room kept for layer quads no layer takes")
        var rounded = quad(CGRect(x: 0, y: 0, width: 8, height: 8))
        rounded.corners.radius = 2
        let mixed = fresh.draw(sprites + [rounded, rounded], textures: [image(rows: [[.green]])], to: target,
                               clearColor: .clear)
        XCTAssertEqual(mixed.spriteInstances, 100)
        XCTAssertEqual(mixed.instances, 102)
        XCTAssertGreaterThanOrEqual(fresh.layerFloats.capacity, 2 * LayerQuadRenderer.floatsPerInstance)
        let pixels = Pixels(width: 64, height: 64, bytes: target.readPremultipliedRGBA8())
        XCTAssertEqual(pixels[4, 4], RGBA(255, 255, 255, 255), "the (white) rounded layers drawn over the sprites")
        XCTAssertEqual(pixels[60, 4], RGBA(0, 255, 0, 255), "a sprite")
    }

    func testTheLayerProgramsBufferGrowsWhilePackingAndKeepsWhatWasWritten() throws {
        // A fresh renderer's buffer is empty: 64 rounded layers (the layer
        // program) make it grow several times within one frame, before 64
        // opaque square ones (sprites, or occluders) and after.
        let fresh = try LayerQuadRenderer(context: context)
        let target = try OffscreenRenderTarget(context: context, width: 64, height: 64)
        var layers: [QuadInstance] = []
        for index in 0..<128 {
            var layer = quad(CGRect(x: CGFloat(index % 8) * 8, y: CGFloat(index / 8) * 4, width: 8, height: 4),
                             background: index < 64 ? red : PremultipliedColor(red: 0, green: 0, blue: 1, alpha: 1))
            layer.corners.radius = index < 64 ? 1 : 0
            layer.size = CGSize(width: 8, height: 4)
            layers.append(layer)
        }
        let statistics = fresh.draw(layers, textures: [], to: target, clearColor: .clear)
        XCTAssertEqual(statistics.instances, 128)
        XCTAssertGreaterThanOrEqual(fresh.layerFloats.capacity, 64 * LayerQuadRenderer.floatsPerInstance)
        let pixels = Pixels(width: 64, height: 64, bytes: target.readPremultipliedRGBA8())
        XCTAssertEqual(pixels[4, 2], RGBA(255, 0, 0, 255), "the first layer, written before the buffer grew")
        XCTAssertEqual(pixels[60, 30], RGBA(255, 0, 0, 255), "the last rounded layer")
        XCTAssertEqual(pixels[4, 34], RGBA(0, 0, 255, 255), "the first square one")
        XCTAssertEqual(pixels[60, 62], RGBA(0, 0, 255, 255), "the last one")
    }

    func testPackedFloatsKeepWhatWasWrittenWhenTheyGrow() {
        let floats = PackedFloats()
        XCTAssertNil(floats.base)
        floats.makeRoom(for: 3, keeping: 0)
        for index in 0..<3 { floats.base![index] = Float(index) + 0.5 }
        floats.makeRoom(for: 2, keeping: 3)
        XCTAssertEqual(floats.capacity, 3, "room enough: nothing moves")
        floats.makeRoom(for: 5, keeping: 3)
        XCTAssertEqual(floats.capacity, 6, "doubles")
        XCTAssertEqual((0..<3).map { floats.base![$0] }, [0.5, 1.5, 2.5])
        floats.makeRoom(for: 100, keeping: 1)
        XCTAssertEqual(floats.capacity, 100)
        XCTAssertEqual(floats.base![0], 0.5)
    }

    /// A sprite instance sends the layer-to-clip matrix as the rows of clip
    /// x, y and w (10 floats with the depth, not 16): for a point of the
    /// layer's plane they give what the whole matrix gives, perspective
    /// included, and the attributes read exactly the instance's floats.
    func testAnInstanceKeepsTheRowsThatPlaceItsCorners() {
        XCTAssertEqual(SpriteQuadProgram.attributeSizes.reduce(0, +), SpriteQuad.floatsPerInstance)
        var tilted = CATransform3DMakeRotation(0.4, 0.3, 1, 0.2)
        tilted.m34 = -1.0 / 700
        tilted = CATransform3DTranslate(tilted, 30, -12, 9)
        let flat = CATransform3DConcat(CATransform3DMakeRotation(0.7, 0, 0, 1), CATransform3DMakeScale(2, 0.5, 1))
        for t in [tilted, flat, CATransform3DIdentity] {
            var out = [Float](repeating: .nan, count: SpriteQuad.floatsPerInstance)
            SpriteQuad.writeRows(of: t, depth: 0.25, into: &out)
            XCTAssertEqual(out[3], 0.25, "the depth")
            XCTAssertTrue(out[10...].allSatisfy(\.isNaN), "only the first 10 floats are the transform's")
            for point in [CGPoint(x: 0, y: 0), CGPoint(x: 17, y: -3), CGPoint(x: -40, y: 25)] {
                let x = Double(point.x), y = Double(point.y)
                // (x, y, 0, 1) · M, as CATransform3D's row vectors.
                let clipX = x * t.m11 + y * t.m21 + t.m41
                let clipY = x * t.m12 + y * t.m22 + t.m42
                let clipW = x * t.m14 + y * t.m24 + t.m44
                func row(_ start: Int) -> Double {
                    x * Double(out[start]) + y * Double(out[start + 1]) + Double(out[start + 2])
                }
                XCTAssertEqual(row(0), clipX, accuracy: 1e-4 * max(1, abs(clipX)), "x of \(point)")
                XCTAssertEqual(row(4), clipY, accuracy: 1e-4 * max(1, abs(clipY)), "y of \(point)")
                XCTAssertEqual(row(7), clipW, accuracy: 1e-4 * max(1, abs(clipW)), "w of \(point)")
            }
        }
    }
}
