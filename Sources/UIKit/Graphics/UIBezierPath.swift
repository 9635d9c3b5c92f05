import Foundation

/// A path of lines and curves with its own drawing attributes, as Apple's
/// `UIBezierPath`: a `CGMutablePath` plus line width, caps, joins, dash and
/// fill rule, drawn into the current context (`UIGraphicsGetCurrentContext()`).
///
/// Angles and `clockwise` are meant in UIKit's y-down space, as on iOS:
/// `clockwise: true` turns clockwise on screen. Not thread-safe: one thread at a time.
open class UIBezierPath: NSObject, NSCopying {
    private var path = CGMutablePath()
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// The line width used by `stroke()`; 1 by default.
    open var lineWidth: CGFloat = 1
    /// How `stroke()` ends open subpaths; `.butt` by default.
    open var lineCapStyle: CGLineCap = .butt
    /// How `stroke()` joins segments; `.miter` by default.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The ratio of miter length to line width beyond which `stroke()` bevels a miter join; 10 by default.
    open var miterLimit: CGFloat = 10
    /// How finely curves are flattened when drawn; kept for compatibility.
    open var flatness: CGFloat = 0.6
    /// Whether `fill()` and `contains(_:)` use the even-odd rule instead of non-zero winding.
    open var usesEvenOddFillRule: Bool = false

    /// An empty path.
    public override init() {
        super.init()
    }

    /// A closed rectangle, clockwise on screen from the top-left corner.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// A closed ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A closed rectangle with all corners rounded by `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners,
                  cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A closed rectangle with `corners` rounded by `cornerRadii.width` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let radius = max(0, min(cornerRadii.width, r.width / 2, r.height / 2))
        func radiusAt(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
        path.move(to: CGPoint(x: r.minX + radiusAt(.topLeft), y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - radiusAt(.topRight), y: r.minY))
        corner(CGPoint(x: r.maxX, y: r.minY), next: CGPoint(x: r.maxX, y: r.maxY), radius: radiusAt(.topRight))
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - radiusAt(.bottomRight)))
        corner(CGPoint(x: r.maxX, y: r.maxY), next: CGPoint(x: r.minX, y: r.maxY), radius: radiusAt(.bottomRight))
        path.addLine(to: CGPoint(x: r.minX + radiusAt(.bottomLeft), y: r.maxY))
        corner(CGPoint(x: r.minX, y: r.maxY), next: CGPoint(x: r.minX, y: r.minY), radius: radiusAt(.bottomLeft))
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + radiusAt(.topLeft)))
        corner(CGPoint(x: r.minX, y: r.minY), next: CGPoint(x: r.maxX, y: r.minY), radius: radiusAt(.topLeft))
        path.closeSubpath()
    }

    /// An arc of the circle about `center` from `startAngle` to `endAngle`
    /// (radians from the +x axis), clockwise on screen when `clockwise`.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with `cgPath`'s elements.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.mutableCopy() ?? CGMutablePath()
    }

    /// The path as a Core Graphics path (a copy).
    open var cgPath: CGPath {
        get { path.copy() ?? CGMutablePath() }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    // MARK: - Building

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }

    /// Adds a straight line from the current point to `point`.
    ///
    /// On an empty path (no current point) nothing is added and a message goes to standard error.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// Adds a cubic Bézier curve from the current point to `endPoint`; nothing (but a report) on an empty path.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve from the current point to `endPoint`; nothing (but a report) on an empty path.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds an arc (clockwise on screen when `clockwise`), joined to the current point by a line.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        // CGPath's `clockwise` is meant for y up; on a y-down screen the sense flips.
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath with a line to its start.
    open func close() { path.closeSubpath() }

    /// Empties the path; line width, caps, joins, dash pattern and fill rule are kept.
    open func removeAllPoints() { path = CGMutablePath() }

    /// Adds `bezierPath`'s subpaths.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Maps every point through `transform`.
    open func apply(_ transform: CGAffineTransform) {
        var t = transform
        path = path.mutableCopy(using: &t) ?? path
    }

    /// A new path tracing this one backwards, with the same line attributes:
    /// each subpath from its last point to its first (a closed one stays
    /// closed and keeps its first point), the subpaths in reverse order
    /// (`CGPath.reversedElements`). It fills and strokes the same pixels.
    open func reversing() -> UIBezierPath {
        let reversed = copy() as? UIBezierPath ?? UIBezierPath()
        reversed.path = CGMutablePath(elements: path.reversedElements)
        return reversed
    }

    // MARK: - Reading

    /// Whether the path has no elements at all; a lone `move(to:)` makes it non-empty.
    open var isEmpty: Bool { path.isEmpty }
    /// The smallest rectangle containing every point, control points included.
    open var bounds: CGRect { path.boundingBox }
    /// Where the next segment would start: the last end point, the subpath's first point after `close()`, `.zero` for an empty path.
    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether `point` is inside the area `fill()` would paint.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: - Dashes

    /// Sets the dash pattern used by `stroke()` (nil or a count of 0 for solid lines).
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(0, count))) } ?? []
        dashPhase = phase
    }

    /// Reads back the dash set by `setLineDash(_:count:phase:)`; a count of 0 means solid lines.
    ///
    /// Each pointer may be nil. A non-nil `pattern` must have room for every length:
    /// call once with a nil `pattern` to learn the count first.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                          phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern {
            for (index, value) in dashPattern.enumerated() { pattern[index] = value }
        }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    // MARK: - Drawing into the current context

    /// Fills the path with the current fill colour.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.beginPath()
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Strokes the path with the current stroke colour and this path's line attributes.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        applyLineAttributes(to: context)
        context.beginPath()
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    /// Fills as `fill()` does, with the context's blend mode and alpha (clamped to 0…1) set for this call only.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        blended(blendMode, alpha: alpha) { fill() }
    }

    /// Strokes as `stroke()` does, with the context's blend mode and alpha (clamped to 0…1) set for this call only.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        blended(blendMode, alpha: alpha) { stroke() }
    }

    /// Runs `draw` with the current context's blend mode and alpha set, then restores them.
    private func blended(_ blendMode: CGBlendMode, alpha: CGFloat, _ draw: () -> Void) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        draw()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path's area.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// A new path with a copy of the path and every drawing setting, dashes included.
    ///
    /// Always a plain `UIBezierPath`, even when `self` is a subclass.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath(cgPath: path)
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.flatness = flatness
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.dashPattern = dashPattern
        copy.dashPhase = dashPhase
        return copy
    }

    private func applyLineAttributes(to context: CGContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        if !dashPattern.isEmpty { context.setLineDash(phase: dashPhase, lengths: dashPattern) }
    }

    /// A rounded corner at `corner` towards `next` (a plain corner for radius 0).
    private func corner(_ corner: CGPoint, next: CGPoint, radius: CGFloat) {
        if radius > 0 { path.addArc(tangent1End: corner, tangent2End: next, radius: radius) }
    }
}
