import Foundation
import LayerHost
import SampleSupport

/// A screen of loading indicators as apps draw them, six kinds in turn on a
/// grid of 96-point cells (13 × 7 fit the window; more wrap onto it again,
/// shifted): an arc growing and shrinking round a faint track while it
/// turns; a ring of pulsing dots and a ring of fading bars (replicators);
/// three bouncing dots; two rings pulsing outwards; a turning group of
/// rounded squares. Every layer moves only by its own CAAnimations.
extension BenchScene {
    static let indicatorCell: CGFloat = 96

    /// Adds `count` indicators; those from `animating` on are left standing
    /// still (their animations removed): a screen where only some move.
    func addIndicators(to root: CALayer, count: Int, animating: Int) {
        let columns = Int(CGFloat(BenchScene.width) / BenchScene.indicatorCell)
        let rows = Int(CGFloat(BenchScene.height) / BenchScene.indicatorCell)
        for i in 0..<count {
            var r = BenchRandom(seed: 0x27D4_EB2F ^ UInt32(truncatingIfNeeded: i &* 2_654_435_761))
            let sheet = i / (columns * rows), cell = i % (columns * rows)
            let holder = CALayer()
            holder.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
            holder.position = CGPoint(x: (CGFloat(cell % columns) + 0.5) * BenchScene.indicatorCell + CGFloat(sheet) * 9,
                                      y: (CGFloat(cell / columns) + 0.5) * BenchScene.indicatorCell + CGFloat(sheet) * 9)
            root.addSublayer(holder)
            let color = CGColor(red: CGFloat(0.35 + 0.65 * r.next()), green: CGFloat(0.35 + 0.65 * r.next()),
                                blue: CGFloat(0.35 + 0.65 * r.next()), alpha: 1)
            let phase = Double(r.next())
            switch i % 6 {
            case 0: BenchScene.addArc(to: holder, color: color, phase: phase)
            case 1: BenchScene.addDotRing(to: holder, color: color, phase: phase)
            case 2: BenchScene.addBarRing(to: holder, color: color, phase: phase)
            case 3: BenchScene.addBouncingDots(to: holder, color: color, phase: phase)
            case 4: BenchScene.addPulse(to: holder, color: color, phase: phase)
            default: BenchScene.addTurningSquares(to: holder, color: color, phase: phase)
            }
            if i >= animating { BenchScene.removeAnimations(under: holder) }
        }
    }

    /// Removes every animation from `layer` and its sublayers.
    private static func removeAnimations(under layer: CALayer) {
        var pending = [layer]
        while let next = pending.popLast() {
            next.removeAllAnimations()
            pending += next.sublayers ?? []
        }
    }

