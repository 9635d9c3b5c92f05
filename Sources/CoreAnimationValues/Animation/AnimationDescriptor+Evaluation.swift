import Foundation

// Evaluating an animation at a time: timing → eased progress → value, then
// additive and cumulative rules, written into an `AnimatedState`. The same
// code serves presentation() on the main thread and frames on the render thread.
extension AnimationDescriptor {
    /// Applies this animation at `parentTime` (its layer's local time) to `state`.
    ///
    /// - Complexity: O(1) for basic and spring animations, O(log k) for k
    ///   keyframes, and the sum of the children for groups.
    package func apply(at parentTime: Double, to state: inout AnimatedState) {
        apply(at: parentTime, to: &state, forcingFill: false)
    }

    private func apply(at parentTime: Double, to state: inout AnimatedState, forcingFill: Bool) {
        var timing = self.timing
        if forcingFill, timing.fillMode == .removed || timing.fillMode == .backwards {
            timing.fillMode = timing.fillMode == .backwards ? .both : .forwards
        }
        let timed = timing.evaluate(parentTime: parentTime, defaultDuration: MediaTimingValues.animationDefaultDuration)
        guard timed.isApplied else { return }
        let eased = curve.map { $0.value(at: timed.progress) } ?? timed.progress
        switch content {
        case .property(let track):
            track.apply(progress: eased, unitProgress: timed.progress, iteration: timed.iteration,
                        simpleDuration: timing.simpleDuration(defaultDuration: MediaTimingValues.animationDefaultDuration),
                        to: &state)
        case .group(let children):
            // Children run in the group's local time; a group holding its end
            // (fill) holds the children that reach its end too.
            let duration = timing.simpleDuration(defaultDuration: MediaTimingValues.animationDefaultDuration)
            let local = eased * duration
            let holding = timed.phase == .after
            for child in children {
                let reachesEnd = child.endTime >= duration
                child.apply(at: local, to: &state, forcingFill: holding && reachesEnd)
            }
        case .transition:
            break
        }
    }

    /// The progress of a transition at `parentTime` (startProgress…endProgress,
    /// after the timing curve), or nil when it is not running or not a transition.
    package func transitionProgress(at parentTime: Double) -> Double? {
        guard case .transition(let info) = content else { return nil }
        let timed = timing.evaluate(parentTime: parentTime, defaultDuration: MediaTimingValues.animationDefaultDuration)
        guard timed.isApplied else { return nil }
        let eased = curve.map { $0.value(at: timed.progress) } ?? timed.progress
        return info.startProgress + (info.endProgress - info.startProgress) * eased
    }
}

extension PropertyTrack {
    /// Writes this track's value at eased `progress` into `state`.
    func apply(progress: Double, unitProgress: Double, iteration: Int, simpleDuration: Double,
               to state: inout AnimatedState) {
        if let numberTrack {
            numberTrack.apply(progress: progress, iteration: iteration, additive: isAdditive, cumulative: isCumulative,
                              to: &state.properties)
            return
        }
        applyValues(progress: progress, unitProgress: unitProgress, iteration: iteration,
                    simpleDuration: simpleDuration, to: &state)
    }

    /// The general path: any value kind, value functions, rotation modes.
    func applyValues(progress: Double, unitProgress: Double, iteration: Int, simpleDuration: Double,
                     to state: inout AnimatedState) {
        guard let underlying = state.value(at: keyPath) else { return }
        // Read once: each read of the boxed form copies it out.
        let general = self.general
        let (valueFunction, source) = (general.valueFunction, general.source)
        let base: AnimatableValue
        if valueFunction != nil {
            base = .number(0)
        } else {
            base = underlying
        }
        // Additive animations animate an offset from zero; others from the underlying value.
        let missing = isAdditive ? (AnimatableValue.scaled(base, by: 0) ?? base) : base
        guard var value = Self.value(of: source, at: progress, unitProgress: unitProgress, simpleDuration: simpleDuration,
                                     missing: missing)
        else { return }
        if isCumulative, iteration > 0, let step = Self.cumulativeStep(of: source, missing: missing),
           let offset = AnimatableValue.scaled(step, by: Double(iteration)),
           let sum = AnimatableValue.add(value, offset) {
            value = sum
        }
        if let valueFunction {
            let numbers: [Double]
            switch value {
            case .number(let n): numbers = [n]
            case .numbers(let list): numbers = list
            default: return
            }
            value = .transform(valueFunction.transform(for: numbers))
            if isAdditive, let sum = AnimatableValue.add(underlying, value) { value = sum }
        } else if isAdditive, let sum = AnimatableValue.add(underlying, value) {
            // A kind that cannot be added (a path, a colour space mismatch) is
            // animated as if the animation were not additive, as Apple does.
            value = sum
        }
        state.set(value, at: keyPath)
        if let rotationMode = general.rotationMode, case .keyframes(let track) = source,
           keyPath.slot == .position, keyPath.component == .whole,
           var angle = track.tangentAngle(at: progress) {
            if rotationMode == .rotateAutoReverse { angle += .pi }
            let turns = Self.transformKeyPath
            if case .transform(let t)? = state.value(at: turns) {
                state.set(.transform(CATransform3DConcat(CATransform3DMakeRotation(CGFloat(angle), 0, 0, 1), t)), at: turns)
            }
        }
    }

    /// `transform`, which a rotation mode turns.
    private static let transformKeyPath = ResolvedKeyPath(KeyPathParts("transform"))

    /// The start and end of one iteration, following Apple's from/to/by table.
    private static func ends(of source: Source, missing: AnimatableValue) -> (AnimatableValue, AnimatableValue)? {
        let from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?
        switch source {
        case .basic(let f, let t, let b), .spring(_, let f, let t, let b):
            (from, to, by) = (f, t, b)
        case .keyframes:
            return nil
        }
        switch (from, to, by) {
        case (let f?, let t?, _): return (f, t)
        case (let f?, nil, let b?): return AnimatableValue.add(f, b).map { (f, $0) }
        case (nil, let t?, let b?): return AnimatableValue.subtract(t, b).map { ($0, t) }
        case (let f?, nil, nil): return (f, missing)
        case (nil, let t?, nil): return (missing, t)
        case (nil, nil, let b?): return AnimatableValue.add(missing, b).map { (missing, $0) }
        case (nil, nil, nil): return (missing, missing)
        }
    }

    private static func value(of source: Source, at progress: Double, unitProgress: Double, simpleDuration: Double,
                              missing: AnimatableValue) -> AnimatableValue? {
        switch source {
        case .basic:
            guard let (a, b) = ends(of: source, missing: missing) else { return nil }
            return AnimatableValue.interpolate(a, b, progress)
        case .spring(let spring, _, _, _):
            guard let (a, b) = ends(of: source, missing: missing) else { return nil }
            return AnimatableValue.interpolate(a, b, spring.value(at: unitProgress * simpleDuration))
        case .keyframes(let track):
            return track.value(at: progress)
        }
    }

    /// What one iteration adds when the animation is cumulative: end − start.
    private static func cumulativeStep(of source: Source, missing: AnimatableValue) -> AnimatableValue? {
        switch source {
        case .keyframes(let track):
            guard let first = track.value(at: 0), let last = track.value(at: 1) else { return nil }
            return AnimatableValue.subtract(last, first)
        default:
            guard let (a, b) = ends(of: source, missing: missing) else { return nil }
            return AnimatableValue.subtract(b, a)
        }
    }
}
