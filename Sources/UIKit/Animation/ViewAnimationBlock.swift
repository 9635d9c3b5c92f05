import Foundation

/// One open animation block: the settings of a `UIView.animate…` call, a
/// `beginAnimations` … `commitAnimations` pair, a keyframe or transition
/// block, and the changes made while it is open.
///
/// Blocks nest on `ViewAnimationState`'s stack. A nested block inherits its
/// parent's duration and curve unless it overrides them, its options and
/// spring unless `.overrideInheritedOptions`, and starts after its parent's
/// delay. Changes are recorded when made and become Core Animation
/// animations when the outermost block closes, so settings made anywhere in
/// a block (`setAnimationRepeatCount(_:)`…) apply to all its changes.
/// Main thread only.
@MainActor
final class ViewAnimationBlock {
    /// What the block's changes become.
    enum Kind {
        /// Basic animations with the block's curve.
        case basic
        /// Spring animations that settle within the duration.
        case spring(dampingRatio: CGFloat, velocity: CGFloat)
        /// Spring animations of iOS 17's kind: a perceptual duration and a
        /// bounce (the block's duration is the spring's settling time).
        case perceptualSpring(duration: TimeInterval, bounce: CGFloat, velocity: CGFloat)
        /// One keyframe animation per changed property (`animateKeyframes`).
        case keyframes(CAAnimationCalculationMode)
        /// Changes happen at once (`performWithoutAnimation`, a transition's snapshot content).
        case immediate

        /// Whether the block's changes become spring animations.
        var isSpring: Bool {
            switch self {
            case .spring, .perceptualSpring: return true
            case .basic, .keyframes, .immediate: return false
            }
        }
    }

    var kind: Kind
    var duration: TimeInterval
    /// Seconds from the outermost block's commit to this block's start.
    var delay: TimeInterval
    var curve: UIView.AnimationCurve
    /// Behaviour flags in effect (own and inherited).
    var options: UIView.AnimationOptions
    /// Set by `setAnimationRepeatCount(_:)`; otherwise `.repeat` means forever.
    var repeatCount: Float?
    /// Set by `setAnimationRepeatAutoreverses(_:)`; otherwise `.autoreverse` decides.
    var autoreversesSetting: Bool?
    /// Set by `setAnimationStart(_:)` (begin/commit).
    var startDate: Date?
    let completion: ViewAnimationCompletion
    /// True for `beginAnimations(_:context:)` blocks.
    let isLegacy: Bool

    /// The changes recorded in this block, in the order made.
    var changes: [ViewAnimationChange] = []
    /// Views changed in this block (laid out at its end with `.layoutSubviews`).
    var changedViews: [UIView] = []
    /// Transitions to add when the block closes (`setAnimationTransition(_:for:cache:)`).
    var transitions: [(view: UIView, transition: CATransition)] = []
    /// The begin/commit block's identifier, context and handlers.
    var legacy: LegacyAnimationCallbacks?
    /// The parent's delay, which `setAnimationDelay(_:)` adds to.
    var parentDelay: TimeInterval = 0
    /// The open keyframe's relative start and duration (`addKeyframe`).
    var keyframe: (start: Double, duration: Double)?

    init(kind: Kind, duration: TimeInterval, delay: TimeInterval, curve: UIView.AnimationCurve,
         options: UIView.AnimationOptions, completion: ViewAnimationCompletion, isLegacy: Bool = false) {
        self.kind = kind
        self.duration = duration
        self.delay = delay
        self.curve = curve
        self.options = options
        self.completion = completion
        self.isLegacy = isLegacy
    }

    /// A block opened inside `parent` (nil for an outermost one), with the
    /// nesting rules applied to the settings it asked for.
    static func nested(in parent: ViewAnimationBlock?, kind: Kind, duration: TimeInterval,
                       delay: TimeInterval, options: UIView.AnimationOptions,
                       completion: ViewAnimationCompletion, isLegacy: Bool = false) -> ViewAnimationBlock {
        let own = UIView.AnimationOptions(rawValue: options.rawValue & UIView.AnimationOptions.behaviourMask)
        guard let parent, parent.animates else {
            return ViewAnimationBlock(kind: kind, duration: duration, delay: delay, curve: options.curve,
                                      options: own, completion: completion, isLegacy: isLegacy)
        }
        let inherits = !options.contains(.overrideInheritedOptions)
        var effectiveKind = kind
        if inherits, case .basic = kind, parent.kind.isSpring { effectiveKind = parent.kind }
        let block = ViewAnimationBlock(
            kind: effectiveKind,
            duration: options.contains(.overrideInheritedDuration) ? duration : parent.duration,
            delay: parent.delay + delay,
            curve: options.contains(.overrideInheritedCurve) ? options.curve : parent.curve,
            options: inherits ? own.union(parent.inheritableOptions) : own,
            completion: completion, isLegacy: isLegacy)
        block.parentDelay = parent.delay
        if inherits && !own.contains(.repeat) {
            block.repeatCount = parent.repeatCount
            block.autoreversesSetting = parent.autoreversesSetting
        }
        return block
    }

    /// Whether changes in this block animate.
    var animates: Bool {
        if case .immediate = kind { return false }
        return true
    }

    var beginsFromCurrentState: Bool { options.contains(.beginFromCurrentState) }

    /// The options a nested block takes from this one.
    private var inheritableOptions: UIView.AnimationOptions {
        options.intersection([.repeat, .autoreverse, .allowUserInteraction, .beginFromCurrentState, .layoutSubviews])
    }

    /// Iterations of each animation: the count set in the block, forever
    /// with `.repeat`, otherwise once (0 in Core Animation terms).
    var effectiveRepeatCount: Float {
        if let repeatCount { return repeatCount }
        return options.contains(.repeat) ? .infinity : 0
    }

    var autoreverses: Bool { autoreversesSetting ?? options.contains(.autoreverse) }

    /// Records a change of `key` on `layer` (owned by `view`) from `from`; a
    /// key changed twice in one block keeps its first old value. In a
    /// keyframe block the new value joins the key's keyframes.
    func record(layer: CALayer, key: String, from: Any?, view: UIView?, sequence: Int) {
        if let view, !changedViews.contains(where: { $0 === view }) { changedViews.append(view) }
        let newValue = ValueConversion.flattened(layer.value(forKey: key)) ?? NSNull()
        let segment = keyframe ?? (start: 0, duration: 1)
        if let index = changes.firstIndex(where: { $0.layer === layer && $0.key == key }) {
            changes[index].keyframes.append(ViewAnimationChange.Keyframe(
                start: segment.start, duration: segment.duration, value: newValue))
            return
        }
        var change = ViewAnimationChange(layer: layer, key: key, from: from, view: view, sequence: sequence)
        change.keyframes.append(ViewAnimationChange.Keyframe(start: segment.start, duration: segment.duration, value: newValue))
        changes.append(change)
    }
}
