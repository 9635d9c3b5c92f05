import Foundation

// presentation(): the model tree with running animations applied at one
// instant of the media clock, built from the root so that a presentation
// layer's superlayer and sublayers are presentation layers too.
extension CALayer {
    func makePresentation<T>() -> T? {
        guard LayerTreeLock.shared.withLock({ hasBeenCommitted }) else { return nil }
        var copies: [ObjectIdentifier: CALayer] = [:]
        let root = rootLayer()
        _ = root.presentationCopy(parentTime: CACurrentMediaTime(), into: &copies)
        return copies[ObjectIdentifier(self)] as? T
    }

    /// Copies this layer and its subtree (sublayers and mask) with animations
    /// applied at `parentTime`. - Complexity: O(layers × animations).
    private func presentationCopy(parentTime: CFTimeInterval, into copies: inout [ObjectIdentifier: CALayer]) -> CALayer {
        let copy = type(of: self).init(presentationCopyOf: self)
        let (local, animations, children, mask, extras) = LayerTreeLock.shared.withLock {
            (state.timing.localTime(fromParent: parentTime),
             attachedAnimations.filter(\.isBeginResolved).map(\.descriptor),
             sublayerList, maskLayer, extraValues)
        }
        if !animations.isEmpty {
            var animated = AnimatedState(
                properties: copy.state, custom: extras.mapValues { AnimatableValue(modelValue: $0) })
            for animation in animations {
                animation.apply(at: local, to: &animated)
            }
            copy.state = animated.properties
            for (key, value) in animated.custom where value != AnimatableValue(modelValue: extras[key]) {
                copy.extraValues[key] = value.anyValue
            }
        }
        copies[ObjectIdentifier(self)] = copy
        for child in children {
            let childCopy = child.presentationCopy(parentTime: local, into: &copies)
            childCopy.parent = copy
            copy.sublayerList.append(childCopy)
        }
        if let mask {
            let maskCopy = mask.presentationCopy(parentTime: local, into: &copies)
            maskCopy.maskHost = copy
            copy.maskLayer = maskCopy
        }
        return copy
    }
}

extension CALayer {
    /// The on-screen value of `key` on this layer alone, or nil before the first
    /// commit. - Complexity: O(depth + this layer's animations), unlike
    /// `presentation()`, which copies the whole tree.
    func presentationValue(forKey key: String) -> Any? {
        let (committed, animations, properties, extras) = LayerTreeLock.shared.withLock {
            (hasBeenCommitted, attachedAnimations.filter(\.isBeginResolved).map(\.descriptor), state, extraValues)
        }
        guard committed else { return nil }
        let keyPath = KeyPathParts(key)
        let model = value(forKey: key)
        guard !animations.isEmpty else { return model }
        let local = localTime(fromAbsolute: CACurrentMediaTime())
        var animated = AnimatedState(properties: properties, custom: extras.mapValues { AnimatableValue(modelValue: $0) })
        for animation in animations {
            animation.apply(at: local, to: &animated)
        }
        guard let value = animated.value(at: keyPath)?.anyValue else { return model }
        if model is Float, let number = ValueConversion.float(value) { return number }
        return value
    }
}