    /// A basic animation from `from` to `to` repeating for ever, `phase` of
    /// its duration in (the indicators' and the spinner scene's).
    static func repeating(_ keyPath: String, from: Any, to: Any, duration: CFTimeInterval,
                          phase: Double = 0, autoreverses: Bool = false) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        animation.autoreverses = autoreverses
        animation.repeatCount = .infinity
        animation.timeOffset = phase * duration
        return animation
    }

    /// An arc of a circle growing and shrinking (strokeEnd, strokeStart) over a faint track, turning.
    private static func addArc(to holder: CALayer, color: CGColor, phase: Double) {
        let circle = CGPath(ellipseIn: CGRect(x: 8, y: 8, width: 48, height: 48), transform: nil)
        let track = CAShapeLayer()
        track.frame = holder.bounds
        track.path = circle
        track.fillColor = nil
        track.strokeColor = color.copy(alpha: 0.25)
        track.lineWidth = 5
        holder.addSublayer(track)
        let arc = CAShapeLayer()
        arc.frame = holder.bounds
        arc.path = circle
        arc.fillColor = nil
        arc.strokeColor = color
        arc.lineWidth = 5
        arc.lineCap = .round
        holder.addSublayer(arc)
        arc.add(CAAnimationGroup.spinnerStroke(duration: 1.5, timeOffset: phase * 1.5), forKey: "stroke")
        arc.add(repeating("transform.rotation.z", from: 0, to: 2 * CGFloat.pi, duration: 2, phase: phase), forKey: "turn")
    }

    /// Eight dots round a circle, each fading and shrinking in turn (a replicator's instance delay).
    private static func addDotRing(to holder: CALayer, color: CGColor, phase: Double) {
        let dot = ringElement(size: CGSize(width: 10, height: 10), y: 8, color: color)
        holder.addSublayer(ring(of: dot, count: 8, in: holder.bounds))
        dot.add(repeating("opacity", from: 1, to: 0.15, duration: 1, phase: phase), forKey: "fade")
        dot.add(repeating("transform.scale", from: 1, to: 0.4, duration: 1, phase: phase), forKey: "shrink")
    }

    /// Twelve rounded bars round a centre, fading in turn: the system activity indicator's look.
    private static func addBarRing(to holder: CALayer, color: CGColor, phase: Double) {
        let bar = ringElement(size: CGSize(width: 5, height: 16), y: 12, color: color)
        holder.addSublayer(ring(of: bar, count: 12, in: holder.bounds))
        bar.add(repeating("opacity", from: 1, to: 0.1, duration: 1, phase: phase), forKey: "fade")
    }

    /// A rounded element at the top of a 64-point cell, centred across.
    private static func ringElement(size: CGSize, y: CGFloat, color: CGColor) -> CALayer {
        let element = CALayer()
        element.bounds = CGRect(origin: .zero, size: size)
        element.position = CGPoint(x: 32, y: y)
        element.cornerRadius = min(size.width, size.height) / 2
        element.backgroundColor = color
        return element
    }

    /// `element` repeated `count` times round the centre of `frame`, each
    /// copy's animations 1 / `count` s later than the one before.
    private static func ring(of element: CALayer, count: Int, in frame: CGRect) -> CAReplicatorLayer {
        let ring = CAReplicatorLayer()
        ring.frame = frame
        ring.instanceCount = count
        ring.instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(count), 0, 0, 1)
        ring.instanceDelay = 1.0 / Double(count)
        ring.addSublayer(element)
        return ring
    }

    /// Three dots bouncing one after another.
    private static func addBouncingDots(to holder: CALayer, color: CGColor, phase: Double) {
        for k in 0..<3 {
            let dot = CALayer()
            dot.bounds = CGRect(x: 0, y: 0, width: 14, height: 14)
            dot.position = CGPoint(x: 14 + CGFloat(k) * 18, y: 40)
            dot.cornerRadius = 7
            dot.backgroundColor = color
            holder.addSublayer(dot)
            let bounce = repeating("position.y", from: 40, to: 22, duration: 0.4,
                                   phase: phase + Double(k) * 0.3, autoreverses: true)
            bounce.timingFunction = CAMediaTimingFunction(name: .easeOut)
            dot.add(bounce, forKey: "bounce")
        }
    }

    /// Two rings growing outwards and fading, half a cycle apart, round a solid centre.
    private static func addPulse(to holder: CALayer, color: CGColor, phase: Double) {
        let centre = CALayer()
        centre.bounds = CGRect(x: 0, y: 0, width: 16, height: 16)
        centre.position = CGPoint(x: 32, y: 32)
        centre.cornerRadius = 8
        centre.backgroundColor = color
        holder.addSublayer(centre)
        for k in 0..<2 {
            let ring = CAShapeLayer()
            ring.frame = holder.bounds
            ring.path = CGPath(ellipseIn: CGRect(x: 4, y: 4, width: 56, height: 56), transform: nil)
            ring.fillColor = nil
            ring.strokeColor = color
            ring.lineWidth = 3
            holder.addSublayer(ring)
            let grow = repeating("transform.scale", from: 0.3, to: 1, duration: 1.6, phase: phase + Double(k) * 0.5)
            let fade = repeating("opacity", from: 1, to: 0, duration: 1.6, phase: phase + Double(k) * 0.5)
            ring.add(grow, forKey: "grow")
            ring.add(fade, forKey: "fade")
        }
    }

    /// Four rounded squares on a turning group, each breathing in size.
    private static func addTurningSquares(to holder: CALayer, color: CGColor, phase: Double) {
        let group = CALayer()
        group.frame = holder.bounds
        holder.addSublayer(group)
        for k in 0..<4 {
            let square = CALayer()
            square.bounds = CGRect(x: 0, y: 0, width: 18, height: 18)
            square.position = CGPoint(x: k % 2 == 0 ? 20 : 44, y: k < 2 ? 20 : 44)
            square.cornerRadius = 4
            square.backgroundColor = color
            group.addSublayer(square)
            square.add(repeating("transform.scale", from: 1, to: 0.6, duration: 0.8,
                                 phase: phase + Double(k) * 0.25, autoreverses: true), forKey: "breathe")
        }
        group.add(repeating("transform.rotation.z", from: 0, to: 2 * CGFloat.pi, duration: 3, phase: phase), forKey: "turn")
    }
}
