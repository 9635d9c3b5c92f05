import Foundation
import LayerHost

/// The shower: 36 petals, each an animation group of a bezier path and a
/// turn; a click plucks the petal under it or pauses and resumes them all.
/// Main thread.
extension PetalsScene {
    func addFallingPetal(delay: Double) {
        let layer = makePetal()
        let x = CGFloat(random.next()) * CGFloat(Self.width)
        let start = CGPoint(x: x, y: -20)
        layer.position = start
        layer.opacity = Float(0.75 + 0.25 * random.next())
        let scale = 0.8 + 0.7 * CGFloat(random.next())
        layer.transform = CATransform3DMakeScale(scale, scale, 1)
        shower.addSublayer(layer)

        let fall = CAKeyframeAnimation(keyPath: "position")
        let path = CGMutablePath()
        path.move(to: start)
        let sway = 60 + 80 * CGFloat(random.next())
        path.addCurve(to: CGPoint(x: x + (CGFloat(random.next()) - 0.5) * 120, y: CGFloat(Self.height) + 30),
                      control1: CGPoint(x: x + sway, y: CGFloat(Self.height) * 0.35),
                      control2: CGPoint(x: x - sway, y: CGFloat(Self.height) * 0.7))
        fall.path = path
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.fromValue = 0
        turn.toValue = (random.next() < 0.5 ? -1 : 1) * Double.pi * 3
        let group = CAAnimationGroup()
        group.animations = [fall, turn]
        group.duration = 6 + 4 * random.next()
        group.beginTime = CACurrentMediaTime() + delay
        group.fillMode = .backwards
        group.delegate = self
        group.setValue(layer, forKey: "petal")
        // Below the screen when it ends: the model stays above it, out of sight.
        layer.add(group, forKey: "fall")
    }

    /// A petal that reached the ground gives way to a new one at the top.
    func fallDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard flag, let fallen = anim.value(forKey: "petal") as? CALayer, fallen.superlayer === shower else { return }
        fallen.removeFromSuperlayer()
        addFallingPetal(delay: 0)
    }

    /// A click on a petal plucks it; anywhere else (the sky, the panels)
    /// pauses or resumes the shower.
    func showerClick(_ location: CGPoint) {
        if !panel.covers(location), let petal = petal(near: location) {
            pluck(petal)
            return
        }
        togglePause(shower, logAs: "shower ")
    }

    /// The petal drawn at `location` (page coordinates), or failing that the
    /// one drawn nearest it within `Self.pluckSlop` points: petals are small
    /// and move. Hit testing the shower's presentation tree, where the
    /// petals are drawn, rather than the page's: the panel's full-page layer
    /// would take every hit. Petals already plucked (fading out) are skipped.
    func petal(near location: CGPoint) -> CALayer? {
        if let hit = shower.presentation()?.hitTest(location)?.model(), hit.superlayer === shower, hit.opacity > 0 {
            return hit
        }
        var nearest: (petal: CALayer, distance: CGFloat)?
        for petal in shower.sublayers ?? [] where petal.opacity > 0 {
            guard let shown = petal.presentation(),
                  shown.frame.insetBy(dx: -Self.pluckSlop, dy: -Self.pluckSlop).contains(location) else { continue }
            let distance = hypot(shown.position.x - location.x, shown.position.y - location.y)
            if distance < nearest?.distance ?? .infinity { nearest = (petal, distance) }
        }
        return nearest?.petal
    }

    /// How far from a petal a click still plucks it, in points.
    static let pluckSlop: CGFloat = 6

    /// Takes a petal away: it shrinks and fades where it is, and a new one starts falling.
    private func pluck(_ petal: CALayer) {
        let frozen = petal.presentation()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        petal.removeAnimation(forKey: "fall")
        if let frozen { petal.position = frozen.position; petal.transform = frozen.transform }
        CATransaction.commit()
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.3)
        CATransaction.setCompletionBlock { petal.removeFromSuperlayer() }
        petal.opacity = 0
        petal.transform = CATransform3DScale(petal.transform, 2.5, 2.5, 1)
        CATransaction.commit()
        addFallingPetal(delay: 0.5)
        plucked += 1
        log("plucked a petal")
    }

    /// The state line in the shower.
    var showerStateText: String {
        let t = shower.convertTime(CACurrentMediaTime(), from: nil) - showerBegin
        let count = plucked == 1 ? "1 petal plucked" : "\(plucked) petals plucked"
        return shower.speed == 0
            ? String(format: "paused at t = %.2f s · %@ · click to resume", t, count)
            : String(format: "falling · t = %.1f s · %@", t, count)
    }
}
