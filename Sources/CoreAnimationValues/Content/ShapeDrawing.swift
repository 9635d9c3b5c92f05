import Foundation

/// What a `CAShapeLayer` draws: its path and how it is filled and stroked,
/// with Apple's defaults (black fill, no stroke, 1-point butt-capped mitred lines).
///
/// A value type: safe on any thread.
package struct ShapeDrawing: Sendable, Equatable {
    /// In the layer's coordinate space; nil draws nothing.
    package var path: CGPath?
    package var fillColor: CGColor? = CGColor.black
    package var fillRule: CAShapeLayerFillRule = .nonZero
    package var strokeColor: CGColor?
    package var lineWidth: CGFloat = 1
    package var lineCap: CAShapeLayerLineCap = .butt
    package var lineJoin: CAShapeLayerLineJoin = .miter
    package var miterLimit: CGFloat = 10
    /// Dash lengths in points (Apple's `lineDashPattern` numbers); nil or empty for a solid line.
    package var lineDashPattern: [CGFloat]?
    package var lineDashPhase: CGFloat = 0
    /// The part of the path stroked, as fractions of its length (the fill is never trimmed).
    package var strokeStart: CGFloat = 0
    package var strokeEnd: CGFloat = 1

    package init() {}

    package static func == (a: ShapeDrawing, b: ShapeDrawing) -> Bool {
        a.lineWidth == b.lineWidth && a.strokeStart == b.strokeStart && a.strokeEnd == b.strokeEnd
            && a.lineDashPhase == b.lineDashPhase && a.miterLimit == b.miterLimit && a.fillRule == b.fillRule
            && a.lineCap == b.lineCap && a.lineJoin == b.lineJoin && a.lineDashPattern == b.lineDashPattern
            && a.fillColor == b.fillColor && a.strokeColor == b.strokeColor
            && (a.path === b.path || a.path == b.path)
    }
}
