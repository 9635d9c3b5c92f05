// Read-only views of what a KeyframeTrack decided at init, for tests and
// diagnostics; evaluation never needs them.
extension KeyframeTrack {
    /// The calculation mode in effect, after an unknown mode became `linear`
    /// or a cubic mode fell back for values without a spline.
    package var effectiveMode: CAAnimationCalculationMode { mode }

    /// The keyframe times in effect: the given key times when they were
    /// usable, else the even or paced ones computed at init. For discrete
    /// tracks, the time each value starts. Empty for empty and single-value tracks.
    package var effectiveKeyTimes: [Double] {
        switch content {
        case .empty, .constant:
            return []
        case .discrete(_, let timeline, _), .linear(_, let timeline, _), .spline(_, let timeline, _),
             .pathByParameter(_, let timeline):
            return timeline.times
        case .pacedSpline(_, let arcLength, _):
            return arcLength.keyframeTimes
        case .pathByLength(let measure):
            guard measure.length > 0 else { return KeyframeTimeline.evenlySpaced(count: measure.segments.count + 1) }
            return measure.segmentStartDistances.map { Double($0 / measure.length) } + [1]
        }
    }

    /// Whether each segment is eased by its own timing curve.
    package var hasSegmentTimingCurves: Bool {
        switch content {
        case .linear(_, let timeline, _), .spline(_, let timeline, _), .pathByParameter(_, let timeline):
            return timeline.curves != nil
        default:
            return false
        }
    }
}
