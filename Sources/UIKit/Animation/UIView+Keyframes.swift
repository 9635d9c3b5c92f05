import Foundation

// Keyframe animations: the changes made in each `addKeyframe` closure become
// keyframes of one `CAKeyframeAnimation` per changed property, reaching each
// new value at the end of its keyframe's share of the duration.
// Main thread only.
extension UIView {
    /// Animates the keyframes added in `animations` (with `addKeyframe`) over
    /// `duration` seconds after `delay`; changes made outside a keyframe span
    /// the whole duration.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: UIView.KeyframeAnimationOptions = [],
                                       animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        runBlock(kind: .keyframes(options.calculationMode), duration: duration, delay: delay,
                 options: options.animationOptions, animations: animations, completion: completion)
    }

    /// Adds a keyframe to the enclosing `animateKeyframes` block: the changes
    /// made in `animations` are reached between `frameStartTime` and
    /// `frameStartTime + frameDuration`, both fractions (0 to 1) of the whole.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let block = ViewAnimationState.innermostBlock, case .keyframes = block.kind else {
            Diagnostics.report("UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:) outside animateKeyframes; the changes are made as part of the enclosing block", subsystem: "UIKit")
            return animations()
        }
        guard frameStartTime.isFinite, frameDuration.isFinite, frameStartTime >= 0, frameDuration >= 0 else {
            Diagnostics.report("UIView.addKeyframe: start \(frameStartTime) and duration \(frameDuration) must be finite and not negative; the keyframe spans the whole animation", subsystem: "UIKit")
            return animations()
        }
        let saved = block.keyframe
        block.keyframe = (min(frameStartTime, 1), min(frameDuration, 1))
        animations()
        block.keyframe = saved
    }
}
