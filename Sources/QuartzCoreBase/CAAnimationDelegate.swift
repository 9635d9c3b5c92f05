import Foundation

/// Hears when an animation starts and stops, as Apple's `CAAnimationDelegate`.
///
/// Both methods default to doing nothing. They run on the main thread, did
/// start before did stop; `finished` is false when the animation was removed
/// or replaced before its end.
public protocol CAAnimationDelegate: NSObjectProtocol {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
