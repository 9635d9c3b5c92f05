/// The eight `CAMediaTiming` properties of one layer or animation, as a plain value.
///
/// Defaults are Apple's: beginTime 0, duration 0, speed 1, timeOffset 0,
/// repeatCount 0, repeatDuration 0, autoreverses false, fillMode `.removed`.
///
/// Two jobs are done here, both pure:
/// - **Time spaces** (layers): ``localTime(fromParent:)`` and its inverse map a
///   time in the parent's space to this object's local time. ``TimeSpaceChain``
///   composes them along a layer path for `convertTime(_:from:)`/`(_:to:)`.
/// - **Timelines** (animations): ``activeDuration(defaultDuration:)``,
///   ``endTime(defaultDuration:)`` and, in `MediaTimingValues+Evaluation.swift`,
///   ``evaluate(parentTime:defaultDuration:)``.
///
/// The functions never trap and do not report: sanitising a property (a NaN
/// speed, say) is the job of the setter that received it, which reports once,
/// instead of every frame. Usable on any thread; every function is O(1).
@usableFromInline
package struct MediaTimingValues: Sendable, Equatable {
    // The stored order is not the documented one: the two Floats side by
    // side, the fill mode in two bytes (`StoredFillMode`) and the Bool last
    // pack the value into 48 bytes instead of 72 (every running animation
    // is copied into several places).

    /// When the object begins, in its parent's time space. Default 0.
    package var beginTime: Double = 0
    /// The simple duration of one pass, in seconds. Default 0: for an animation
    /// that means ``animationDefaultDuration``; see ``simpleDuration(defaultDuration:)``.
    package var duration: Double = 0
    /// An additional offset in active local time. Default 0.
    package var timeOffset: Double = 0
    /// How long, in active local time, the object repeats for. Default 0 (unused).
    package var repeatDuration: Double = 0
    /// How fast local time runs against parent time. Default 1.
    package var speed: Float = 1
    /// How many times the simple duration (or the forward-and-back pair) plays;
    /// fractions allowed. Default 0, which plays once.
    package var repeatCount: Float = 0
    /// What the object shows outside its active duration. Default `.removed`.
    package var fillMode: CAMediaTimingFillMode {
        get { storedFillMode.mode }
        set { storedFillMode = StoredFillMode(newValue) }
    }
    /// `fillMode` as kept; what frames read (`fillsBackwards`, `fillsForwards`).
    package var storedFillMode = StoredFillMode.removed
    /// Whether each iteration plays forward, then backward. Default false.
    package var autoreverses: Bool = false

    /// Apple's simple duration for an animation whose `duration` is 0: 0.25 s.
    package static let animationDefaultDuration: Double = 0.25

    package init(
        beginTime: Double = 0,
        duration: Double = 0,
        speed: Float = 1,
        timeOffset: Double = 0,
        repeatCount: Float = 0,
        repeatDuration: Double = 0,
        autoreverses: Bool = false,
        fillMode: CAMediaTimingFillMode = .removed
    ) {
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillMode = fillMode
    }
}

// MARK: - Time spaces

extension MediaTimingValues {
    /// Local time for parent time `t`: `(t − beginTime) × speed + timeOffset`
    /// (Apple's rule, from the `CAMediaTiming` header).
    ///
    /// This is the whole conversion for a layer: the repeat and autoreverse stage
    /// of Apple's model is not applied to layer time here.
    package func localTime(fromParent t: Double) -> Double {
        (t - beginTime) * Double(speed) + timeOffset
    }

    /// Parent time for local time `t`, the inverse of ``localTime(fromParent:)``:
    /// `(t − timeOffset) / speed + beginTime`.
    ///
    /// With speed 0 every parent time maps to the same local time, so there is
    /// no inverse; this returns `beginTime` (pinned reading, not Apple's word).
    package func parentTime(fromLocal t: Double) -> Double {
        guard speed != 0 else { return beginTime }
        return (t - timeOffset) / Double(speed) + beginTime
    }
}

// MARK: - Durations

extension MediaTimingValues {
    /// The simple duration used for timing: `duration` when it is positive,
    /// otherwise `defaultDuration` (``animationDefaultDuration`` for animations,
    /// 0 for layers). A negative or NaN `duration` counts as 0.
    package func simpleDuration(defaultDuration: Double = animationDefaultDuration) -> Double {
        if duration > 0 { return duration }
        return defaultDuration > 0 ? defaultDuration : 0
    }

    /// The length of one iteration: the simple duration, doubled when autoreversing.
    package func iterationDuration(defaultDuration: Double = animationDefaultDuration) -> Double {
        let simple = simpleDuration(defaultDuration: defaultDuration)
        return autoreverses ? 2 * simple : simple
    }

    /// Whether `repeatCount` or `repeatDuration` asks to repeat forever:
    /// `.infinity` (Apple's `HUGE_VALF`) or `greatestFiniteMagnitude` in either.
    package var repeatsForever: Bool {
        repeatCount >= .greatestFiniteMagnitude || repeatDuration >= .greatestFiniteMagnitude
    }

    /// How long the object is active, in its own active local time (before
    /// `speed` scales it into parent time). May be `.infinity`.
    ///
    /// - The iteration count is `repeatCount` (fractions allowed); 0 or less plays
    ///   one iteration.
    /// - `repeatDuration` > 0 is the active duration directly.
    /// - Both set (Apple: undefined): the shorter wins, as SMIL's
    ///   `min(repeatCount × duration, repeatDur)`. Pinned reading.
    /// - Forever (see ``repeatsForever``) or a simple duration of 0 (a layer's
    ///   unbounded timeline): `.infinity`.
    package func activeDuration(defaultDuration: Double = animationDefaultDuration) -> Double {
        let iteration = iterationDuration(defaultDuration: defaultDuration)
        guard iteration > 0 else { return .infinity }

        let byCount: Double?
        if repeatCount >= .greatestFiniteMagnitude {
            byCount = .infinity
        } else if repeatCount > 0 {
            byCount = Double(repeatCount) * iteration
        } else {
            byCount = nil
        }
        let byDuration: Double?
        if repeatDuration >= .greatestFiniteMagnitude {
            byDuration = .infinity
        } else if repeatDuration > 0 {
            byDuration = repeatDuration
        } else {
            byDuration = nil
        }

        switch (byCount, byDuration) {
        case let (count?, duration?): return min(count, duration)
        case let (count?, nil): return count
        case let (nil, duration?): return duration
        case (nil, nil): return iteration
        }
    }

    /// The parent time at which the active duration ends:
    /// `beginTime + activeDuration / |speed|`. `.infinity` when the object
    /// repeats forever or its speed is 0 (a frozen object never ends).
    /// A negative speed plays the same window backwards, so it ends at the
    /// same time as the positive speed would.
    package func endTime(defaultDuration: Double = animationDefaultDuration) -> Double {
        guard speed != 0 else { return .infinity }
        return beginTime + activeDuration(defaultDuration: defaultDuration) / Double(abs(speed))
    }
}
