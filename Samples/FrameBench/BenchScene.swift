import Foundation
import LayerHost
import SampleSupport

/// FrameBench's workloads, built from layers and CAAnimations: `sprites`
/// and `cards`, the two of the C baseline (Benchmarks/CBaseline), where every
/// sprite and card moves by its own running animations; `shapes`, spinners
/// whose arcs grow, shrink and turn (drawn in closed form, or rasterized
/// every frame with `CA_ANALYTIC_ARCS=0`); `emitter`, one particle emitter
/// keeping N petals alive; `indicators`, N loading indicators of six kinds
/// (shape layers, replicators, groups); `blur` and `blur-window`, backdrop
/// blurs over falling sprites (`BenchScene+Blur.swift`); `spinner`, one
/// small ring turning on an otherwise still screen (`BenchScene+Spinner.swift`).
enum BenchScene: String, CaseIterable {
    case sprites, cards, shapes, emitter, indicators, blur, spinner
    case blurWindow = "blur-window"

    static let width = 1280, height = 720
    static let spriteSize: CGFloat = 32

    /// Adds `count` layers of this scene to `root` (cards with `cornerCurve`;
    /// of the indicators, only the first `animating` move, the rest stand still).
    func populate(_ root: CALayer, count: Int, cornerCurve: CALayerCornerCurve = .circular, animating: Int? = nil) {
        switch self {
        case .sprites: addSprites(to: root, count: count)
        case .cards: addCards(to: root, count: count, cornerCurve: cornerCurve)
        case .shapes: addSpinners(to: root, count: count)
        case .emitter: addEmitter(to: root, count: count)
        case .indicators: addIndicators(to: root, count: count, animating: animating ?? count)
        case .blur: addBlurPanels(to: root, count: count)
        case .blurWindow: addWindowBlur(to: root, sprites: count)
        case .spinner: addSpinnerScreen(to: root, rings: count)
        }
    }

    // MARK: Emitter: one CAEmitterLayer keeping N petals alive

    /// Petals born all over the window (a rectangle emitter the window's
    /// size) at N / 6 a second, each living exactly 6 s, so N are alive once
    /// the emitter has run 6 s; it is started 6 s in the past (`beginTime`),
    /// so every frame has N. Each falls at 60 ± 40 points a second within
    /// 15° of straight down, speeds up a little and spins at up to ±3 rad/s,
    /// opaque and untinted as the `sprites` petals are (the same pixel cost).
    /// The render server simulates and draws them: no layer per petal, and
    /// the main thread does nothing per frame.
    private func addEmitter(to root: CALayer, count: Int) {
        let lifetime: Float = 6
        let emitter = CAEmitterLayer()
        emitter.frame = CGRect(x: 0, y: 0, width: BenchScene.width, height: BenchScene.height)
        emitter.emitterShape = .rectangle
        emitter.emitterPosition = CGPoint(x: BenchScene.width / 2, y: BenchScene.height / 2)
        emitter.emitterSize = CGSize(width: BenchScene.width, height: BenchScene.height)
        emitter.seed = 0x9E37_79B9
        emitter.beginTime = CACurrentMediaTime() - Double(lifetime)
        let petal = CAEmitterCell()
        petal.name = "petal"
        petal.contents = BenchScene.petalImage()
        petal.birthRate = Float(count) / lifetime
        petal.lifetime = lifetime
        petal.velocity = 60
        petal.velocityRange = 80
        petal.emissionLongitude = .pi / 2
        petal.emissionRange = .pi / 6
        petal.yAcceleration = 8
        petal.spinRange = 6
        emitter.emitterCells = [petal]
        root.addSublayer(emitter)
    }

    // MARK: Sprites: 32×32 alpha-blended petals falling, drifting and spinning

