import Foundation

extension PathSegment {
    /// The part of the segment between parameters `t0` and `t1` (0 ≤ t0 ≤ t1 ≤ 1), as a segment of the same kind.
    ///
    /// Two de Casteljau splits of the cubic; a straight segment stays straight. Pure.
    package func portion(from t0: CGFloat, to t1: CGFloat) -> PathSegment {
        if t0 <= 0 && t1 >= 1 { return self }
        if isStraight {
            return PathSegment(lineFrom: point(at: t0), to: point(at: t1), kind: .line, elementIndex: elementIndex)
        }
        func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
            CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        // Keep [0, t1]: the left part of a split at t1.
        let ab = lerp(start, control1, t1), bc = lerp(control1, control2, t1), cd = lerp(control2, end, t1)
        let abc = lerp(ab, bc, t1), bcd = lerp(bc, cd, t1)
        let left = PathSegment(kind: kind, elementIndex: elementIndex, start: start, control1: ab, control2: abc,
                               end: lerp(abc, bcd, t1))
        guard t0 > 0, t1 > 0 else { return left }
        // Keep [t0 / t1, 1] of that: the right part of a second split.
        let s = t0 / t1
        let p01 = lerp(left.start, left.control1, s), p12 = lerp(left.control1, left.control2, s)
        let p23 = lerp(left.control2, left.end, s)
        let p012 = lerp(p01, p12, s), p123 = lerp(p12, p23, s)
        return PathSegment(kind: kind, elementIndex: elementIndex, start: lerp(p012, p123, s), control1: p123,
                           control2: p23, end: left.end)
    }
}

extension PathMeasure {
    /// The stretch of the path from `start` to `end`, as fractions of its
    /// length (clamped to 0…1): what a shape layer strokes for `strokeStart`
    /// and `strokeEnd`.
    ///
    /// Subpaths stay apart; a closed subpath kept whole stays closed (so its
    /// first corner is joined, not capped). Empty when `end ≤ start`. Pure.
    /// - Complexity: O(segments) plus one arc-length inversion per cut.
    package func trimmed(fromFraction start: CGFloat, toFraction end: CGFloat, of path: CGPath) -> CGPath {
        let a = min(max(start.isNaN ? 0 : start, 0), 1), b = min(max(end.isNaN ? 1 : end, 0), 1)
        if a <= 0 && b >= 1 { return path }
        let result = CGMutablePath()
        guard b > a, length > 0 else { return result }
        let from = a * length, to = b * length
        var previous: PathSegment?
        var open = false
        for (index, segment) in segments.enumerated() {
            let segmentStart = segmentStartDistances[index], segmentLength = segmentLengths[index]
            defer { previous = segment }
            // A new subpath starts after a close, or where a move left a gap.
            if let previous, previous.kind == .closeSubpath || previous.end != segment.start { open = false }
            let lower = max(from, segmentStart), upper = min(to, segmentStart + segmentLength)
            guard upper > lower || (segmentLength == 0 && segmentStart >= from && segmentStart <= to) else {
                if segmentStart >= to { break }
                continue
            }
            let t0 = segmentLength > 0 ? segment.parameter(atLength: lower - segmentStart) : 0
            let t1 = segmentLength > 0 ? segment.parameter(atLength: upper - segmentStart) : 1
            let piece = segment.portion(from: t0, to: t1)
            if !open {
                result.move(to: piece.start)
                open = true
            }
            if piece.isStraight {
                result.addLine(to: piece.end)
            } else {
                result.addCurve(to: piece.end, control1: piece.control1, control2: piece.control2)
            }
        }
        return result
    }
}
