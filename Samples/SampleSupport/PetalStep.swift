import Foundation
import LayerHost

/// One step of document 001's falling-petal tutorial, in the document's
/// order: what it is called, its one-line explanation, and the animations a
/// click sends. Pure values: building the animations touches no layer.
///
/// The document's listings use a 320-point screen with absolute points
/// (keyframes at (80, 220), (45, 300), (55, 400) from (50, 150)); here the
/// same shapes are scaled to run from the petal to the clicked point. Where
/// a listing delays its start (`beginTime = CACurrentMediaTime() + 5` for the
/// path and the group) only `delayedBegin` does, so that a click shows the
/// step at once.
public enum PetalStep: Int, CaseIterable, Sendable {
    case basicFall = 1, fixTheEnd, rotation, pauseResume, keyframeValues, delayedBegin, keyframePath, group

    /// The animation whose end is the end of the move (its delegate is the scene).
    public static let moveKey = "KCPetals_Move"
    /// The separate turning animation of `rotation` and `pauseResume`.
    public static let rotationKey = "KCBasicAnimation_Rotation"
    /// The document's turn: to 3π/2 about the anchor point.
    public static let turnAngle = Double.pi / 2 * 3

    /// The short name shown on the panel ("Basic fall").
    public var title: String {
        switch self {
        case .basicFall: return "Basic fall"
        case .fixTheEnd: return "Keep the end"
        case .rotation: return "Rotation"
        case .pauseResume: return "Pause and resume"
        case .keyframeValues: return "Keyframe values"
        case .delayedBegin: return "Delayed begin"
        case .keyframePath: return "Keyframe path"
        case .group: return "Animation group"
        }
    }

    /// What the step shows, in a sentence that fits two lines of the panel.
    public var explanation: String {
        switch self {
        case .basicFall:
            return "CABasicAnimation of position to the click, 5 s. At the end the petal jumps back: "
                + "its model position never moved."
        case .fixTheEnd:
            return "The same move; animationDidStop sets position inside a CATransaction with actions "
                + "disabled, so the petal stays where it landed."
        case .rotation:
            return "Plus transform.rotation.z to 3π/2 in 6 s, autoreversing, about the anchor point "
                + "(0.5, 0.6). The turn runs on after the petal lands."
        case .pauseResume:
            return "The turn repeats forever. A click pauses the layer (timeOffset, speed = 0), the next "
                + "resumes it (beginTime, speed = 1); landing pauses the turn."
        case .keyframeValues:
            return "CAKeyframeAnimation of position through four values, 8 s: straight lines from "
                + "keyframe to keyframe. No fix at the end: it jumps back."
        case .delayedBegin:
            return "The same keyframes with beginTime = CACurrentMediaTime() + 2: the petal waits "
                + "2 s, then falls."
        case .keyframePath:
            return "A keyframe path, one bezier curve, replaces the values: the petal sways down along "
                + "it in 8 s, then jumps back."
        case .group:
            return "CAAnimationGroup of the path and a turn (0.25 s, autoreversing), 10 s; "
                + "animationDidStop sets the final position and transform."
        }
    }

    /// Whether a click while the move runs pauses or resumes the petal (from
    /// `pauseResume` on, where the document brings pausing in) rather than
    /// sending it again (as the listings before it do).
    public var clickPauses: Bool { rawValue >= PetalStep.pauseResume.rawValue }

    /// Whether the model is set to the end when the move stops (position;
    /// for the group also the transform), as the step's listing does in
    /// `animationDidStop`.
    public var keepsTheEnd: Bool {
        switch self {
        case .fixTheEnd, .rotation, .pauseResume, .group: return true
        case .basicFall, .keyframeValues, .delayedBegin, .keyframePath: return false
        }
    }

    /// Seconds from the click to the start of the move.
    public var delay: CFTimeInterval { self == .delayedBegin ? 2 : 0 }

    /// Seconds the move lasts.
    public var duration: CFTimeInterval {
        switch self {
        case .basicFall, .fixTheEnd, .rotation, .pauseResume: return 5
        case .keyframeValues, .delayedBegin, .keyframePath: return 8
        case .group: return 10
        }
    }

