import Foundation

// The layer tree: inserting, replacing and removing sublayers and the mask.
// Every change is refused with a diagnostic when it would make a cycle.
extension CALayer {
    /// Whether `self` is `layer` or one of its ancestors (through superlayers and mask hosts).
    func isSelfOrAncestor(of layer: CALayer) -> Bool {
        var node: CALayer? = layer
        while let current = node {
            if current === self { return true }
            node = current.parent ?? current.maskHost
        }
        return false
    }

    /// Refuses `layer` as a sublayer or mask of `self` when that would make a cycle.
    private func refusesChild(_ layer: CALayer, as role: String) -> Bool {
        if layer.isPresentationCopy || isPresentationCopy {
            Diagnostics.report("\(diagnosticName): presentation layers cannot be added to or changed in a layer tree; \(role) ignored")
            return true
        }
        if LayerTreeLock.shared.withLock({ layer.isSelfOrAncestor(of: self) }) {
            let what = layer === self ? "itself" : "its ancestor \(layer.diagnosticName)"
            Diagnostics.report("\(diagnosticName): cannot add \(what) as \(role): that would make a cycle; the tree is unchanged")
            return true
        }
        return false
    }

    /// Inserts `layer` at `index` (nil: on top), detaching it from where it was.
    func insert(_ layer: CALayer, at index: Int?) {
        guard !refusesChild(layer, as: "a sublayer") else { return }
        let wasInTree = layer.superlayer != nil || layer.maskHost != nil
        let orderOut = wasInTree ? layer.beginChange(forKey: kCAOnOrderOut) : nil
        let sublayersAction = beginChange(forKey: "sublayers")
        let orderIn = layer.beginChange(forKey: kCAOnOrderIn)
        let previous = LayerTreeLock.shared.withLock { () -> CALayer? in
            let previous = layer.unlinkLocked()
            let position = min(max(index ?? sublayerList.count, 0), sublayerList.count)
            sublayerList.insert(layer, at: position)
            layer.parent = self
            needsLayoutFlag = true
            return previous
        }
        if let previous, previous !== self { TransactionStack.current.layerChanged(previous) }
        orderOut?.run(forKey: kCAOnOrderOut, object: layer, arguments: nil)
        TransactionStack.current.layerChanged(layer)
        endChange(forKey: "sublayers", action: sublayersAction)
        orderIn?.run(forKey: kCAOnOrderIn, object: layer, arguments: nil)
    }

    /// Inserts `layer` above or below `sibling`; at the top or bottom when `sibling` is not a sublayer.
    func insert(_ layer: CALayer, relativeTo sibling: CALayer?, above: Bool) {
        let index = LayerTreeLock.shared.withLock { () -> Int in
            guard let sibling, let i = sublayerList.firstIndex(where: { $0 === sibling }) else {
                return above ? sublayerList.count : 0
            }
            return above ? i + 1 : i
        }
        if layer === sibling { return }
        insert(layer, at: adjustedIndex(index, moving: layer))
    }

    /// `index` corrected for `layer` leaving its current slot among our sublayers first.
    private func adjustedIndex(_ index: Int, moving layer: CALayer) -> Int {
        LayerTreeLock.shared.withLock {
            guard layer.parent === self, let current = sublayerList.firstIndex(where: { $0 === layer }),
                  current < index
            else { return index }
            return index - 1
        }
    }

    func replace(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer else { return }
        let index = LayerTreeLock.shared.withLock { sublayerList.firstIndex(where: { $0 === oldLayer }) }
        guard let index else {
            Diagnostics.report("\(diagnosticName): replaceSublayer: \(oldLayer.diagnosticName) is not a sublayer; nothing replaced")
            return
        }
        guard !refusesChild(newLayer, as: "a sublayer") else { return }
        oldLayer.detachFromParent()
        insert(newLayer, at: adjustedIndex(index, moving: newLayer))
    }

    func replaceAllSublayers(with layers: [CALayer]) {
        var seen = Set<ObjectIdentifier>()
        for layer in layers where !seen.insert(ObjectIdentifier(layer)).inserted {
            Diagnostics.report("\(diagnosticName): sublayers lists \(layer.diagnosticName) twice; the later entry wins")
        }
        for old in LayerTreeLock.shared.withLock({ sublayerList }) where !layers.contains(where: { $0 === old }) {
            old.detachFromParent()
        }
        for layer in layers {
            insert(layer, at: nil)
        }
    }