    func addSprites(to root: CALayer, count: Int) {
        let petal = BenchScene.petalImage()
        for i in 0..<count {
            let p = SpriteParameters(index: i)
            let sprite = CALayer()
            sprite.bounds = CGRect(x: 0, y: 0, width: BenchScene.spriteSize, height: BenchScene.spriteSize)
            sprite.position = CGPoint(x: CGFloat(p.x0), y: CGFloat(p.y0))
            sprite.contents = petal
            root.addSublayer(sprite)

            let span = Double(BenchScene.height) + Double(BenchScene.spriteSize)
            let fall = CABasicAnimation(keyPath: "position.y")
            fall.fromValue = -16
            fall.toValue = span - 16
            fall.duration = span / Double(p.vy)
            fall.repeatCount = .infinity
            fall.timeOffset = (Double(p.y0) + 16) / span * fall.duration
            sprite.add(fall, forKey: "fall")

            let drift = CABasicAnimation(keyPath: "position.x")
            drift.fromValue = -p.amp
            drift.toValue = p.amp
            drift.isAdditive = true
            drift.duration = Double(p.period) / 2
            drift.autoreverses = true
            drift.repeatCount = .infinity
            drift.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            drift.timeOffset = Double(p.phase) / (2 * .pi) * Double(p.period)
            sprite.add(drift, forKey: "drift")

            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = 0
            spin.toValue = p.spin < 0 ? -2 * CGFloat.pi : 2 * CGFloat.pi
            spin.duration = 360 / Double(abs(p.spin))
            spin.repeatCount = .infinity
            sprite.add(spin, forKey: "spin")
        }
    }

    // MARK: Cards: 200×120, radius 16, 2 px border, soft shadow, turning about y in perspective

    private func addCards(to root: CALayer, count: Int, cornerCurve: CALayerCornerCurve) {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 1024
        root.sublayerTransform = perspective
        for i in 0..<count {
            let c = CardParameters(index: i)
            let card = CALayer()
            card.bounds = CGRect(x: 0, y: 0, width: 200, height: 120)
            card.position = CGPoint(x: CGFloat(c.cx), y: CGFloat(c.cy))
            card.backgroundColor = CGColor(red: CGFloat(c.r), green: CGFloat(c.g), blue: CGFloat(c.b), alpha: 1)
            card.cornerRadius = 16
            card.cornerCurve = cornerCurve
            card.borderWidth = 2
            card.borderColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            card.shadowOpacity = 0.5
            // σ 5, the workload the peers draw ("blur radius 10", a Gaussian
            // of σ 5): shadowRadius is σ, as on iOS.
            card.shadowRadius = 5
            card.shadowOffset = CGSize(width: 0, height: 4)
            root.addSublayer(card)

            let turn = CABasicAnimation(keyPath: "transform.rotation.y")
            turn.fromValue = 0
            turn.toValue = 2 * CGFloat.pi
            turn.duration = 360 / Double(c.spin)
            turn.repeatCount = .infinity
            turn.timeOffset = Double(c.phase) / 360 * turn.duration
            card.add(turn, forKey: "turn")
        }
    }

    // MARK: Shapes: 48×48 activity spinners, each a CAShapeLayer arc

