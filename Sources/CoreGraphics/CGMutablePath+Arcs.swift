import Foundation

/// Arcs of circles, turned into cubic Béziers of at most 90° each as CoreGraphics does.
///
/// Each arc begins with a line from the current point to the arc's first
/// point, or with a move there when the path is empty; the line is left out
/// when the current point already is the first point.
extension CGMutablePath {
    /// Adds an arc of the circle about `center` from `startAngle` to `endAngle`.
    ///
    /// Angles are measured from +x towards +y in user space. `clockwise` is
    /// meant as on a y-up screen: `false` turns towards increasing angles,
    /// `true` towards decreasing ones. So `startAngle: 0, endAngle: .pi / 2,
    /// clockwise: true` goes the long way round, three quarters of the circle
    /// through -π/2 and -π. In the flipped (y-down) coordinates of a UIKit view
    /// the same arc *looks* counterclockwise, which is why Apple documents that
    /// a flipped system reverses the sense. A difference of 2π or more in the
    /// chosen direction draws the full circle.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let function = "addArc(center:radius:startAngle:endAngle:clockwise:transform:)"
        guard validateArc(function, points: [center], values: [startAngle, endAngle], radius: radius,
                          negativeRadiusDraws: true)
        else { return }
        let sweep = CircularArc.sweep(from: startAngle, to: endAngle, clockwise: clockwise)
        appendArc(CircularArc(center: center, signedRadius: radius, startAngle: startAngle, sweep: sweep),
                  transform: transform)
    }

    /// Adds an arc of the circle about `center` from `startAngle`, turning by `delta`.
    ///
    /// A positive `delta` turns towards increasing angles (counterclockwise with
    /// y up). Sweeps beyond one full turn are limited to one turn.
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        let function = "addRelativeArc(center:radius:startAngle:delta:transform:)"
        guard validateArc(function, points: [center], values: [startAngle, delta], radius: radius,
                          negativeRadiusDraws: true)
        else { return }
        let fullTurn = 2 * CGFloat.pi
        let sweep = min(max(delta, -fullTurn), fullTurn)
        appendArc(CircularArc(center: center, signedRadius: radius, startAngle: startAngle, sweep: sweep),
                  transform: transform)
    }

    /// Adds the arc of `radius` tangent to the line from the current point to
    /// `tangent1End` and to the line from `tangent1End` to `tangent2End`.
    ///
    /// A line runs from the current point to the first tangent point, then the
    /// shorter arc turns to the second tangent point, which becomes the current
    /// point. When the three points are collinear, two of them coincide or the
    /// radius is zero, only a line to `tangent1End` is added. The current point
    /// is taken back through the inverse of `transform`, so the construction
    /// happens in user space like the other arguments.
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let function = "addArc(tangent1End:tangent2End:radius:transform:)"
        guard requireCurrentPoint(function),
              validateArc(function, points: [tangent1End, tangent2End], values: [], radius: radius)
        else { return }
        let inverse = transform.inverted()
        let isInvertible = transform.a * transform.d - transform.b * transform.c != 0
        guard isInvertible, radius > 0 else {
            elements.append(.line(tangent1End.applying(transform)))
            return
        }
        let start = currentPoint.applying(inverse)
        guard let arc = Self.tangentArc(from: start, corner: tangent1End, to: tangent2End, radius: radius) else {
            elements.append(.line(tangent1End.applying(transform)))
            return
        }
        appendArc(arc, transform: transform)
    }

    /// The arc of `radius` tangent to the lines `start`→`corner` and `corner`→`end`, or nil when they do not make a corner.
    static func tangentArc(from start: CGPoint, corner: CGPoint, to end: CGPoint, radius: CGFloat) -> CircularArc? {
        let toStart = CGVector(dx: start.x - corner.x, dy: start.y - corner.y)
        let toEnd = CGVector(dx: end.x - corner.x, dy: end.y - corner.y)
        let lengthStart = hypot(toStart.dx, toStart.dy), lengthEnd = hypot(toEnd.dx, toEnd.dy)
        guard lengthStart > 0, lengthEnd > 0 else { return nil }
        let u1 = CGVector(dx: toStart.dx / lengthStart, dy: toStart.dy / lengthStart)
        let u2 = CGVector(dx: toEnd.dx / lengthEnd, dy: toEnd.dy / lengthEnd)
        let cross = u1.dx * u2.dy - u1.dy * u2.dx
        let dot = u1.dx * u2.dx + u1.dy * u2.dy
        // Collinear (either straight on or doubling back): no corner to round.
        guard abs(cross) > 1e-12 else { return nil }
        let halfAngle = atan2(abs(cross), dot) / 2  // half the angle between the two lines
        let tangentDistance = radius / tan(halfAngle)
        let centerDistance = radius / sin(halfAngle)
        var bisector = CGVector(dx: u1.dx + u2.dx, dy: u1.dy + u2.dy)
        let bisectorLength = hypot(bisector.dx, bisector.dy)
        bisector = CGVector(dx: bisector.dx / bisectorLength, dy: bisector.dy / bisectorLength)
        let center = CGPoint(x: corner.x + bisector.dx * centerDistance, y: corner.y + bisector.dy * centerDistance)
        let tangent1 = CGPoint(x: corner.x + u1.dx * tangentDistance, y: corner.y + u1.dy * tangentDistance)
        let tangent2 = CGPoint(x: corner.x + u2.dx * tangentDistance, y: corner.y + u2.dy * tangentDistance)
        let startAngle = atan2(tangent1.y - center.y, tangent1.x - center.x)
        let endAngle = atan2(tangent2.y - center.y, tangent2.x - center.x)
        // The arc between the tangent points is always shorter than half a turn.
        var sweep = endAngle - startAngle
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        return CircularArc(center: center, radius: radius, startAngle: startAngle, sweep: sweep)
    }

    /// Joins the arc to the path (move, line or nothing) and appends its curves.
    private func appendArc(_ arc: CircularArc, transform: CGAffineTransform) {
        let start = arc.startPoint.applying(transform)
        if elements.isEmpty {
            elements.append(.move(start))
        } else if currentPoint != start {
            elements.append(.line(start))
        }
        let curves = arc.cubicElements()
        elements.append(contentsOf: transform.isIdentity ? curves : curves.map { $0.applying(transform) })
    }

    /// False, with a report once per function and cause, when any argument is
    /// not finite, or the radius is negative where that means nothing (a
    /// tangent arc). Where a negative radius draws (`negativeRadiusDraws`:
    /// arcs about a centre, whose points CoreGraphics computes with the radius
    /// as given) it is reported once and accepted. A layout that runs before
    /// its view has a size does that on every pass, hence once per cause.
    private func validateArc(_ function: String, points: [CGPoint], values: [CGFloat], radius: CGFloat,
                             negativeRadiusDraws: Bool = false) -> Bool {
        let numbers = values + points.flatMap { [$0.x, $0.y] } + [radius]
        guard numbers.allSatisfy(\.isFinite) else {
            Diagnostics.reportOnce(cause: "\(function) non-finite", "\(function): non-finite argument; nothing added.",
                                   subsystem: "CoreGraphics")
            return false
        }
        guard radius >= 0 else {
            let outcome = negativeRadiusDraws
                ? "drawn as CoreGraphics draws it: the points at the radius as given, so the arc of radius "
                    + "\(-radius) half a turn round (reported once)"
                : "nothing added (reported once)"
            Diagnostics.reportOnce(cause: "\(function) negative radius",
                                   "\(function): negative radius \(radius); \(outcome).", subsystem: "CoreGraphics")
            return negativeRadiusDraws
        }
        return true
    }
}