    func detachFromParent() {
        guard !isPresentationCopy else { return }
        let (host, isMask) = LayerTreeLock.shared.withLock { (parent ?? maskHost, maskHost != nil) }
        guard let host else { return }
        let orderOut = beginChange(forKey: kCAOnOrderOut)
        let sublayersAction = isMask ? nil : host.beginChange(forKey: "sublayers")
        _ = LayerTreeLock.shared.withLock { unlinkLocked() }
        TransactionStack.current.layerChanged(self)
        if isMask {
            TransactionStack.current.layerChanged(host)
        } else {
            host.endChange(forKey: "sublayers", action: sublayersAction)
        }
        orderOut?.run(forKey: kCAOnOrderOut, object: self, arguments: nil)
    }

    /// Removes the links between `self` and its superlayer or mask host; returns
    /// the old superlayer. The caller holds the lock and records the change.
    func unlinkLocked() -> CALayer? {
        if let host = maskHost {
            host.maskLayer = nil
            maskHost = nil
            return host
        }
        guard let old = parent else { return nil }
        old.sublayerList.removeAll { $0 === self }
        old.needsLayoutFlag = true
        parent = nil
        return old
    }

    func setMask(_ newMask: CALayer?) {
        if let newMask {
            guard !refusesChild(newMask, as: "the mask") else { return }
            if newMask.superlayer != nil {
                Diagnostics.report("\(diagnosticName): the mask \(newMask.diagnosticName) was a sublayer elsewhere; it is removed from there, as a layer has one place in a tree")
            }
        }
        let action = beginChange(forKey: "mask")
        let old = LayerTreeLock.shared.withLock { () -> CALayer? in
            let old = maskLayer
            if old === newMask { return nil }
            if let old { old.maskHost = nil }
            if let newMask {
                _ = newMask.unlinkLocked()
                newMask.maskHost = self
            }
            maskLayer = newMask
            return old
        }
        if let old { TransactionStack.current.layerChanged(old) }
        if let newMask { TransactionStack.current.layerChanged(newMask) }
        endChange(forKey: "mask", action: action)
    }

    /// Puts this layer's whole subtree (sublayers and masks, values and
    /// animations) into the current transaction, so that a render server
    /// attached now receives all of it at the next commit.
    package func markSubtreeForCommit() {
        let (children, mask) = LayerTreeLock.shared.withLock { () -> ([CALayer], CALayer?) in
            animationsChanged = true
            return (sublayerList, maskLayer)
        }
        TransactionStack.current.layerChanged(self)
        mask?.markSubtreeForCommit()
        for child in children { child.markSubtreeForCommit() }
    }
}

extension CALayer {
    /// The whole subtree (sublayers and masks) as one commit, for renderers
    /// that draw a layer tree directly (`CARenderer`, `render(in:)`).
    ///
    /// - Parameter committed: use the values of the last commit (what is on
    ///   screen) and the animations with resolved begin times; false takes
    ///   the current model values and no animations, as Apple's
    ///   `render(in:)` does.
    package func subtreeCommit(committed: Bool) -> LayerCommit {
        var snapshots: [LayerSnapshot] = []
        func visit(_ layer: CALayer) {
            let (snapshot, children, mask) = LayerTreeLock.shared.withLock { () -> (LayerSnapshot, [CALayer], CALayer?) in
                let animations = committed
                    ? layer.attachedAnimations.filter(\.isBeginResolved).map { AnimationRecord(key: $0.key, descriptor: $0.descriptor) }
                    : []
                let snapshot = LayerSnapshot(
                    id: layer.layerID, properties: committed ? (layer.committedState ?? layer.state) : layer.state,
                    sublayers: layer.sublayerList.map(\.layerID), mask: layer.maskLayer?.layerID,
                    animations: animations)
                return (snapshot, layer.sublayerList, layer.maskLayer)
            }
            snapshots.append(snapshot)
            if let mask { visit(mask) }
            for child in children { visit(child) }
        }
        visit(self)
        return LayerCommit(sequence: 1, time: CACurrentMediaTime(), layers: snapshots, destroyed: [])
    }
}
