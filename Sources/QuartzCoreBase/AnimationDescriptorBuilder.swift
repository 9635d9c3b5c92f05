import Foundation

/// Turns a `CAAnimation` into the `AnimationDescriptor` the engine runs.
///
/// Values are converted to the kind of the property they animate (read from
/// the layer when the animation is added); a value that does not fit makes
/// the animation unusable, reported with a diagnostic naming the key path and
/// the value. Called on the thread adding the animation.
package enum AnimationDescriptorBuilder {
    /// The descriptor for `animation` on `layer`, or nil (after a diagnostic) when it cannot run.
    package static func make(_ animation: CAAnimation, for layer: CALayer, report: (String) -> Void) -> AnimationDescriptor? {
        let curve = animation.timingFunction?.curve
        let content: AnimationDescriptor.Content
        switch animation {
        case let group as CAAnimationGroup:
            // A child with no duration of its own takes the group's (listing 8.10
            // of document 000 relies on it: its children set no duration).
            let groupDuration = group.duration > 0 ? group.duration : MediaTimingValues.animationDefaultDuration
            let children = (group.animations ?? []).compactMap { child -> AnimationDescriptor? in
                guard var descriptor = make(child, for: layer, report: report) else { return nil }
                if descriptor.timing.duration == 0 { descriptor.timing.duration = groupDuration }
                return descriptor
            }
            content = .group(children)
        case let transition as CATransition:
            if !CATransitionType.drawnTypes.contains(transition.type.rawValue) {
                report("the transition type \"\(transition.type.rawValue)\" is not one that is drawn; it runs as fade")
            }
            var progress = (start: Double(transition.startProgress), end: Double(transition.endProgress))
            if !progress.start.isFinite || !progress.end.isFinite {
                report("startProgress \(progress.start) and endProgress \(progress.end) must be finite; the transition runs from 0 to 1")
                progress = (0, 1)
            }
            content = .transition(TransitionInfo(
                type: transition.type, subtype: transition.subtype,
                startProgress: progress.start, endProgress: progress.end))
        case let property as CAPropertyAnimation:
            guard let track = propertyTrack(property, for: layer, report: report) else { return nil }
            content = .property(track)
        default:
            report("\(type(of: animation)) is not an animation kind the engine runs")
            return nil
        }
        return AnimationDescriptor(
            timing: animation.timing, curve: curve, content: content,
            isRemovedOnCompletion: animation.isRemovedOnCompletion)
    }

    private static func propertyTrack(_ animation: CAPropertyAnimation, for layer: CALayer,
                                      report: (String) -> Void) -> PropertyTrack? {
        guard let keyPath = animation.keyPath else {
            report("the animation has no keyPath")
            return nil
        }
        // The kind comes from the stored property where there is one: a nil
        // value there (no colours, no background colour) still has its kind.
        let resolved = ResolvedKeyPath(KeyPathParts(keyPath))
        let modelValue = LayerTreeLock.shared.withLock { resolved.value(in: layer.state) }
            ?? AnimatableValue(modelValue: layer.value(forKeyPath: keyPath))
        func template(for sample: Any?) -> AnimatableValue {
            guard animation.valueFunction != nil else { return modelValue }
            return sample is [Any] ? .numbers([]) : .number(0)
        }
        func convert(_ value: Any?, _ role: String) -> AnimatableValue?? {
            guard let value = ValueConversion.flattened(value) else { return .some(nil) }
            if value is NSNull {
                // NSNull is an explicit "no value": transparent for colours, none for paths and contents.
                return .some(AnimatableValue.converting(nil, like: template(for: nil)))
            }
            guard let converted = AnimatableValue.converting(value, like: template(for: value)) else {
                report("\(role) \(value) of type \(type(of: value)) cannot animate \"\(keyPath)\", which holds \(template(for: value).kindName)")
                return nil
            }
            if let problem = converted.nonFiniteProblem {
                report("\(role) \(value) cannot animate \"\(keyPath)\": \(problem)")
                return nil
            }
            return .some(converted)
        }
        let source: PropertyTrack.Source
        switch animation {
        case let keyframes as CAKeyframeAnimation:
            guard let track = keyframeTrack(keyframes, modelValue: modelValue, template: template, report: report)
            else { return nil }
            source = .keyframes(track)
        case let basic as CABasicAnimation:
            guard var from = convert(basic.fromValue, "fromValue"), let to = convert(basic.toValue, "toValue"),
                  let by = convert(basic.byValue, "byValue")
            else { return nil }
            if from == nil, to == nil, by == nil, !animation.isAdditive, animation.valueFunction == nil {
                // Apple's "all nil" row: from the value on screen now (before
                // this transaction's change is shown) to the model value, the
                // way an implicit animation runs. Nothing on screen yet (never
                // committed): the model value throughout.
                from = layer.presentationValue(forKey: keyPath).flatMap { shown in
                    ValueConversion.flattened(shown).flatMap { AnimatableValue.converting($0, like: modelValue) }
                }
            }
            if animation.isCumulative, let by, let problem = cumulativeOverflow(of: by, repeating: animation) {
                report("byValue \(basic.byValue.map { "\($0)" } ?? "") cannot accumulate over the repeats: \(problem)")
                return nil
            }
            if let spring = basic as? CASpringAnimation {
                source = .spring(spring.springSolution, from: from, to: to, by: by)
            } else {
                source = .basic(from: from, to: to, by: by)
            }
        default:
            report("a bare CAPropertyAnimation has no values; use CABasicAnimation or CAKeyframeAnimation")
            return nil
        }
        // A number track equal to a recent one is that one (`RecentNumberTracks`).
        return RecentNumberTracks.shared.sharing(PropertyTrack(
            keyPath: KeyPathParts(keyPath), isAdditive: animation.isAdditive, isCumulative: animation.isCumulative,
            valueFunction: animation.valueFunction,
            rotationMode: (animation as? CAKeyframeAnimation)?.rotationMode, source: source))
    }

    private static func keyframeTrack(_ animation: CAKeyframeAnimation, modelValue: AnimatableValue,
                                      template: (Any?) -> AnimatableValue,
                                      report: (String) -> Void) -> KeyframeTrack? {
        let keyTimes = animation.keyTimes?.map(\.doubleValue)
        let curves = animation.timingFunctions?.map(\.curve)
        if let path = animation.path {
            guard case .point = modelValue else {
                report("a keyframe path can only animate a point property, and \"\(animation.keyPath ?? "")\" holds \(modelValue.kindName)")
                return nil
            }
            if let problem = AnimatableValue.path(path).nonFiniteProblem {
                report("the keyframe path cannot animate \"\(animation.keyPath ?? "")\": \(problem)")
                return nil
            }
            return KeyframeTrack(path: path, keyTimes: keyTimes, timingCurves: curves,
                                 mode: animation.calculationMode, report: report)
        }
        var values: [AnimatableValue] = []
        for (index, value) in (animation.values ?? []).enumerated() {
            guard let converted = AnimatableValue.converting(value, like: template(value)) else {
                report("values[\(index)] \(value) of type \(type(of: value)) cannot animate \"\(animation.keyPath ?? "")\", which holds \(template(value).kindName)")
                return nil
            }
            if let problem = converted.nonFiniteProblem {
                report("values[\(index)] \(value) cannot animate \"\(animation.keyPath ?? "")\": \(problem)")
                return nil
            }
            values.append(converted)
        }
        return KeyframeTrack(
            values: values, keyTimes: keyTimes, timingCurves: curves, mode: animation.calculationMode,
            tension: animation.tensionValues?.map(\.doubleValue),
            continuity: animation.continuityValues?.map(\.doubleValue),
            bias: animation.biasValues?.map(\.doubleValue), report: report)
    }

    /// Why a cumulative animation's `by` cannot be added up over its repeats
    /// (the last repeat's offset is not finite), or nil.
    private static func cumulativeOverflow(of by: AnimatableValue, repeating animation: CAAnimation) -> String? {
        let repeats = Double(animation.repeatCount)
        guard repeats.isFinite, repeats > 1 else { return nil }
        guard let last = AnimatableValue.scaled(by, by: repeats.rounded(.up)) else { return nil }
        return last.nonFiniteProblem
    }
}
