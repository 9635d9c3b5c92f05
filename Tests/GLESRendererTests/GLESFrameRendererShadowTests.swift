import CoreAnimationValues
import CoreGraphics
import Foundation
@testable import GLESRenderer
@testable import QuartzCoreBase
import XCTest

/// Frames with shadows: passes, the blurred-texture cache, and a composed scene.
final class GLESFrameRendererShadowTests: LayerTreePixelTestCase {
    private func withoutAnimation(_ change: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        change()
        CATransaction.commit()
    }

    func testSideBySideCardsDrawTheirShadowsInOnePass() throws {
        let root = rootLayer(width: 128, height: 64)
        for i in 0..<3 {
            let card = CALayer()
            card.frame = CGRect(x: 8 + CGFloat(i) * 40, y: 16, width: 28, height: 28)
            card.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            card.cornerRadius = 6
            card.shadowOpacity = 0.4
            card.shadowRadius = 2  // σ 2: the blurred edges (3σ) of neighbours stay apart
            root.addSublayer(card)
        }
        let frame = try frameRenderer(width: 128, height: 64)
        _ = try draw(root, with: frame)
        let shadows = frame.renderer.lastReport.shadows
        XCTAssertEqual(shadows.closedForm, 3)
        XCTAssertEqual(shadows.shadowPasses, 1)
        XCTAssertEqual(shadows.drawCalls, 1)
        XCTAssertEqual(frame.renderer.lastReport.quads.instances, 3 + 3, "three cards and three shadows (the bare root draws nothing)")
    }

