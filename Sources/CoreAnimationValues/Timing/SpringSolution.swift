import Foundation

/// The closed-form motion of `CASpringAnimation`: a damped harmonic oscillator
/// that starts at progress 0 with velocity `initialVelocity` and settles at 1.
///
/// The oscillator is m·x″ + c·x′ + k·(x − 1) = 0 with x(0) = 0 and
/// x′(0) = initialVelocity, measured in whole distances per second (Apple's
/// convention: positive moves toward the target). With ω₀ = √(k/m) and damping
/// ratio ζ = c / (2√(km)) it is under-damped (ζ < 1, oscillates), critically
/// damped (|ζ − 1| ≤ 1e-9) or over-damped (ζ > 1), each solved in closed form:
/// a sample costs the same at any time, and two threads sampling the same time
/// agree exactly.
///
/// Invalid parameters are reported through ``Diagnostics`` and replaced, so no
/// result is ever NaN: a mass or stiffness that is not a positive finite number
/// becomes Apple's default (1 and 100), a negative damping becomes 0, a
/// non-finite damping becomes 10, a non-finite velocity becomes 0.
///
/// A pure value, usable on any thread. ``value(at:)`` and ``velocity(at:)`` are
/// O(1); ``settlingDuration`` is O(1) (at most ~200 evaluations of a bound).
package struct SpringSolution: Sendable, Equatable {
    /// The three solution families of the oscillator.
    package enum Regime: Sendable, Equatable {
        case underdamped
        case criticallyDamped
        case overdamped
    }

    /// The mass on the spring, > 0. Apple's default is 1.
    package let mass: Double
    /// The spring constant k, > 0. Apple's default is 100.
    package let stiffness: Double
    /// The damping coefficient c, ≥ 0. Apple's default is 10.
    package let damping: Double
    /// The starting velocity in whole distances per second. Apple's default is 0.
    package let initialVelocity: Double

    /// How close to the target, and how slow, the spring must stay to be at rest:
    /// 0.001 of the whole distance (velocity measured as |x′| / ω₀, see
    /// ``settlingDuration``).
    package static let restThreshold = 0.001

    /// A spring with these parameters (Apple's defaults when left out); invalid
    /// ones are reported and replaced as described above.
    ///
    /// Without `allowsOverdamping` (`CASpringAnimation`'s default, and what
    /// it did before iOS 17 made it a switch), a damping above critical
    /// (ζ > 1) moves as the critically damped spring of the same mass and
    /// stiffness: Apple's `Spring(mass:stiffness:damping:allowOverDamping:)`
    /// documents exactly this ("such cases should instead be treated as
    /// critically damped"). `damping` then holds the critical value.
    package init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0,
                 allowsOverdamping: Bool = false) {
        self.mass = Self.positive(mass, name: "mass", replacement: 1)
        self.stiffness = Self.positive(stiffness, name: "stiffness", replacement: 100)
        if damping.isNaN || damping.isInfinite {
            Diagnostics.report("CASpringAnimation: damping \(damping) is not finite; using 10")
            self.damping = 10
        } else if damping < 0 {
            Diagnostics.report("CASpringAnimation: damping \(damping) is negative; using 0")
            self.damping = 0
        } else {
            let critical = 2 * (self.stiffness * self.mass).squareRoot()
            self.damping = allowsOverdamping ? damping : min(damping, critical)
        }
        if initialVelocity.isFinite {
            self.initialVelocity = initialVelocity
        } else {
            Diagnostics.report("CASpringAnimation: initialVelocity \(initialVelocity) is not finite; using 0")
            self.initialVelocity = 0
        }
    }

    /// The undamped angular frequency ω₀ = √(k/m), in radians per second.
    package var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The damping ratio ζ = c / (2√(km)).
    package var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Which closed form applies; ζ within 1e-9 of 1 counts as critical.
    package var regime: Regime {
        let ratio = dampingRatio
        if abs(ratio - 1) <= 1e-9 { return .criticallyDamped }
        return ratio < 1 ? .underdamped : .overdamped
    }

    /// Progress at time `t` seconds after the start: 0 at t ≤ 0 (and for NaN),
    /// tending to 1; it may overshoot 1 when under-damped. At infinity it is the
    /// rest position 1 (even undamped, where it is the centre of the swing).
    package func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t.isFinite else { return 1 }
        return 1 + solution.displacement(at: t)
    }

    /// Velocity (whole distances per second) at time `t`; `initialVelocity` at
    /// t ≤ 0, 0 at infinity when damped.
    package func velocity(at t: Double) -> Double {
        guard t > 0 else { return initialVelocity }
        guard t.isFinite else { return 0 }
        return solution.velocity(at: t)
    }

    /// How long the spring takes to come to rest: the first time after which
    /// both |x(t) − 1| and |x′(t)| / ω₀ stay at or below ``restThreshold``.
    ///
    /// Both are bounded from the closed form rather than stepped: an under-damped
    /// spring's |x − 1| = |c₁ cos ω_d t + c₂ sin ω_d t|·e^(−αt) is bounded by
    /// (|c₁| + |c₂|)·e^(−αt), tightened near critical damping so that the answer
    /// is continuous in the damping (see `restBounds`). The time at which the
    /// bound falls to the threshold for good is found by bisection: it is when
    /// the envelope, not the oscillation, comes within reach.
    ///
    /// Apple's defaults (mass 1, stiffness 100, damping 10) give 1.4727 s; damping
    /// 5 gives 2.855 s and damping 15 gives 1.022 s, in line with Apple's
    /// documented "approximately 2.85 seconds" and "just over 1 second".
    /// Undamped (damping 0) never settles: `.infinity`.
    package var settlingDuration: Double {
        if damping == 0 { return .infinity }
        let epsilon = Self.restThreshold
        let bounds = solution.restBounds(naturalFrequency: naturalFrequency)
        return max(
            Self.lastCrossing(of: epsilon, bound: bounds.displacement),
            Self.lastCrossing(of: epsilon, bound: bounds.velocity)
        )
    }

    private var solution: Solution {
        Solution(
            regime: regime,
            naturalFrequency: naturalFrequency,
            dampingRatio: dampingRatio,
            initialVelocity: initialVelocity
        )
    }

    private static func positive(_ value: Double, name: String, replacement: Double) -> Double {
        if value > 0 && value.isFinite { return value }
        Diagnostics.report("CASpringAnimation: \(name) \(value) must be a positive number; using \(replacement)")
        return replacement
    }

    /// The first time t ≥ 0 after which `bound` stays at or below `epsilon`.
    /// `bound` rises at most until its `peak` and falls after it.
    private static func lastCrossing(of epsilon: Double, bound: Bound) -> Double {
        var low = bound.peak
        guard bound.value(low) > epsilon else { return 0 }
        var high = max(low, 1e-3) * 2
        while bound.value(high) > epsilon && high < 1e12 { high *= 2 }
        for _ in 0..<200 where high - low > 1e-12 * high {
            let middle = (low + high) / 2
            if bound.value(middle) > epsilon { low = middle } else { high = middle }
        }
        return high
    }
}

