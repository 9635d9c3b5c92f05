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
///
/// The timing curve is kept as its four numbers in `Float`s: a curve comes
/// from a `CAMediaTimingFunction`, whose control points are `Float`s, so
/// they are exact; a descriptor whose curve is not (made by hand) is no
/// number animation, and runs as its record. (`TimingCurve` itself is a
/// reference, shared by its copies: here it would be retained and released
/// for every animation of every frame.)
package struct NumberAnimation: Sendable {
    // In this order the track's 27 bytes, the timing's 43, then the curve
    // and the flags fill 95 bytes: 96 in all (112 with the track last and
    // its key first; each running number animation is one of these).
    private let track: NumberTrack
    private(set) var timing: MediaTimingValues
    private let curve: (x1: Float, y1: Float, x2: Float, y2: Float)?
    private let isAdditive: Bool
    private let isCumulative: Bool

    /// `descriptor` as a number animation; nil unless it is a property animation
    /// of one number (see `NumberTrack`) whose curve, if any, has `Float`
    /// control points.
    package init?(_ descriptor: AnimationDescriptor) {
        guard case .property(let property) = descriptor.content, let track = property.numberTrack else { return nil }
        if let given = descriptor.curve {
            let numbers = (x1: Float(given.x1), y1: Float(given.y1), x2: Float(given.x2), y2: Float(given.y2))
            guard Double(numbers.x1) == given.x1, Double(numbers.y1) == given.y1, Double(numbers.x2) == given.x2,
                  Double(numbers.y2) == given.y2 else { return nil }
            curve = numbers
        } else {
            curve = nil
        }
        timing = descriptor.timing
        self.track = track
        isAdditive = property.isAdditive
        isCumulative = property.isCumulative
    }

    /// The animation beginning at `time` (its layer's time), as a commit resolves a zero begin time.
    package func beginning(at time: Double) -> NumberAnimation {
        var copy = self
        copy.timing.beginTime = time
        return copy
    }

    /// Whether the animation will give other values after `local`, its
    /// layer's time: it has not ended, and its speed is not 0 (as
    /// `AnimationDescriptor.endTime` says for its descriptor).
    package func runs(after local: Double) -> Bool {
        timing.speed != 0 && timing.endTime(defaultDuration: MediaTimingValues.animationDefaultDuration) > local
    }

    /// Applies `animations` in order at `parentTime` (their layer's local time) to `properties`.
    ///
    /// One call for a layer's list: within this module each animation is
    /// read in place, where a caller elsewhere would copy every element.
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
        let eased = curve.map {
            TimingCurve.value(at: timed.progress, x1: Double($0.x1), y1: Double($0.y1), x2: Double($0.x2), y2: Double($0.y2))
        } ?? timed.progress
        track.apply(progress: eased, iteration: timed.iteration, additive: isAdditive, cumulative: isCumulative,
                    to: &properties)
    }
}
