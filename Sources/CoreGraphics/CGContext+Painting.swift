import Foundation

/// Filling, stroking and clearing: the current path, rectangles, ellipses and line segments.
///
/// Every painting call empties the current path afterwards, as Apple's do,
/// except `clear(_:)`, which leaves it alone.
extension CGContext {
    /// Fills the current path by `rule` (open subpaths count as closed), then empties it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        fill(devicePath.elements, rule: rule)
        beginPath()
    }

    /// Strokes the current path, then empties it.
    public func strokePath() {
        stroke(devicePath.elements)
        beginPath()
    }

    /// Fills, strokes, or fills and then strokes the current path, then empties it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let elements = devicePath.elements
        switch mode {
        case .fill: fill(elements, rule: .winding)
        case .eoFill: fill(elements, rule: .evenOdd)
        case .stroke: stroke(elements)
        case .fillStroke:
            fill(elements, rule: .winding)
            stroke(elements)
        case .eoFillStroke:
            fill(elements, rule: .evenOdd)
            stroke(elements)
        }
        beginPath()
    }

    /// Fills `rect` (user space) and empties the current path.
    public func fill(_ rect: CGRect) {
        fill(ShapeElements.rectangle(rect).transformed(by: state.ctm), rule: .winding)
        beginPath()
    }

    /// Fills each rectangle (their union is painted once) and empties the current path.
    public func fill(_ rects: [CGRect]) {
        fill(rects.flatMap(ShapeElements.rectangle).transformed(by: state.ctm), rule: .winding)
        beginPath()
    }

    /// Strokes the outline of `rect` and empties the current path.
    public func stroke(_ rect: CGRect) {
        stroke(ShapeElements.rectangle(rect).transformed(by: state.ctm))
        beginPath()
    }

    /// Strokes the outline of `rect` `width` units wide, leaving the state's
    /// line width as it was, and empties the current path.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        guard width >= 0, width.isFinite else {
            Diagnostics.report(in: "stroke(_:width:)", "width \(width) is negative or not finite; nothing drawn.")
            beginPath()
            return
        }
        var style = state.stroke
        style.lineWidth = width
        stroke(ShapeElements.rectangle(rect).transformed(by: state.ctm), style: style)
        beginPath()
    }

    /// Fills the ellipse inscribed in `rect` and empties the current path.
    public func fillEllipse(in rect: CGRect) {
        fill(ShapeElements.ellipse(in: rect).transformed(by: state.ctm), rule: .winding)
        beginPath()
    }

    /// Strokes the ellipse inscribed in `rect` and empties the current path.
    public func strokeEllipse(in rect: CGRect) {
        stroke(ShapeElements.ellipse(in: rect).transformed(by: state.ctm))
        beginPath()
    }

    /// Strokes a line between each pair of points (0 to 1, 2 to 3, …; an odd
    /// last point is ignored), replacing and then emptying the current path.
    public func strokeLineSegments(between points: [CGPoint]) {
        var elements: [PathElement] = []
        var index = 0
        while index + 1 < points.count {
            elements.append(.move(points[index].applying(state.ctm)))
            elements.append(.line(points[index + 1].applying(state.ctm)))
            index += 2
        }
        stroke(elements)
        beginPath()
    }

    /// Makes `rect` transparent black, whatever the alpha, blend mode and shadow;
    /// the clip still applies. The current path is kept.
    public func clear(_ rect: CGRect) {
        canvas.perform(job(.fill(ShapeElements.rectangle(rect).transformed(by: state.ctm), .winding), paint: .clear))
    }

    // MARK: Jobs

    func fill(_ elements: [PathElement], rule: CGPathFillRule) {
        guard !elements.isEmpty else { return }
        canvas.perform(job(.fill(elements, rule), paint: .color(state.fillColor)))
    }

    func stroke(_ elements: [PathElement], style: GraphicsState.StrokeStyle? = nil) {
        guard !elements.isEmpty else { return }
        canvas.perform(job(.stroke(elements, style ?? state.stroke), paint: .color(state.strokeColor)))
    }

    /// A job drawing `paint` over `shape` with the current state.
    func job(_ shape: PaintJob.Shape, paint: PaintJob.Paint) -> PaintJob {
        PaintJob(shape: shape, paint: paint, ctm: state.ctm, alpha: state.alpha, blendMode: state.blendMode,
                 antialias: allowsAntialiasing && state.shouldAntialias, shadow: state.shadow)
    }
}