/// An upper bound on |displacement| or |velocity| / ω₀ over time, of the form
/// (a + b·min(t, cap))·e^(−rate·t) with a, b ≥ 0. It rises at most until ``peak``
/// and falls after it.
private struct Bound {
    var a: Double
    var b: Double
    var cap: Double
    var rate: Double

    func value(_ t: Double) -> Double {
        (a + b * min(t, cap)) * exp(-rate * t)
    }

    /// Where the bound peaks for t ≥ 0: (a + b·t)·e^(−rate·t) peaks at
    /// 1/rate − a/b, and past `cap` the bound only decays.
    var peak: Double {
        guard b > 0 else { return 0 }
        return min(max(0, 1 / rate - a / b), cap)
    }
}

/// The displacement d(t) = x(t) − 1 of one regime, from d(0) = −1 and
/// d′(0) = initialVelocity.
private struct Solution {
    let regime: SpringSolution.Regime
    let naturalFrequency: Double
    let dampingRatio: Double
    let initialVelocity: Double

    private var decay: Double { dampingRatio * naturalFrequency }
    private var start: Double { -1 }

    /// Under-damped: d = e^(−αt)(c₁ cos ω_d t + c₂ sin ω_d t).
    private var damped: (frequency: Double, c1: Double, c2: Double) {
        let frequency = naturalFrequency * (1 - dampingRatio * dampingRatio).squareRoot()
        return (frequency, start, (initialVelocity + decay * start) / frequency)
    }

