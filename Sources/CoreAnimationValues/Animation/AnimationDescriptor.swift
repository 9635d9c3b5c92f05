import Foundation

/// One animation as the engine runs it: timing, pacing curve and what it changes.
///
/// Built from a `CAAnimation` when it is added to a layer (values already
/// converted to `AnimatableValue`), with its begin time resolved at commit.
/// Immutable and `Sendable`: the main thread evaluates it for
/// `presentation()`, the render thread for frames, with the same code.
package struct AnimationDescriptor: Sendable {
    /// The animation's timing in its layer's time space (beginTime resolved).
    package var timing: MediaTimingValues
    /// The curve applied to unit progress; nil is linear.
    package var curve: TimingCurve?
    package var content: Content
    package var isRemovedOnCompletion: Bool

    package enum Content: Sendable {
        case property(PropertyTrack)
        case group([AnimationDescriptor])
        case transition(TransitionInfo)
    }

    package init(timing: MediaTimingValues, curve: TimingCurve?, content: Content, isRemovedOnCompletion: Bool) {
        self.timing = timing
        self.curve = curve
        self.content = content
        self.isRemovedOnCompletion = isRemovedOnCompletion
    }

    /// The end of the animation in its layer's time space (infinity when it repeats forever).
    package var endTime: Double {
        timing.endTime(defaultDuration: MediaTimingValues.animationDefaultDuration)
    }
}

/// What a property animation changes and how its values are made.
///
/// Immutable, so it is shared by reference (copying a descriptor costs one
/// retain on the hot path); safe on any thread.
package final class PropertyTrack: Sendable {
    package enum Source: Sendable {
        /// Apple's from/to/by table; missing ends come from the underlying value.
        case basic(from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?)
        /// As `basic`, with the progress of a damped spring (the timing curve is not used).
        case spring(SpringSolution, from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?)
        case keyframes(KeyframeTrack)
    }

    package let keyPath: ResolvedKeyPath
    package let isAdditive: Bool
    package let isCumulative: Bool
    /// Turns the animated numbers into a transform for `transform` key paths.
    package let valueFunction: CAValueFunction?
    /// For keyframe animations of `position`: turn the layer to the direction of motion.
    package let rotationMode: CAAnimationRotationMode?
    package let source: Source
    /// The track as a number track when it animates one number (see `NumberTrack`).
    let numberTrack: NumberTrack?

    package init(keyPath: KeyPathParts, isAdditive: Bool, isCumulative: Bool, valueFunction: CAValueFunction?,
                 rotationMode: CAAnimationRotationMode?, source: Source) {
        let resolved = ResolvedKeyPath(keyPath)
        self.keyPath = resolved
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        self.valueFunction = valueFunction
        self.rotationMode = rotationMode
        self.source = source
        numberTrack = NumberTrack(keyPath: resolved, source: source, valueFunction: valueFunction, rotationMode: rotationMode)
    }
}

/// The parameters of a `CATransition` the renderer needs.
///
/// A plain value; safe on any thread.
package struct TransitionInfo: Sendable, Equatable {
    package var type: CATransitionType
    package var subtype: CATransitionSubtype?
    package var startProgress: Double
    package var endProgress: Double

    package init(type: CATransitionType, subtype: CATransitionSubtype?, startProgress: Double, endProgress: Double) {
        self.type = type
        self.subtype = subtype
        self.startProgress = startProgress
        self.endProgress = endProgress
    }
}