    func testBlurredTextureIsReusedUntilItsInputsChange() throws {
        let root = rootLayer()
        let layer = CALayer()
        layer.frame = CGRect(x: 16, y: 16, width: 32, height: 32)
        layer.shadowOpacity = 1
        layer.shadowRadius = 4
        layer.shadowPath = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 32, height: 32), transform: nil)
        root.addSublayer(layer)
        let frame = try frameRenderer()
        _ = try draw(root, with: frame)
        XCTAssertEqual(frame.renderer.lastReport.shadows.textureRenders, 1)
        let first = try draw(root, with: frame)
        XCTAssertEqual(frame.renderer.lastReport.shadows.textured, 1)
        XCTAssertEqual(frame.renderer.lastReport.shadows.textureRenders, 0, "same path, radius and scale")

        withoutAnimation {
            layer.shadowColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            layer.shadowOffset = CGSize(width: 1, height: 1)
        }
        let recoloured = try draw(root, with: frame)
        XCTAssertEqual(frame.renderer.lastReport.shadows.textureRenders, 0, "colour and offset are applied when drawing")
        XCTAssertEqual(recoloured[32, 32].r, 255)
        XCTAssertEqual(first[32, 32].r, 0)

        withoutAnimation { layer.shadowRadius = 6 }
        _ = try draw(root, with: frame)
        XCTAssertEqual(frame.renderer.lastReport.shadows.textureRenders, 1, "a new radius blurs again")

        withoutAnimation { layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 16, height: 16), transform: nil) }
        _ = try draw(root, with: frame)
        XCTAssertEqual(frame.renderer.lastReport.shadows.textureRenders, 1, "a new path blurs again")

        withoutAnimation { layer.shadowOpacity = 0 }
        _ = try draw(root, with: frame)
        XCTAssertEqual(frame.renderer.lastReport.resources.shadowTextures, 0, "a layer that casts nothing releases its texture")
    }

    func testRotatedLayerTurnsItsShadowOffsetWithIt() throws {
        let root = rootLayer()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 16, height: 16)
        layer.position = CGPoint(x: 32, y: 32)
        layer.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        layer.shadowOpacity = 1
        layer.shadowRadius = 0
        layer.shadowOffset = CGSize(width: 0, height: 8)
        // A quarter turn clockwise on screen: the layer's +y points to screen −x.
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        root.addSublayer(layer)
        let pixels = try draw(root)
        XCTAssertEqual(pixels[20, 32].a, 255, "the shadow sticks out on the left")
        XCTAssertEqual(pixels[44, 32], RGBA.clear)
        XCTAssertEqual(pixels[32, 44], RGBA.clear, "not below")
    }

    func testComposedSceneForTheEye() throws {
        let root = rootLayer(width: 320, height: 200)
        root.backgroundColor = CGColor(red: 0.93, green: 0.93, blue: 0.95, alpha: 1)
        let colors = [CGColor(red: 0.95, green: 0.55, blue: 0.25, alpha: 1), CGColor(red: 0.3, green: 0.6, blue: 0.9, alpha: 1),
                      CGColor(red: 1, green: 1, blue: 1, alpha: 1)]
        for (i, color) in colors.enumerated() {
            let card = CALayer()
            card.bounds = CGRect(x: 0, y: 0, width: 80, height: 56)
            card.position = CGPoint(x: 56 + CGFloat(i) * 96, y: 52)
            card.backgroundColor = color
            card.cornerRadius = CGFloat(4 + i * 8)
            card.shadowOpacity = 0.35
            card.shadowRadius = CGFloat(4 + i * 6)
            card.shadowOffset = CGSize(width: 0, height: CGFloat(2 + i * 3))
            if i == 1 { card.transform = CATransform3DMakeRotation(-0.12, 0, 0, 1) }
            root.addSublayer(card)
        }
        // A nine-slice panel: a 12×12 image, a 2-texel dark frame with rounded
        // corners around a light middle, whose 4-texel caps keep the frame crisp.
        var rows: [[RGBA]] = []
        for y in 0..<12 {
            rows.append((0..<12).map { x in
                let dx = max(0, max(4 - x, x - 7)), dy = max(0, max(4 - y, y - 7))
                let distance = (Double(dx * dx + dy * dy)).squareRoot()
                if distance > 4.2 { return RGBA.clear }
                return distance > 2.2 ? RGBA(50, 50, 110, 255) : RGBA(235, 235, 250, 255)
            })
        }
        let panel = CALayer()
        panel.frame = CGRect(x: 16, y: 112, width: 120, height: 60)
        panel.contents = image(rows: rows)
        panel.contentsScale = 0.5
        panel.contentsCenter = CGRect(x: 4.0 / 12, y: 4.0 / 12, width: 4.0 / 12, height: 4.0 / 12)
        panel.shadowOpacity = 0.5
        panel.shadowRadius = 6
        panel.shadowOffset = CGSize(width: 3, height: 4)
        root.addSublayer(panel)
        // A star-shaped shadow path on a clear layer, and a disc image's contents shadow.
        let star = CGMutablePath()
        for k in 0..<10 {
            let r: CGFloat = k % 2 == 0 ? 28 : 12
            let angle = CGFloat(k) * .pi / 5 - .pi / 2
            let point = CGPoint(x: 30 + r * cos(angle), y: 30 + r * sin(angle))
            if k == 0 { star.move(to: point) } else { star.addLine(to: point) }
        }
        star.closeSubpath()
        let starLayer = CALayer()
        starLayer.frame = CGRect(x: 160, y: 112, width: 60, height: 60)
        starLayer.shadowPath = star
        starLayer.shadowOpacity = 0.6
        starLayer.shadowRadius = 4
        starLayer.shadowOffset = CGSize(width: 4, height: 4)
        starLayer.shadowColor = CGColor(red: 0.6, green: 0.1, blue: 0.3, alpha: 1)
        root.addSublayer(starLayer)
        var disc = Data(count: 32 * 32 * 4)
        for y in 0..<32 {
            for x in 0..<32 where (Double(x) - 15.5) * (Double(x) - 15.5) + (Double(y) - 15.5) * (Double(y) - 15.5) < 14 * 14 {
                let i = (y * 32 + x) * 4
                disc[i] = 60; disc[i + 1] = 180; disc[i + 2] = 90; disc[i + 3] = 255
            }
        }
        let discLayer = CALayer()
        discLayer.frame = CGRect(x: 240, y: 112, width: 56, height: 56)
        discLayer.contents = CGImage(width: 32, height: 32, premultipliedRGBA8: disc, isOpaque: false)
        discLayer.shadowOpacity = 0.5
        discLayer.shadowRadius = 8
        discLayer.shadowOffset = CGSize(width: 0, height: 6)
        root.addSublayer(discLayer)

        // At 2 pixels per point, as a Retina display draws it.
        let pixels = try draw(root, width: 640, height: 400, scale: 2)
        let url = try savePNG(pixels, name: "LayerShadows-scene.png")
        try assertMatchesReference(pixels, named: "LayerShadows")
        XCTAssertTrue(FileManager.default.fileExists(atPath: url.path))
        XCTAssertEqual(pixels[112, 104], RGBA(242, 140, 64, 255), "the first card's middle")
        XCTAssertLessThan(pixels[112, 162].r, 200, "its shadow darkens the backdrop just below it")
        XCTAssertEqual(pixels[4, 4], RGBA(237, 237, 242, 255), "untouched backdrop")
    }
}
