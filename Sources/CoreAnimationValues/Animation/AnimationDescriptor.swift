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
        /// Boxed: a transition's parameters (48 bytes) would otherwise widen
        /// every descriptor, the commonest of which (a property animation's)
        /// holds one reference here.
        indirect case transition(TransitionInfo)
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
///
/// A track of one number (`NumberTrack`: the commonest kind, a basic
/// animation of `opacity`, `position.x`, …) keeps only that: 48 bytes,
/// from which `source` is made again on demand. Any other keeps its
/// source, value function and rotation mode in a box of their own. A
/// layer holds a track per animation for as long as the animation runs,
/// so for thousands of animated layers the two forms differ by a few
/// hundred bytes a layer.
package final class PropertyTrack: Sendable {
    package enum Source: Sendable {
        /// Apple's from/to/by table; missing ends come from the underlying value.
        case basic(from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?)
        /// As `basic`, with the progress of a damped spring (the timing curve is not used).
        case spring(SpringSolution, from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?)
        case keyframes(KeyframeTrack)
    }

    /// What a track that is not a number track keeps.
    struct General: Sendable {
        let valueFunction: CAValueFunction?
        let rotationMode: CAAnimationRotationMode?
        let source: Source
    }

    /// The track's values: a number track alone, or the general form.
    private enum Storage: Sendable {
        case number(NumberTrack)
        indirect case general(General)
    }

    package let keyPath: ResolvedKeyPath
    package let isAdditive: Bool
    package let isCumulative: Bool
    private let storage: Storage

    package init(keyPath: KeyPathParts, isAdditive: Bool, isCumulative: Bool, valueFunction: CAValueFunction?,
                 rotationMode: CAAnimationRotationMode?, source: Source) {
        let resolved = ResolvedKeyPath(keyPath)
        self.keyPath = resolved
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        if let number = NumberTrack(keyPath: resolved, source: source, valueFunction: valueFunction,
                                    rotationMode: rotationMode) {
            storage = .number(number)
        } else {
            storage = .general(General(valueFunction: valueFunction, rotationMode: rotationMode, source: source))
        }
    }

    /// Value function, rotation mode and source: a number track's made from
    /// its numbers (none, none, and the `.number` values it was made from,
    /// exactly). The general path reads it once per application.
    var general: General {
        switch storage {
        case .general(let general):
            return general
        case .number(let track):
            return General(valueFunction: nil, rotationMode: nil, source: .basic(
                from: track.from.map(AnimatableValue.number), to: track.to.map(AnimatableValue.number),
                by: track.by.map(AnimatableValue.number)))
        }
    }

    /// Turns the animated numbers into a transform for `transform` key paths.
    package var valueFunction: CAValueFunction? { general.valueFunction }

    /// For keyframe animations of `position`: turn the layer to the direction of motion.
    package var rotationMode: CAAnimationRotationMode? { general.rotationMode }

    /// How the values are made.
    package var source: Source { general.source }

    /// The track as a number track when it animates one number (see `NumberTrack`).
    var numberTrack: NumberTrack? {
        if case .number(let track) = storage { return track }
        return nil
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
