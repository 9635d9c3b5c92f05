/// Where a timed object stands at one parent time: the answer of
/// ``MediaTimingValues/evaluate(parentTime:defaultDuration:)``.
///
/// ``progress`` is *unit progress*: the fraction of the simple duration elapsed,
/// 0…1, before any timing function is applied. When ``isApplied`` is false the
/// object contributes nothing at this time, and ``iteration``, ``isReversed``
/// and ``progress`` are 0, false and 0.
///
/// A pure value, usable on any thread.
package struct TimingState: Sendable, Equatable {
    /// Which part of its timeline the parent time falls in.
    package enum Phase: Sendable, Equatable {
        /// Before the object begins (parent time < beginTime).
        case before
        /// Within the active duration: [beginTime, endTime).
        case active
        /// At or after the end of the active duration.
        case after
    }

    /// Which part of its timeline the parent time falls in.
    package var phase: Phase
    /// Whether the object contributes a value: always while active; before or
    /// after only when its fill mode holds the first or last value.
    package var isApplied: Bool
    /// The index of the current iteration in the object's own timeline, from 0.
    /// One iteration is the simple duration, or twice it when autoreversing.
    package var iteration: Int
    /// Whether this is the backward half of an autoreversing iteration.
    package var isReversed: Bool
    /// Unit progress within the simple duration, 0…1, before the timing function.
    package var progress: Double

    package init(phase: Phase, isApplied: Bool, iteration: Int, isReversed: Bool, progress: Double) {
        self.phase = phase
        self.isApplied = isApplied
        self.iteration = iteration
        self.isReversed = isReversed
        self.progress = progress
    }

    /// A state that contributes nothing, in `phase`.
    package static func inactive(_ phase: Phase) -> TimingState {
        TimingState(phase: phase, isApplied: false, iteration: 0, isReversed: false, progress: 0)
    }
}
