import Foundation

// Attaching and removing animations. `add(_:forKey:)` stores a copy; a second
// animation under the same key replaces the first, which stops unfinished.
extension CALayer {

    func attach(_ animation: CAAnimation, forKey key: String?) {
        guard !isPresentationCopy else {
            Diagnostics.report("\(diagnosticName): animations cannot be added to a presentation layer; ignored")
            return
        }
        if let problem = AnimationCheck.problem(with: animation, on: self) {
            Diagnostics.report("\(diagnosticName): add(_:forKey: \(key.map { "\"\($0)\"" } ?? "nil")) skipped: \(problem)")
            return
        }
        let copy = animation.copy() as! CAAnimation
        let storedKey: String
        let isKeyed: Bool
        if copy is CATransition {
            storedKey = kCATransition
            isKeyed = true
        } else if let key {
            storedKey = key
            isKeyed = true
        } else {
            storedKey = "_unkeyed.\(LayerID.next().rawValue)"
            isKeyed = false
        }
        let attached = AttachedAnimation(key: storedKey, isKeyed: isKeyed, animation: copy)
        let stack = TransactionStack.current
        stack.currentFrame()
        let replaced = LayerTreeLock.shared.withLock { () -> AttachedAnimation? in
            let index = attachedAnimations.firstIndex { $0.key == storedKey }
            let replaced = index.map { attachedAnimations.remove(at: $0) }
            attachedAnimations.append(attached)
            attached.completions = stack.openCompletionsLocked()
            for completion in attached.completions { completion.enlist() }
            return replaced
        }
        if let replaced { AnimationLifecycle.shared.stopped(replaced, finished: false) }
        stack.layerChanged(self)
    }

    func detachAnimation(forKey key: String) {
        let removed = LayerTreeLock.shared.withLock { () -> AttachedAnimation? in
            guard let index = attachedAnimations.firstIndex(where: { $0.key == key && $0.isKeyed }) else { return nil }
            return attachedAnimations.remove(at: index)
        }
        guard let removed else { return }
        AnimationLifecycle.shared.stopped(removed, finished: false)
        TransactionStack.current.layerChanged(self)
    }

    func detachAllAnimations() {
        let removed = LayerTreeLock.shared.withLock { () -> [AttachedAnimation] in
            defer { attachedAnimations = [] }
            return attachedAnimations
        }
        guard !removed.isEmpty else { return }
        for animation in removed { AnimationLifecycle.shared.stopped(animation, finished: false) }
        TransactionStack.current.layerChanged(self)
    }

    func attachedAnimationKeys() -> [String]? {
        let keys = LayerTreeLock.shared.withLock { attachedAnimations.filter(\.isKeyed).map(\.key) }
        return keys.isEmpty ? nil : keys
    }

    /// The attached copy under `key`: the object delegates receive. Changing it
    /// is undefined on Apple's platforms; here it changes nothing on screen,
    /// because what runs was captured when the animation was added.
    func attachedAnimation(forKey key: String) -> CAAnimation? {
        LayerTreeLock.shared.withLock { attachedAnimations.first { $0.key == key && $0.isKeyed }?.animation }
    }
}
