import Foundation

/// The timing of a layer or an animation: a time space mapped from its parent's.
///
/// Local time is `(parentTime − beginTime) × speed + timeOffset`; animations
/// add duration, repetition, reversal and fill. Implemented by `CALayer` and
/// `CAAnimation`; the arithmetic lives in `MediaTimingValues`.
public protocol CAMediaTiming {
    /// When the object's time starts, in seconds of its parent's time.
    var beginTime: CFTimeInterval { get set }
    /// The length of one iteration in seconds; 0 means the default (0.25 s for animations).
    var duration: CFTimeInterval { get set }
    /// How fast local time runs against the parent's; 1 is normal, 0 stops it.
    var speed: Float { get set }
    /// Seconds added to local time.
    var timeOffset: CFTimeInterval { get set }
    /// How many iterations play, fractions allowed; 0 plays once, `.infinity` for ever.
    var repeatCount: Float { get set }
    /// How long in seconds the object repeats; 0 is unused, `.infinity` for ever.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each iteration plays forward, then backward.
    var autoreverses: Bool { get set }
    /// What the object shows before it begins and after it ends; `.removed` shows nothing.
    var fillMode: CAMediaTimingFillMode { get set }
}
