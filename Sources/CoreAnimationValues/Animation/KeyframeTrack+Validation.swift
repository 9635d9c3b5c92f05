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
    /// than the keyframes, or one per keyframe), each is a finite number and
    /// none is less than the one before. Apple's documentation asks for a
    /// first time of 0 and a last of 1, but its animations use the times
    /// given, and real code relies on it: with `[0, 0.7]` the last value is
    /// reached at 0.7 and held to the end, and a first time above 0 holds the
    /// first value until then (``KeyframeTimeline/locate(_:)``); a time past 1
    /// is simply never reached. So those are taken as given, not reported.
    /// - Parameter subject: what the keyframes are, for the message ("3 values").
    static func checkedKeyTimes(_ keyTimes: [Double]?, keyframes: Int, discrete: Bool, subject: String,
                                report: (String) -> Void) -> [Double]? {
        guard let times = keyTimes else { return nil }
        let fallback = "keyTimes ignored; keyframes evenly spaced"
        let counts = discrete ? [keyframes + 1, keyframes] : [keyframes]
        guard counts.contains(times.count) else {
            let needed = discrete
                ? "\(keyframes + 1) (one more than the keyframes, as Apple asks; \(keyframes) is also accepted)"
                : "\(keyframes), one per keyframe"
            report("keyTimes has \(entries(times.count)) but \(subject) need \(needed); \(fallback)")
            return nil
        }
        if let bad = times.firstIndex(where: { !$0.isFinite }) {
            report("keyTimes[\(bad)] = \(times[bad]) is not a finite number; \(fallback)")
            return nil
        }
        if let bad = times.indices.dropFirst().first(where: { times[$0] < times[$0 - 1] }) {
            report("keyTimes decrease: keyTimes[\(bad)] = \(times[bad]) comes after \(times[bad - 1]); \(fallback)")
            return nil
        }
        return times
    }

    /// One curve per segment, or nil for linear pacing.
    ///
    /// Apple asks for one timing function per segment. With fewer, the ones
    /// given pace the first segments and the last one given also paces every
    /// segment after it (so a single function paces them all); extra ones are
    /// unused. Neither is reported: both are common in real code and have a
    /// meaning. An empty array paces every segment linearly.
    static func checkedCurves(_ curves: [TimingCurve]?, segments: Int) -> [TimingCurve]? {
        guard let curves, let last = curves.last else { return nil }
        guard curves.count < segments else { return Array(curves.prefix(segments)) }
        return curves + Array(repeating: last, count: segments - curves.count)
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