    /// The animations a click sends, each with the key it is added under:
    /// first the move (under `moveKey`), then for `rotation` and
    /// `pauseResume` the separate turn. `begin` is the petal's local time
    /// for `delay` (the layer's `convertTime(CACurrentMediaTime(), from: nil)`
    /// plus the delay; the listing's `CACurrentMediaTime() + 2` while the
    /// layer's time is the media time).
    public func animations(from start: CGPoint, to target: CGPoint, begin: CFTimeInterval) -> [(key: String, animation: CAAnimation)] {
        let move: CAAnimation
        switch self {
        case .basicFall, .fixTheEnd, .rotation, .pauseResume:
            let basic = CABasicAnimation(keyPath: "position")
            basic.toValue = NSValue(cgPoint: target)
            // From pauseResume on the move stays after it ends (the listing's removedOnCompletion = NO).
            basic.isRemovedOnCompletion = self != .pauseResume
            move = basic
        case .keyframeValues, .delayedBegin:
            let keyframes = CAKeyframeAnimation(keyPath: "position")
            keyframes.values = Self.keyframeValues(from: start, to: target).map { NSValue(cgPoint: $0) }
            move = keyframes
        case .keyframePath:
            let keyframes = CAKeyframeAnimation(keyPath: "position")
            keyframes.path = Self.fallPath(from: start, to: target)
            move = keyframes
        case .group:
            let turn = CABasicAnimation(keyPath: "transform.rotation.z")
            turn.toValue = NSNumber(value: Self.turnAngle)
            turn.autoreverses = true
            turn.repeatCount = .infinity
            turn.isRemovedOnCompletion = false
            let fall = CAKeyframeAnimation(keyPath: "position")
            fall.path = Self.fallPath(from: start, to: target)
            let group = CAAnimationGroup()
            group.animations = [turn, fall]
            move = group
        }
        move.duration = duration
        if delay > 0 { move.beginTime = begin }
        move.setValue(NSValue(cgPoint: target), forKey: "KCBasicAnimationLocation")
        var sent: [(key: String, animation: CAAnimation)] = [(Self.moveKey, move)]
        if self == .rotation || self == .pauseResume {
            let turn = CABasicAnimation(keyPath: "transform.rotation.z")
            turn.toValue = NSNumber(value: Self.turnAngle)
            turn.duration = 6
            turn.autoreverses = true
            if self == .pauseResume {
                turn.repeatCount = .infinity
                turn.isRemovedOnCompletion = false
            }
            sent.append((Self.rotationKey, turn))
        }
        return sent
    }

    /// The listing's four keyframes, (50, 150) → (80, 220) → (45, 300) →
    /// (55, 400), as fractions of the way down with a sway across it,
    /// scaled to run from `start` to `target`.
    public static func keyframeValues(from start: CGPoint, to target: CGPoint) -> [CGPoint] {
        [start, along(start, target, 0.28, sway: 0.14), along(start, target, 0.6, sway: -0.08), target]
    }

    /// The listing's bezier, from (50, 150) with control points (160, 280)
    /// and (-30, 300) to (55, 400), scaled to run from `start` to `target`.
    public static func fallPath(from start: CGPoint, to target: CGPoint) -> CGPath {
        let path = CGMutablePath()
        path.move(to: start)
        path.addCurve(to: target, control1: along(start, target, 0.52, sway: 0.43),
                      control2: along(start, target, 0.6, sway: -0.33))
        return path
    }

    /// The point `fraction` of the way from `start` to `target`, moved
    /// `sway` of the distance across the line (to the right of a fall straight down).
    private static func along(_ start: CGPoint, _ target: CGPoint, _ fraction: CGFloat, sway: CGFloat) -> CGPoint {
        let dx = target.x - start.x, dy = target.y - start.y
        return CGPoint(x: start.x + dx * fraction + dy * sway, y: start.y + dy * fraction - dx * sway)
    }
}
