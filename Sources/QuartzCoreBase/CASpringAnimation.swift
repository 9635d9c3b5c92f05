import Foundation

/// A basic animation driven by a damped spring, as Apple's `CASpringAnimation`.
///
/// The progress from `fromValue` to `toValue` follows a mass on a spring with
/// damping, starting with `initialVelocity`. Thread rules as `CAAnimation`.
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring; 1 by default. A value that is not positive and finite counts as 1 (reported).
    open var mass: CGFloat = 1
    /// The spring constant; 100 by default. A value that is not positive and finite counts as 100 (reported).
    open var stiffness: CGFloat = 100
    /// The damping coefficient; 10 by default. A negative value counts as 0, a non-finite one as 10 (reported).
    open var damping: CGFloat = 10
    /// The starting velocity in units of the whole distance per second.
    open var initialVelocity: CGFloat = 0
    /// Whether a damping above critical makes the spring overdamped (it
    /// creeps to the target); false by default, when such a spring moves as
    /// the critically damped one, as before iOS 17.
    open var allowsOverdamping = false

    /// A spring that takes about `perceptualDuration` seconds and bounces by
    /// `bounce`, with the parametrization Apple publishes for its springs
    /// (WWDC23 "Animate with springs"; SwiftUI's `Spring(duration:bounce:)`):
    ///
    /// ```
    /// mass      = 1
    /// stiffness = (2π / perceptualDuration)²
    /// damping   = 4π (1 − bounce) / perceptualDuration      bounce ≥ 0
    ///           = 4π / (perceptualDuration (1 + bounce))      bounce < 0
    /// ```
    ///
    /// Bounce 0 is critically damped, towards 1 undamped, below 0 overdamped
    /// (so `allowsOverdamping` is set); it is kept within −1…1 (exclusive of
    /// −1). `duration` is set to `settlingDuration` (10⁹ s for the undamped
    /// spring of bounce 1, which never settles), so the animation plays
    /// until the spring is at rest (our reading: the header says nothing of
    /// `duration`, and a spring cut off at the 0.25 s default would jump).
    /// A duration that is not positive and finite counts as 0.5 s (reported).
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        var pace = Double(perceptualDuration)
        if !(pace.isFinite && pace > 0) {
            Diagnostics.report("CASpringAnimation(perceptualDuration: \(perceptualDuration)): must be positive and finite; using 0.5")
            pace = 0.5
        }
        var springiness = Double(bounce.isFinite ? bounce : 0)
        if springiness != Double(bounce) || springiness < -0.999 || springiness > 1 {
            Diagnostics.report("CASpringAnimation(bounce: \(bounce)): kept within -1 and 1")
            springiness = min(max(springiness, -0.999), 1)
        }
        let angular = 2 * Double.pi / pace
        mass = 1
        stiffness = CGFloat(angular * angular)
        damping = CGFloat(springiness >= 0 ? 4 * .pi * (1 - springiness) / pace : 4 * .pi / (pace * (1 + springiness)))
        allowsOverdamping = springiness < 0
        // Bounce 1 is undamped: it never settles, and swings for a billion seconds.
        duration = settlingDuration.isFinite ? settlingDuration : 1e9
    }

    /// The pace of the spring: 2π / √(stiffness / mass), the period of its
    /// undamped swing (what `init(perceptualDuration:bounce:)` was given).
    open var perceptualDuration: CFTimeInterval {
        let spring = springSolution
        return 2 * .pi / spring.naturalFrequency
    }

    /// How bouncy the spring is: 1 − ζ for a damping ratio ζ ≤ 1, 1/ζ − 1
    /// above it (negative, overdamped; 0 when overdamping is not allowed).
    open var bounce: CGFloat {
        let ratio = springSolution.dampingRatio
        return CGFloat(ratio <= 1 ? 1 - ratio : 1 / ratio - 1)
    }

    /// How long the spring takes to come to rest with these parameters.
    open var settlingDuration: CFTimeInterval {
        springSolution.settlingDuration
    }

    package var springSolution: SpringSolution {
        SpringSolution(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
            initialVelocity: Double(initialVelocity), allowsOverdamping: allowsOverdamping)
    }

    override func copyAttributes(from other: CAAnimation) {
        super.copyAttributes(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
        allowsOverdamping = other.allowsOverdamping
    }

    open override func value(forKey key: String) -> Any? {
        switch key {
        case "mass": return mass
        case "stiffness": return stiffness
        case "damping": return damping
        case "initialVelocity": return initialVelocity
        case "settlingDuration": return settlingDuration
        case "allowsOverdamping": return allowsOverdamping
        case "perceptualDuration": return perceptualDuration
        case "bounce": return bounce
        default: return super.value(forKey: key)
        }
    }

    open override func setValue(_ value: Any?, forKey key: String) {
        if key == "allowsOverdamping" {
            guard let flag = ValueConversion.bool(value) else { return reportMismatch(key, value) }
            allowsOverdamping = flag
            return
        }
        guard ["mass", "stiffness", "damping", "initialVelocity"].contains(key) else {
            return super.setValue(value, forKey: key)
        }
        guard let v = ValueConversion.cgFloat(value), v.isFinite else { return reportMismatch(key, value) }
        switch key {
        case "mass": mass = v
        case "stiffness": stiffness = v
        case "damping": damping = v
        default: initialVelocity = v
        }
    }
}
