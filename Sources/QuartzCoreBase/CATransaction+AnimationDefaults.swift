import Foundation

// What a transaction's duration and timing function mean for animations
// added explicitly inside it.
extension CATransaction {
    /// Gives `animation` (the layer's own copy, before it is attached) the
    /// current transaction's duration and timing function where it leaves
    /// them unset. Main thread, or the thread whose transaction it is.
    ///
    /// Apple's header defines `animationDuration` as "the default duration
    /// of animations added to layers" and `animationTimingFunction` as the
    /// default timing function of animations added to layers, and its
    /// reference says the duration is "used by all animations within this
    /// transaction group". The reading pinned here:
    ///
    /// 1. An animation whose `duration` is 0 (unset) takes the transaction's
    ///    duration when one is set on an open transaction, the implicit one
    ///    included. Unset everywhere, it keeps 0, which plays as 0.25 s: the
    ///    same default.
    /// 2. An animation whose `timingFunction` is nil takes the transaction's
    ///    function when one is set; nil everywhere, it stays linear.
    /// 3. Only the animation added is touched: a group's own duration, not
    ///    its children's (they keep the group's rules). An animation's own
    ///    values always win.
    static func applyDefaults(to animation: CAAnimation) {
        if animation.duration == 0,
           let duration = ValueConversion.double(value(forKey: kCATransactionAnimationDuration)),
           duration.isFinite, duration > 0 {
            animation.duration = duration
        }
        if animation.timingFunction == nil, let function = animationTimingFunction() {
            animation.timingFunction = function
        }
    }
}
