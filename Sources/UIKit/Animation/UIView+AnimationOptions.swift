import Foundation

extension UIView {
    /// How a block animation runs, as Apple's `UIView.AnimationOptions`
    /// (same bits): behaviour flags, one curve and one transition.
    ///
    /// A plain value, any thread.
    public struct AnimationOptions: OptionSet, Sendable {
        /// Apple's layout: flags in bits 0–9, curve in 16–19, transition in 20–23, frame rate in 24–27.
        public let rawValue: UInt
        /// Options from the bits given, unchecked; unknown curve codes ease in and out, unknown transitions are none.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out the changed views inside the block, so that their subviews animate with them.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the animated views get touches while they animate.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from what is on screen (a running animation's current value) instead of the old model value.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats forever (or `setAnimationRepeatCount(_:)` times).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs forwards then backwards in each repetition.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// A nested block uses its own duration instead of its parent's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// A nested block uses its own curve instead of its parent's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// A transition animates the changes themselves instead of blending two snapshots.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// `transition(from:to:…)` hides and shows the views instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// A nested block takes neither its parent's options nor its animation type (spring).
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Paces the block with ``UIView/AnimationCurve/easeInOut``, the curve used when none is given.
        ///
        /// Its raw value is 0, so every options set contains it.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Paces the block with ``UIView/AnimationCurve/easeIn``.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Paces the block with ``UIView/AnimationCurve/easeOut``.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Paces the block with ``UIView/AnimationCurve/linear``.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// A flip about the vertical axis starting from the left edge (a `CATransition` of type `oglFlip`, subtype `fromLeft`).
        ///
        /// Transition bits are read only by the `transition(with:…)` and
        /// `transition(from:to:…)` methods; `animate(withDuration:…)` ignores them.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// A flip about the vertical axis starting from the right edge (`oglFlip`, `fromRight`).
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// A page curling up from the bottom edge (`pageCurl`, `fromBottom`).
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// A page uncurling down over the view from the bottom edge (`pageUnCurl`, `fromBottom`).
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// A fade from the old appearance to the new one (`fade`).
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// A flip about the horizontal axis starting from the top edge (`oglFlip`, `fromTop`).
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// A flip about the horizontal axis starting from the bottom edge (`oglFlip`, `fromBottom`).
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The default frame rate (bits 24–27 = 0; every options set contains it).
        ///
        /// The frame-rate bits are accepted for source compatibility and
        /// otherwise ignored.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// Asks for 60 frames per second; accepted and ignored.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// Asks for 30 frames per second; accepted and ignored.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The behaviour flags (bits 0–9) without curve, transition or frame rate.
        static let behaviourMask: UInt = 0x3FF

        /// The curve named by bits 16–19; ease-in-ease-out when none is.
        var curve: AnimationCurve {
            AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
        }

        /// The transition named by bits 20–23 (0: none).
        var transitionCode: UInt { (rawValue >> 20) & 0xF }
    }
}
