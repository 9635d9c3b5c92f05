import Foundation

/// The area a stroke covers, as a path to fill with the non-zero rule: what
/// `CGPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)` returns.
///
/// Cairo strokes but cannot hand back the outline, so it is built here from
/// the path flattened to within `tolerance`: one closed convex piece per
/// straight run (a rectangle `lineWidth` wide), one per join (a miter
/// quadrilateral, a bevel triangle, or a circle for round joins) and one per
/// cap (a half-square rectangle, or a circle for round caps). Every piece runs
/// the same way round, so each point's winding number counts the pieces over
/// it and the non-zero fill of the result is exactly their union: the stroke.
/// An even-odd fill of it is not (overlaps cancel), as with Apple's, whose
/// outlines also overlap.
///
/// What it does not do: merge the pieces into one contour (the path has many
/// small subpaths; hit testing and filling do not mind) or keep curves (a flattened curve's joins follow `lineJoin`,
/// which differs from the true offset curve by less than `tolerance` for
/// miter and round joins). Pure; any thread.
package struct StrokeOutline {
    /// How far the flattened polylines stray from curves, in path units.
    package static let tolerance: CGFloat = 0.02

    let halfWidth: CGFloat
    let cap: CGLineCap
    let join: CGLineJoin
    let miterLimit: CGFloat

    /// The outline of `path` stroked with these attributes, dashed by
    /// `dashLengths` from `dashPhase` (see ``dashed(_:lengths:phase:)``; none
    /// by default); empty for a width that is not positive and finite.
    /// - Complexity: O(k) in the number of flattened points.
    package static func elements(
        of path: CGPath, lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
        dashPhase: CGFloat = 0, dashLengths: [CGFloat] = []
    ) -> [PathElement] {
        guard lineWidth > 0, lineWidth.isFinite else { return [] }
        let outline = StrokeOutline(halfWidth: lineWidth / 2, cap: lineCap, join: lineJoin, miterLimit: miterLimit)
        var result: [PathElement] = []
        let polylines = path.flattened(tolerance: tolerance)
        for polyline in dashed(polylines, lengths: dashLengths, phase: dashPhase) {
            outline.append(polyline, to: &result)
        }
        return result
    }

    /// Appends the pieces of one flattened subpath.
    private func append(_ polyline: Polyline, to result: inout [PathElement]) {
        var points: [CGPoint] = []
        for point in polyline.points where points.last.map({ distance($0, point) > 1e-9 }) ?? true {
            points.append(point)
        }
        if polyline.isClosed, points.count > 1, distance(points[0], points[points.count - 1]) <= 1e-9 {
            points.removeLast()
        }
        guard points.count > 1 else {
            // A zero-length subpath (not a lone move) gets its caps: a dot or a square.
            if let point = points.first, polyline.points.count > 1 || polyline.isClosed {
                appendCaps(at: point, direction: CGVector(dx: 1, dy: 0), to: &result, both: true)
            }
            return
        }
        let closed = polyline.isClosed && points.count > 2
        let count = points.count
        let segmentCount = closed ? count : count - 1
        var directions: [CGVector] = []
        directions.reserveCapacity(segmentCount)
        for index in 0..<segmentCount {
            let a = points[index], b = points[(index + 1) % count]
            let direction = unit(from: a, to: b)
            directions.append(direction)
            let n = normal(direction)
            appendPolygon([a + n, b + n, b - n, a - n], to: &result)
        }
        let joinedVertices = closed ? Array(0..<count) : Array(1..<(count - 1))
        for vertex in joinedVertices {
            let incoming = directions[(vertex - 1 + segmentCount) % segmentCount]
            appendJoin(at: points[vertex], incoming: incoming, outgoing: directions[vertex % segmentCount], to: &result)
        }
        if !closed {
            appendCaps(at: points[0], direction: directions[0].reversed, to: &result, both: false)
            appendCaps(at: points[count - 1], direction: directions[segmentCount - 1], to: &result, both: false)
        }
    }

    /// The join at `point` between runs heading `incoming` and `outgoing`.
    private func appendJoin(at point: CGPoint, incoming: CGVector, outgoing: CGVector, to result: inout [PathElement]) {
        let cross = incoming.dx * outgoing.dy - incoming.dy * outgoing.dx
        let dot = incoming.dx * outgoing.dx + incoming.dy * outgoing.dy
        if abs(cross) < 1e-12, dot > 0 { return }
        if join == .round {
            appendCircle(at: point, to: &result)
            return
        }
        // The outer side of the turn: right of travel when turning left, and the other way.
        let side: CGFloat = cross > 0 ? -1 : 1
        let outer0 = point + side * normal(incoming), outer1 = point + side * normal(outgoing)
        // Miter length over line width is 1 / sin(φ/2) for the angle φ between the runs, = 1 / cos(turn/2).
        let halfTurnCosine = ((1 + dot) / 2).squareRoot()
        let ratio = halfTurnCosine > 1e-12 ? 1 / halfTurnCosine : .infinity
        if join == .miter, ratio <= miterLimit {
            let bisector = unit(CGVector(dx: outer0.x + outer1.x - 2 * point.x, dy: outer0.y + outer1.y - 2 * point.y))
            let tip = point + CGVector(dx: bisector.dx * halfWidth * ratio, dy: bisector.dy * halfWidth * ratio)
            appendPolygon([point, outer0, tip, outer1], to: &result)
        } else {
            appendPolygon([point, outer0, outer1], to: &result)
        }
    }

    /// The cap at `point` of a run leaving it towards `direction` (or both ends of a zero-length subpath when `both`).
    private func appendCaps(at point: CGPoint, direction: CGVector, to result: inout [PathElement], both: Bool) {
        switch cap {
        case .butt:
            return
        case .round:
            appendCircle(at: point, to: &result)
        case .square:
            let n = normal(direction)
            let ahead = CGVector(dx: direction.dx * halfWidth, dy: direction.dy * halfWidth)
            let behind = both ? ahead.reversed : CGVector(dx: 0, dy: 0)
            appendPolygon([point + behind + n, point + ahead + n, point + ahead - n, point + behind - n], to: &result)
        }
    }

    private func appendCircle(at point: CGPoint, to result: inout [PathElement]) {
        let box = CGRect(x: point.x - halfWidth, y: point.y - halfWidth, width: 2 * halfWidth, height: 2 * halfWidth)
        result += ShapeElements.ellipse(in: box)
    }

    /// A closed polygon turned to run the way `ShapeElements.ellipse` does (positive signed area).
    private func appendPolygon(_ points: [CGPoint], to result: inout [PathElement]) {
        var area: CGFloat = 0
        for index in points.indices {
            let p = points[index], q = points[(index + 1) % points.count]
            area += p.x * q.y - q.x * p.y
        }
        let ordered = area < 0 ? points.reversed() : points
        result.append(.move(ordered[0]))
        for point in ordered.dropFirst() { result.append(.line(point)) }
        result.append(.close)
    }

    /// The left-hand normal of a unit direction, half the line width long.
    private func normal(_ direction: CGVector) -> CGVector {
        CGVector(dx: -direction.dy * halfWidth, dy: direction.dx * halfWidth)
    }

    private func unit(from a: CGPoint, to b: CGPoint) -> CGVector {
        unit(CGVector(dx: b.x - a.x, dy: b.y - a.y))
    }

    private func unit(_ v: CGVector) -> CGVector {
        let length = hypot(v.dx, v.dy)
        return length > 0 ? CGVector(dx: v.dx / length, dy: v.dy / length) : CGVector(dx: 1, dy: 0)
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(b.x - a.x, b.y - a.y) }
}

private extension CGVector {
    var reversed: CGVector { CGVector(dx: -dx, dy: -dy) }
}

private func + (point: CGPoint, offset: CGVector) -> CGPoint {
    CGPoint(x: point.x + offset.dx, y: point.y + offset.dy)
}

private func - (point: CGPoint, offset: CGVector) -> CGPoint {
    CGPoint(x: point.x - offset.dx, y: point.y - offset.dy)
}

private func * (scale: CGFloat, offset: CGVector) -> CGVector {
    CGVector(dx: scale * offset.dx, dy: scale * offset.dy)
}
