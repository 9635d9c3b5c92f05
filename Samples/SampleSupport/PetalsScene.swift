import Foundation
import LayerHost

/// Petals (document 001 end to end). Main thread.
///
/// **Move** (the document's listing): one petal, bounds 10 × 20 and anchor
/// point (0.5, 0.6). A click sends it to the clicked point with a 5 s
/// position animation (not removed on completion) while it turns about its
/// anchor point (`transform.rotation.z` to 3π/2 in 6 s, autoreversing,
/// repeating forever). A click while it moves pauses both animations through
/// the layer's `speed` and `timeOffset`, the next one resumes them through
/// `beginTime`, exactly as the document does. When the move ends,
/// `animationDidStop` fixes the final position inside a transaction with
/// actions disabled and pauses the turning; a click after that sends the
/// petal to a new point.
///
/// **Shower**: petals fall along bezier paths while turning, each an
/// animation group starting at `CACurrentMediaTime() + delay`; a finished
/// petal is replaced by a new one at the top. A click on a petal (hit
/// testing the presentation tree, where petals are drawn) plucks it away; a
/// click elsewhere pauses or resumes the whole shower.
public final class PetalsScene: NSObject, CAAnimationDelegate {
    public enum Mode: String, CaseIterable { case move, shower }

    public static let width = 480, height = 640
    public let root = CALayer()
    public private(set) var mode: Mode
    private let petalImage = PetalArt.petal()
    private let shower = CALayer()
    private var petal: CALayer?
    private var random = SplitMix(seed: 2026)
    /// What the move mode printed, for the live test and the curious.
    public var log: (String) -> Void = { print($0) }

    public init(mode: Mode) {
        self.mode = mode
        super.init()
        root.frame = CGRect(x: 0, y: 0, width: Self.width, height: Self.height)
        root.contents = PetalArt.background(width: Self.width, height: Self.height)
        shower.frame = root.bounds
        root.addSublayer(shower)
        start(mode)
    }

    /// Switches between the two modes.
    public func toggleMode() {
        start(mode == .move ? .shower : .move)
    }

    private func start(_ mode: Mode) {
        self.mode = mode
        petal?.removeFromSuperlayer()
        petal = nil
        shower.sublayers = nil
        shower.removeAllAnimations()
        shower.speed = 1
        shower.timeOffset = 0
        shower.beginTime = 0
        switch mode {
        case .move:
            let layer = makePetal()
            layer.position = CGPoint(x: 50, y: 150)
            layer.anchorPoint = CGPoint(x: 0.5, y: 0.6)
            shower.addSublayer(layer)
            petal = layer
        case .shower:
            for index in 0..<36 { addFallingPetal(delay: Double(index) * 0.25) }
        }
    }

    private func makePetal() -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
        layer.contents = petalImage
        layer.contentsScale = 4
        return layer
    }

    /// A click at `location` (root coordinates).
    public func click(at location: CGPoint) {
        switch mode {
        case .move: moveClick(location)
        case .shower: showerClick(location)
        }
    }

    // MARK: Move (the document's listing)

    private func moveClick(_ location: CGPoint) {
        guard let petal else { return }
        if petal.animation(forKey: "KCBasicAnimation_Translation") != nil, !moveFinished {
            if petal.speed == 0 {
                resume(petal)
                log("resumed")
            } else {
                pause(petal)
                log("paused")
            }
            return
        }
        // A new move: from wherever the petal is now, running again.
        petal.removeAllAnimations()
        if petal.speed == 0 { resume(petal) }
        moveFinished = false
        translate(petal, to: location)
        rotate(petal)
        log("moving to (\(Int(location.x)), \(Int(location.y)))")
    }

    private var moveFinished = false

    private func translate(_ layer: CALayer, to location: CGPoint) {
        let move = CABasicAnimation(keyPath: "position")
        move.toValue = NSValue(cgPoint: location)
        move.duration = 5
        move.isRemovedOnCompletion = false
        move.delegate = self
        move.setValue(NSValue(cgPoint: location), forKey: "KCBasicAnimationLocation")
        layer.add(move, forKey: "KCBasicAnimation_Translation")
    }

    private func rotate(_ layer: CALayer) {
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.toValue = NSNumber(value: Double.pi / 2 * 3)
        turn.duration = 6
        turn.autoreverses = true
        turn.repeatCount = .infinity
        turn.isRemovedOnCompletion = false
        layer.add(turn, forKey: "KCBasicAnimation_Rotation")
    }

    /// The document's animationPause: freeze the layer's time where it is.
    private func pause(_ layer: CALayer) {
        let interval = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.timeOffset = interval
        layer.speed = 0
    }

    /// The document's animationResume: carry on from the frozen time.
    private func resume(_ layer: CALayer) {
        let beginTime = CACurrentMediaTime() - layer.timeOffset
        layer.timeOffset = 0
        layer.beginTime = beginTime
        layer.speed = 1
    }

    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if mode == .shower {
            // A petal that reached the ground gives way to a new one at the top.
            guard flag, let fallen = anim.value(forKey: "petal") as? CALayer, fallen.superlayer === shower else { return }
            fallen.removeFromSuperlayer()
            addFallingPetal(delay: 0)
            return
        }
        guard let petal, flag,
              let location = (anim.value(forKey: "KCBasicAnimationLocation") as? NSValue)?.cgPointValue
        else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        petal.position = location
        CATransaction.commit()
        pause(petal)
        moveFinished = true
        log("arrived at (\(Int(location.x)), \(Int(location.y)))")
    }

    // MARK: Shower

    private func addFallingPetal(delay: Double) {
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

    private func showerClick(_ location: CGPoint) {
        let onScreen = root.presentation()?.hitTest(location)
        if let hit = onScreen?.model(), hit.superlayer === shower {
            pluck(hit)
            return
        }
        if shower.speed == 0 {
            resume(shower)
            log("shower resumed")
        } else {
            pause(shower)
            log("shower paused")
        }
    }

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
        log("plucked a petal")
    }

}
