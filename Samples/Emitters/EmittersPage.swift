import Foundation
import LayerHost
import SampleSupport

/// The page: snow falling on a night hill (left) and cherry petals blown
/// off a branch (right), each one `CAEmitterLayer` drawn by the render
/// server, each half captioned at its foot with what makes it. The
/// emitters are started in the past (`beginTime`), so the first frame
/// already shows them running. Main thread.
final class EmittersPage {
    static let width = 960, height = 540
    let root = CALayer()

    init() {
        root.frame = CGRect(x: 0, y: 0, width: EmittersPage.width, height: EmittersPage.height)
        root.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        let half = CGFloat(EmittersPage.width / 2)
        root.addSublayer(snowScene(CGRect(x: 0, y: 0, width: half, height: CGFloat(EmittersPage.height))))
        root.addSublayer(petalScene(CGRect(x: half, y: 0, width: half, height: CGFloat(EmittersPage.height))))
        addCaption(in: CGRect(x: 0, y: 0, width: half, height: CGFloat(EmittersPage.height)),
                   title: "Snow · a CAEmitterLayer with a line emitter",
                   detail: "Two CAEmitterCells from a line above the top: far flakes (small, slow, faint) and "
                       + "near ones (large, faster, turning), blown to the right.",
                   numbers: "birthRate 60 + 12 a second · begun 30 s before the first frame")
        addCaption(in: CGRect(x: half, y: 0, width: half, height: CGFloat(EmittersPage.height)),
                   title: "Cherry petals · a CAEmitterLayer with a rectangle emitter",
                   detail: "One CAEmitterCell over the branch: spinning petals, tinted by colour ranges, "
                       + "fading (alphaSpeed) as the wind blows them down and left.",
                   numbers: "birthRate 14 a second · begun 15 s before",
                   keys: "Nothing to click · Esc: quit")
    }

    /// A caption at the foot of `half`: the emitter's title, a sentence on
    /// its cells, a line of its numbers and, at that line's right end, the keys.
    private func addCaption(in half: CGRect, title: String, detail: String, numbers: String, keys: String? = nil) {
        let panel = CaptionPanel(frame: CGRect(x: half.minX + 12, y: half.maxY - 90, width: half.width - 24, height: 80))
        panel.addLine(title, y: 7, height: 18, fontSize: 13.5, color: CaptionPanel.titleColor, bold: true)
        panel.addLine(detail, y: 27, height: 30, fontSize: 11.5, wrapped: true)
        panel.addLine(numbers, y: 59, height: 15, fontSize: 11, color: .rgb(0.7, 0.72, 0.82))
        if let keys {
            panel.addLine(keys, y: 59, height: 15, fontSize: 11, color: CaptionPanel.keysColor,
                          x: panel.layer.bounds.width - 172, width: 160, alignment: .right)
        }
        root.addSublayer(panel.layer)
    }

    // MARK: Snow

