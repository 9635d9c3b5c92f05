import Foundation

// Keyframes along a CGPath, for point properties (Apple's `path` property,
// which replaces `values` when both are set).
extension KeyframeTrack {
    /// A track of points following `path`.
    ///
    /// The keyframes are the start of the path's first drawn segment and the
    /// end of every drawn segment (lines, quadratic and cubic curves, and the
    /// line `closeSubpath` draws); a move starts a new subpath without adding a
    /// keyframe, so at the keyframe where one subpath ends the value jumps to
    /// the start of the next. A `closeSubpath` that draws nothing (the subpath
    /// already ended at its start, as in `CGPath(roundedRect:…)`) adds no
    /// keyframe either.
    ///
    /// - `linear` and `cubic`: segment i runs from keyframe i to keyframe i + 1,
    ///   traversed by its own curve parameter (eased by `timingCurves[i]` when
    ///   given). The segments already are curves, so `cubic` does not smooth
    ///   across keyframes. `keyTimes` need one entry per keyframe.
    /// - `paced` and `cubicPaced`: the path travelled at even speed by arc
    ///   length (moves add no length); key times and timing curves are ignored.
    /// - `discrete`: the keyframe points shown in turn, timed as discrete values.
    ///
    /// A path that draws nothing makes an empty track (reported).
    package init(path: CGPath, keyTimes: [Double]?, timingCurves: [TimingCurve]?,
                 mode: CAAnimationCalculationMode, report: (String) -> Void) {
        let segments = path.segments.filter { $0.kind != .closeSubpath || $0.start != $0.end }
        guard let first = segments.first else {
            report("the keyframe path draws no segments, so the keyframe animation has nothing to animate")
            self.init(content: .empty, mode: mode)
            return
        }
        let mode = Self.checkedMode(mode, report: report)
        let keyframes = segments.count + 1
        let noun = segments.count == 1 ? "segment" : "segments"
        let subject = "a path of \(segments.count) \(noun) (\(keyframes) keyframes: its start and each segment's end)"

        switch mode {
        case .discrete:
            let points = [first.start] + segments.map(\.end)
            let starts = Self.checkedKeyTimes(keyTimes, keyframes: keyframes, discrete: true, subject: subject,
                                              report: report)
                ?? (0..<keyframes).map { Double($0) / Double(keyframes) }
            let arrivals = [Double(first.tangentAngle(at: 0))] + segments.map { Double($0.tangentAngle(at: 1)) }
            self.init(content: .discrete(points.map(AnimatableValue.point), KeyframeTimeline(times: starts),
                                         arrivalAngles: arrivals),
                      mode: mode)
        case .paced, .cubicPaced:
            self.init(content: .pathByLength(PathMeasure(segments: segments)), mode: mode)
        default:
            let times = Self.checkedKeyTimes(keyTimes, keyframes: keyframes, discrete: false, subject: subject,
                                             report: report)
            let curves = Self.checkedCurves(timingCurves, segments: segments.count)
            let timeline = KeyframeTimeline(times: times ?? KeyframeTimeline.evenlySpaced(count: keyframes),
                                            curves: curves)
            self.init(content: .pathByParameter(segments, timeline), mode: mode)
        }
    }
}
