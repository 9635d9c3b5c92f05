import Foundation

extension UIView {
    /// How a keyframe animation runs, as Apple's `UIView.KeyframeAnimationOptions`.
    ///
    /// Bits 0–9 mean what they mean in `AnimationOptions`; a curve given
    /// through `AnimationOptions`' bits (`KeyframeAnimationOptions(rawValue:
    /// UIView.AnimationOptions.curveLinear.rawValue)`) paces the whole
    /// animation, ease-in-ease-out when none is. A plain value, any thread.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// Apple's layout: flags in bits 0–9, calculation mode in 10–12, an `AnimationOptions` curve in 16–19.
        public let rawValue: UInt
        /// Options from the bits given, unchecked; calculation-mode codes 5–7 mean ``calculationModeLinear``.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out the changed views when the block closes, so that their subviews animate with them.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Lets the animated views get touches while they animate.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts from what is on screen (a running animation's current value) instead of the old model value.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats the whole keyframe sequence forever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Runs the keyframe sequence forwards then backwards in each repetition.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Inside another animation block, uses this block's own duration instead of its parent's.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Inside another animation block, takes none of its parent's options.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        /// Moves between keyframe values in straight lines (`CAKeyframeAnimation`'s `linear` mode); the default.
        ///
        /// Its raw value is 0, so every options set contains it.
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Jumps to each keyframe's value with no in-between values (`discrete`).
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Moves through the values at an even speed, ignoring the keyframes' times (`paced`).
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Moves between keyframe values along a smooth cubic curve (`cubic`).
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth cubic curve through the values at an even speed, ignoring the keyframes' times (`cubicPaced`).
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The calculation mode named by bits 10–12.
        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: return .discrete
            case 2: return .paced
            case 3: return .cubic
            case 4: return .cubicPaced
            default: return .linear
            }
        }

        /// The same flags and curve as block-animation options.
        var animationOptions: AnimationOptions {
            AnimationOptions(rawValue: rawValue & (AnimationOptions.behaviourMask | (0xF << 16)))
        }
    }
}
