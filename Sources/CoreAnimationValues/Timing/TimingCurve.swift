/// A timing curve: the cubic Bézier from (0,0) to (1,1) behind a
/// `CAMediaTimingFunction`, mapping unit progress in time to eased progress.
///
/// The curve is P(t) = (1−t)³·(0,0) + 3(1−t)²t·(x1,y1) + 3(1−t)t²·(x2,y2) + t³·(1,1)
/// for t in 0…1. ``value(at:)`` takes an x (the fraction of the simple duration
/// elapsed), finds the t with x(t) = x, and returns y(t).
///
/// - The x of both control points is clamped to 0…1 (NaN becomes 0), which makes
///   x(t) non-decreasing, so every x in 0…1 has a solution. The y values are
///   kept as given, so a curve may overshoot below 0 or above 1; a non-finite y
///   becomes 0. Report bad input before building one (as `CAMediaTimingFunction`
///   does): this type cleans it silently.
/// - Input outside 0…1 is clamped, not extrapolated: x ≤ 0 gives 0 and x ≥ 1
///   gives 1, the curve's end points. Core Animation only ever asks for unit
///   progress, so extrapolation would never be seen.
///
/// A pure value, usable on any thread. Its four numbers are held once, in
/// an immutable object that every copy shares (`Points`): a curve is copied
/// into each running animation's forms, the model's and the render
/// server's, and for thousands of animated layers 32 bytes inline in each
/// (and in each that has no curve, as an optional's room) came to about two
/// hundred bytes a layer.
package struct TimingCurve: Sendable, Hashable {
    /// The control points, shared by the copies of a curve.
    private final class Points: Sendable {
        let x1: Double, y1: Double, x2: Double, y2: Double

        init(x1: Double, y1: Double, x2: Double, y2: Double) {
            self.x1 = x1
            self.y1 = y1
            self.x2 = x2
            self.y2 = y2
        }
    }

    private let points: Points

    /// The first control point's x, in 0…1.
    package var x1: Double { points.x1 }
    /// The first control point's y, any finite value.
    package var y1: Double { points.y1 }
    /// The second control point's x, in 0…1.
    package var x2: Double { points.x2 }
    /// The second control point's y, any finite value.
    package var y2: Double { points.y2 }

    /// The largest error in x that ``parameter(forX:)`` accepts.
    package static let tolerance = 1e-7

    /// A curve with control points (x1, y1) and (x2, y2); x values are clamped
    /// to 0…1 and non-finite y values become 0.
    package init(x1: Double, y1: Double, x2: Double, y2: Double) {
        points = Points(x1: Self.clampedX(x1), y1: y1.isFinite ? y1 : 0, x2: Self.clampedX(x2), y2: y2.isFinite ? y2 : 0)
    }

    /// Equal control points (the same object, or the same four numbers).
    package static func == (a: TimingCurve, b: TimingCurve) -> Bool {
        a.points === b.points || (a.x1 == b.x1 && a.y1 == b.y1 && a.x2 == b.x2 && a.y2 == b.y2)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(x1)
        hasher.combine(y1)
        hasher.combine(x2)
        hasher.combine(y2)
    }

    /// Even pacing, (0,0) (1,1): y = x.
    package static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    /// Apple's ease-in, (0.42, 0) (1, 1).
    package static let easeIn = TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// Apple's ease-out, (0, 0) (0.58, 1).
    package static let easeOut = TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// Apple's ease-in-ease-out, (0.42, 0) (0.58, 1).
    package static let easeInEaseOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// Apple's default pacing, (0.25, 0.1) (0.25, 1).
    package static let `default` = TimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)

    /// The predefined curve with Apple's `name`, or nil for a name that is not
    /// one of the five.
    package init?(named name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self = .linear
        case .easeIn: self = .easeIn
        case .easeOut: self = .easeOut
        case .easeInEaseOut: self = .easeInEaseOut
        case .default: self = .default
        default: return nil
        }
    }

    /// The predefined curve with Apple's `name` with its control points
    /// rounded to `Float` (`CAMediaTimingFunction(name:)`'s), one object per
    /// name shared by every function made with it; nil for a name that is
    /// not one of the five.
    package init?(roundedNamed name: CAMediaTimingFunctionName) {
        guard let shared = Self.roundedPresets[name] else { return nil }
        self = shared
    }

    /// The five predefined curves (`init?(named:)`) rounded to `Float`, made once.
    private static let roundedPresets: [CAMediaTimingFunctionName: TimingCurve] = Dictionary(
        uniqueKeysWithValues: [CAMediaTimingFunctionName.linear, .easeIn, .easeOut, .easeInEaseOut, .default].map {
            ($0, TimingCurve(named: $0)!.roundedToFloat)
        })

    /// This curve with its control points rounded to `Float`, the precision of
    /// `CAMediaTimingFunction`'s API.
    package var roundedToFloat: TimingCurve {
        TimingCurve(x1: Double(Float(x1)), y1: Double(Float(y1)), x2: Double(Float(x2)), y2: Double(Float(y2)))
    }

    /// The control point at `index` as Apple's `getControlPoint` gives it:
    /// 0 → (0, 0), 1 → (x1, y1), 2 → (x2, y2), 3 → (1, 1); nil for any other index.
    package func controlPoint(at index: Int) -> (Float, Float)? {
        switch index {
        case 0: return (0, 0)
        case 1: return (Float(x1), Float(y1))
        case 2: return (Float(x2), Float(y2))
        case 3: return (1, 1)
        default: return nil
        }
    }

    /// The eased progress y for unit progress `x`: y(t) where x(t) = x, found to
    /// within ``tolerance`` in x. Input is clamped to 0…1 (NaN counts as 0).
    ///
    /// - Complexity: O(1): at most 8 Newton steps, then at most ~24 bisection
    ///   steps (2⁻²⁴ < 1e-7) when Newton stalls on a flat stretch of x(t).
    package func value(at x: Double) -> Double {
        Self.value(at: x, x1: points.x1, y1: points.y1, x2: points.x2, y2: points.y2)
    }

    /// ``value(at:)`` of the curve with these control points, as given (no
    /// clamping): for a caller that keeps a curve's numbers inline
    /// (`NumberAnimation`, with no reference to count each frame).
    package static func value(at x: Double, x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        return polynomial(parameter(forX: x, x1: x1, x2: x2), p1: y1, p2: y2)
    }

    /// The curve parameter t in 0…1 with |x(t) − x| ≤ ``tolerance``; x is clamped
    /// to 0…1 (NaN counts as 0). Exposed so that tests can check the solution.
    package func parameter(forX x: Double) -> Double {
        Self.parameter(forX: x, x1: points.x1, x2: points.x2)
    }

    private static func parameter(forX x: Double, x1: Double, x2: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }

        // Newton's method from t = x converges in a few steps on most curves.
        var t = x
        for _ in 0..<8 {
            let error = Self.polynomial(t, p1: x1, p2: x2) - x
            if abs(error) <= Self.tolerance { return t }
            let slope = Self.derivative(t, p1: x1, p2: x2)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
            if t < 0 || t > 1 { break }
        }

        // Bisection: x(t) is non-decreasing, x(0) = 0 < x < 1 = x(1).
        var low = 0.0
        var high = 1.0
        t = x
        while high - low > 1e-15 {
            let error = Self.polynomial(t, p1: x1, p2: x2) - x
            if abs(error) <= Self.tolerance { return t }
            if error < 0 { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    /// One coordinate of the curve at t, for end points 0 and 1 and control
    /// values p1 and p2, in power form: ((a·t + b)·t + c)·t.
    package static func polynomial(_ t: Double, p1: Double, p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return ((a * t + b) * t + c) * t
    }

    /// The derivative of ``polynomial(_:p1:p2:)`` with respect to t.
    package static func derivative(_ t: Double, p1: Double, p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return (3 * a * t + 2 * b) * t + c
    }

    private static func clampedX(_ x: Double) -> Double {
        if x.isNaN { return 0 }
        return min(max(x, 0), 1)
    }
}
