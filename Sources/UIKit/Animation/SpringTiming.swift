import Foundation

/// The spring of `UIView.animate(withDuration:delay:usingSpringWithDamping:…)`:
/// a `CASpringAnimation` (mass 1) with the given damping ratio whose
/// stiffness makes it come to rest at the end of the given duration.
///
/// The settling time of a spring with a fixed damping ratio falls as its
/// stiffness grows, so the stiffness is found by bisection on a log scale
/// against `SpringSolution.settlingDuration`. A damping ratio below 0.01 is
/// taken as 0.01 (an undamped spring never settles). Pure; any thread.
struct SpringTiming: Equatable {
    var stiffness: CGFloat
    var damping: CGFloat

    static let minimumDampingRatio: CGFloat = 0.01

    init(duration: TimeInterval, dampingRatio: CGFloat, initialVelocity: CGFloat) {
        let ratio = Double(max(dampingRatio.isFinite ? dampingRatio : 1, Self.minimumDampingRatio))
        let velocity = initialVelocity.isFinite ? Double(initialVelocity) : 0
        let target = duration.isFinite && duration > 0 ? duration : 0.25
        func settling(_ omega: Double) -> Double {
            SpringSolution(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega,
                           initialVelocity: velocity).settlingDuration
        }
        // ω₀ between 1e-3 and 1e5 rad/s covers durations from microseconds to hours.
        var low = log(1e-3), high = log(1e5)
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if settling(exp(middle)) > target { low = middle } else { high = middle }
        }
        let omega = exp(high)
        stiffness = CGFloat(omega * omega)
        damping = CGFloat(2 * ratio * omega)
    }
}
