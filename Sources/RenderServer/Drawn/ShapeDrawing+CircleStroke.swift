import CoreAnimationValues
import Foundation

extension ShapeDrawing {
    /// The circle this shape strokes and the part of it, when the shape is
    /// nothing else: its path traces one circle or one arc of it
    /// (`TracedCircle`), nothing visible fills it, a visible stroke without
    /// dashes draws it, with a butt or round cap. Nil for every other shape,
    /// which is rasterized (`rasterized(scale:)`).
    ///
    /// The stroked part, `strokeStart`…`strokeEnd` as fractions of the
    /// path's length, is the same fraction of its angle (the pieces of a
    /// circle are as long as their angles), from the path's start in the
    /// direction it turns. The whole closed circle has no ends; any other
    /// part has two, capped. Render thread.
    package func circleStroke() -> (center: CGPoint, radius: CGFloat, arc: StrokeArc)? {
        guard let path, let strokeColor, strokeColor.alpha > 0, lineWidth > 0, lineWidth.isFinite,
              !(fillColor.map { $0.alpha > 0 } ?? false), lineCap != .square, drawnDashes == nil
        else { return nil }
        let (start, end) = strokedPart
        // Past a million points the shader's single floats lose the line: rasterized (and refused) instead.
        guard end > start, let traced = TracedCircle(path.elements), traced.radius + lineWidth < 1e6,
              // A butt-capped line wider than the circle crosses its centre, where the cut is no radial line.
              lineCap == .round || lineWidth < 2 * traced.radius
        else { return nil }
        let turn = Double(abs(traced.sweep))
        let sweep = traced.isClosed && start == 0 && end == 1 ? 2 * Double.pi : Double(end - start) * turn
        // Where the stroked part starts along the path, then its lower angle.
        let direction: Double = traced.sweep < 0 ? -1 : 1
        let from = Double(traced.startAngle) + direction * Double(start) * turn
        let cap: StrokeArc.Cap = lineCap == .round ? .round : .butt
        return (traced.center, traced.radius,
                StrokeArc(startAngle: direction < 0 ? from - sweep : from, sweep: sweep, cap: cap))
    }
}
