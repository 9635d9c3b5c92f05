import Foundation

/// Read-only geometry of a path: current point, bounding boxes, rectangle test, transformed copies.
extension CGPath {
    /// The point the next element would start from; `.zero` for an empty path.
    ///
    /// After `closeSubpath()` this is the first point of the closed subpath.
    /// - Complexity: O(1), or O(k) after a close, with k the subpath's element count.
    public var currentPoint: CGPoint {
        guard let last = elements.last else { return .zero }
        if let end = last.endPoint { return end }
        for element in elements.reversed() {
            if case .move(let start) = element { return start }
        }
        return .zero
    }

    /// The smallest rectangle holding every point of the path, control points
    /// included; `CGRect.null` for an empty path.
    /// - Complexity: O(n).
    public var boundingBox: CGRect {
        bounds(of: elements.lazy.flatMap(\.storedPoints))
    }

    /// The smallest rectangle holding the path as drawn: end points, moves and
    /// the turning points of curves, but not their control points;
    /// `CGRect.null` for an empty path.
    /// - Complexity: O(n).
    public var boundingBoxOfPath: CGRect {
        var box = bounds(of: elements.lazy.compactMap(\.endPoint))
        for segment in segments where !segment.isStraight {
            box = box.union(segment.tightBounds)
        }
        return box
    }

    /// True when the path is one axis-aligned rectangle, which it then writes to `rect`.
    ///
    /// Recognised: a move, three or four lines (the fourth returning to the
    /// start) and a close, or a move and four lines returning to the start,
    /// with sides alternating horizontal and vertical, either way round.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        guard let found = rectangleShape else { return false }
        rect?.pointee = found
        return true
    }

    /// An immutable copy with every point mapped through `transform` (nil: unchanged).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(elements: elements.transformed(by: CGAffineTransform(pointer: transform)))
    }

    /// A mutable copy with every point mapped through `transform` (nil: unchanged).
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(elements: elements.transformed(by: CGAffineTransform(pointer: transform)))
    }

    /// The rectangle this path draws, if it is exactly one; see `isRect(_:)`.
    package var rectangleShape: CGRect? {
        guard elements.count >= 4, case .move(let first) = elements[0] else { return nil }
        var corners = [first]
        var index = 1
        while index < elements.count, case .line(let p) = elements[index] {
            corners.append(p)
            index += 1
        }
        let closed: Bool
        switch elements.count - index {
        case 0: closed = false
        case 1 where elements[index] == .close: closed = true
        default: return nil
        }
        if corners.count == 5, corners[4] == corners[0] {
            corners.removeLast()
        } else if !closed {
            return nil
        }
        guard corners.count == 4 else { return nil }
        let (p0, p1, p2, p3) = (corners[0], corners[1], corners[2], corners[3])
        let horizontalFirst = p0.y == p1.y && p1.x == p2.x && p2.y == p3.y && p3.x == p0.x
        let verticalFirst = p0.x == p1.x && p1.y == p2.y && p2.x == p3.x && p3.y == p0.y
        guard horizontalFirst || verticalFirst else { return nil }
        return CGRect(x: min(p0.x, p2.x), y: min(p0.y, p2.y), width: abs(p2.x - p0.x), height: abs(p2.y - p0.y))
    }

    private func bounds<S: Sequence>(of points: S) -> CGRect where S.Element == CGPoint {
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
