import CoreAnimationValues
import CoreGraphics
import Foundation

// What one shape may cost a frame: a path of millions of elements, or dashes
// far below a pixel along a long path, kept Cairo on the render thread for
// tens of seconds (a 10-million-segment path: over 50 s; a huge circle dashed
// every hundredth of a point: over 10 s and hundreds of MB). Both are bounded
// here before drawing, with a picture as close as the pixels allow, and one
// report per cause. Render thread, as `rasterized(scale:)`.
extension ShapeDrawing {
    /// The most elements a drawn path keeps. A longer path loses first the
    /// elements that end within half a pixel of the last one kept (which a
    /// pixel cannot show), then, if it is still longer, the elements past this
    /// many.
    package static let maximumPathElements = 250_000

    /// The most dashes one stroke draws. A pattern whose period is below a
    /// pixel, or that would lay more dashes than this along the stroked part,
    /// is drawn as a solid line whose alpha is the pattern's coverage (the
    /// fraction of each period that is drawn), as the eye averages them.
    package static let maximumDashes = 100_000

    /// `path` with at most ``maximumPathElements`` elements at `scale` pixels per point.
    static func boundedPath(_ path: CGPath, scale: CGFloat) -> CGPath {
        let elements = path.elements
        guard elements.count > maximumPathElements else { return path }
        let tolerance = 0.5 / max(scale, 1e-3)
        var kept: [PathElement] = []
        kept.reserveCapacity(maximumPathElements)
        var last: CGPoint?
        func near(_ point: CGPoint) -> Bool {
            guard let last else { return false }
            return abs(point.x - last.x) <= tolerance && abs(point.y - last.y) <= tolerance
        }
        for element in elements {
            switch element {
            case .move(let point):
                last = point
                kept.append(element)
            case .line(let point), .quad(_, to: let point), .cubic(_, _, to: let point):
                if near(point) { continue }
                last = point
                kept.append(element)
            case .close:
                kept.append(element)
            }
        }
        let decimated = kept.count
        if kept.count > maximumPathElements { kept.removeLast(kept.count - maximumPathElements) }
        Diagnostics.reportOnce(
            cause: "shape path elements",
            "shape layer path of \(elements.count) elements: the most one frame draws is \(maximumPathElements); "
                + "\(elements.count - decimated) shorter than half a pixel were dropped"
                + (decimated > maximumPathElements ? " and the \(decimated - maximumPathElements) after the first "
                    + "\(maximumPathElements) left out" : ""))
        return CGPath(elements: kept)
    }

    /// The dashes to stroke `length` points with at `scale`, or nil for a solid
    /// line, and the factor for the stroke's alpha (below 1 when dashes too fine
    /// or too many to draw are drawn as their coverage).
    static func boundedDashes(_ dashes: [CGFloat]?, length: CGFloat, scale: CGFloat) -> (dashes: [CGFloat]?, alpha: CGFloat) {
        guard let dashes else { return (nil, 1) }
        // An odd count repeats with on and off swapped: half of two periods is drawn.
        let sum = dashes.reduce(0, +)
        let period = dashes.count.isMultiple(of: 2) ? sum : 2 * sum
        let on = dashes.count.isMultiple(of: 2) ? stride(from: 0, to: dashes.count, by: 2).reduce(0) { $0 + dashes[$1] } : sum
        let count = length / period
        guard period * scale < 1 || !count.isFinite || count > CGFloat(maximumDashes) else { return (dashes, 1) }
        Diagnostics.reportOnce(
            cause: "shape dashes",
            String(format: "shape layer dashes every %g points (%g pixels) along %g points: dashes below a pixel, "
                       + "or more than %d, are drawn as a solid line at their coverage (%.0f%%)",
                   Double(period), Double(period * scale), Double(length), maximumDashes, Double(on / period * 100)))
        return (nil, on / period)
    }
}
