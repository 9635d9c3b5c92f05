import Foundation

/// A path traced backwards: what `UIBezierPath.reversing()` returns.
///
/// Each subpath runs from its last point to its first, its segments in
/// reverse order, a cubic's two control points swapped (a quadratic keeps its
/// one), and the subpaths themselves come in reverse order, so the whole path
/// is traced end to start. A closed subpath stays closed and still starts at
/// its first point: `M a L b L c Z` becomes `M a L c L b Z` (the closing line
/// now runs the other way; a final line back to the start is left to the close).
/// The same area is covered, so fills and strokes draw the same pixels;
/// the winding sense flips. Pure; any thread.
extension CGPath {
    /// One subpath as stored: its start, its drawing elements with the point each starts from, and whether it closes.
    private struct TracedSubpath {
        var start: CGPoint
        var pieces: [(element: PathElement, from: CGPoint)] = []
        var isClosed = false
    }

    /// The elements of the path traced backwards.
    /// - Complexity: O(n) in the number of elements.
    package var reversedElements: [PathElement] {
        var result: [PathElement] = []
        result.reserveCapacity(elements.count)
        for subpath in tracedSubpaths.reversed() {
            result += Self.reversed(subpath)
        }
        return result
    }

    /// The subpaths in order. A drawing element after a close (with no move)
    /// starts a new subpath at the closed one's first point, as `segments` does.
    private var tracedSubpaths: [TracedSubpath] {
        var subpaths: [TracedSubpath] = []
        var current: CGPoint?
        for element in elements {
            switch element {
            case .move(let point):
                subpaths.append(TracedSubpath(start: point))
                current = point
            case .line, .quad, .cubic:
                let end = element.endPoint!
                let from = current ?? end
                if subpaths.last == nil || subpaths[subpaths.count - 1].isClosed {
                    subpaths.append(TracedSubpath(start: from))
                }
                subpaths[subpaths.count - 1].pieces.append((element, from))
                current = end
            case .close:
                guard let last = subpaths.last, !last.isClosed else { continue }
                subpaths[subpaths.count - 1].isClosed = true
                current = last.start
            }
        }
        return subpaths
    }

    private static func reversed(_ subpath: TracedSubpath) -> [PathElement] {
        let end = subpath.pieces.last?.element.endPoint ?? subpath.start
        let backwards = subpath.pieces.reversed().map { reversed($0.element, from: $0.from) }
        guard subpath.isClosed else { return [.move(end)] + backwards }
        var result: [PathElement] = [.move(subpath.start)]
        if end != subpath.start { result.append(.line(end)) }
        result += backwards
        if result.count > 1, case .line(let last) = result[result.count - 1], last == subpath.start {
            result.removeLast()
        }
        result.append(.close)
        return result
    }

    /// The drawing element that runs `element` (which starts at `from`) backwards, ending at `from`.
    private static func reversed(_ element: PathElement, from: CGPoint) -> PathElement {
        switch element {
        case .line: return .line(from)
        case .quad(let control, _): return .quad(control, to: from)
        case .cubic(let control1, let control2, _): return .cubic(control2, control1, to: from)
        case .move, .close: return element
        }
    }
}
