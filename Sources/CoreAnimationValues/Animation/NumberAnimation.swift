import Foundation

/// An animation whose track is a `NumberTrack`, copied out of its `AnimationDescriptor`
/// into a plain value with no references: what the render server evaluates
/// every frame for layers whose animations are all of this kind (basic
/// animations of `opacity`, `position.x`, `transform.rotation.z`, …).
///
/// Evaluating it is exactly `AnimationDescriptor.apply(at:to:)` for such an
/// animation (the timing, the timing curve, then `NumberTrack`), but a frame
/// reads a few contiguous bytes per animation instead of reaching through
/// the descriptor's track object, whose retain and release, for thousands
/// of layers, cost more than the arithmetic. A plain value; safe on any thread.
package struct NumberAnimation: Sendable {
    // In this order the flags fill the timing's last word (152 bytes, not 160).
    let timing: MediaTimingValues
    private let isAdditive: Bool
    private let isCumulative: Bool
    private let curve: TimingCurve?
    private let track: NumberTrack

    /// `descriptor` as a number animation; nil unless it is a property animation
    /// of one number (see `NumberTrack`).
    package init?(_ descriptor: AnimationDescriptor) {
        guard case .property(let property) = descriptor.content, let track = property.numberTrack else { return nil }
        timing = descriptor.timing
        curve = descriptor.curve
        self.track = track
        isAdditive = property.isAdditive
        isCumulative = property.isCumulative
    }

    /// Applies `animations` in order at `parentTime` (their layer's local time) to `properties`.
    ///
    /// One call for a layer's list: within this module each animation is
    /// read in place, where a caller elsewhere would copy every element.
    /// Whether the animation will give other values after `local`, its
    /// layer's time: it has not ended, and its speed is not 0 (as
    /// `AnimationDescriptor.endTime` says for its descriptor).
    package func runs(after local: Double) -> Bool {
        timing.speed != 0 && timing.endTime(defaultDuration: MediaTimingValues.animationDefaultDuration) > local
    }

    package static func apply(_ animations: [NumberAnimation], at parentTime: Double,
                              to properties: inout LayerProperties) {
        for index in animations.indices {
            animations[index].apply(at: parentTime, to: &properties)
        }
    }

    /// Applies the animation at `parentTime` (its layer's local time) to `properties`.
    package func apply(at parentTime: Double, to properties: inout LayerProperties) {
        let timed = timing.evaluate(parentTime: parentTime, defaultDuration: MediaTimingValues.animationDefaultDuration)
        guard timed.isApplied else { return }
        let eased = curve.map { $0.value(at: timed.progress) } ?? timed.progress
        track.apply(progress: eased, iteration: timed.iteration, additive: isAdditive, cumulative: isCumulative,
                    to: &properties)
    }
}
