import Foundation

/// A layer that draws a path: filled, then stroked, as Apple's `CAShapeLayer`.
///
/// The path is in the layer's coordinate space and may reach outside its
/// bounds (a shape layer is often given no bounds at all); it is drawn on
/// the render thread at the scale the layer is shown at, so it stays sharp
/// under any transform. `path`, `fillColor`, `strokeColor`, `lineWidth`,
/// `miterLimit`, `strokeStart`, `strokeEnd` and `lineDashPhase` animate there
/// at frame rate (implicitly too, on a standalone layer). Paths animate
/// point by point between paths with the same elements; between other
/// paths they switch halfway, as on Apple's platforms. `contents`, if set,
/// is drawn under the shape.
///
/// Threads: as `CALayer`, any thread, under `LayerTreeLock`.
open class CAShapeLayer: CALayer {
    override class var keyTable: LayerKeyTable { shapeKeys }
    override class var initialDrawing: DrawnContent? { .shape(ShapeDrawing()) }

    public override init() { super.init() }

    public override init(layer: Any) { super.init(layer: layer) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    private var shape: ShapeDrawing { LayerTreeLock.shared.withLock { state.shapeDrawing } }

    /// The path to draw, in the layer's coordinates; nil draws nothing. Animatable.
    open var path: CGPath? {
        get { shape.path }
        set { setModelValue(newValue?.copy(), at: \.shapeDrawing.path, key: "path") }
    }

    /// The colour inside the path; nil fills nothing. Opaque black by default. Animatable.
    open var fillColor: CGColor? {
        get { shape.fillColor }
        set { setModelValue(newValue, at: \.shapeDrawing.fillColor, key: "fillColor") }
    }

    /// What counts as inside the path: non-zero winding (the default) or even-odd.
    open var fillRule: CAShapeLayerFillRule {
        get { shape.fillRule }
        set { setModelValue(newValue, at: \.shapeDrawing.fillRule, key: "fillRule") }
    }

    /// The colour of the path's outline; nil (the default) strokes nothing. Animatable.
    open var strokeColor: CGColor? {
        get { shape.strokeColor }
        set { setModelValue(newValue, at: \.shapeDrawing.strokeColor, key: "strokeColor") }
    }

    /// Where stroking begins, as a fraction of the path's length (0 by default). Animatable.
    open var strokeStart: CGFloat {
        get { shape.strokeStart }
        set { setModelValue(newValue, at: \.shapeDrawing.strokeStart, key: "strokeStart") }
    }

    /// Where stroking ends, as a fraction of the path's length (1 by default). Animatable.
    open var strokeEnd: CGFloat {
        get { shape.strokeEnd }
        set { setModelValue(newValue, at: \.shapeDrawing.strokeEnd, key: "strokeEnd") }
    }

    /// The outline's width in points (1 by default). Animatable.
    open var lineWidth: CGFloat {
        get { shape.lineWidth }
        set { setModelValue(newValue, at: \.shapeDrawing.lineWidth, key: "lineWidth") }
    }

    /// How far a mitred join may reach, in half line widths (10 by default). Animatable.
    open var miterLimit: CGFloat {
        get { shape.miterLimit }
        set { setModelValue(newValue, at: \.shapeDrawing.miterLimit, key: "miterLimit") }
    }

    /// How open subpaths end (butt by default).
    open var lineCap: CAShapeLayerLineCap {
        get { shape.lineCap }
        set { setModelValue(newValue, at: \.shapeDrawing.lineCap, key: "lineCap") }
    }

    /// How stroked segments meet (miter by default).
    open var lineJoin: CAShapeLayerLineJoin {
        get { shape.lineJoin }
        set { setModelValue(newValue, at: \.shapeDrawing.lineJoin, key: "lineJoin") }
    }

    /// How far into the dash pattern the stroke starts, in points (0 by default). Animatable.
    open var lineDashPhase: CGFloat {
        get { shape.lineDashPhase }
        set { setModelValue(newValue, at: \.shapeDrawing.lineDashPhase, key: "lineDashPhase") }
    }

    /// Alternating lengths of painted and unpainted stretches of the
    /// outline, in points; nil or empty for a solid line. A pattern with a
    /// negative or non-finite length is refused with a diagnostic.
    open var lineDashPattern: [NSNumber]? {
        get { shape.lineDashPattern.map { $0.map { NSNumber(value: Double($0)) } } }
        set { setLineDashPattern(newValue) }
    }

    func setLineDashPattern(_ numbers: [NSNumber]?) {
        let lengths = numbers?.map { CGFloat($0.doubleValue) }
        if let lengths, let bad = lengths.first(where: { !$0.isFinite || $0 < 0 }) {
            Diagnostics.report("\(diagnosticName): lineDashPattern with the length \(bad) rejected (lengths must be finite and not negative); the layer keeps \(String(describing: shape.lineDashPattern))")
            return
        }
        setModelValue(lengths, at: \.shapeDrawing.lineDashPattern, key: "lineDashPattern")
    }
}
