import Foundation

/// The part of a circle a shape layer strokes, when its path is that circle
/// (or an arc of it) and it is stroked without dashes and not filled
/// (`ShapeDrawing.circleStroke()`): what the renderer draws with a signed
/// distance instead of rasterizing the shape again every frame its
/// `strokeStart` or `strokeEnd` moves.
///
/// The circle rides on the drawn item itself, as a round bordered layer
/// would: its bounds are the circle's box grown by half the line width, its
/// corner radius the outer edge's radius, its border width the line width,
/// its border colour the stroke colour. So the whole circle (`sweep` of a
/// full turn) is exactly such a ring; an arc cuts it by angle.
///
/// A plain value; safe on any thread.
package struct StrokeArc: Sendable, Equatable {
    /// How the ends of an arc that is not the whole circle are drawn
    /// (Apple's `lineCap`; square caps are rasterized instead).
    package enum Cap: UInt8, Sendable {
        case butt, round
    }

    /// Where the stroked part starts, in radians about the circle's centre
    /// in layer space: 0 along +x, π/2 along +y (y down).
    package var startAngle: Double
    /// How far it turns from `startAngle` towards increasing angles, in
    /// radians; a full turn (2π) or more is the whole circle, without caps.
    package var sweep: Double
    package var cap: Cap

    /// Whether the whole circle is stroked (no ends, so no caps).
    package var isWholeCircle: Bool { sweep >= 2 * .pi }
}
