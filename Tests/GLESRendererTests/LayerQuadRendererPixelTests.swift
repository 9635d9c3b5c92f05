import CoreAnimationValues
import CoreGraphics
import Foundation
import GLESRenderer
import XCTest

/// Pixel tests of the layer quad program: small headless targets, read back
/// and probed where the expected value can be reasoned out.
final class LayerQuadRendererPixelTests: GLESTestCase {
    private let slate = PremultipliedColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    private let slateBytes = RGBA(51, 102, 153, 255)

    func testSolidQuadWithIntegerEdgesCoversExactlyItsPixels() throws {
        let rect = CGRect(x: 10, y: 12, width: 20, height: 30)
        let red = PremultipliedColor(red: 1, green: 0, blue: 0, alpha: 1)
        let pixels = try render([quad(rect, background: red)], clear: slate)
        var mismatches: [String] = []
        for y in 0..<64 {
            for x in 0..<64 {
                let inside = x >= 10 && x < 30 && y >= 12 && y < 42
                let expected = inside ? RGBA.red : slateBytes
                if pixels[x, y] != expected { mismatches.append("(\(x), \(y)) = \(pixels[x, y])") }
            }
        }
        XCTAssertEqual(mismatches, [], "pixels off: \(mismatches.prefix(8))")
    }

    func testHalfTransparentQuadBlendsPremultipliedOverAnother() throws {
        let rect = CGRect(x: 8, y: 8, width: 48, height: 48)
        let blue = PremultipliedColor(red: 0, green: 0, blue: 1, alpha: 1)
        let halfRed = PremultipliedColor(straightRed: 1, green: 0, blue: 0, alpha: 0.5)
        let pixels = try render([quad(rect, background: blue), quad(CGRect(x: 16, y: 16, width: 16, height: 16), background: halfRed)])
        // 0.5 red + (1 - 0.5) × opaque blue = (0.5, 0, 0.5, 1).
        XCTAssert(pixels[20, 20].isClose(to: RGBA(128, 0, 128, 255)), "\(pixels[20, 20])")
        XCTAssertEqual(pixels[40, 40], RGBA.blue)
        XCTAssertEqual(pixels[2, 2], RGBA.clear)
        // Alone over a clear target it keeps its premultiplied value.
        let alone = try render([quad(rect, background: halfRed)])
        XCTAssert(alone[20, 20].isClose(to: RGBA(128, 0, 0, 128)), "\(alone[20, 20])")
    }

    func testRoundedCornerLeavesCornerClearCentreFilledAndArcPartial() throws {
        var layer = quad(CGRect(x: 0, y: 0, width: 64, height: 64))
        layer.corners.radius = 16
        let pixels = try render([layer])
        for (x, y) in [(0, 0), (63, 0), (0, 63), (63, 63), (2, 2)] {
            XCTAssertEqual(pixels[x, y], RGBA.clear, "corner pixel (\(x), \(y))")
        }
        XCTAssertEqual(pixels[32, 32], RGBA.white)
        XCTAssertEqual(pixels[0, 32], RGBA.white, "straight edge, away from the corners")
        XCTAssertEqual(pixels[32, 0], RGBA.white)
        // Along the diagonal the arc crosses near (4.7, 4.7): some pixel there is partly covered.
        let diagonal = (0..<16).map { pixels[$0, $0].a }
        XCTAssert(diagonal.contains { $0 > 0 && $0 < 255 }, "no partial alpha on the arc: \(diagonal)")
        // Anti-aliased output stays premultiplied: colour never exceeds alpha.
        for i in 0..<16 {
            let p = pixels[i, i]
            XCTAssert(p.r <= p.a && p.g <= p.a && p.b <= p.a, "not premultiplied at (\(i), \(i)): \(p)")
        }
    }

    func testMaskedCornersRoundOnlyTheChosenCorners() throws {
        var layer = quad(CGRect(x: 0, y: 0, width: 64, height: 64))
        layer.corners.radius = 16
        layer.corners.maskedCorners = [.layerMaxXMaxYCorner]
        let pixels = try render([layer])
        XCTAssertEqual(pixels[0, 0], RGBA.white, "minX-minY is square")
        XCTAssertEqual(pixels[63, 0], RGBA.white, "maxX-minY is square")
        XCTAssertEqual(pixels[0, 63], RGBA.white, "minX-maxY is square")
        XCTAssertEqual(pixels[63, 63], RGBA.clear, "maxX-maxY (bottom-right, y down) is round")
    }

