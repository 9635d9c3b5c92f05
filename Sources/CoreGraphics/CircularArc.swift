import Foundation

/// A circular arc and its cubic Bézier approximation, as CoreGraphics builds arcs.
///
/// Angles are in radians in user space, where a positive sweep turns +x
/// towards +y (counterclockwise with y up; clockwise on a flipped iOS screen).
/// A plain value; safe on any thread.
package struct CircularArc: Hashable, Sendable {
    package var center: CGPoint
    package var radius: CGFloat
    package var startAngle: CGFloat
    /// Signed angle turned from `startAngle`.
    package var sweep: CGFloat

    package init(center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat) {
        self.center = center
        self.radius = radius
        self.startAngle = startAngle
        self.sweep = sweep
    }

    /// An arc whose points are `center + radius·(cos θ, sin θ)` for the
    /// radius as given, negative included (CoreGraphics computes them so):
    /// a negative radius is the arc of radius `|radius|` half a turn round.
    package init(center: CGPoint, signedRadius radius: CGFloat, startAngle: CGFloat, sweep: CGFloat) {
        self.init(center: center, radius: abs(radius), startAngle: radius < 0 ? startAngle + .pi : startAngle,
                  sweep: sweep)
    }

    /// The sweep of Apple's `addArc(center:radius:startAngle:endAngle:clockwise:)`.
    ///
    /// `clockwise == false` turns towards increasing angles, `true` towards
    /// decreasing ones, by the difference of the angles brought into
    /// (0, 2π] in that direction:
    /// 1. equal angles draw nothing (a sweep of 0);
    /// 2. angles a whole number of turns apart, in *either* direction, draw
    ///    the full circle: `0` to `2π` is a whole circle whether `clockwise`
    ///    or not, as in CoreGraphics (and so in UIKit, whose `clockwise`
    ///    is the flipped one), where the common "ball" idiom relies on it;
    /// 3. otherwise the arc turns the chosen way until it meets `endAngle`,
    ///    and a difference of more than 2π in the chosen direction is one turn.
    package static func sweep(from startAngle: CGFloat, to endAngle: CGFloat, clockwise: Bool) -> CGFloat {
        let fullTurn = 2 * CGFloat.pi
        let difference = clockwise ? startAngle - endAngle : endAngle - startAngle
        let turned: CGFloat
        if difference == 0 {
            turned = 0
        } else if difference >= fullTurn {
            turned = fullTurn
        } else {
            var reduced = difference.truncatingRemainder(dividingBy: fullTurn)
            if reduced < 0 { reduced += fullTurn }
            // A whole number of turns the other way round: the full circle (rule 2).
            turned = reduced == 0 ? fullTurn : reduced
        }
        return clockwise ? -turned : turned
    }

    /// The point on the circle at `angle`.
    package func point(atAngle angle: CGFloat) -> CGPoint {
        CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }

    package var startPoint: CGPoint { point(atAngle: startAngle) }
    package var endPoint: CGPoint { point(atAngle: startAngle + sweep) }

    /// Cubic Béziers from `startPoint` to `endPoint`, each turning at most a quarter
    /// circle, split evenly; empty when the sweep or the radius is zero.
    ///
    /// Each piece of angle θ uses control arms of length `4/3·tan(θ/4)·radius`
    /// along the tangents, whose radial error is below 0.03 % of the radius.
    /// - Complexity: O(|sweep| / (π/2)).
    package func cubicElements() -> [PathElement] {
        guard sweep != 0, radius != 0 else { return [] }
        let quarter = CGFloat.pi / 2
        // The small allowance keeps a sweep of π/2 plus rounding noise in one piece.
        let count = max(1, Int((abs(sweep) / quarter - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(count)
        let arm = 4 / 3 * tan(step / 4) * radius
        var result: [PathElement] = []
        result.reserveCapacity(count)
        var from = startAngle
        var fromPoint = startPoint
        for index in 1...count {
            let to = index == count ? startAngle + sweep : startAngle + step * CGFloat(index)
            let toPoint = point(atAngle: to)
            let control1 = CGPoint(x: fromPoint.x - arm * sin(from), y: fromPoint.y + arm * cos(from))
            let control2 = CGPoint(x: toPoint.x + arm * sin(to), y: toPoint.y - arm * cos(to))
            result.append(.cubic(control1, control2, to: toPoint))
            from = to
            fromPoint = toPoint
        }
        return result
    }
}
