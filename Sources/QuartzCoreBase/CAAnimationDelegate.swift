import Foundation

/// Hears when an animation starts and stops, as Apple's `CAAnimationDelegate`.
///
/// Both methods default to doing nothing. They run on the main thread, did
/// start before did stop; `finished` is false when the animation was removed
/// or replaced before its end.
public protocol CAAnimationDelegate: NSObjectProtocol {
    /// Called on the main thread once the animation's begin time is reached; `anim` is the layer's copy.
    func animationDidStart(_ anim: CAAnimation)
    /// Called on the main thread when the animation ends (`flag` true) or is removed or replaced first (`flag` false).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