    func testTwoPixelBorderHasBorderColourInItsBandAndBackgroundInside() throws {
        var layer = quad(CGRect(x: 12, y: 12, width: 40, height: 40), background: PremultipliedColor(red: 0, green: 1, blue: 0, alpha: 1))
        layer.borderWidth = 2
        layer.borderColor = PremultipliedColor(red: 1, green: 0, blue: 0, alpha: 1)
        let pixels = try render([layer])
        for (x, y) in [(12, 30), (13, 30), (51, 30), (50, 30), (30, 12), (30, 13), (30, 51), (30, 50), (12, 12), (51, 51)] {
            XCTAssertEqual(pixels[x, y], RGBA.red, "border band at (\(x), \(y))")
        }
        for (x, y) in [(14, 30), (49, 30), (30, 14), (30, 49), (32, 32), (14, 14)] {
            XCTAssertEqual(pixels[x, y], RGBA.green, "inside at (\(x), \(y))")
        }
        XCTAssertEqual(pixels[11, 30], RGBA.clear)
        XCTAssertEqual(pixels[52, 30], RGBA.clear)
    }

    func testOpacityScalesTheWholeLayer() throws {
        var layer = quad(CGRect(x: 8, y: 8, width: 48, height: 48))
        layer.borderWidth = 4
        layer.borderColor = PremultipliedColor(red: 0, green: 0, blue: 1, alpha: 1)
        layer.opacity = 0.5
        let pixels = try render([layer], clear: .black)
        XCTAssert(pixels[32, 32].isClose(to: RGBA(128, 128, 128, 255)), "background: \(pixels[32, 32])")
        XCTAssert(pixels[9, 32].isClose(to: RGBA(0, 0, 128, 255)), "border: \(pixels[9, 32])")
        XCTAssertEqual(pixels[4, 4], RGBA(0, 0, 0, 255))
    }

    func testTextureKeepsItsOrientationTopLeftAtTopLeft() throws {
        let corners = image(rows: [[.red, .green], [.blue, .white]])
        var layer = quad(CGRect(x: 16, y: 16, width: 32, height: 32))
        layer.backgroundColor = .clear
        layer.contents = .init(textureIndex: 0, destination: CGRect(x: 0, y: 0, width: 32, height: 32))
        let pixels = try render([layer], textures: [corners])
        XCTAssertEqual(pixels[18, 18], RGBA.red, "top-left")
        XCTAssertEqual(pixels[45, 18], RGBA.green, "top-right")
        XCTAssertEqual(pixels[18, 45], RGBA.blue, "bottom-left")
        XCTAssertEqual(pixels[45, 45], RGBA.white, "bottom-right")
        XCTAssertEqual(pixels[10, 10], RGBA.clear)
    }

