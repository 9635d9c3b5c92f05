import Foundation
import UIKit

/// Abuse of animations: values that are not numbers, arrays that do not
/// match, timing that cannot be, groups inside themselves, and floods of them.
/// A bad animation must be reported when it is added, and the presentation
/// layer must never show a value that is not finite.
extension Catalogue {
    private static func target() -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 20, y: 20, width: 60, height: 40)
        layer.backgroundColor = CGColor(red: 0.9, green: 0.4, blue: 0.1, alpha: 1)
        return layer
    }

    /// Whether every geometric and appearance value of `layer` is finite.
    private static func isFinite(_ layer: CALayer) -> Bool {
        let b = layer.bounds, p = layer.position, t = layer.transform
        return [b.origin.x, b.origin.y, b.width, b.height, p.x, p.y, layer.cornerRadius, layer.borderWidth,
                CGFloat(layer.opacity), t.m11, t.m12, t.m21, t.m22, t.m41, t.m42, t.m43, t.m44].allSatisfy(\.isFinite)
    }

    /// Adds `animation` to a layer in the window, draws frames and checks
    /// that the presentation stays finite and the window keeps drawing.
    private static func animates(_ context: CaseContext, _ animation: CAAnimation, _ detail: String) throws -> Verdict {
        let layer = target()
        layer.add(animation, forKey: "hostile")
        let drawn = try context.show(layer, frames: 10)
        guard drawn >= 10 else { return .wrong("only \(drawn) frames drawn: the render thread stalled") }
        guard let presented = layer.presentation() else { return .wrong("no presentation layer") }
        return .check(isFinite(presented), "\(detail); the presentation stayed finite",
                      else: "\(detail): the presentation layer shows a value that is not finite")
    }

    private static func basic(_ keyPath: String, from: Any?, to: Any?, by: Any? = nil) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.byValue = by
        animation.duration = 2
        return animation
    }

    private static func keyframes(_ keyPath: String, _ values: [Any]) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: keyPath)
        animation.values = values
        animation.duration = 2
        return animation
    }

    private static let nanPoint = CGPoint(x: CGFloat.nan, y: 10)

    /// Timing that cannot be, set on a two-second opacity animation: name,
    /// change, and whether it is bad input that must be reported.
    private static let hostileTimings: [(name: String, set: (CABasicAnimation) -> Void, reports: Bool)] = [
        ("duration-nan", { $0.duration = .nan }, true),
        ("duration-negative", { $0.duration = -3 }, true),
        ("duration-infinite", { $0.duration = .infinity }, false),
        ("repeat-count-nan", { $0.repeatCount = .nan }, true),
        ("repeat-duration-negative", { $0.repeatDuration = -1 }, true),
        ("speed-nan", { $0.speed = .nan }, true),
        ("speed-infinite", { $0.speed = .infinity }, true),
        ("begin-time-nan", { $0.beginTime = .nan }, true),
        ("time-offset-infinite", { $0.timeOffset = .infinity }, true),
    ]

    static let animations: [AdversaryCase] = hostileTimings.map { timing in
        AdversaryCase("animations", timing.name, window: true, reports: timing.reports) { context in
            let animation = basic("opacity", from: 0, to: 1)
            timing.set(animation)
            return try animates(context, animation, timing.name)
        }
    } + [
        AdversaryCase("animations", "from-nan-position", window: true) {
            try animates($0, basic("position", from: nanPoint, to: CGPoint(x: 50, y: 50)), "position from NaN")
        },
        AdversaryCase("animations", "to-infinite-opacity", window: true) {
            try animates($0, basic("opacity", from: 1, to: Float.infinity), "opacity to infinity")
        },
        AdversaryCase("animations", "by-nan-bounds", window: true) {
            try animates($0, basic("bounds.size.width", from: nil, to: nil, by: CGFloat.nan), "width by NaN")
        },
        AdversaryCase("animations", "from-nan-transform", window: true) {
            try animates($0, basic("transform", from: CATransform3DMakeScale(.nan, 1, 1), to: CATransform3DIdentity),
                         "transform from a NaN scale")
        },
        AdversaryCase("animations", "nan-rotation", window: true) {
            try animates($0, basic("transform.rotation.z", from: 0, to: Double.nan), "rotation to NaN")
        },
        AdversaryCase("animations", "nan-corner-radius", window: true) {
            try animates($0, basic("cornerRadius", from: CGFloat.nan, to: 10), "cornerRadius from NaN")
        },
        AdversaryCase("animations", "nan-color", window: true) {
            try animates($0, basic("backgroundColor", from: CGColor(red: .nan, green: 0, blue: 0, alpha: 1),
                                   to: CGColor(red: 0, green: 1, blue: 0, alpha: 1)), "a colour of NaN")
        },
        AdversaryCase("animations", "keyframe-value-nan", window: true) {
            try animates($0, keyframes("position", [CGPoint(x: 10, y: 10), nanPoint, CGPoint(x: 80, y: 80)]),
                         "a NaN keyframe")
        },
        AdversaryCase("animations", "keyframe-path-nan", window: true) { context in
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 10, y: 10))
            path.addLine(to: nanPoint)
            path.addLine(to: CGPoint(x: 90, y: 90))
            let animation = CAKeyframeAnimation(keyPath: "position")
            animation.path = path
            animation.duration = 2
            return try animates(context, animation, "a path through a NaN point")
        },
        AdversaryCase("animations", "keyframe-path-empty", window: true, reports: false) { context in
            let animation = CAKeyframeAnimation(keyPath: "position")
            animation.path = CGMutablePath()
            animation.duration = 2
            return try animates(context, animation, "an empty path")
        },
        AdversaryCase("animations", "keyframe-values-empty", window: true, reports: false) {
            try animates($0, keyframes("position", []), "no keyframe values")
        },
        AdversaryCase("animations", "keytimes-mismatched", window: true) { context in
            let animation = keyframes("opacity", [0, 1, 0.5])
            animation.keyTimes = [0, 1]
            return try animates(context, animation, "two key times for three values")
        },
        AdversaryCase("animations", "keytimes-nan", window: true) { context in
            let animation = keyframes("opacity", [0, 1, 0.5])
            animation.keyTimes = [0, NSNumber(value: Double.nan), 1]
            return try animates(context, animation, "a NaN key time")
        },
        AdversaryCase("animations", "keytimes-decreasing", window: true) { context in
            let animation = keyframes("opacity", [0, 1, 0.5])
            animation.keyTimes = [0, 0.8, 0.2]
            return try animates(context, animation, "decreasing key times")
        },
        AdversaryCase("animations", "timing-function-nan", window: true) { context in
            let animation = basic("opacity", from: 0, to: 1)
            animation.timingFunction = CAMediaTimingFunction(controlPoints: .nan, 0, 1, .infinity)
            return try animates(context, animation, "a timing function of NaN control points")
        },
        AdversaryCase("animations", "values-wrong-type", window: true) {
            try animates($0, keyframes("position", ["left", 12, CGColor(red: 1, green: 0, blue: 0, alpha: 1)]),
                         "a string, a number and a colour as positions")
        },
        AdversaryCase("animations", "basic-wrong-type", window: true) {
            try animates($0, basic("bounds", from: "wide", to: 3), "bounds from a string")
        },
        AdversaryCase("animations", "unknown-key-path", window: true) {
            try animates($0, basic("wobble.amount", from: 0, to: 1), "an unknown key path")
        },
        AdversaryCase("animations", "nil-key-path", window: true) {
            try animates($0, basic("", from: 0, to: 1), "an empty key path")
        },
        AdversaryCase("animations", "cumulative-overflow", window: true) { context in
            let animation = basic("position.x", from: 0, to: nil, by: 1e307)
            animation.isCumulative = true
            animation.repeatCount = 1e9
            animation.duration = 1e-6
            animation.timeOffset = 1e3
            return try animates(context, animation, "a cumulative byValue that overflows")
        },
        AdversaryCase("animations", "additive-overflow", window: true, reports: false) { context in
            let layer = target()
            for i in 0..<4 {
                let animation = basic("position.x", from: 1e308, to: 1e308)
                animation.isAdditive = true
                layer.add(animation, forKey: "add\(i)")
            }
            let drawn = try context.show(layer)
            guard let presented = layer.presentation() else { return .wrong("no presentation") }
            return .check(drawn >= 6 && isFinite(presented), "additive sums that overflow stayed finite",
                          else: "position.x presented as \(presented.position.x)")
        },
        AdversaryCase("animations", "group-contains-itself", window: true) { context in
            let group = CAAnimationGroup()
            group.duration = 2
            group.animations = [basic("opacity", from: 0, to: 1), group]
            return try animates(context, group, "a group inside itself")
        },
        AdversaryCase("animations", "groups-nested-20000", window: true) { context in
            var animation: CAAnimation = basic("opacity", from: 0, to: 1)
            for _ in 0..<20_000 {
                let group = CAAnimationGroup()
                group.duration = 2
                group.animations = [animation]
                animation = group
            }
            return try animates(context, animation, "20,000 nested groups")
        },
        AdversaryCase("animations", "group-child-nan", window: true) { context in
            let child = basic("opacity", from: 0, to: 1)
            child.duration = .nan
            let group = CAAnimationGroup()
            group.duration = 2
            group.animations = [child, basic("position", from: nanPoint, to: CGPoint.zero)]
            return try animates(context, group, "a group of NaN children")
        },
        AdversaryCase("animations", "spring-negative-mass", window: true) { context in
            let spring = CASpringAnimation(keyPath: "position.x")
            spring.fromValue = 0
            spring.toValue = 100
            spring.mass = -1
            spring.stiffness = 0
            spring.damping = .nan
            spring.duration = 2
            return try animates(context, spring, "a spring of negative mass, no stiffness, NaN damping")
        },
        AdversaryCase("animations", "transition-unknown-type", window: true) { context in
            let transition = CATransition()
            transition.type = CATransitionType(rawValue: "suckEffect-of-doom")
            transition.subtype = CATransitionSubtype(rawValue: "sideways")
            transition.duration = 1
            return try animates(context, transition, "an unknown transition type and subtype")
        },
        AdversaryCase("animations", "transition-progress-nan", window: true) { context in
            let transition = CATransition()
            transition.type = .push
            transition.startProgress = .nan
            transition.endProgress = .infinity
            transition.duration = 1
            return try animates(context, transition, "transition progress NaN to infinity")
        },
        AdversaryCase("animations", "remove-10000", reports: false) { _ in
            var left = 0
            let verdict = growth(1_000) { count in
                let layer = target()
                for i in 0..<count { layer.add(basic("opacity", from: 0, to: 1), forKey: "a\(i)") }
                let time = seconds { for i in 0..<count { layer.removeAnimation(forKey: "a\(i)") } }
                left += layer.animationKeys()?.count ?? 0
                return time
            }
            return left == 0 ? verdict : .wrong("\(left) animations left after their removal")
        },
        AdversaryCase("animations", "remove-10000-committed", reports: false) { _ in
            var left = 0
            let verdict = growth(1_000) { count in
                let layer = target()
                for i in 0..<count { layer.add(basic("opacity", from: 0, to: 1), forKey: "a\(i)") }
                CATransaction.flush()
                let time = seconds {
                    for i in 0..<count { layer.removeAnimation(forKey: "a\(i)") }
                    CATransaction.flush()
                }
                left += layer.animationKeys()?.count ?? 0
                return time
            }
            return left == 0 ? verdict : .wrong("\(left) animations left after their removal")
        },
        AdversaryCase("animations", "add-10000-commit", window: true, reports: false) { context in
            let layer = target()
            try context.show(layer)
            let time = seconds {
                for i in 0..<10_000 { layer.add(basic("opacity", from: 0, to: 1), forKey: "a\(i)") }
                CATransaction.flush()
            }
            // How the time grows is nil-key-100000's question; here, that frames still come.
            return .check(context.drawFrames() >= 6, String(format: "added and committed in %.2f s, frames drawn", time),
                          else: String(format: "added and committed in %.1f s, but no frames after", time))
        },
        AdversaryCase("animations", "nil-key-100000", reports: false) { _ in
            growth(10_000) { count in
                let layer = target()
                return seconds {
                    for _ in 0..<count { layer.add(basic("opacity", from: 0, to: 1), forKey: nil) }
                    CATransaction.flush()
                }
            }
        },
        AdversaryCase("animations", "delegate-removes-in-start", window: true, reports: false) { context in
            final class Remover: NSObject, CAAnimationDelegate {
                weak var layer: CALayer?
                func animationDidStart(_ anim: CAAnimation) { layer?.removeAllAnimations() }
            }
            let layer = target(), remover = Remover()
            remover.layer = layer
            let animation = basic("opacity", from: 0, to: 1)
            animation.delegate = remover
            layer.add(animation, forKey: "a")
            return try context.keepsDrawing(layer, "a delegate that removes its animation when it starts")
        },
        AdversaryCase("animations", "rotate-auto-nan-path", window: true) { context in
            let path = CGMutablePath()
            path.move(to: .zero)
            path.addCurve(to: CGPoint(x: 50, y: 50), control1: nanPoint, control2: CGPoint(x: 1e308, y: -1e308))
            let animation = CAKeyframeAnimation(keyPath: "position")
            animation.path = path
            animation.rotationMode = .rotateAuto
            animation.duration = 2
            return try animates(context, animation, "rotateAuto along a curve through NaN and huge controls")
        },
        AdversaryCase("animations", "font-size-huge", window: true, reports: false) { context in
            let layer = CATextLayer()
            layer.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
            layer.string = "Huge"
            layer.add(basic("fontSize", from: 12, to: 1e7), forKey: "grow")
            return try context.keepsDrawing(layer, "fontSize animated to 10⁷")
        },
        AdversaryCase("animations", "shape-path-nan-animated", window: true) { context in
            let layer = CAShapeLayer()
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            layer.strokeColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            let good = CGPath(rect: CGRect(x: 0, y: 0, width: 50, height: 50), transform: nil)
            let bad = CGMutablePath()
            bad.move(to: .zero)
            bad.addLine(to: nanPoint)
            bad.addLine(to: CGPoint(x: 50, y: 50))
            bad.addLine(to: CGPoint(x: 0, y: 50))
            bad.closeSubpath()
            layer.add(basic("path", from: good, to: bad), forKey: "morph")
            return try context.keepsDrawing(layer, "a path animated to one through NaN")
        },
    ]
}