    private func snowScene(_ frame: CGRect) -> CALayer {
        let scene = CALayer()
        scene.frame = frame
        scene.masksToBounds = true
        scene.contents = Self.sky(frame.size, top: (0.02, 0.03, 0.10), bottom: (0.10, 0.16, 0.32))
        let moon = CALayer()
        moon.frame = CGRect(x: frame.width - 130, y: 50, width: 64, height: 64)
        moon.contents = Self.glow(size: 64, red: 1, green: 0.97, blue: 0.85)
        scene.addSublayer(moon)

        // Two cells: far flakes (small, slow, faint) and near ones (large, faster, turning).
        let far = CAEmitterCell()
        far.name = "far"
        far.contents = Self.dot(size: 8)
        far.birthRate = 60
        far.lifetime = 28
        far.velocity = 22
        far.velocityRange = 10
        far.emissionLongitude = .pi  // down, from a line emitter's normal
        far.emissionRange = .pi / 5
        far.xAcceleration = 3
        far.scale = 0.7
        far.scaleRange = 0.4
        far.alphaRange = 0.3
        far.color = CGColor(red: 0.85, green: 0.9, blue: 1, alpha: 0.7)
        let near = CAEmitterCell()
        near.name = "near"
        near.contents = Self.flake(size: 24)
        near.birthRate = 12
        near.lifetime = 16
        near.velocity = 45
        near.velocityRange = 15
        near.emissionLongitude = .pi
        near.emissionRange = .pi / 6
        near.xAcceleration = 6
        near.yAcceleration = 2
        near.spin = 0.4
        near.spinRange = 1.6
        near.scale = 0.8
        near.scaleRange = 0.5
        near.color = CGColor(red: 1, green: 1, blue: 1, alpha: 0.95)

        let snow = CAEmitterLayer()
        snow.frame = scene.bounds
        snow.emitterShape = .line
        snow.emitterPosition = CGPoint(x: frame.width / 2 - 60, y: -16)
        snow.emitterSize = CGSize(width: frame.width + 160, height: 0)
        snow.seed = 2024
        snow.beginTime = CACurrentMediaTime() - 30
        snow.emitterCells = [far, near]
        scene.addSublayer(snow)

        let hill = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: frame.height - 90))
        path.addQuadCurve(to: CGPoint(x: frame.width, y: frame.height - 60),
                          control: CGPoint(x: frame.width * 0.45, y: frame.height - 170))
        path.addLine(to: CGPoint(x: frame.width, y: frame.height))
        path.addLine(to: CGPoint(x: 0, y: frame.height))
        path.closeSubpath()
        hill.path = path
        hill.fillColor = CGColor(red: 0.86, green: 0.9, blue: 0.97, alpha: 1)
        scene.addSublayer(hill)
        return scene
    }

    // MARK: Petals

    private func petalScene(_ frame: CGRect) -> CALayer {
        let scene = CALayer()
        scene.frame = frame
        scene.masksToBounds = true
        scene.contents = Self.sky(frame.size, top: (0.55, 0.75, 0.95), bottom: (0.98, 0.86, 0.90))

        let branch = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: frame.width + 10, y: 40))
        path.addQuadCurve(to: CGPoint(x: frame.width * 0.35, y: 120), control: CGPoint(x: frame.width * 0.7, y: 40))
        path.move(to: CGPoint(x: frame.width * 0.62, y: 66))
        path.addQuadCurve(to: CGPoint(x: frame.width * 0.5, y: 20), control: CGPoint(x: frame.width * 0.58, y: 36))
        branch.path = path
        branch.fillColor = nil
        branch.strokeColor = CGColor(red: 0.3, green: 0.18, blue: 0.14, alpha: 1)
        branch.lineWidth = 7
        branch.lineCap = .round
        scene.addSublayer(branch)
        // Blossoms along the branch.
        for (x, y) in [(0.9, 44.0), (0.78, 50.0), (0.66, 64.0), (0.55, 84.0), (0.44, 104.0), (0.52, 28.0), (0.37, 118.0)] {
            let blossom = CALayer()
            blossom.frame = CGRect(x: frame.width * x - 14, y: y - 14, width: 28, height: 28)
            blossom.contents = Self.glow(size: 28, red: 1, green: 0.72, blue: 0.82)
            scene.addSublayer(blossom)
        }

        let petal = CAEmitterCell()
        petal.name = "petal"
        petal.contents = Self.petal(size: 24)
        petal.birthRate = 14
        petal.lifetime = 12
        petal.lifetimeRange = 4
        petal.velocity = 35
        petal.velocityRange = 20
        petal.emissionLongitude = .pi * 0.75  // down and to the left
        petal.emissionRange = .pi / 3
        petal.xAcceleration = -9
        petal.yAcceleration = 7
        petal.spin = 0.8
        petal.spinRange = 3
        petal.scale = 0.8
        petal.scaleRange = 0.4
        petal.color = CGColor(red: 1, green: 0.78, blue: 0.86, alpha: 1)
        petal.redRange = 0.1
        petal.greenRange = 0.2
        petal.blueRange = 0.15
        petal.alphaSpeed = -0.07

        let petals = CAEmitterLayer()
        petals.frame = scene.bounds
        petals.emitterShape = .rectangle
        petals.emitterPosition = CGPoint(x: frame.width * 0.65, y: 70)
        petals.emitterSize = CGSize(width: frame.width * 0.6, height: 60)
        petals.renderMode = .oldestFirst
        petals.seed = 415
        petals.beginTime = CACurrentMediaTime() - 15
        petals.emitterCells = [petal]
        scene.addSublayer(petals)
        return scene
    }

    // MARK: Images

    /// A `size` bitmap drawn by `body` in points with y down.
    static func image(_ size: CGSize, _ body: (CGContext) -> Void) -> CGImage {
        let context = CGContext(data: nil, width: Int(size.width), height: Int(size.height), bitsPerComponent: 8,
                                bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        context.translateBy(x: 0, y: size.height)
        context.scaleBy(x: 1, y: -1)
        body(context)
        return context.makeImage()!
    }

    static func sky(_ size: CGSize, top: (CGFloat, CGFloat, CGFloat), bottom: (CGFloat, CGFloat, CGFloat)) -> CGImage {
        image(size) { context in
            let colors = [CGColor(red: top.0, green: top.1, blue: top.2, alpha: 1),
                          CGColor(red: bottom.0, green: bottom.1, blue: bottom.2, alpha: 1)]
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: nil)!
            context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: size.height), options: [])
        }
    }

    /// A soft disc: full colour in the middle, fading to clear at the edge.
    static func glow(size: CGFloat, red: CGFloat, green: CGFloat, blue: CGFloat) -> CGImage {
        image(CGSize(width: size, height: size)) { context in
            let colors = [CGColor(red: red, green: green, blue: blue, alpha: 1),
                          CGColor(red: red, green: green, blue: blue, alpha: 0.9),
                          CGColor(red: red, green: green, blue: blue, alpha: 0)]
            var locations: [CGFloat] = [0, 0.55, 1]
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: &locations)!
            let c = CGPoint(x: size / 2, y: size / 2)
            context.drawRadialGradient(gradient, startCenter: c, startRadius: 0, endCenter: c, endRadius: size / 2,
                                       options: [])
        }
    }

    /// A small round flake.
    static func dot(size: CGFloat) -> CGImage { glow(size: size, red: 1, green: 1, blue: 1) }

    /// A six-armed snowflake with a soft middle.
    static func flake(size: CGFloat) -> CGImage {
        image(CGSize(width: size, height: size)) { context in
            let c = size / 2
            context.setStrokeColor(red: 1, green: 1, blue: 1, alpha: 1)
            context.setLineWidth(1.6)
            context.setLineCap(.round)
            for arm in 0..<6 {
                let angle = CGFloat(arm) * .pi / 3
                let tip = CGPoint(x: c + cos(angle) * (c - 2), y: c + sin(angle) * (c - 2))
                context.strokeLineSegments(between: [CGPoint(x: c, y: c), tip])
                // Two barbs on each arm.
                let mid = CGPoint(x: c + cos(angle) * c * 0.55, y: c + sin(angle) * c * 0.55)
                for side in [-1.0, 1.0] {
                    let barb = angle + CGFloat(side) * .pi / 4
                    context.strokeLineSegments(between: [mid, CGPoint(x: mid.x + cos(barb) * c * 0.3,
                                                                      y: mid.y + sin(barb) * c * 0.3)])
                }
            }
            context.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
            context.fillEllipse(in: CGRect(x: c - 2.5, y: c - 2.5, width: 5, height: 5))
        }
    }

    /// A cherry petal: a rounded teardrop with a notch at its wide end,
    /// white shading to pale pink (the cell's colour tints it).
    static func petal(size: CGFloat) -> CGImage {
        image(CGSize(width: size, height: size)) { context in
            let w = size, h = size
            let path = CGMutablePath()
            path.move(to: CGPoint(x: w * 0.5, y: h * 0.95))
            path.addCurve(to: CGPoint(x: w * 0.42, y: h * 0.08), control1: CGPoint(x: w * 0.05, y: h * 0.7),
                          control2: CGPoint(x: w * 0.1, y: h * 0.1))
            path.addLine(to: CGPoint(x: w * 0.5, y: h * 0.2))
            path.addLine(to: CGPoint(x: w * 0.58, y: h * 0.08))
            path.addCurve(to: CGPoint(x: w * 0.5, y: h * 0.95), control1: CGPoint(x: w * 0.9, y: h * 0.1),
                          control2: CGPoint(x: w * 0.95, y: h * 0.7))
            path.closeSubpath()
            context.addPath(path)
            context.clip()
            let colors = [CGColor(red: 1, green: 1, blue: 1, alpha: 1), CGColor(red: 1, green: 0.85, blue: 0.9, alpha: 1)]
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: nil)!
            context.drawLinearGradient(gradient, start: CGPoint(x: w / 2, y: h), end: CGPoint(x: w / 2, y: 0), options: [])
        }
    }
}
