import Foundation

/// One of a layer's animations as it runs: a `NumberAnimation` where it
/// animates one number (see `NumberAnimation`), else its record.
///
/// An element of `CommittedAnimations.mixed`, the form of a layer whose
/// animations are not all numbers. The two evaluate alike: a number
/// animation is exactly its descriptor, applied to the layer values.
/// An immutable value; safe on any thread.
package enum CommittedAnimation: Sendable {
    case number(NumberAnimation)
    case record(AnimationRecord)

    /// `descriptor` under `key`: as a number animation where it is one.
    package init(key: String, descriptor: AnimationDescriptor) {
        if let number = NumberAnimation(descriptor) {
            self = .number(number)
        } else {
            self = .record(AnimationRecord(key: key, descriptor: descriptor))
        }
    }

    /// The record, for an animation that is not a number animation.
    package var record: AnimationRecord? {
        if case .record(let record) = self { return record }
        return nil
    }

    /// The animation beginning at `time` (its layer's time), as a commit resolves a zero begin time.
    package func beginning(at time: Double) -> CommittedAnimation {
        switch self {
        case .number(let number):
            return .number(number.beginning(at: time))
        case .record(var record):
            record.descriptor.timing.beginTime = time
            return .record(record)
        }
    }

    /// Applies the animation at `parentTime` (its layer's local time) to `state`.
    package func apply(at parentTime: Double, to state: inout AnimatedState) {
        switch self {
        case .number(let number): number.apply(at: parentTime, to: &state.properties)
        case .record(let record): record.descriptor.apply(at: parentTime, to: &state)
        }
    }

    /// Whether the animation will give other values after `local`, its
    /// layer's time: it has not ended, and its speed is not 0.
    package func runs(after local: Double) -> Bool {
        switch self {
        case .number(let number): return number.runs(after: local)
        case .record(let record): return record.descriptor.timing.speed != 0 && record.descriptor.endTime > local
        }
    }
}
