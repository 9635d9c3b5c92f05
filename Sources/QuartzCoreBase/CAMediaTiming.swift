import Foundation

/// The timing of a layer or an animation: a time space mapped from its parent's.
///
/// Local time is `(parentTime − beginTime) × speed + timeOffset`; animations
/// add duration, repetition, reversal and fill. Implemented by `CALayer` and
/// `CAAnimation`; the arithmetic lives in `MediaTimingValues`.
public protocol CAMediaTiming {
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
    var timeOffset: CFTimeInterval { get set }
    var repeatCount: Float { get set }
    var repeatDuration: CFTimeInterval { get set }
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}
