import Foundation

/// The smooth curve through keyframe values that the cubic calculation modes
/// follow: a Kochanek–Bartels spline, one cubic Hermite piece per segment.
///
/// Each keyframe i has a tension t, continuity c and bias b (all 0 gives a
/// Catmull-Rom spline). With Pᵢ the values, the tangent leaving keyframe i
/// (at the start of segment i) and the one arriving at it (at the end of
/// segment i − 1) are, in the standard form:
///
///     leaving  = (1−t)(1+b)(1+c)/2 · (Pᵢ − Pᵢ₋₁) + (1−t)(1−b)(1−c)/2 · (Pᵢ₊₁ − Pᵢ)
///     arriving = (1−t)(1+b)(1−c)/2 · (Pᵢ − Pᵢ₋₁) + (1−t)(1−b)(1+c)/2 · (Pᵢ₊₁ − Pᵢ)
///
/// - Ends: the first and last values count twice (P₋₁ = P₀, Pₙ = Pₙ₋₁), so the
///   end tangents are the half chord a Catmull-Rom spline gets from a repeated
///   point, and the curve leaves and reaches its ends without overshooting them.
/// - Uneven keyframe times: given the segments' durations Δ, an inner
///   keyframe's arriving tangent is scaled by 2Δᵢ₋₁/(Δᵢ₋₁ + Δᵢ) and its leaving
///   tangent by 2Δᵢ/(Δᵢ₋₁ + Δᵢ) (Kochanek and Bartels' adjustment), so that the
///   speed does not jump at a keyframe. Without durations, no scaling.
///
/// Values combine through `AnimatableValue.linearCombination`, so only the
/// numeric kinds (numbers, points, sizes, rects, number arrays, colours) have a
/// spline; for others ``init(values:tension:continuity:bias:durations:)`` fails.
/// A segment passes exactly through its two keyframes. A plain value; safe on
/// any thread. Built in O(n); each evaluation is O(1).
struct KochanekBartelsSpline: Sendable {
    /// The keyframe values, at least two.
    let values: [AnimatableValue]
    /// For each segment i, the tangent leaving keyframe i.
    let leavingTangents: [AnimatableValue]
    /// For each segment i, the tangent arriving at keyframe i + 1.
    let arrivingTangents: [AnimatableValue]

    var segmentCount: Int { values.count - 1 }

    /// The spline through `values` (at least two), with one tension, continuity
    /// and bias per value, and `durations` (one per segment) when the keyframes
    /// are unevenly timed; nil when the values cannot be combined linearly.
    init?(values: [AnimatableValue], tension: [Double], continuity: [Double], bias: [Double],
          durations: [Double]?) {
        let n = values.count
        guard n >= 2 else { return nil }
        var leaving: [AnimatableValue] = []
        var arriving: [AnimatableValue] = []
        leaving.reserveCapacity(n - 1)
        arriving.reserveCapacity(n - 1)
        for i in 0..<n {
            let previous = values[max(i - 1, 0)], current = values[i], next = values[min(i + 1, n - 1)]
            let t = tension[i], c = continuity[i], b = bias[i]
            var arrivingScale = 1.0, leavingScale = 1.0
            if let durations, i > 0, i < n - 1 {
                let sum = durations[i - 1] + durations[i]
                if sum > 0 {
                    arrivingScale = 2 * durations[i - 1] / sum
                    leavingScale = 2 * durations[i] / sum
                }
            }
            // tangent = back·(Pᵢ − Pᵢ₋₁) + ahead·(Pᵢ₊₁ − Pᵢ), written on the three values.
            func tangent(back: Double, ahead: Double) -> AnimatableValue? {
                AnimatableValue.linearCombination([(previous, -back), (current, back - ahead), (next, ahead)])
            }
            if i < n - 1 {
                guard let out = tangent(back: (1 - t) * (1 + b) * (1 + c) / 2 * leavingScale,
                                        ahead: (1 - t) * (1 - b) * (1 - c) / 2 * leavingScale)
                else { return nil }
                leaving.append(out)
            }
            if i > 0 {
                guard let into = tangent(back: (1 - t) * (1 + b) * (1 - c) / 2 * arrivingScale,
                                         ahead: (1 - t) * (1 - b) * (1 + c) / 2 * arrivingScale)
                else { return nil }
                arriving.append(into)
            }
        }
        self.values = values
        leavingTangents = leaving
        arrivingTangents = arriving
    }

    /// The value at parameter `s` of segment `segment` (0 at its first
    /// keyframe, 1 at its second; other s extrapolate the cubic).
    func value(segment i: Int, at s: Double) -> AnimatableValue {
        if s == 0 { return values[i] }
        if s == 1 { return values[i + 1] }
        let s2 = s * s, s3 = s2 * s
        let terms = [(values[i], 2 * s3 - 3 * s2 + 1), (leavingTangents[i], s3 - 2 * s2 + s),
                     (values[i + 1], -2 * s3 + 3 * s2), (arrivingTangents[i], s3 - s2)]
        return AnimatableValue.linearCombination(terms) ?? AnimatableValue.interpolate(values[i], values[i + 1], s)
    }

    /// The derivative with respect to `s` of segment `segment` at `s`.
    func derivative(segment i: Int, at s: Double) -> AnimatableValue? {
        let s2 = s * s
        let terms = [(values[i], 6 * s2 - 6 * s), (leavingTangents[i], 3 * s2 - 4 * s + 1),
                     (values[i + 1], -6 * s2 + 6 * s), (arrivingTangents[i], 3 * s2 - 2 * s)]
        return AnimatableValue.linearCombination(terms)
    }

    /// The magnitude of ``derivative(segment:at:)`` (`AnimatableValue.distance` from zero).
    func speed(segment i: Int, at s: Double) -> Double {
        guard let d = derivative(segment: i, at: s), let zero = AnimatableValue.scaled(d, by: 0) else { return 0 }
        return AnimatableValue.distance(zero, d)
    }

    /// For point values, the direction of the curve at `s` of segment
    /// `segment` (atan2(dy, dx)); nil for other kinds or where the curve
    /// momentarily stops (a zero tangent).
    func tangentAngle(segment i: Int, at s: Double) -> Double? {
        guard case .point(let d)? = derivative(segment: i, at: s) else { return nil }
        let dx = Double(d.x), dy = Double(d.y)
        let scale = max(AnimatableValue.distance(values[i], values[i + 1]), 1)
        guard (dx * dx + dy * dy).squareRoot() > 1e-12 * scale else { return nil }
        return atan2(dy, dx)
    }
}
