// Checks on a keyframe animation's arrays. Each problem is reported once and
// the array is replaced by what Apple falls back to; nothing traps.
extension KeyframeTrack {
    /// Apple's five calculation modes.
    static let knownModes: [CAAnimationCalculationMode] = [.linear, .discrete, .paced, .cubic, .cubicPaced]

    /// `mode` when it is one of Apple's five, else linear (reported).
    static func checkedMode(_ mode: CAAnimationCalculationMode, report: (String) -> Void) -> CAAnimationCalculationMode {
        guard !knownModes.contains(mode) else { return mode }
        let names = knownModes.map(\.rawValue).joined(separator: ", ")
        report("calculationMode \"\(mode.rawValue)\" is not one of \(names); using linear")
        return .linear
    }

    /// `keyTimes` when they fit `keyframes` keyframes, else nil (reported; the
    /// caller spaces the keyframes evenly), as Apple ignores invalid key times.
    ///
    /// They fit when there is one per keyframe (for discrete mode, one more
    /// than the keyframes, or one per keyframe), each is in 0…1, none is less
    /// than the one before, the first is 0 and the last is 1 (within 1e-9,
    /// snapped to exactly 0 and 1).
    /// - Parameter subject: what the keyframes are, for the message ("3 values").
    static func checkedKeyTimes(_ keyTimes: [Double]?, keyframes: Int, discrete: Bool, subject: String,
                                report: (String) -> Void) -> [Double]? {
        guard var times = keyTimes else { return nil }
        let fallback = "keyTimes ignored; keyframes evenly spaced"
        let counts = discrete ? [keyframes + 1, keyframes] : [keyframes]
        guard counts.contains(times.count) else {
            let needed = discrete
                ? "\(keyframes + 1) (one more than the keyframes, as Apple asks; \(keyframes) is also accepted)"
                : "\(keyframes), one per keyframe"
            report("keyTimes has \(entries(times.count)) but \(subject) need \(needed); \(fallback)")
            return nil
        }
        if let bad = times.firstIndex(where: { !($0 >= 0 && $0 <= 1) }) {
            report("keyTimes[\(bad)] = \(times[bad]) is outside 0…1; \(fallback)")
            return nil
        }
        if let bad = times.indices.dropFirst().first(where: { times[$0] < times[$0 - 1] }) {
            report("keyTimes decrease: keyTimes[\(bad)] = \(times[bad]) comes after \(times[bad - 1]); \(fallback)")
            return nil
        }
        let tolerance = 1e-9
        guard times[0] <= tolerance, times[times.count - 1] >= 1 - tolerance else {
            report("keyTimes must start at 0 and end at 1, and these run from \(times[0]) to "
                   + "\(times[times.count - 1]); \(fallback)")
            return nil
        }
        times[0] = 0
        times[times.count - 1] = 1
        return times
    }

    /// `curves` when there is one per segment, else nil (reported; segments are
    /// then paced linearly).
    static func checkedCurves(_ curves: [TimingCurve]?, segments: Int, subject: String,
                              report: (String) -> Void) -> [TimingCurve]? {
        guard let curves else { return nil }
        guard curves.count == segments else {
            let made = segments == 1 ? "1 segment" : "\(segments) segments"
            report("timingFunctions has \(entries(curves.count)) but \(subject) make \(made), which need one each; "
                   + "timingFunctions ignored, every segment paced linearly")
            return nil
        }
        return curves
    }

    /// One spline parameter per keyframe from `values` (tensionValues,
    /// continuityValues or biasValues): Apple uses 0 for a keyframe given no
    /// value, so a short array is padded with zeros and a long one cut short
    /// (reported); a value that is not finite becomes 0 (reported).
    static func checkedSplineParameters(_ values: [Double]?, name: String, keyframes: Int,
                                        report: (String) -> Void) -> [Double] {
        guard var result = values else { return Array(repeating: 0, count: keyframes) }
        if result.count != keyframes {
            let action = result.count < keyframes ? "the missing ones count as 0" : "the extra ones are ignored"
            report("\(name) has \(entries(result.count)) for \(keyframes) keyframes; \(action)")
            result = Array(result.prefix(keyframes)) + Array(repeating: 0, count: max(keyframes - result.count, 0))
        }
        if let bad = result.firstIndex(where: { !$0.isFinite }) {
            report("\(name)[\(bad)] = \(result[bad]) is not a finite number; non-finite entries count as 0")
            result = result.map { $0.isFinite ? $0 : 0 }
        }
        return result
    }

    /// "1 entry", "3 entries".
    private static func entries(_ count: Int) -> String {
        count == 1 ? "1 entry" : "\(count) entries"
    }

    /// Whether `values` can form a spline: all of one numeric kind that
    /// `AnimatableValue.linearCombination` adds and scales.
    static func canSpline(_ values: [AnimatableValue]) -> Bool {
        AnimatableValue.linearCombination(values.map { ($0, 1) }) != nil
    }
}
