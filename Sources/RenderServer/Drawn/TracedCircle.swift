import CoreAnimationValues
import Foundation

/// A path that traces one circle, or one arc of it, and nothing else: a
/// move, then the cubic pieces CoreGraphics builds for that arc
/// (`CircularArc.cubicElements`: even pieces of at most a quarter turn),
/// and optionally a close that returns to the start after a whole turn.
/// `CGPath(ellipseIn:)` of a square, `addArc(center:…)`, `addRelativeArc`
/// and UIKit's `UIBezierPath(arcCenter:…)` make such paths, also when
/// moved, turned or scaled alike on both axes.
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
        var pieces = elements[1...]
        let closed = pieces.last == .close
        if closed { pieces = pieces.dropLast() }
        // The circle from the first piece: where the normals at its ends meet.
        guard case .cubic(let control1, let control2, let firstEnd) = pieces.first,
              let center = Self.center(from: first, arm: control1, to: firstEnd, arm: control2)
        else { return nil }
        let radius = hypot(first.x - center.x, first.y - center.y)
        guard radius > 0, radius.isFinite else { return nil }
        // The angle turned, piece by piece; the pieces are checked below.
        var sweep: CGFloat = 0
        var from = first
        for piece in pieces {
            guard case .cubic(_, _, let to) = piece else { return nil }
            let a = CGPoint(x: from.x - center.x, y: from.y - center.y), b = CGPoint(x: to.x - center.x, y: to.y - center.y)
            sweep += atan2(a.x * b.y - a.y * b.x, a.x * b.x + a.y * b.y)
            from = to
        }
        let fullTurn = 2 * CGFloat.pi
        // A close after less than a whole turn adds a chord: not an arc.
        guard closed ? abs(abs(sweep) - fullTurn) <= 1e-6 : abs(sweep) <= fullTurn + 1e-6 else { return nil }
        // The path must be the pieces CoreGraphics makes for that arc, point for point.
        let startAngle = atan2(first.y - center.y, first.x - center.x)
        let expected = CircularArc(center: center, radius: radius, startAngle: startAngle, sweep: sweep).cubicElements()
        let tolerance = 1e-6 * max(radius, 1)
        func near(_ p: CGPoint, _ q: CGPoint) -> Bool { hypot(p.x - q.x, p.y - q.y) <= tolerance }
        guard expected.count == pieces.count else { return nil }
        for (piece, made) in zip(pieces, expected) {
            guard case .cubic(let a1, let a2, let a) = piece, case .cubic(let b1, let b2, let b) = made,
                  near(a1, b1), near(a2, b2), near(a, b)
            else { return nil }
        }
        self.center = center
        self.radius = radius
        self.startAngle = startAngle
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
