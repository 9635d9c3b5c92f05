import Foundation

/// The current path: built in user space, kept in device space.
///
/// Every point goes through the CTM in force when it is added, so changing the
/// CTM afterwards does not move what is already there. Painting, clipping and
/// `beginPath()` empty the path; `saveGState()` does not save it.
extension CGContext {
    /// Empties the current path.
    public func beginPath() {
        devicePath.elements.removeAll(keepingCapacity: true)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        devicePath.move(to: point, transform: state.ctm)
    }

    /// Adds a line from the current point; reports and does nothing without one.
    public func addLine(to point: CGPoint) {
        guard hasCurrentPoint("addLine(to:)") else { return }
        devicePath.addLine(to: point, transform: state.ctm)
    }

    /// Adds a cubic Bézier from the current point; reports and does nothing without one.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard hasCurrentPoint("addCurve(to:control1:control2:)") else { return }
        devicePath.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }

    /// Adds a quadratic Bézier from the current point; reports and does nothing without one.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard hasCurrentPoint("addQuadCurve(to:control:)") else { return }
        devicePath.addQuadCurve(to: end, control: control, transform: state.ctm)
    }

    /// Adds an arc of a circle in user space, joined to the current point by a
    /// line; `clockwise` as for `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:transform:)`.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        devicePath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                          clockwise: clockwise, transform: state.ctm)
    }

    /// Adds the arc of `radius` tangent to the lines from the current point to
    /// `tangent1End` and on to `tangent2End`; reports and does nothing without a current point.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard hasCurrentPoint("addArc(tangent1End:tangent2End:radius:)") else { return }
        devicePath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
    }

    /// Adds a closed rectangular subpath.
    public func addRect(_ rect: CGRect) {
        devicePath.addRect(rect, transform: state.ctm)
    }

    /// Adds one closed rectangular subpath for each rectangle.
    public func addRects(_ rects: [CGRect]) {
        devicePath.addRects(rects, transform: state.ctm)
    }

    /// Starts a subpath at the first point and adds lines through the others.
    public func addLines(between points: [CGPoint]) {
        devicePath.addLines(between: points, transform: state.ctm)
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath.
    public func addEllipse(in rect: CGRect) {
        devicePath.addEllipse(in: rect, transform: state.ctm)
    }

    /// Adds `path`, read in user space.
    public func addPath(_ path: CGPath) {
        devicePath.addPath(path, transform: state.ctm)
    }

    /// Closes the current subpath.
    public func closePath() {
        devicePath.closeSubpath()
    }

    /// Whether the current path has no elements; a lone `move(to:)` makes it non-empty.
    public var isPathEmpty: Bool { devicePath.isEmpty }

    /// The current point in user space; `.zero` when the path is empty.
    public var currentPointOfPath: CGPoint {
        guard !devicePath.isEmpty else { return .zero }
        return devicePath.currentPoint.applying(state.ctm.inverted())
    }

    /// The box around every point of the path, control points included, in
    /// user space; `CGRect.null` when the path is empty.
    public var boundingBoxOfPath: CGRect {
        guard !devicePath.isEmpty else { return .null }
        return CGPath(elements: devicePath.elements.transformed(by: state.ctm.inverted())).boundingBox
    }

    /// A copy of the current path in user space; nil when the path is empty.
    public var path: CGPath? {
        guard !devicePath.isEmpty else { return nil }
        return CGPath(elements: devicePath.elements.transformed(by: state.ctm.inverted()))
    }

    /// Replaces the current path with the outline of its stroke: the area
    /// `strokePath()` would paint with the current line width, cap, join,
    /// miter limit and dash, as a path whose non-zero fill paints the same.
    ///
    /// The outline is built in user space (the line width and dash are user
    /// lengths, as when stroking) and kept through the CTM. The result is made
    /// of many small closed subpaths (`StrokeOutline`), so an even-odd fill of
    /// it is not the stroke. A line width of 0 (Quartz's thinnest line, one
    /// device pixel, which has no outline in user space), an empty path or a
    /// CTM that cannot be inverted leave an empty path.
    public func replacePathWithStrokedPath() {
        let ctm = state.ctm
        guard !devicePath.isEmpty, ctm.a * ctm.d - ctm.b * ctm.c != 0 else {
            beginPath()
            return
        }
        let userPath = CGPath(elements: devicePath.elements.transformed(by: ctm.inverted()))
        let style = state.stroke
        let outline = StrokeOutline.elements(
            of: userPath, lineWidth: style.lineWidth, lineCap: style.lineCap, lineJoin: style.lineJoin,
            miterLimit: style.miterLimit, dashPhase: style.dashPhase, dashLengths: style.dashLengths)
        devicePath.elements = outline.transformed(by: ctm)
    }

    /// True when `point` (user space) is inside what `mode` would paint of the current path.
    /// The path is kept.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        canvas.contains(point, elements: devicePath.elements, ctm: state.ctm, mode: mode, stroke: state.stroke)
    }

    /// True when the path has a current point; otherwise reports it for `function`.
    private func hasCurrentPoint(_ function: String) -> Bool {
        if devicePath.isEmpty {
            Diagnostics.report(in: function, "no current point.")
            return false
        }
        return true
    }
}
