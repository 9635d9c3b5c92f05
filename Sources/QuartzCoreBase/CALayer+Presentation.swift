import Foundation

// presentation(): the model with running animations applied at one instant
// of the media clock; a presentation layer's sublayers and superlayer are
// presentation layers too.
extension CALayer {
    /// The presentation copy of this layer's subtree at the current media time.
    /// Its geometry links up through detached copies of the ancestors (held
    /// by the copy, values only), so conversions and hit tests see the same
    /// parent transforms as the model; `superlayer` of a presentation layer
    /// is the presentation of the model's superlayer.
    func makePresentation<T>() -> T? {
        guard LayerTreeLock.shared.withLock({ isCommitted }) else { return nil }
        let now = CACurrentMediaTime()
        let ancestors = LayerTreeLock.shared.withLock { () -> [CALayer] in
            var chain: [CALayer] = []
            var node = parent
            while let layer = node {
                chain.append(layer)
                node = layer.parent
            }
            return chain
        }
        // Parent time of this layer: absolute time through the ancestors, root first.
        var parentTime = now
        var detachedParent: CALayer?
        for ancestor in ancestors.reversed() {
            let copy = CALayer.presentationCopy(of: ancestor)
            parentTime = ancestor.applyAnimations(to: copy, parentTime: parentTime)
            copy.parent = detachedParent
            copy.presentationAnchor = detachedParent
            detachedParent = copy
        }
        let copy = presentationCopy(parentTime: parentTime)
        copy.parent = detachedParent
        copy.presentationAnchor = detachedParent
        return copy as? T
    }

    /// Applies this layer's running animations at `parentTime` to `copy`;
    /// returns the layer's local time (its sublayers' parent time).
    private func applyAnimations(to copy: CALayer, parentTime: CFTimeInterval) -> CFTimeInterval {
        let (local, animations, extras) = LayerTreeLock.shared.withLock { () -> (Double, CommittedAnimations, [String: Any]) in
            // On screen is what the last commit carried, not changes still in a transaction.
            if let committed = committedState { copy.state = committed }
            return (copy.state.timing.localTime(fromParent: parentTime),
                    resolvedAnimationsLocked(), extraValues)
        }
        guard !animations.isEmpty else { return local }
        var animated = AnimatedState(
            properties: copy.state, custom: extras.mapValues { AnimatableValue(modelValue: $0) })
        animations.apply(at: local, to: &animated)
        copy.state = animated.properties
        for (key, value) in animated.custom where value != AnimatableValue(modelValue: extras[key]) {
            copy.extraValues[key] = value.anyValue(like: extras[key])
        }
        return local
    }

    /// Copies this layer and its subtree (sublayers and mask) with animations
    /// applied at `parentTime`. - Complexity: O(layers × animations).
    private func presentationCopy(parentTime: CFTimeInterval) -> CALayer {
        let copy = CALayer.presentationCopy(of: self)
        let local = applyAnimations(to: copy, parentTime: parentTime)
        let (children, mask) = LayerTreeLock.shared.withLock { (sublayerList, maskLayer) }
        for child in children {
            let childCopy = child.presentationCopy(parentTime: local)
            childCopy.parent = copy
            copy.sublayerList.append(childCopy)
        }
        if let mask {
            let maskCopy = mask.presentationCopy(parentTime: local)
            maskCopy.maskHost = copy
            copy.maskLayer = maskCopy
        }
        return copy
    }
}

extension CALayer {
    /// The on-screen value of `key` (a key or a key path such as
    /// `transform.scale`) on this layer alone, or nil before the first
    /// commit. - Complexity: O(depth + this layer's animations), unlike
    /// `presentation()`, which copies the whole tree.
    package func presentationValue(forKey key: String) -> Any? {
        let (committed, animations, extras) = LayerTreeLock.shared.withLock {
            (committedState, resolvedAnimationsLocked(), extraValues)
        }
        guard let committed else { return nil }
        let keyPath = KeyPathParts(key)
        let model = key.contains(".") ? value(forKeyPath: key) : value(forKey: key)
        let shown = AnimatedState(properties: committed).value(at: keyPath)?.anyValue ?? model
        guard !animations.isEmpty else { return retyped(shown, like: model) }
        let local = localTime(fromAbsolute: CACurrentMediaTime())
        var animated = AnimatedState(properties: committed, custom: extras.mapValues { AnimatableValue(modelValue: $0) })
        animations.apply(at: local, to: &animated)
        return retyped(animated.value(at: keyPath)?.anyValue ?? shown, like: model)
    }

    /// `value` in the Swift type `model` has (the engine hands numbers back as `CGFloat`).
    private func retyped(_ value: Any?, like model: Any?) -> Any? {
        if model is Float, let number = ValueConversion.float(value) { return number }
        if model is Double, let number = ValueConversion.double(value) { return number }
        return value
    }
}