    /// Critically damped: d = (c₁ + c₂ t)·e^(−αt).
    private var critical: (c1: Double, c2: Double) {
        (start, initialVelocity + decay * start)
    }

    /// Over-damped: d = C₁ e^(r₁t) + C₂ e^(r₂t), r₂ < r₁ < 0.
    private var overdamped: (r1: Double, r2: Double, c1: Double, c2: Double) {
        let spread = naturalFrequency * (dampingRatio * dampingRatio - 1).squareRoot()
        let r2 = -decay - spread
        let r1 = naturalFrequency * naturalFrequency / r2  // r₁·r₂ = ω₀², without cancellation
        let c2 = (initialVelocity - r1 * start) / (r2 - r1)
        return (r1, r2, start - c2, c2)
    }

    func displacement(at t: Double) -> Double {
        switch regime {
        case .underdamped:
            let (w, c1, c2) = damped
            return exp(-decay * t) * (c1 * cos(w * t) + c2 * sin(w * t))
        case .criticallyDamped:
            let (c1, c2) = critical
            return (c1 + c2 * t) * exp(-decay * t)
        case .overdamped:
            let (r1, r2, c1, c2) = overdamped
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    func velocity(at t: Double) -> Double {
        switch regime {
        case .underdamped:
            let (w, c1, c2) = damped
            let cosine = c2 * w - decay * c1
            let sine = -c1 * w - decay * c2
            return exp(-decay * t) * (cosine * cos(w * t) + sine * sin(w * t))
        case .criticallyDamped:
            let (c1, c2) = critical
            return (c2 - decay * c1 - decay * c2 * t) * exp(-decay * t)
        case .overdamped:
            let (r1, r2, c1, c2) = overdamped
            return c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
        }
    }

    /// Bounds on |d(t)| and |d′(t)| / ω₀ for ``SpringSolution/settlingDuration``.
    ///
    /// Under-damped, d = e^(−αt)(c₁ cos ω_d t + c₂ sin ω_d t) with |sin x| ≤ min(1, x),
    /// so |d| ≤ (|c₁| + |c₂ ω_d|·min(t, 1/ω_d))·e^(−αt): past 1/ω_d this is the plain
    /// envelope (|c₁| + |c₂|)·e^(−αt), and as ω_d → 0 it tends to the critical bound.
    /// Over-damped, d = e^(r₁t)(d₀ + C₂(e^(−δt) − 1)) with δ = r₁ − r₂ and
    /// |e^(−δt) − 1| ≤ min(1, δt), which tends to the critical bound the same way.
    /// Velocities are bounded alike. So the settling time is continuous in ζ.
    func restBounds(naturalFrequency w0: Double) -> (displacement: Bound, velocity: Bound) {
        let v0 = initialVelocity
        switch regime {
        case .underdamped:
            let (w, c1, _) = damped
            let sineTimesW = v0 + decay * c1  // c₂·ω_d
            let velocitySineTimesW = -c1 * w * w - decay * sineTimesW  // (−c₁ω_d − αc₂)·ω_d
            return (
                Bound(a: abs(c1), b: abs(sineTimesW), cap: 1 / w, rate: decay),
                Bound(a: abs(v0) / w0, b: abs(velocitySineTimesW) / w0, cap: 1 / w, rate: decay)
            )
        case .criticallyDamped:
            let (c1, c2) = critical
            return (
                Bound(a: abs(c1), b: abs(c2), cap: .infinity, rate: decay),
                Bound(a: abs(v0) / w0, b: abs(decay * c2) / w0, cap: .infinity, rate: decay)
            )
        case .overdamped:
            let (r1, r2, _, _) = overdamped
            let spread = r1 - r2
            let c2TimesSpread = v0 - r1 * start  // |C₂|·δ
            return (
                Bound(a: abs(start), b: abs(c2TimesSpread), cap: 1 / spread, rate: -r1),
                Bound(a: abs(v0) / w0, b: abs(r2 * c2TimesSpread) / w0, cap: 1 / spread, rate: -r1)
            )
        }
    }
}