    /// Spinners on a 22 × 12 grid of 56-point cells (more than 264 overlap,
    /// shifted by a few points per layer of the grid): a circle of radius 18
    /// stroked 4 points wide with round caps, whose drawn stretch grows
    /// (strokeEnd) and shrinks (strokeStart) every 1.5 s while the layer turns
    /// once every 2 s, each spinner at its own phase. The arcs are drawn in
    /// closed form by the layer program; with `CA_ANALYTIC_ARCS=0` every
    /// animated frame rasterizes each visible arc again on the render thread.
    private func addSpinners(to root: CALayer, count: Int) {
        let circle = CGPath(ellipseIn: CGRect(x: 6, y: 6, width: 36, height: 36), transform: nil)
        for i in 0..<count {
            var r = BenchRandom(seed: 0xC2B2_AE35 ^ UInt32(truncatingIfNeeded: i &* 2_654_435_761))
            let spinner = CAShapeLayer()
            spinner.bounds = CGRect(x: 0, y: 0, width: 48, height: 48)
            let sheet = i / 264, cell = i % 264
            spinner.position = CGPoint(x: 28 + CGFloat(cell % 22) * 56 + CGFloat(sheet % 4) * 7,
                                       y: 28 + CGFloat(cell / 22) * 56 + CGFloat(sheet / 4 % 4) * 7)
            spinner.path = circle
            spinner.fillColor = nil
            spinner.strokeColor = CGColor(red: CGFloat(0.3 + 0.7 * r.next()), green: CGFloat(0.3 + 0.7 * r.next()),
                                          blue: CGFloat(0.3 + 0.7 * r.next()), alpha: 1)
            spinner.lineWidth = 4
            spinner.lineCap = .round
            root.addSublayer(spinner)

            let phase = Double(r.next())
            spinner.add(CAAnimationGroup.spinnerStroke(duration: 1.5, timeOffset: phase * 1.5), forKey: "stroke")

            let turn = CABasicAnimation(keyPath: "transform.rotation.z")
            turn.fromValue = 0
            turn.toValue = 2 * CGFloat.pi
            turn.duration = 2
            turn.repeatCount = .infinity
            turn.timeOffset = phase * 2
            spinner.add(turn, forKey: "turn")
        }
    }

    /// The 32×32 soft pink petal the C baseline draws too, premultiplied RGBA8.
    static func petalImage() -> CGImage {
        let n = Int(spriteSize)
        var bytes = [UInt8](repeating: 0, count: n * n * 4)
        for y in 0..<n {
            for x in 0..<n {
                let u = (Float(x) + 0.5) / Float(n) * 2 - 1
                let v = (Float(y) + 0.5) / Float(n) * 2 - 1
                let w = 0.55 + 0.35 * (v + 1) * 0.5
                let d = ((u / w) * (u / w) + v * v).squareRoot()
                let a = min(max(1 - (d - 0.85) / 0.15, 0), 1)
                let rgb: [Float] = [1, 0.70 + 0.2 * (1 - d), 0.80]
                let i = (y * n + x) * 4
                for k in 0..<3 { bytes[i + k] = UInt8(rgb[k] * a * 255 + 0.5) }
                bytes[i + 3] = UInt8(a * 255 + 0.5)
            }
        }
        return CGImage(
            width: n, height: n, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: n * 4,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
            provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: true,
            intent: .defaultIntent)!
    }
}

/// The C baseline's deterministic generator (an LCG), so both get the same numbers.
struct BenchRandom {
    private var state: UInt32
    init(seed: UInt32) {
        state = seed
        for _ in 0..<3 { _ = next() }
    }
    mutating func next() -> Float {
        state = state &* 1_664_525 &+ 1_013_904_223
        return Float((state >> 8) & 0xFF_FFFF) / 16_777_216
    }
}

struct SpriteParameters {
    let x0, y0, vy, amp, period, phase, spin: Float
    init(index i: Int) {
        var r = BenchRandom(seed: 0x9E37_79B9 ^ UInt32(truncatingIfNeeded: i &* 2_654_435_761))
        x0 = 16 + r.next() * Float(BenchScene.width - 32)
        y0 = -16 + r.next() * Float(BenchScene.height + 32)
        vy = 40 + r.next() * 120
        amp = 10 + r.next() * 30
        period = 2 + r.next() * 4
        phase = r.next() * 6.2831853
        let sp = 30 + r.next() * 150
        spin = r.next() < 0.5 ? -sp : sp
    }
}

struct CardParameters {
    let cx, cy, spin, phase, r, g, b: Float
    init(index i: Int) {
        var s = BenchRandom(seed: 0x85EB_CA6B ^ UInt32(truncatingIfNeeded: i &* 2_246_822_519))
        cx = 100 + s.next() * Float(BenchScene.width - 200)
        cy = 60 + s.next() * Float(BenchScene.height - 120)
        spin = 30 + s.next() * 90
        phase = s.next() * 360
        r = 0.3 + 0.7 * s.next()
        g = 0.3 + 0.7 * s.next()
        b = 0.3 + 0.7 * s.next()
    }
}
