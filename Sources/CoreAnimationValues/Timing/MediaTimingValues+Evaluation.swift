// MARK: - Evaluating an animation's timeline

extension MediaTimingValues {
    /// Where the object stands at `parentTime`: phase, iteration, direction and
    /// unit progress (before any timing function).
    ///
    /// The rules, with D the simple duration (``simpleDuration(defaultDuration:)``),
    /// L the iteration length (D, or 2D when autoreversing) and A the active
    /// duration (``activeDuration(defaultDuration:)``):
    ///
    /// 1. Elapsed active time `e = (parentTime − beginTime) × |speed|`.
    ///    `e < 0` is before, `0 ≤ e < A` active, `e ≥ A` after: the active window
    ///    is [beginTime, ``endTime(defaultDuration:)``).
    /// 2. The playhead is `e + timeOffset`, wrapped into the active duration when
    ///    A is finite: duration 3 with timeOffset 1 plays 1→3, then loops round
    ///    to play 0→1, and ends at 1. `timeOffset` moves the playhead; it never
    ///    moves the active window.
    /// 3. Iteration `i = ⌊playhead / L⌋`, and `w = playhead − i·L`. Without
    ///    autoreverse the progress is `w / D`; with it, `w < D` plays forward
    ///    (`w / D`) and the rest plays back (`(L − w) / D`, ``TimingState/isReversed``).
    ///    A boundary belongs to the iteration that starts there.
    /// 4. Before: `.backwards`/`.both` hold the state at the first instant, any
    ///    other fill mode contributes nothing. After: `.forwards`/`.both` hold the
    ///    state at the very last instant (the limit from inside, so repeatCount 2.5
    ///    holds progress 0.5, and an autoreverse ending on a backward half holds 0),
    ///    otherwise nothing.
    /// 5. Speed 0: e is 0 at every parent time, so the object is active forever,
    ///    frozen at the playhead `timeOffset`.
    /// 6. Negative speed (pinned reading): the same active window, played from the
    ///    end of the timeline to its start. With a finite A the playhead is
    ///    `A − e + timeOffset` (wrapped), so the fill before shows the timeline's
    ///    end and the fill after its start; a boundary belongs to the iteration
    ///    that ends there. With an infinite A the playhead is `timeOffset − e`,
    ///    and iteration indices count down through negative numbers.
    /// 7. A simple duration of 0 (a layer, `defaultDuration` 0) has no unit
    ///    progress: A is infinite and the progress stays 0.
    ///
    /// - Parameter defaultDuration: the simple duration when `duration` is 0:
    ///   ``animationDefaultDuration`` (0.25 s) for animations, 0 for layers.
    /// - Complexity: O(1).
    package func evaluate(
        parentTime: Double,
        defaultDuration: Double = animationDefaultDuration
    ) -> TimingState {
        let simple = simpleDuration(defaultDuration: defaultDuration)
        let active = activeDuration(defaultDuration: defaultDuration)
        let rate = Double(speed)
        let elapsed = rate == 0 ? 0 : (parentTime - beginTime) * abs(rate)
        guard !elapsed.isNaN else { return .inactive(.before) }

        let timeline = Timeline(
            simple: simple,
            iteration: autoreverses ? 2 * simple : simple,
            active: active,
            offset: timeOffset,
            autoreverses: autoreverses
        )
        let backwards = rate < 0

        if elapsed < 0 {
            guard storedFillMode.fillsBackwards else { return .inactive(.before) }
            return timeline.state(.before, at: timeline.playhead(atElapsed: 0, backwards: backwards))
        }
        if active.isFinite && elapsed >= active {
            guard storedFillMode.fillsForwards else { return .inactive(.after) }
            return timeline.state(.after, at: timeline.lastPlayhead(backwards: backwards))
        }
        return timeline.state(.active, at: timeline.playhead(atElapsed: elapsed, backwards: backwards))
    }
}

/// A position on an object's timeline, and from which side it is reached: at an
/// iteration boundary, `fromBelow` picks the iteration that ends there rather
/// than the one that starts there.
private struct Playhead {
    var position: Double
    var fromBelow: Bool
}

/// The timeline of one object (steps 2 and 3 of `evaluate`), in active local time.
private struct Timeline {
    let simple: Double
    let iteration: Double
    let active: Double
    let offset: Double
    let autoreverses: Bool

    /// The playhead after `elapsed` seconds of active local time, 0 ≤ elapsed < A.
    /// Played forwards a boundary is reached from above (the next iteration has
    /// started); played backwards, from below.
    func playhead(atElapsed elapsed: Double, backwards: Bool) -> Playhead {
        guard backwards else { return wrapped(elapsed + offset, fromBelow: false) }
        if active.isFinite {
            return wrapped(active - elapsed + offset, fromBelow: true)
        }
        return Playhead(position: offset - elapsed, fromBelow: true)
    }

    /// The playhead at the very end of a finite active duration: the limit of
    /// ``playhead(atElapsed:backwards:)`` as elapsed time rises to A.
    func lastPlayhead(backwards: Bool) -> Playhead {
        backwards ? wrapped(offset, fromBelow: false) : wrapped(active + offset, fromBelow: true)
    }

    /// `time` wrapped into the active duration when that is finite:
    /// [0, A) reached from above, or (0, A] reached from below.
    private func wrapped(_ time: Double, fromBelow: Bool) -> Playhead {
        guard active.isFinite, active > 0 else { return Playhead(position: time, fromBelow: fromBelow) }
        var position = time - active * (time / active).rounded(.down)
        if position < 0 || position >= active { position = 0 }  // rounding at the seam
        if fromBelow && position == 0 { position = active }
        return Playhead(position: position, fromBelow: fromBelow)
    }

    /// Iteration, direction and unit progress at `playhead`.
    func state(_ phase: TimingState.Phase, at playhead: Playhead) -> TimingState {
        guard simple > 0, iteration.isFinite, playhead.position.isFinite else {
            // No unit progress: a zero or infinite simple duration, or a
            // playhead at infinity.
            return TimingState(phase: phase, isApplied: true, iteration: 0, isReversed: false, progress: 0)
        }
        let quotient = playhead.position / iteration
        let index = playhead.fromBelow ? quotient.rounded(.up) - 1 : quotient.rounded(.down)
        let within = min(max(playhead.position - index * iteration, 0), iteration)

        let reversed: Bool
        let progress: Double
        if autoreverses {
            reversed = playhead.fromBelow ? within > simple : within >= simple
            progress = reversed ? (iteration - within) / simple : within / simple
        } else {
            reversed = false
            progress = within / simple
        }
        return TimingState(
            phase: phase,
            isApplied: true,
            iteration: Self.clampedIndex(index),
            isReversed: reversed,
            progress: min(max(progress, 0), 1)
        )
    }

    /// `value` as an Int, clamped to Int's range (it is already whole).
    private static func clampedIndex(_ value: Double) -> Int {
        if value >= 9.0e18 { return Int(9.0e18) }
        if value <= -9.0e18 { return Int(-9.0e18) }
        return Int(value)
    }
}
