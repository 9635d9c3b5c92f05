/// The pacing of an animation: a cubic Bézier timing curve from (0,0) to (1,1),
/// as Apple's `CAMediaTimingFunction`.
///
/// Immutable once made, so one instance can be shared by the main thread (for
/// `presentation()`) and the render thread (for frames). Two functions are equal
/// when their control points are equal, whichever initializer made them.
///
/// Bad input is reported through `Diagnostics` and repaired, never trapped:
/// control-point x values are clamped to 0…1 (NaN → 0), non-finite y values
/// become 0, and an unknown name gives the linear curve (pacing without a timing
/// function). The evaluation itself lives in `TimingCurve`.
public final class CAMediaTimingFunction: Hashable, Sendable {
    /// The curve this function evaluates.
    package let curve: TimingCurve

    /// The predefined timing function called `name`. A name that is not one of
    /// Apple's five is reported and gives the linear function.
    ///
    /// Its control points are stored as `Float`, like every other function's, so
    /// `init(name: .easeIn)` equals `init(controlPoints: 0.42, 0, 1, 1)`.
    public convenience init(name: CAMediaTimingFunctionName) {
        if let curve = TimingCurve(roundedNamed: name) {
            self.init(curve: curve)
        } else {
            Diagnostics.report(
                "CAMediaTimingFunction(name:): unknown name \"\(name.rawValue)\"; using linear")
            self.init(curve: .linear)
        }
    }

    /// A timing function with control points (c1x, c1y) and (c2x, c2y); the end
    /// points are (0,0) and (1,1). An x outside 0…1 is reported and clamped.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        for (label, x) in [("c1x", c1x), ("c2x", c2x)] where !(x >= 0 && x <= 1) {
            Diagnostics.report(
                "CAMediaTimingFunction(controlPoints:): \(label) = \(x) is outside 0...1; clamped")
        }
        for (label, y) in [("c1y", c1y), ("c2y", c2y)] where !y.isFinite {
            Diagnostics.report(
                "CAMediaTimingFunction(controlPoints:): \(label) = \(y) is not finite; using 0")
        }
        curve = TimingCurve(x1: Double(c1x), y1: Double(c1y), x2: Double(c2x), y2: Double(c2y))
    }

    package init(curve: TimingCurve) {
        self.curve = curve
    }

    /// Writes control point `idx` (0 → (0,0), 1 → (c1x,c1y), 2 → (c2x,c2y),
    /// 3 → (1,1)) into `ptr[0]` (x) and `ptr[1]` (y). `ptr` must have room for
    /// two floats. Any other index writes nothing and is reported.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        guard let (x, y) = curve.controlPoint(at: idx) else {
            Diagnostics.report(
                "CAMediaTimingFunction.getControlPoint(at:values:): index \(idx) is outside 0...3; nothing written")
            return
        }
        ptr[0] = x
        ptr[1] = y
    }

    /// The eased progress for unit progress `x` (see ``TimingCurve/value(at:)``).
    package func value(at x: Double) -> Double {
        curve.value(at: x)
    }

    /// True when both curves have the same control points, whichever initializer (name or points) made them.
    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
        lhs.curve == rhs.curve
    }

    /// Hashes the four control-point coordinates, so that equal functions hash alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(curve)
    }
}
