import CoreAnimationModel
import Foundation

/// A path that traces one circle, or one arc of it, and nothing else: a
/// move, then cubic pieces of at most a quarter turn each along the same
/// circle in the same direction, each with the control arms CoreGraphics
/// gives an arc (`4/3 · tan(θ/4) · r` along the tangents), and optionally a
/// close that returns to the start after a whole turn. `CGPath(ellipseIn:)`
/// of a square, `addArc(center:…)`, `addRelativeArc` and UIKit's
/// `UIBezierPath(arcCenter:…)` make such paths, also when moved, turned or
/// scaled alike on both axes.
///
/// A plain value; safe on any thread.
struct TracedCircle {
    var center: CGPoint
    var radius: CGFloat
    /// The start point's angle about the centre (0 along +x, π/2 along +y).
    var startAngle: CGFloat
    /// The angle turned; positive towards increasing angles.
    var sweep: CGFloat
    /// Whether the path closes after a whole turn (it is then stroked without ends).
    var isClosed: Bool

    /// Nil when `elements` are anything but one traced circle or arc.
    init?(_ elements: [PathElement]) {
        guard elements.count >= 2, elements.count <= 10, case .move(let first) = elements[0] else { return nil }
        var ends = [first]
        var arms: [(CGPoint, CGPoint)] = []
        var closed = false
        for (offset, element) in elements.dropFirst().enumerated() {
            switch element {
            case .cubic(let control1, let control2, let end) where !closed:
                arms.append((control1, control2))
                ends.append(end)
            case .close where offset == elements.count - 2:
                closed = true
            default:
                return nil
            }
        }
        guard let center = Self.center(from: ends[0], arm: arms[0].0, to: ends[1], arm: arms[0].1) else { return nil }
        let radius = hypot(ends[0].x - center.x, ends[0].y - center.y)
        guard radius > 0, radius.isFinite else { return nil }
        let tolerance = 1e-6 * max(radius, 1)
        var sweep: CGFloat = 0
        for (index, (control1, control2)) in arms.enumerated() {
            let from = CGPoint(x: ends[index].x - center.x, y: ends[index].y - center.y)
            let to = CGPoint(x: ends[index + 1].x - center.x, y: ends[index + 1].y - center.y)
            guard abs(hypot(to.x, to.y) - radius) <= tolerance else { return nil }
            let turn = atan2(from.x * to.y - from.y * to.x, from.x * to.x + from.y * to.y)
            guard turn != 0, abs(turn) <= .pi / 2 + 1e-6, sweep == 0 || (turn > 0) == (sweep > 0) else { return nil }
            // The arms along the tangents (a quarter turn towards the direction of travel).
            let arm = 4 / 3 * tan(abs(turn) / 4) * (turn > 0 ? 1 : -1)
            let expected1 = CGPoint(x: ends[index].x - arm * from.y, y: ends[index].y + arm * from.x)
            let expected2 = CGPoint(x: ends[index + 1].x + arm * to.y, y: ends[index + 1].y - arm * to.x)
            guard hypot(control1.x - expected1.x, control1.y - expected1.y) <= tolerance,
                  hypot(control2.x - expected2.x, control2.y - expected2.y) <= tolerance
            else { return nil }
            sweep += turn
        }
        let fullTurn = 2 * CGFloat.pi
        if closed {
            // A close after less than a whole turn adds a chord: not an arc.
            guard abs(abs(sweep) - fullTurn) <= 1e-6,
                  hypot(ends[ends.count - 1].x - first.x, ends[ends.count - 1].y - first.y) <= tolerance
            else { return nil }
        } else {
            guard abs(sweep) <= fullTurn + 1e-6 else { return nil }
        }
        self.center = center
        self.radius = radius
        startAngle = atan2(first.y - center.y, first.x - center.x)
        self.sweep = sweep
        isClosed = closed
    }

    /// Where the normals at a piece's two ends meet (its circle's centre),
    /// from the ends and their control points; nil when the tangents are
    /// about parallel (a piece too short to tell).
    private static func center(from start: CGPoint, arm control1: CGPoint, to end: CGPoint,
                               arm control2: CGPoint) -> CGPoint? {
        let tangentStart = CGPoint(x: control1.x - start.x, y: control1.y - start.y)
        let tangentEnd = CGPoint(x: end.x - control2.x, y: end.y - control2.y)
        // start + s · n1 = end + u · n2, with n = the tangent turned a quarter.
        let n1 = CGPoint(x: -tangentStart.y, y: tangentStart.x), n2 = CGPoint(x: -tangentEnd.y, y: tangentEnd.x)
        let determinant = n1.y * n2.x - n1.x * n2.y
        let scale = hypot(n1.x, n1.y) * hypot(n2.x, n2.y)
        guard scale > 0, abs(determinant) > 1e-3 * scale else { return nil }
        let dx = end.x - start.x, dy = end.y - start.y
        let s = (dy * n2.x - dx * n2.y) / determinant
        let center = CGPoint(x: start.x + s * n1.x, y: start.y + s * n1.y)
        return center.x.isFinite && center.y.isFinite ? center : nil
    }
}
