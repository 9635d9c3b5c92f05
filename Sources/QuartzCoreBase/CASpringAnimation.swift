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

    /// How long the spring takes to come to rest with these parameters.
    open var settlingDuration: CFTimeInterval {
        springSolution.settlingDuration
    }

    package var springSolution: SpringSolution {
        SpringSolution(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
            initialVelocity: Double(initialVelocity))
    }

    override func copyAttributes(from other: CAAnimation) {
        super.copyAttributes(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
    }

    open override func value(forKey key: String) -> Any? {
        switch key {
        case "mass": return mass
        case "stiffness": return stiffness
        case "damping": return damping
        case "initialVelocity": return initialVelocity
        case "settlingDuration": return settlingDuration
        default: return super.value(forKey: key)
        }
    }

    open override func setValue(_ value: Any?, forKey key: String) {
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
