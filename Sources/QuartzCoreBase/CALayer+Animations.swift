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
        CATransaction.applyDefaults(to: copy)
        var problems: [String] = []
        guard var descriptor = AnimationDescriptorBuilder.make(copy, for: self, report: { problems.append($0) }) else {
            Diagnostics.report("\(diagnosticName): add(_:forKey: \(key.map { "\"\($0)\"" } ?? "nil")) skipped: \(problems.joined(separator: "; "))")
            return
        }
        for problem in problems {
            Diagnostics.report("\(diagnosticName): add(_:forKey: \(key.map { "\"\($0)\"" } ?? "nil")): \(problem)")
        }
        // Removed when its active duration ends, it never shows a forward
        // fill, whenever the main thread gets round to removing it.
        if descriptor.isRemovedOnCompletion { descriptor.timing.fillMode = descriptor.timing.fillMode.withoutForwardFill }
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
        let attached = AttachedAnimation(
            key: storedKey, isKeyed: isKeyed, animation: copy, descriptor: descriptor, layer: self)
        // Made into what runs now, so that the descriptor and its track are freed at once.
        let element = CommittedAnimation(key: storedKey, descriptor: descriptor)
        let stack = TransactionStack.current
        stack.currentFrame()
        let replaced = LayerTreeLock.shared.withLock { () -> AttachedAnimation? in
            let index = attachedIndex(forNewKey: storedKey)
            // A replaced animation's element stays in the list until the next commit compacts it.
            let replaced = index.map { attachedAnimations.remove(at: $0) }
            attached.listIndex = animationList.count
            // Grown one at a time, as the list (a third would otherwise make room for a fourth).
            CommittedAnimations.makeRoomForOne(in: &attachedAnimations)
            attachedAnimations.append(attached)
            animationList.append(element)
            animationsChanged = true
            attached.completions = stack.openCompletionsLocked()
            for completion in attached.completions { completion.enlist() }
            return replaced
        }
        if let replaced { AnimationLifecycle.shared.stopped(replaced, finished: false) }
        stack.layerChanged(self)
        AnimatedDisplay.shared.watch(self, for: copy)
    }

    /// The index of the attached animation under `key`, which is about to
    /// be attached (nil when none is), with `key` then counted in
    /// `attachedKeys`. Caller holds `LayerTreeLock`. - Complexity: O(1)
    /// with the key set; without it (a few animations) a search of them.
    private func attachedIndex(forNewKey key: String) -> Int? {
        if attachedKeys != nil {
            return attachedKeys!.insert(key).inserted ? nil : attachedAnimations.firstIndex { $0.key == key }
        }
        let index = attachedAnimations.firstIndex { $0.key == key }
        if attachedAnimations.count >= CALayer.attachedKeySetThreshold {
            attachedKeys = Set(attachedAnimations.map(\.key))
            attachedKeys!.insert(key)
        }
        return index
    }

    func detachAnimation(forKey key: String) {
        let removed = LayerTreeLock.shared.withLock { () -> AttachedAnimation? in
            guard attachedKeys?.contains(key) ?? true,
                  let index = attachedAnimations.firstIndex(where: { $0.key == key && $0.isKeyed }) else { return nil }
            animationsChanged = true
            attachedKeys?.remove(key)
            return attachedAnimations.remove(at: index)
        }
        guard let removed else { return }
        AnimationLifecycle.shared.stopped(removed, finished: false)
        TransactionStack.current.layerChanged(self)
    }

    func detachAllAnimations() {
        let removed = LayerTreeLock.shared.withLock { () -> [AttachedAnimation] in
            defer {
                attachedAnimations = []
                animationList = .none
                attachedKeys = nil
            }
            animationsChanged = animationsChanged || !attachedAnimations.isEmpty
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

extension CALayer {
    /// Removes an animation that finished with `isRemovedOnCompletion` (no
    /// further delegate call: its did-stop has been delivered).
    func removeFinished(_ attached: AttachedAnimation) {
        let removed = LayerTreeLock.shared.withLock { () -> Bool in
            guard let index = attachedAnimations.firstIndex(where: { $0 === attached }) else { return false }
            attachedAnimations.remove(at: index)
            attachedKeys?.remove(attached.key)
            animationsChanged = true
            return true
        }
        if removed { TransactionStack.current.layerChanged(self) }
    }

    /// Before a commit snapshots the layer: resolves the begin times of newly
    /// added animations to the layer's time now and hands them to the
    /// lifecycle. Returns the animation list when it changed (the layer's own).
    func prepareForCommit(at time: CFTimeInterval) -> CommittedAnimations? {
        let local = localTime(fromAbsolute: time)
        let (list, fresh) = LayerTreeLock.shared.withLock { () -> (CommittedAnimations?, [AttachedAnimation]) in
            var fresh: [AttachedAnimation] = []
            for attached in attachedAnimations where !attached.isTracked {
                if attached.resolveBeginTime(local) { animationList.setBeginTime(local, at: attached.listIndex) }
                attached.isTracked = true
                fresh.append(attached)
            }
            guard animationsChanged else { return (nil, fresh) }
            animationsChanged = false
            compactAnimationListLocked()
            return (animationList, fresh)
        }
        if !fresh.isEmpty { AnimationLifecycle.shared.track(fresh) }
        return list
    }

    /// Drops the elements of animations no longer attached from
    /// `animationList` (removed or replaced since the last commit: removing
    /// each at once would move the elements after it, a hundred bytes each,
    /// every time), and renumbers the others. Caller holds `LayerTreeLock`.
    /// - Complexity: O(animations), nothing when none was removed.
    private func compactAnimationListLocked() {
        guard animationList.count != attachedAnimations.count else { return }
        let old = animationList
        animationList = CommittedAnimations(attachedAnimations.enumerated().map { index, attached in
            defer { attached.listIndex = index }
            return old[attached.listIndex]
        })
    }

    /// The animations whose begin times are resolved, in order, as they run:
    /// the list itself when that is all of them and nothing was removed since
    /// the last commit (its storage shared). Caller holds `LayerTreeLock`.
    func resolvedAnimationsLocked() -> CommittedAnimations {
        let list = animationList
        if list.count == attachedAnimations.count, attachedAnimations.allSatisfy(\.isBeginResolved) { return list }
        return CommittedAnimations(attachedAnimations.filter(\.isBeginResolved).map { list[$0.listIndex] })
    }

    /// What runs of the animation attached at `index` (tests read it). Takes `LayerTreeLock`.
    package func runningAnimation(at index: Int) -> CommittedAnimation {
        LayerTreeLock.shared.withLock { animationList[attachedAnimations[index].listIndex] }
    }
}