    func testContentsRectPicksOneQuadrantOfASpriteSheet() throws {
        // 32 × 32 sheet: four 16 × 16 quadrants; drawn 1:1 so every pixel
        // samples a texel centre and filtering cannot bleed.
        let quadrant: (Int, Int) -> RGBA = { x, y in
            switch (x < 16, y < 16) {
            case (true, true): return .red
            case (false, true): return .green
            case (true, false): return .blue
            case (false, false): return .white
            }
        }
        let sheet = image(rows: (0..<32).map { y in (0..<32).map { x in quadrant(x, y) } })
        var layer = quad(CGRect(x: 8, y: 8, width: 16, height: 16))
        layer.backgroundColor = .clear
        layer.contents = .init(
            textureIndex: 0, rect: CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5),
            destination: CGRect(x: 0, y: 0, width: 16, height: 16))
        let pixels = try render([layer], textures: [sheet])
        for y in 8..<24 {
            for x in 8..<24 where pixels[x, y] != .green {
                return XCTFail("(\(x), \(y)) = \(pixels[x, y]), expected the top-right quadrant's green")
            }
        }
        XCTAssertEqual(pixels[7, 8], RGBA.clear)
        XCTAssertEqual(pixels[24, 8], RGBA.clear)
    }

    func testContentsDestinationInsideTheBoundsLeavesTheRestToTheBackground() throws {
        let red = image(rows: [[.red]])
        var layer = quad(CGRect(x: 0, y: 0, width: 64, height: 64), background: PremultipliedColor(red: 0, green: 0, blue: 1, alpha: 1))
        layer.contents = .init(textureIndex: 0, destination: CGRect(x: 16, y: 24, width: 32, height: 16))
        let pixels = try render([layer], textures: [red])
        XCTAssertEqual(pixels[16, 24], RGBA.red)
        XCTAssertEqual(pixels[47, 39], RGBA.red)
        XCTAssertEqual(pixels[15, 30], RGBA.blue)
        XCTAssertEqual(pixels[48, 30], RGBA.blue)
        XCTAssertEqual(pixels[30, 23], RGBA.blue)
        XCTAssertEqual(pixels[30, 40], RGBA.blue)
    }

    func testContentsEdgesStayExactUnderAnUnevenScale() throws {
        // A 32 × 32 layer stretched 2× in x: its image, drawn at layer
        // (8, 8, 16, 16), lands on pixels x 16..<48, y 8..<24.
        let red = image(rows: [[.red]])
        let stretch = CATransform3DMakeScale(2, 1, 1)
        var layer = QuadInstance(
            transform: CATransform3DConcat(stretch, clip()), size: CGSize(width: 32, height: 32),
            backgroundColor: PremultipliedColor(red: 0, green: 0, blue: 1, alpha: 1))
        layer.contents = .init(textureIndex: 0, destination: CGRect(x: 8, y: 8, width: 16, height: 16))
        let pixels = try render([layer], textures: [red])
        XCTAssertEqual(pixels[16, 10], RGBA.red)
        XCTAssertEqual(pixels[47, 23], RGBA.red)
        XCTAssertEqual(pixels[15, 10], RGBA.blue)
        XCTAssertEqual(pixels[48, 10], RGBA.blue)
        XCTAssertEqual(pixels[30, 7], RGBA.blue)
        XCTAssertEqual(pixels[30, 24], RGBA.blue)
        XCTAssertEqual(pixels[63, 10], RGBA.blue)
        XCTAssertEqual(pixels[10, 40], RGBA.clear)
    }

    func testContentsInterpolatePerspectiveCorrectly() throws {
        // Left half red, right half blue, on a layer turned 60° about its
        // vertical centre line under perspective: the colour boundary must sit
        // where the layer's midline projects, not halfway across the screen
        // extent, which is where affine interpolation would put it.
        let halves = image(rows: [[.red, .blue]])
        var world = CATransform3DMakeTranslation(-24, -24, 0)
        world = CATransform3DConcat(world, CATransform3DMakeRotation(60 * .pi / 180, 0, 1, 0))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 80
        world = CATransform3DConcat(world, perspective)
        world = CATransform3DConcat(world, CATransform3DMakeTranslation(32, 32, 0))
        var layer = QuadInstance(transform: CATransform3DConcat(world, clip()), size: CGSize(width: 48, height: 48))
        layer.contents = .init(textureIndex: 0, destination: CGRect(x: 0, y: 0, width: 48, height: 48))
        let pixels = try render([layer], textures: [halves])

        let left = try XCTUnwrap(world.projecting(CGPoint(x: 0, y: 24))).x
        let middle = try XCTUnwrap(world.projecting(CGPoint(x: 24, y: 24))).x
        let right = try XCTUnwrap(world.projecting(CGPoint(x: 48, y: 24))).x
        XCTAssertGreaterThan(abs(middle - (left + right) / 2), 3, "the test needs a visible difference")
        // The first column, scanning the middle row, that is more blue than red.
        let row = 32
        let boundary = try XCTUnwrap((0..<64).first { x in
            let p = pixels[x, row]
            return p.a > 128 && p.b > p.r
        })
        XCTAssertEqual(Double(boundary), Double(middle), accuracy: 1.5, "edges \(left)…\(right), midline \(middle)")
    }

    /// A 32 × 32 white square turned 45° about its centre, placed at the target's centre.
    private func diamond(antialiased: Bool) -> QuadInstance {
        var transform = CATransform3DMakeTranslation(-16, -16, 0)
        transform = CATransform3DConcat(transform, CATransform3DMakeRotation(.pi / 4, 0, 0, 1))
        transform = CATransform3DConcat(transform, CATransform3DMakeTranslation(32, 32, 0))
        return QuadInstance(
            transform: CATransform3DConcat(transform, clip()), size: CGSize(width: 32, height: 32), backgroundColor: .white,
            allowsEdgeAntialiasing: antialiased)
    }

    func testQuadRotated45DegreesCoversTheCentreAndLeavesTheCornersClear() throws {
        let pixels = try render([diamond(antialiased: true)])
        XCTAssertEqual(pixels[32, 32], RGBA.white)
        // The diamond's tips reach 16√2 ≈ 22.6 px from the centre along the axes.
        XCTAssertEqual(pixels[32, 12], RGBA.white)
        XCTAssertEqual(pixels[12, 32], RGBA.white)
        for (x, y) in [(0, 0), (63, 0), (0, 63), (63, 63), (14, 14), (49, 14), (14, 49), (49, 49)] {
            XCTAssertEqual(pixels[x, y], RGBA.clear, "(\(x), \(y)) lies outside the diamond")
        }
        // With allowsEdgeAntialiasing the slanted edges are anti-aliased: some pixels along them are partial.
        let edgeRow = (0..<64).map { pixels[$0, 20].a }
        XCTAssert(edgeRow.contains { $0 > 0 && $0 < 255 }, "\(edgeRow)")
    }

    func testWithoutEdgeAntialiasingTheRotatedQuadHasHardEdgesOnPixelCentres() throws {
        // Apple's default: a pixel is in when its centre is inside the diamond |dx| + |dy| ≤ 16√2.
        let pixels = try render([diamond(antialiased: false)])
        let reach = 16 * 2.0.squareRoot()
        var mismatches: [String] = []
        for y in 0..<64 {
            for x in 0..<64 {
                let distance = abs(Double(x) + 0.5 - 32) + abs(Double(y) + 0.5 - 32)
                if abs(distance - reach) < 0.01 { continue }
                let expected = distance < reach ? RGBA.white : RGBA.clear
                if pixels[x, y] != expected { mismatches.append("(\(x), \(y)) = \(pixels[x, y])") }
            }
        }
        XCTAssertEqual(mismatches, [], "pixels off: \(mismatches.prefix(8))")
    }

    func testPerspectiveKeepsTheNearEdgeLongerThanTheFarEdge() throws {
        // 48 × 48 layer tilted 50° about its horizontal centre line, seen by an
        // eye 100 points away (m34 = -1/100), centred in the target.
        var world = CATransform3DMakeTranslation(-24, -24, 0)
        world = CATransform3DConcat(world, CATransform3DMakeRotation(50 * .pi / 180, 1, 0, 0))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 100
        world = CATransform3DConcat(world, perspective)
        world = CATransform3DConcat(world, CATransform3DMakeTranslation(32, 32, 0))
        let layer = QuadInstance(
            transform: CATransform3DConcat(world, clip()), size: CGSize(width: 48, height: 48), backgroundColor: .white)
        let pixels = try render([layer])

        // The rotation takes the top edge (y = 0) to z < 0, away from the eye.
        let top = world.applying(x: 0, y: 0, z: 0, w: 1)
        let bottom = world.applying(x: 0, y: 48, z: 0, w: 1)
        XCTAssertGreaterThan(top.w, bottom.w, "the top edge is the far one")
        // Expected on-screen edge lengths from the CPU projection.
        let farWidth = 48 / top.w
        let nearWidth = 48 / bottom.w

        let rows = pixels.coveredRows
        let first = try XCTUnwrap(rows.first)
        let last = try XCTUnwrap(rows.last)
        let topWidth = pixels.coveredCount(row: first)
        let bottomWidth = pixels.coveredCount(row: last)
        XCTAssertLessThan(topWidth, bottomWidth, "far (top) row \(topWidth) px, near (bottom) row \(bottomWidth) px")
        XCTAssertEqual(Double(topWidth), farWidth, accuracy: 2.5)
        XCTAssertEqual(Double(bottomWidth), nearWidth, accuracy: 2.5)
    }

    func testTextureLargerThanTheMaximumIsRefusedWithADiagnosticAndDrawsNothing() throws {
        let side = context.maxTextureSize + 1
        let wide = CGImage(
            width: side, height: 1, premultipliedRGBA8: Data(repeating: 255, count: side * 4), isOpaque: true)
        var layer = quad(CGRect(x: 8, y: 8, width: 48, height: 48))
        layer.backgroundColor = .clear
        layer.contents = .init(textureIndex: 0, destination: CGRect(x: 0, y: 0, width: 48, height: 48))
        let (pixels, reports) = try Diagnostics.capture { try render([layer], textures: [wide]) }
        XCTAssertEqual(pixels[32, 32], RGBA.clear, "the refused contents draw as nothing")
        XCTAssertEqual(reports.count, 1, "\(reports)")
        XCTAssert(reports.first?.contains("GL_MAX_TEXTURE_SIZE") == true, "\(reports)")
        XCTAssert(reports.first?.contains("\(side)×1") == true, "\(reports)")
        // The refusal is remembered: the next frame reports nothing new.
        let (_, again) = try Diagnostics.capture { try render([layer], textures: [wide]) }
        XCTAssertEqual(again, [])
    }

    func testNonFiniteInstanceIsDroppedWithADiagnostic() throws {
        var broken = quad(CGRect(x: 0, y: 0, width: 64, height: 64))
        broken.transform.m11 = .nan
        let fine = quad(CGRect(x: 8, y: 8, width: 8, height: 8))
        let target = try OffscreenRenderTarget(context: context, width: 64, height: 64)
        let (statistics, reports) = Diagnostics.capture {
            renderer.draw([broken, fine], textures: [], to: target, clearColor: .clear)
        }
        XCTAssertEqual(statistics.droppedInstances, 1)
        XCTAssertEqual(statistics.instances, 1)
        XCTAssertEqual(reports.count, 1)
        let pixels = Pixels(width: 64, height: 64, bytes: target.readPremultipliedRGBA8())
        XCTAssertEqual(pixels[10, 10], RGBA.white)
        XCTAssertEqual(pixels[40, 40], RGBA.clear)
    }

    func testComposedSceneIsSavedAsPNG() throws {
        // Background card, a rounded textured tile with a border, a tilted
        // translucent card in perspective, and a rotated badge.
        let size = CGSize(width: 256, height: 160)
        let tile = image(rows: (0..<16).map { y in (0..<16).map { x in
            (x / 4 + y / 4) % 2 == 0 ? RGBA(240, 200, 40, 255) : RGBA(30, 60, 160, 255)
        } })
        var card = quad(CGRect(x: 8, y: 8, width: 240, height: 144), in: size, background: PremultipliedColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1))
        card.corners.radius = 12
        card.borderWidth = 1
        card.borderColor = PremultipliedColor(red: 0.6, green: 0.6, blue: 0.65, alpha: 1)
        var textured = quad(CGRect(x: 24, y: 24, width: 80, height: 80), in: size, background: .clear)
        textured.corners.radius = 20
        textured.borderWidth = 3
        textured.borderColor = PremultipliedColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
        textured.contents = .init(textureIndex: 0, destination: CGRect(x: 0, y: 0, width: 80, height: 80))

        var world = CATransform3DMakeTranslation(-50, -35, 0)
        world = CATransform3DConcat(world, CATransform3DMakeRotation(-40 * .pi / 180, 0, 1, 0))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 300
        world = CATransform3DConcat(world, perspective)
        world = CATransform3DConcat(world, CATransform3DMakeTranslation(180, 64, 0))
        var tilted = QuadInstance(
            transform: CATransform3DConcat(world, clip(size)), size: CGSize(width: 100, height: 70),
            backgroundColor: PremultipliedColor(straightRed: 0.9, green: 0.2, blue: 0.3, alpha: 0.8), corners: LayerCorners(radius: 10))
        tilted.borderWidth = 2
        tilted.borderColor = .white

        var badgeWorld = CATransform3DMakeTranslation(-18, -18, 0)
        badgeWorld = CATransform3DConcat(badgeWorld, CATransform3DMakeRotation(.pi / 6, 0, 0, 1))
        badgeWorld = CATransform3DConcat(badgeWorld, CATransform3DMakeTranslation(150, 125, 0))
        let badge = QuadInstance(
            transform: CATransform3DConcat(badgeWorld, clip(size)), size: CGSize(width: 36, height: 36),
            backgroundColor: PremultipliedColor(red: 0.1, green: 0.6, blue: 0.3, alpha: 1), corners: LayerCorners(radius: 6),
            opacity: 0.85)

        let pixels = try render(
            [card, textured, tilted, badge], textures: [tile], width: Int(size.width), height: Int(size.height),
            clear: PremultipliedColor(red: 0.1, green: 0.1, blue: 0.16, alpha: 1))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("GLESRendererTests")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("composed-scene.png")
        try pixels.image.pngData().write(to: file)
        print("GLESRendererTests: composed scene written to \(file.path)")
        XCTAssertEqual(pixels[60, 60].a, 255)
    }
}
