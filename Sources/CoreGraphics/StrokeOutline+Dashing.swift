import Foundation

// Dashes: a stroke's on and off stretches cut out of the flattened path
// before the outline is built, as Quartz dashes a stroke.
extension StrokeOutline {
    /// The "on" stretches of `polylines` for the dash pattern `lengths`
    /// (on, off, on, …, repeated) started `phase` into the pattern, each
    /// subpath starting the pattern afresh, as Quartz dashes: open polylines,
    /// a closed subpath's closing line included. A stretch that crosses a
    /// vertex keeps it (it is joined there); an "on" length of zero leaves a
    /// zero-length polyline, which caps draw as a dot or a square.
    ///
    /// `polylines` unchanged when the pattern dashes nothing: no lengths,
    /// a negative or non-finite one, or all zero.
    /// - Complexity: O(points + dashes produced).
    package static func dashed(_ polylines: [Polyline], lengths: [CGFloat], phase: CGFloat) -> [Polyline] {
        guard !lengths.isEmpty, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return polylines }
        // An odd count repeats once more, so that on and off alternate (PostScript's rule).
        let pattern = lengths.count.isMultiple(of: 2) ? lengths : lengths + lengths
        let period = pattern.reduce(0, +)
        guard period > 0, phase.isFinite else { return polylines }
        var result: [Polyline] = []
        for polyline in polylines {
            var points = polyline.points
            if polyline.isClosed, let first = points.first { points.append(first) }
            guard points.count > 1 else { continue }
            dash(points, pattern: pattern, period: period, phase: phase, into: &result)
        }
        return result
    }

    /// Appends the "on" stretches of one open run of `points`.
    private static func dash(_ points: [CGPoint], pattern: [CGFloat], period: CGFloat, phase: CGFloat,
                             into result: inout [Polyline]) {
        // Where in the pattern the run starts: index and what is left of that entry.
        var offset = phase.truncatingRemainder(dividingBy: period)
        if offset < 0 { offset += period }
        var index = 0
        while offset >= pattern[index], offset > 0 {
            offset -= pattern[index]
            index = (index + 1) % pattern.count
        }
        var left = pattern[index] - offset
        var isOn: Bool { index.isMultiple(of: 2) }
        var current: [CGPoint] = isOn ? [points[0]] : []
        for (a, b) in zip(points, points.dropFirst()) {
            let length = hypot(b.x - a.x, b.y - a.y)
            var travelled: CGFloat = 0
            // Each pattern entry that ends on this segment; a zero-length "on" entry ends where it starts.
            while left <= length - travelled {
                travelled += left
                let t = length > 0 ? travelled / length : 0
                let point = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                if isOn {
                    current.append(point)
                    result.append(Polyline(points: current, isClosed: false))
                    current = []
                } else {
                    current = [point]
                }
                index = (index + 1) % pattern.count
                left = pattern[index]
            }
            left -= length - travelled
            if isOn { current.append(b) }
        }
        if isOn, current.count > 1 { result.append(Polyline(points: current, isClosed: false)) }
    }
}
