import Foundation

/// A subpath flattened to straight lines, in absolute coordinates.
///
/// A plain value; safe on any thread.
package struct Polyline: Hashable, Sendable {
    /// The vertices in drawing order; a closed polyline does not repeat its first point.
    package var points: [CGPoint]
    /// True when the subpath ended with `closeSubpath()`.
    package var isClosed: Bool

    package init(points: [CGPoint], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }
}

extension CGPath {
    /// The path as polylines, one per subpath, each within `tolerance` of the curves.
    ///
    /// A subpath made of a lone move gives a one-point polyline. A drawing
    /// element right after a close starts a new polyline at the closed
    /// subpath's first point. See `PathSegment.flattened(tolerance:)` for the bound.
    /// - Complexity: O(n + total points produced).
    package func flattened(tolerance: CGFloat) -> [Polyline] {
        var result: [Polyline] = []
        var open: Polyline?
        func finish() {
            if let polyline = open { result.append(polyline) }
            open = nil
        }
        var segmentIterator = segments.makeIterator()
        var nextSegment = segmentIterator.next()
        for (index, element) in elements.enumerated() {
            if case .move(let p) = element {
                finish()
                open = Polyline(points: [p], isClosed: false)
                continue
            }
            guard let segment = nextSegment, segment.elementIndex == index else { continue }
            nextSegment = segmentIterator.next()
            if open == nil || open!.isClosed {
                finish()
                open = Polyline(points: [segment.start], isClosed: false)
            }
            if segment.kind == .closeSubpath {
                open!.isClosed = true
            } else {
                open!.points += segment.flattened(tolerance: tolerance)
            }
        }
        finish()
        return result
    }
}
