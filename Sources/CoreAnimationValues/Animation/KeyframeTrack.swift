import Foundation

/// The values of a `CAKeyframeAnimation` over its simple duration: keyframes,
/// their times and how to go from one to the next.
///
/// Built once, when the animation is added, from values already converted to
/// the animated property's kind (or from a path, for point properties); every
/// check and every table (keyframe times, spline tangents, arc lengths) is
/// made then, and each problem in the arrays is reported once through the
/// `report` closure and replaced by Apple's fallback (see
/// `KeyframeTrack+Validation.swift`). Evaluated every frame, on the main
/// thread for `presentation()` and on the render thread: a plain value, safe
/// on any thread.
///
/// Calculation modes, as Apple documents them:
/// - `linear`: keyframe i is reached at `keyTimes[i]` (evenly spaced without
///   key times); each segment is eased by its timing curve, if any, and
///   interpolated with `AnimatableValue.interpolate`.
/// - `discrete`: value i is shown from `keyTimes[i]` until the next key time;
///   without key times, n values share the time evenly (value i on
///   [i/n, (i+1)/n)); progress 1 shows the last value.
/// - `paced`: key times and timing curves are ignored; keyframe times follow
///   the running `AnimatableValue.distance` between values, so the speed is
///   even (evenly spaced when every value is the same).
/// - `cubic`: a ``KochanekBartelsSpline`` through the values (tension,
///   continuity and bias per keyframe; all 0 is Catmull-Rom), timed like
///   `linear`. Kinds that cannot be scaled and added fall back to `linear`.
/// - `cubicPaced`: the same curve (keyframes evenly spaced in its parameter),
///   travelled at even speed by sampled arc length (``SplineArcLength``); key
///   times and timing curves are ignored. Kinds without a spline fall back to
///   `paced`.
/// Paths are described with ``init(path:keyTimes:timingCurves:mode:report:)``.
///
/// It does not apply the animation's own timing function, repeats or
/// autoreverse (the caller maps time to progress first), nor additive or
/// cumulative composition.
///
/// - Complexity: ``value(at:)`` and ``tangentAngle(at:)`` are O(log n) in the
///   keyframes (a binary search on the keyframe times, or on the arc-length
///   table for `cubicPaced` and on the segment distances for paced paths),
///   plus O(1) evaluation of one segment; a paced path adds one arc-length
///   inversion on a curved segment.
package struct KeyframeTrack: Sendable {
    /// How values are produced; chosen and precomputed in the initialisers.
    enum Content: Sendable {
        case empty
        /// A single keyframe, held throughout.
        case constant(AnimatableValue)
        /// Values shown in turn; for points, the direction that led to each one.
        case discrete([AnimatableValue], KeyframeTimeline, arrivalAngles: [Double]?)
        /// Interpolation between neighbours (linear and paced); for points, each segment's direction.
        case linear([AnimatableValue], KeyframeTimeline, chordAngles: [Double]?)
        /// A spline timed by keyframe times (cubic).
        case spline(KochanekBartelsSpline, KeyframeTimeline, chordAngles: [Double]?)
        /// A spline travelled at even speed (cubicPaced).
        case pacedSpline(KochanekBartelsSpline, SplineArcLength, chordAngles: [Double]?)
        /// Path segments, each traversed by its own curve parameter (linear, cubic).
        case pathByParameter([PathSegment], KeyframeTimeline)
        /// Path segments travelled at even speed by arc length (paced, cubicPaced).
        case pathByLength(PathMeasure)
    }

    let content: Content
    /// The calculation mode in effect after fallbacks.
    let mode: CAAnimationCalculationMode

    init(content: Content, mode: CAAnimationCalculationMode) {
        self.content = content
        self.mode = mode
    }

    /// A track through `values` (already converted to the property's kind).
    ///
    /// - Parameters:
    ///   - keyTimes: fractions of the duration; one per value (discrete: one
    ///     more than the values, or one per value), finite and never
    ///     decreasing, otherwise ignored with a report. Values are held before
    ///     the first and after the last. Unused by paced modes.
    ///   - timingCurves: one per segment (values − 1); a shorter array's last
    ///     curve paces the remaining segments. Used by `linear` and `cubic` only.
    ///   - tension, continuity, bias: per keyframe, for the cubic modes; a
    ///     keyframe without one uses 0 (a wrong count is reported).
    ///   - report: receives one message per problem found.
    /// An empty `values` makes an empty track (reported): ``value(at:)`` is nil.
    /// A single value is held throughout (there is nothing to time, so its
    /// other arrays are not checked).
    package init(values: [AnimatableValue], keyTimes: [Double]?, timingCurves: [TimingCurve]?,
                 mode: CAAnimationCalculationMode, tension: [Double]?, continuity: [Double]?, bias: [Double]?,
                 report: (String) -> Void) {
        let n = values.count
        guard n > 0 else {
            report("values is empty, so the keyframe animation has nothing to animate")
            self.init(content: .empty, mode: mode)
            return
        }
        let mode = Self.checkedMode(mode, report: report)
        guard n > 1 else {
            self.init(content: .constant(values[0]), mode: mode)
            return
        }
        let subject = "\(n) values"
        let chords = Self.chordAngles(values)
        func timed() -> KeyframeTimeline {
            let times = Self.checkedKeyTimes(keyTimes, keyframes: n, discrete: false, subject: subject, report: report)
            let curves = Self.checkedCurves(timingCurves, segments: n - 1)
            return KeyframeTimeline(times: times ?? KeyframeTimeline.evenlySpaced(count: n), curves: curves)
        }
        func paced() -> KeyframeTimeline {
            let lengths = zip(values, values.dropFirst()).map { AnimatableValue.distance($0, $1) }
            return KeyframeTimeline(times: KeyframeTimeline.proportional(to: lengths))
        }

        switch mode {
        case .discrete:
            let starts = Self.checkedKeyTimes(keyTimes, keyframes: n, discrete: true, subject: subject, report: report)
                ?? (0..<n).map { Double($0) / Double(n) }
            let arrivals = chords.map { [$0[0]] + $0 }
            self.init(content: .discrete(values, KeyframeTimeline(times: starts), arrivalAngles: arrivals), mode: mode)
        case .paced:
            self.init(content: .linear(values, paced(), chordAngles: chords), mode: mode)
        case .cubic, .cubicPaced:
            guard Self.canSpline(values) else {
                let fallback: CAAnimationCalculationMode = mode == .cubic ? .linear : .paced
                report("calculationMode \(mode.rawValue) needs values that can be scaled and added, and "
                       + "\(values[0].kindName) cannot; using \(fallback.rawValue)")
                self.init(content: .linear(values, mode == .cubic ? timed() : paced(), chordAngles: chords),
                          mode: fallback)
                return
            }
            let tension = Self.checkedSplineParameters(tension, name: "tensionValues", keyframes: n, report: report)
            let continuity = Self.checkedSplineParameters(continuity, name: "continuityValues", keyframes: n, report: report)
            let bias = Self.checkedSplineParameters(bias, name: "biasValues", keyframes: n, report: report)
            let timeline = mode == .cubic ? timed() : KeyframeTimeline(times: KeyframeTimeline.evenlySpaced(count: n))
            let durations = zip(timeline.times, timeline.times.dropFirst()).map { $1 - $0 }
            // canSpline guarantees a spline; the fallback only keeps this initialiser trap-free.
            guard let spline = KochanekBartelsSpline(values: values, tension: tension, continuity: continuity,
                                                     bias: bias, durations: durations)
            else {
                self.init(content: .linear(values, timeline, chordAngles: chords), mode: .linear)
                return
            }
            let arcLength = mode == .cubicPaced ? SplineArcLength(spline) : nil
            if let arcLength, arcLength.total > 0 {
                self.init(content: .pacedSpline(spline, arcLength, chordAngles: chords), mode: mode)
            } else {
                self.init(content: .spline(spline, timeline, chordAngles: chords), mode: mode)
            }
        default:
            self.init(content: .linear(values, timed(), chordAngles: chords), mode: mode)
        }
    }

    // MARK: Evaluation

    /// The value at `progress`, the fraction (0…1) of the simple duration after
    /// the animation's own timing function; progress outside 0…1 is clamped
    /// (NaN counts as 0). Nil only for an empty track.
    package func value(at progress: Double) -> AnimatableValue? {
        let p = Self.clamped(progress)
        switch content {
        case .empty:
            return nil
        case .constant(let value):
            return value
        case .discrete(let values, let timeline, _):
            return values[timeline.heldIndex(at: p, valueCount: values.count)]
        case .linear(let values, let timeline, _):
            let (i, u) = timeline.locate(p)
            return AnimatableValue.interpolate(values[i], values[i + 1], u)
        case .spline(let spline, let timeline, _):
            let (i, u) = timeline.locate(p)
            return spline.value(segment: i, at: u)
        case .pacedSpline(let spline, let arcLength, _):
            let (i, s) = arcLength.locate(p)
            return spline.value(segment: i, at: s)
        case .pathByParameter(let segments, let timeline):
            let (i, u) = timeline.locate(p)
            return .point(segments[i].point(at: CGFloat(u)))
        case .pathByLength(let measure):
            let position = measure.position(atDistance: CGFloat(p) * measure.length)
            return .point(position?.point ?? measure.segments[0].start)
        }
    }

    /// The direction of motion at `progress`, in radians: atan2(dy, dx) of the
    /// path's or spline's tangent, or of the current segment for linear and
    /// paced point values; for discrete points, the direction from the
    /// previous keyframe to the one shown (the first keyframe takes the first
    /// segment's). Nil for tracks that are not of points, empty or a single
    /// value.
    ///
    /// This is what `rotationMode` `rotateAuto` turns the layer by;
    /// `rotateAutoReverse` adds π, which the caller does. At a keyframe the
    /// segment starting there wins (the last segment at progress 1). Where a
    /// segment has no length it takes the nearest segment's direction, and
    /// where a spline momentarily stops, its segment's chord. The tangent is
    /// the curve's, even when a timing curve that overshoots runs it backwards.
    package func tangentAngle(at progress: Double) -> Double? {
        let p = Self.clamped(progress)
        switch content {
        case .empty, .constant:
            return nil
        case .discrete(let values, let timeline, let angles):
            return angles.map { $0[timeline.heldIndex(at: p, valueCount: values.count)] }
        case .linear(_, let timeline, let chords):
            return chords.map { $0[timeline.locate(p).segment] }
        case .spline(let spline, let timeline, let chords):
            guard let chords else { return nil }
            let (i, u) = timeline.locate(p)
            return spline.tangentAngle(segment: i, at: u) ?? chords[i]
        case .pacedSpline(let spline, let arcLength, let chords):
            guard let chords else { return nil }
            let (i, s) = arcLength.locate(p)
            return spline.tangentAngle(segment: i, at: s) ?? chords[i]
        case .pathByParameter(let segments, let timeline):
            let (i, u) = timeline.locate(p)
            return Double(segments[i].tangentAngle(at: CGFloat(u)))
        case .pathByLength(let measure):
            return measure.position(atDistance: CGFloat(p) * measure.length).map { Double($0.tangentAngle) }
        }
    }

    // MARK: Helpers

    static func clamped(_ progress: Double) -> Double {
        progress.isNaN ? 0 : min(max(progress, 0), 1)
    }

    /// For point values, each segment's direction (atan2 of its chord); a
    /// segment of no length takes the nearest earlier segment's direction,
    /// else the nearest later one's, else 0. Nil for other kinds.
    static func chordAngles(_ values: [AnimatableValue]) -> [Double]? {
        var points: [CGPoint] = []
        points.reserveCapacity(values.count)
        for value in values {
            guard case .point(let p) = value else { return nil }
            points.append(p)
        }
        let angles: [Double?] = zip(points, points.dropFirst()).map { a, b in
            let dx = Double(b.x - a.x), dy = Double(b.y - a.y)
            return dx == 0 && dy == 0 ? nil : atan2(dy, dx)
        }
        return filledAngles(angles)
    }

    /// `angles` with each gap filled from the nearest earlier angle, else the
    /// nearest later one, else 0.
    static func filledAngles(_ angles: [Double?]) -> [Double] {
        var result: [Double] = []
        result.reserveCapacity(angles.count)
        var previous: Double?
        for (i, angle) in angles.enumerated() {
            if let angle { previous = angle }
            result.append(previous ?? angles[i...].lazy.compactMap { $0 }.first ?? 0)
        }
        return result
    }
}
