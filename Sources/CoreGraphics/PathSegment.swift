import Foundation

/// One drawn piece of a path in absolute coordinates, held as a cubic Bézier.
///
/// Lines and quadratic curves are raised to cubics exactly (same curve, same
/// parameter), so evaluation, arc length, extrema and flattening share one
/// code path; lines still take exact shortcuts. A plain value; safe on any thread.
package struct PathSegment: Hashable, Sendable {
    /// What drew the segment.
    package enum Kind: Hashable, Sendable {
        case line
        case quadCurve
        case cubicCurve
        /// The line `closeSubpath()` draws back to the subpath's first point.
        case closeSubpath
    }

    package var kind: Kind
    /// Index in `CGPath.elements` of the element that drew this segment.
    package var elementIndex: Int
    package var start: CGPoint
    package var control1: CGPoint
    package var control2: CGPoint
    package var end: CGPoint

    package init(kind: Kind, elementIndex: Int, start: CGPoint, control1: CGPoint, control2: CGPoint, end: CGPoint) {
        self.kind = kind
        self.elementIndex = elementIndex
        self.start = start
        self.control1 = control1
        self.control2 = control2
        self.end = end
    }

    /// A straight segment (`kind` is `.line` or `.closeSubpath`).
    package init(lineFrom start: CGPoint, to end: CGPoint, kind: Kind = .line, elementIndex: Int) {
        let third = CGVector(dx: (end.x - start.x) / 3, dy: (end.y - start.y) / 3)
        self.init(kind: kind, elementIndex: elementIndex, start: start,
                  control1: CGPoint(x: start.x + third.dx, y: start.y + third.dy),
                  control2: CGPoint(x: end.x - third.dx, y: end.y - third.dy), end: end)
    }

    /// A quadratic Bézier, raised to the cubic that traces it identically.
    package init(quadFrom start: CGPoint, control: CGPoint, to end: CGPoint, elementIndex: Int) {
        self.init(kind: .quadCurve, elementIndex: elementIndex, start: start,
                  control1: CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y)),
                  control2: CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y)),
                  end: end)
    }

    package var isStraight: Bool { kind == .line || kind == .closeSubpath }

    // MARK: Evaluation

    /// The point at parameter `t` in `0...1`.
    package func point(at t: CGFloat) -> CGPoint {
        if isStraight {
            return CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
        }
        let s = 1 - t
        let b0 = s * s * s, b1 = 3 * s * s * t, b2 = 3 * s * t * t, b3 = t * t * t
        return CGPoint(x: b0 * start.x + b1 * control1.x + b2 * control2.x + b3 * end.x,
                       y: b0 * start.y + b1 * control1.y + b2 * control2.y + b3 * end.y)
    }

    /// The derivative with respect to `t` at `t`.
    package func derivative(at t: CGFloat) -> CGVector {
        if isStraight { return CGVector(dx: end.x - start.x, dy: end.y - start.y) }
        let s = 1 - t
        let a = 3 * s * s, b = 6 * s * t, c = 3 * t * t
        return CGVector(dx: a * (control1.x - start.x) + b * (control2.x - control1.x) + c * (end.x - control2.x),
                        dy: a * (control1.y - start.y) + b * (control2.y - control1.y) + c * (end.y - control2.y))
    }

    /// The direction of travel at `t`, in radians from +x towards +y.
    ///
    /// Where the derivative vanishes (a control point on an end point, a cusp)
    /// the direction comes from the next distinct control point at the ends,
    /// from a nearby parameter inside, and from the chord as a last resort.
    package func tangentAngle(at t: CGFloat) -> CGFloat {
        let d = derivative(at: t)
        if d.dx != 0 || d.dy != 0, hypot(d.dx, d.dy) > 1e-12 * scale {
            return atan2(d.dy, d.dx)
        }
        let candidates: [CGVector]
        if t <= 0 {
            candidates = [vector(start, control2), vector(start, end)]
        } else if t >= 1 {
            candidates = [vector(control1, end), vector(start, end)]
        } else {
            let nudged = derivative(at: t < 0.5 ? t + 1e-6 : t - 1e-6)
            candidates = [nudged, vector(start, end)]
        }
        for v in candidates where hypot(v.dx, v.dy) > 1e-12 * scale {
            return atan2(v.dy, v.dx)
        }
        return 0
    }

    /// The length of the control polygon: an upper bound on the arc length.
    package var controlPolygonLength: CGFloat {
        distance(start, control1) + distance(control1, control2) + distance(control2, end)
    }

    // MARK: Arc length

    /// The arc length between parameters `t0` and `t1`.
    ///
    /// Exact for straight segments; for curves, 8-point Gauss–Legendre
    /// quadrature subdivided until halving changes the result by less than
    /// 1e-10 of the control polygon (relative error far below 1e-4).
    /// - Complexity: O(1) for lines; for curves O(k) with k pieces, typically 2–30.
    package func length(from t0: CGFloat = 0, to t1: CGFloat = 1) -> CGFloat {
        if isStraight { return distance(start, end) * abs(t1 - t0) }
        guard t1 != t0 else { return 0 }
        let (a, b) = t0 < t1 ? (t0, t1) : (t1, t0)
        let tolerance = max(controlPolygonLength * 1e-10, .leastNormalMagnitude)
        return adaptiveLength(a, b, whole: gaussLegendreLength(a, b), tolerance: tolerance, depth: 0)
    }

    /// The parameter at which the arc length from the start equals `distance`,
    /// clamped to `0...1`.
    ///
    /// Newton's method on the arc-length function, kept inside a shrinking
    /// bracket (bisection when a step leaves it); converges to 1e-12 of the length.
    /// - Complexity: a handful of `length(from:to:)` evaluations.
    package func parameter(atLength distance: CGFloat) -> CGFloat {
        let total = length()
        guard total > 0, distance > 0 else { return 0 }
        guard distance < total else { return 1 }
        if isStraight { return distance / total }
        var low: CGFloat = 0, high: CGFloat = 1
        var t = distance / total
        for _ in 0..<50 {
            let error = length(from: 0, to: t) - distance
            if abs(error) <= total * 1e-12 { break }
            if error > 0 { high = t } else { low = t }
            let d = derivative(at: t)
            let speed = hypot(d.dx, d.dy)
            var next = speed > 0 ? t - error / speed : (low + high) / 2
            if !(next > low && next < high) { next = (low + high) / 2 }
            if next == t { break }
            t = next
        }
        return t
    }

    private func speed(at t: CGFloat) -> CGFloat {
        let d = derivative(at: t)
        return hypot(d.dx, d.dy)
    }

    // Nodes and weights of 8-point Gauss–Legendre quadrature on [-1, 1].
    private static let gaussNodes: [CGFloat] = [
        0.183_434_642_495_649_8, 0.525_532_409_916_329_0, 0.796_666_477_413_626_7, 0.960_289_856_497_536_3,
    ]
    private static let gaussWeights: [CGFloat] = [
        0.362_683_783_378_362_0, 0.313_706_645_877_887_3, 0.222_381_034_453_374_5, 0.101_228_536_290_376_3,
    ]

    private func gaussLegendreLength(_ a: CGFloat, _ b: CGFloat) -> CGFloat {
        let half = (b - a) / 2, middle = (a + b) / 2
        var sum: CGFloat = 0
        for i in 0..<4 {
            let offset = half * Self.gaussNodes[i]
            sum += Self.gaussWeights[i] * (speed(at: middle - offset) + speed(at: middle + offset))
        }
        return sum * half
    }

    private func adaptiveLength(_ a: CGFloat, _ b: CGFloat, whole: CGFloat, tolerance: CGFloat, depth: Int) -> CGFloat {
        let middle = (a + b) / 2
        let left = gaussLegendreLength(a, middle), right = gaussLegendreLength(middle, b)
        if depth >= 20 || abs(left + right - whole) <= tolerance * (b - a) {
            return left + right
        }
        return adaptiveLength(a, middle, whole: left, tolerance: tolerance, depth: depth + 1)
            + adaptiveLength(middle, b, whole: right, tolerance: tolerance, depth: depth + 1)
    }

    // MARK: Extrema, bounds and flattening

    /// Parameters strictly inside `0...1` where x or y has a turning point, unsorted.
    package func extremaParameters() -> [CGFloat] {
        guard !isStraight else { return [] }
        var result: [CGFloat] = []
        for axis in [\CGPoint.x, \CGPoint.y] {
            let p0 = start[keyPath: axis], p1 = control1[keyPath: axis]
            let p2 = control2[keyPath: axis], p3 = end[keyPath: axis]
            // d/dt of the cubic, divided by 3: a·t² + b·t + c.
            let a = -p0 + 3 * p1 - 3 * p2 + p3
            let b = 2 * (p0 - 2 * p1 + p2)
            let c = p1 - p0
            result += Self.quadraticRoots(a: a, b: b, c: c).filter { $0 > 0 && $0 < 1 }
        }
        return result
    }

    /// The tight bounding box: end points and turning points, no control points.
    package var tightBounds: CGRect {
        var minX = min(start.x, end.x), maxX = max(start.x, end.x)
        var minY = min(start.y, end.y), maxY = max(start.y, end.y)
        for t in extremaParameters() {
            let p = point(at: t)
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Points along the segment, `end` included and `start` left out, such that
    /// the polyline from `start` through them stays within `tolerance` of the curve.
    ///
    /// Uses n even parameter steps with n = ⌈√(3·D / (4·tolerance))⌉, where D is
    /// the largest second difference of the control points; the chord error of
    /// each step is at most (1/8)·h²·max|B''| ≤ tolerance. At most 65 536 steps.
    /// - Complexity: O(n).
    package func flattened(tolerance: CGFloat) -> [CGPoint] {
        if isStraight { return [end] }
        let d1 = hypot(start.x - 2 * control1.x + control2.x, start.y - 2 * control1.y + control2.y)
        let d2 = hypot(control1.x - 2 * control2.x + end.x, control1.y - 2 * control2.y + end.y)
        let bound = max(d1, d2)
        let safeTolerance = tolerance > 0 ? tolerance : 1e-9
        // Huge control points (or an infinite second difference) ask for more
        // steps than an Int holds: the count is clamped before it is one.
        let wanted = (0.75 * bound / safeTolerance).squareRoot().rounded(.up)
        let steps = bound > 0 ? Int(clamping: wanted, to: 1...(1 << 16)) ?? 1 : 1
        var points: [CGPoint] = []
        points.reserveCapacity(steps)
        for i in 1..<steps {
            points.append(point(at: CGFloat(i) / CGFloat(steps)))
        }
        points.append(end)
        return points
    }

    // MARK: Helpers

    /// A length scale for relative comparisons.
    private var scale: CGFloat { max(controlPolygonLength, 1e-300) }

    private func vector(_ from: CGPoint, _ to: CGPoint) -> CGVector {
        CGVector(dx: to.x - from.x, dy: to.y - from.y)
    }

    private func distance(_ p: CGPoint, _ q: CGPoint) -> CGFloat {
        hypot(q.x - p.x, q.y - p.y)
    }

    /// Real roots of a·t² + b·t + c, falling back to the linear case when `a` is negligible.
    private static func quadraticRoots(a: CGFloat, b: CGFloat, c: CGFloat) -> [CGFloat] {
        let magnitude = max(abs(a), abs(b), abs(c))
        guard magnitude > 0 else { return [] }
        if abs(a) <= magnitude * 1e-12 {
            return abs(b) > magnitude * 1e-12 ? [-c / b] : []
        }
        let discriminant = b * b - 4 * a * c
        if discriminant < 0 { return [] }
        let root = discriminant.squareRoot()
        // Numerically stable form: q = -(b + sign(b)·√D)/2, roots q/a and c/q.
        let q = -(b + (b < 0 ? -root : root)) / 2
        var roots = [q / a]
        if q != 0 { roots.append(c / q) }
        return roots
    }
}

extension CGPath {
    /// The path's drawn segments in order.
    ///
    /// Moves draw nothing; `closeSubpath` draws a `.closeSubpath` segment back to
    /// the subpath's first point (even when that has zero length). A drawing
    /// element right after a close starts from that first point, as
    /// CoreGraphics does.
    /// - Complexity: O(n) in the number of elements.
    package var segments: [PathSegment] {
        var result: [PathSegment] = []
        result.reserveCapacity(elements.count)
        var current: CGPoint?
        var subpathStart: CGPoint?
        for (index, element) in elements.enumerated() {
            switch element {
            case .move(let p):
                current = p
                subpathStart = p
            case .line(let p):
                let from = current ?? p
                if subpathStart == nil { subpathStart = from }
                result.append(PathSegment(lineFrom: from, to: p, elementIndex: index))
                current = p
            case .quad(let c, let p):
                let from = current ?? p
                if subpathStart == nil { subpathStart = from }
                result.append(PathSegment(quadFrom: from, control: c, to: p, elementIndex: index))
                current = p
            case .cubic(let c1, let c2, let p):
                let from = current ?? p
                if subpathStart == nil { subpathStart = from }
                result.append(PathSegment(kind: .cubicCurve, elementIndex: index, start: from,
                                          control1: c1, control2: c2, end: p))
                current = p
            case .close:
                guard let from = current, let first = subpathStart else { continue }
                result.append(PathSegment(lineFrom: from, to: first, kind: .closeSubpath, elementIndex: index))
                current = first
            }
        }
        return result
    }
}
