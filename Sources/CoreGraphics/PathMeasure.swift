import Foundation

/// Distances along a path: its length, each segment's length, and the point
/// and direction at any distance — what keyframe animation along a path needs.
///
/// Built once per path; immutable afterwards and safe to share between the
/// main and render threads. Moves add no length (distance jumps across them);
/// `closeSubpath` counts as the straight line it draws.
///
/// It does not smooth over corners, resample, or reparameterise by time; a
/// path with no drawn segments has length 0 and no positions.
package struct PathMeasure: Sendable {
    /// Where along the path a distance falls.
    package struct Position: Hashable, Sendable {
        package var point: CGPoint
        /// Direction of travel, in radians from +x towards +y.
        package var tangentAngle: CGFloat
        /// Index into `segments`.
        package var segmentIndex: Int
        /// Parameter within that segment, in `0...1`.
        package var parameter: CGFloat
    }

    package let segments: [PathSegment]
    /// Arc length of each segment.
    package let segmentLengths: [CGFloat]
    /// Distance from the start of the path to the start of each segment.
    package let segmentStartDistances: [CGFloat]
    /// Total arc length.
    package let length: CGFloat

    /// - Complexity: O(n) segment-length integrations.
    package init(_ path: CGPath) {
        self.init(segments: path.segments)
    }

    package init(segments: [PathSegment]) {
        self.segments = segments
        segmentLengths = segments.map { $0.length() }
        var starts: [CGFloat] = []
        starts.reserveCapacity(segments.count)
        var total: CGFloat = 0
        for length in segmentLengths {
            starts.append(total)
            total += length
        }
        segmentStartDistances = starts
        length = total
    }

    /// The point and direction `distance` along the path, clamped to `0...length`.
    ///
    /// At a joint the later segment wins, except at the very end; zero-length
    /// segments are skipped. Nil when the path draws nothing.
    /// - Complexity: O(log n) plus one arc-length inversion.
    package func position(atDistance distance: CGFloat) -> Position? {
        guard !segments.isEmpty else { return nil }
        let d = distance.isNaN ? 0 : min(max(distance, 0), length)
        // Largest index whose start is at or before d.
        var low = 0, high = segments.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if segmentStartDistances[middle] <= d { low = middle } else { high = middle - 1 }
        }
        var index = low
        while index > 0, segmentLengths[index] == 0 { index -= 1 }
        if segmentLengths[index] == 0, let firstDrawn = segmentLengths.firstIndex(where: { $0 > 0 }) {
            index = firstDrawn
        }
        let segment = segments[index]
        let t = segment.parameter(atLength: d - segmentStartDistances[index])
        return Position(point: segment.point(at: t), tangentAngle: segment.tangentAngle(at: t),
                        segmentIndex: index, parameter: t)
    }

    /// The position at `fraction` of the total length (0 start, 1 end).
    package func position(atFraction fraction: CGFloat) -> Position? {
        position(atDistance: fraction * length)
    }
}
