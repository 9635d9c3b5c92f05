import Foundation

// Block-based view animations (iOS 4 and later). Changes made to views'
// animatable properties inside `animations` animate from their old values
// (or, with `.beginFromCurrentState`, from what is on screen) to the new
// ones; `completion` runs on the main thread when every animation the block
// made has ended, with `finished` false if one was cut short.
extension UIView {
    /// Animates the changes made in `animations` over `duration` seconds with
    /// the ease-in-ease-out curve.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        runBlock(kind: .basic, duration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// As `animate(withDuration:animations:)`, then `completion`.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        runBlock(kind: .basic, duration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` after `delay` seconds, over
    /// `duration` seconds, as `options` say. A duration of 0 or less makes the
    /// changes without animating them (unless a parent block's duration is
    /// inherited).
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        runBlock(kind: .basic, duration: duration, delay: delay, options: options,
                 animations: animations, completion: completion)
    }

    /// As `animate(withDuration:delay:options:animations:completion:)` with a
    /// spring: `dampingRatio` 1 settles without overshoot, smaller values
    /// oscillate; `velocity` is the starting speed in whole distances per
    /// second. The spring comes to rest at the end of `duration`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        runBlock(kind: .spring(dampingRatio: dampingRatio, velocity: velocity), duration: duration, delay: delay,
                 options: options, animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` with a spring of Apple's
    /// iOS 17 kind: `duration` is its perceptual duration (its pace) and
    /// `bounce` how much it overshoots (0 none, towards 1 more, below 0
    /// overdamped), as `CASpringAnimation(perceptualDuration:bounce:)`;
    /// `initialSpringVelocity` is in whole distances per second. The
    /// animations run until the spring is at rest (its settling duration,
    /// longer than `duration` for bouncy springs), and `completion` runs then.
    /// A duration of 0 or less makes the changes without animating them.
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0,
                              initialSpringVelocity: CGFloat = 0.0, delay: TimeInterval = 0.0,
                              options: UIView.AnimationOptions = [], animations: () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        var settling = duration
        if duration.isFinite, duration > 0 {
            let spring = CASpringAnimation(perceptualDuration: duration, bounce: bounce)
            spring.initialVelocity = initialSpringVelocity.isFinite ? initialSpringVelocity : 0
            settling = spring.settlingDuration
        }
        runBlock(kind: .perceptualSpring(duration: duration, bounce: bounce, velocity: initialSpringVelocity),
                 duration: settling, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// Makes the changes in `actionsWithoutAnimation` at once, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let saved = ViewAnimationState.animationsEnabled
        ViewAnimationState.animationsEnabled = false
        actionsWithoutAnimation()
        ViewAnimationState.animationsEnabled = saved
    }

    /// Turns view animations on or off for the changes that follow.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        ViewAnimationState.animationsEnabled = enabled
    }

    /// Whether view animations are on.
    public class var areAnimationsEnabled: Bool { ViewAnimationState.animationsEnabled }

    /// The duration of the innermost open animation block; 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval {
        ViewAnimationState.animatingBlock?.duration ?? 0
    }

    /// Runs `animations` in a block that repeats `count` times (fractions
    /// allowed) and reverses each repetition when `autoreverses` (iOS 13's
    /// replacement for `setAnimationRepeatCount(_:)` in a block).
    public class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool,
                                       animations: () -> Void) {
        guard let parent = ViewAnimationState.animatingBlock else {
            Diagnostics.report("UIView.modifyAnimations(withRepeatCount:autoreverses:animations:) outside an animation block; the changes are made without animation", subsystem: "UIKit")
            return performWithoutAnimation(animations)
        }
        let block = ViewAnimationBlock.nested(
            in: parent, kind: parent.kind, duration: parent.duration, delay: 0, options: [],
            completion: ViewAnimationCompletion(nil))
        block.repeatCount = Float(count)
        block.autoreversesSetting = autoreverses
        ViewAnimationState.run(block, animations)
    }

    /// Opens a block of `kind` for a block-based call and runs it.
    ///
    /// The animations block of a nested call runs two frames of ours above the
    /// caller's (the public method and this one): an app that nests
    /// `UIView.animate` inside its own animations block thousands deep pays
    /// for its own recursion, not a multiple of it (`NestedAnimationTests`).
    static func runBlock(kind: ViewAnimationBlock.Kind, duration: TimeInterval, delay: TimeInterval,
                         options: UIView.AnimationOptions, animations: () -> Void,
                         completion: ((Bool) -> Void)?) {
        guard let block = openBlock(kind: kind, duration: duration, delay: delay, options: options,
                                    completion: completion) else {
            performWithoutAnimation(animations)
            return
        }
        animations()
        ViewAnimationState.close(block)
    }

    /// The block a block-based call opens (now the innermost), or nil, reported
    /// and its completion sealed, when its timing is not finite.
    private static func openBlock(kind: ViewAnimationBlock.Kind, duration: TimeInterval, delay: TimeInterval,
                                  options: UIView.AnimationOptions,
                                  completion: ((Bool) -> Void)?) -> ViewAnimationBlock? {
        OffMainUse.note("a UIView animation or transition")
        guard duration.isFinite, delay.isFinite else {
            Diagnostics.report("UIView.animate: duration \(duration) and delay \(delay) must be finite; the changes are made without animation", subsystem: "UIKit")
            ViewAnimationCompletion(completion).seal()
            return nil
        }
        let block = ViewAnimationBlock.nested(
            in: ViewAnimationState.animatingBlock, kind: kind, duration: duration, delay: max(0, delay), options: options,
            completion: ViewAnimationCompletion(completion))
        if block.duration <= 0 { block.kind = .immediate }
        ViewAnimationState.open(block)
        return block
    }
}
