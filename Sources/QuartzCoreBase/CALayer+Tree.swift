import Foundation

// The layer tree: inserting, replacing and removing sublayers and the mask.
// Every change is checked and made under one acquisition of the tree lock,
// so two threads cannot together make what each alone would be refused: a
// change is refused, with a diagnostic, when it would make a cycle or a tree
// deeper than `maximumTreeDepth`.
extension CALayer {
    /// The deepest a layer tree may be, counting the root as 1 and a mask as
    /// one level below the layer it masks. Every walk over a tree (drawing,
    /// hit testing, layout, commits) relies on it; deeper links are refused.
    package static let maximumTreeDepth = 1_000

    /// Why linking `layer` under `self` (as a sublayer or the mask) must be
    /// refused, or nil. Walks up from `self` (at most `maximumTreeDepth`
    /// steps, as no tree is deeper) and down `layer`'s subtree. The caller
    /// holds the lock, and links in the same acquisition.
    ///
    /// - Complexity: O(depth of `self` + size of `layer`'s subtree).
    private func linkProblemLocked(_ layer: CALayer, as role: String) -> String? {
        var depth = 0
        var node: CALayer? = self
        while let current = node {
            if current === layer {
                let what = layer === self ? "itself" : "its ancestor \(layer.diagnosticName)"
                return "\(diagnosticName): cannot add \(what) as \(role): that would make a cycle; the tree is unchanged"
            }
            depth += 1
            node = current.parent ?? current.maskHost
        }
        let room = Self.maximumTreeDepth - depth
        if layer.subtreeHeightLocked(exceeds: room) {
            return "\(diagnosticName): cannot add \(layer.diagnosticName) as \(role): the tree would be more than \(Self.maximumTreeDepth) layers deep (the deepest a tree may be); the tree is unchanged"
        }
        return nil
    }

    /// Why `layer` could not be added as a sublayer of this layer now (a
    /// cycle, or a tree deeper than `maximumTreeDepth`), or nil: for owners
    /// of parallel trees (views) that must refuse a change before making it.
    package func problemAdding(sublayer layer: CALayer) -> String? {
        LayerTreeLock.shared.withLock { linkProblemLocked(layer, as: "a sublayer") }
    }

    /// Whether this subtree (sublayers and masks) is more than `levels` deep.
    /// The caller holds the lock.
    ///
    /// - Complexity: O(size of the subtree), without recursion.
    func subtreeHeightLocked(exceeds levels: Int) -> Bool {
        guard levels > 0 else { return true }
        if sublayerList.isEmpty && maskLayer == nil { return false }
        var pending: [(CALayer, Int)] = [(self, 1)]
        while let (layer, level) = pending.popLast() {
            if level > levels { return true }
            if let mask = layer.maskLayer { pending.append((mask, level + 1)) }
            for child in layer.sublayerList { pending.append((child, level + 1)) }
        }
        return false
    }

    /// Whether `layer` may not join a tree at all (a presentation copy), reported.
    private func refusesPresentationCopy(_ layer: CALayer, as role: String) -> Bool {
        guard layer.isPresentationCopy || isPresentationCopy else { return false }
        Diagnostics.report("\(diagnosticName): presentation layers cannot be added to or changed in a layer tree; \(role) ignored")
        return true
    }

    /// Inserts `layer` at `index` (nil: on top), detaching it from where it was.
    func insert(_ layer: CALayer, at index: Int?) {
        guard !refusesPresentationCopy(layer, as: "a sublayer") else { return }
        let wasInTree = LayerTreeLock.shared.withLock { layer.parent != nil || layer.maskHost != nil }
        // Actions are looked up before the change, outside the lock (they call app code).
        let orderOut = wasInTree ? layer.beginChange(forKey: kCAOnOrderOut) : nil
        let sublayersAction = beginChange(forKey: "sublayers")
        let orderIn = layer.beginChange(forKey: kCAOnOrderIn)
        let outcome = LayerTreeLock.shared.withLock { () -> Result<CALayer?, TreeChangeRefusal> in
            if let problem = linkProblemLocked(layer, as: "a sublayer") { return .failure(TreeChangeRefusal(problem)) }
            let previous = layer.unlinkLocked()
            let position = min(max(index ?? sublayerList.count, 0), sublayerList.count)
            sublayerList.insert(layer, at: position)
            layer.parent = self
            needsLayoutFlag = true
            return .success(previous)
        }
        let previous: CALayer?
        switch outcome {
        case .failure(let refusal):
            Diagnostics.report(refusal.message)
            return
        case .success(let old):
            previous = old
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
        guard !refusesPresentationCopy(newLayer, as: "a sublayer") else { return }
        let refusal = LayerTreeLock.shared.withLock { linkProblemLocked(newLayer, as: "a sublayer") }
        if let refusal {
            Diagnostics.report(refusal)
            return
        }
        oldLayer.detachFromParent()
        insert(newLayer, at: adjustedIndex(index, moving: newLayer))
    }

    /// Sets the whole sublayer list at once: the layers left out are
    /// detached, the new ones linked (each checked as `addSublayer` checks
    /// it; a refused one is left out), all in one acquisition of the lock.
    ///
    /// - Complexity: O(old + new sublayers), plus the checks' walks.
    func replaceAllSublayers(with layers: [CALayer]) {
        var seen = Set<ObjectIdentifier>()
        var wanted: [CALayer] = []
        wanted.reserveCapacity(layers.count)
        for layer in layers.reversed() {
            if seen.insert(ObjectIdentifier(layer)).inserted {
                if !refusesPresentationCopy(layer, as: "a sublayer") { wanted.append(layer) }
            } else {
                Diagnostics.report("\(diagnosticName): sublayers lists \(layer.diagnosticName) twice; the later entry wins")
            }
        }
        wanted.reverse()
        let old = LayerTreeLock.shared.withLock { sublayerList }
        let oldSet = Set(old.map(ObjectIdentifier.init))
        let keptSet = Set(wanted.map(ObjectIdentifier.init))
        let leaving = old.filter { !keptSet.contains(ObjectIdentifier($0)) }
        let orderOuts = leaving.map { ($0, $0.beginChange(forKey: kCAOnOrderOut)) }
        let sublayersAction = beginChange(forKey: "sublayers")
        let arriving = wanted.filter { !oldSet.contains(ObjectIdentifier($0)) }
        let orderIns = arriving.map { ($0, $0.beginChange(forKey: kCAOnOrderIn)) }
        let (linked, previousParents, refusals) = LayerTreeLock.shared.withLock {
            () -> ([CALayer], [CALayer], [String]) in
            for layer in sublayerList { layer.parent = nil }
            sublayerList = []
            var linked: [CALayer] = []
            var previousParents: [CALayer] = []
            var refusals: [String] = []
            for layer in wanted {
                if let problem = linkProblemLocked(layer, as: "a sublayer") {
                    refusals.append(problem)
                    continue
                }
                if let previous = layer.unlinkLocked(), previous !== self { previousParents.append(previous) }
                layer.parent = self
                linked.append(layer)
            }
            sublayerList = linked
            needsLayoutFlag = true
            return (linked, previousParents, refusals)
        }
        for refusal in refusals { Diagnostics.report(refusal) }
        for layer in previousParents { TransactionStack.current.layerChanged(layer) }
        for layer in leaving { TransactionStack.current.layerChanged(layer) }
        for layer in linked { TransactionStack.current.layerChanged(layer) }
        for (layer, action) in orderOuts { action?.run(forKey: kCAOnOrderOut, object: layer, arguments: nil) }
        endChange(forKey: "sublayers", action: sublayersAction)
        let linkedSet = Set(linked.map(ObjectIdentifier.init))
        for (layer, action) in orderIns where linkedSet.contains(ObjectIdentifier(layer)) {
            action?.run(forKey: kCAOnOrderIn, object: layer, arguments: nil)
        }
    }

    func detachFromParent() {
        guard !isPresentationCopy else { return }
        let (host, isMask) = LayerTreeLock.shared.withLock { (parent ?? maskHost, maskHost != nil) }
        guard host != nil else { return }
        let orderOut = beginChange(forKey: kCAOnOrderOut)
        let sublayersAction = isMask ? nil : host?.beginChange(forKey: "sublayers")
        // The layer may have moved since it was looked at: unlink from wherever it is now.
        guard let unlinkedFrom = LayerTreeLock.shared.withLock({ unlinkLocked() }) else { return }
        TransactionStack.current.layerChanged(self)
        if isMask || unlinkedFrom !== host {
            TransactionStack.current.layerChanged(unlinkedFrom)
        } else {
            unlinkedFrom.endChange(forKey: "sublayers", action: sublayersAction)
        }
        orderOut?.run(forKey: kCAOnOrderOut, object: self, arguments: nil)
    }

    /// Removes the links between `self` and its superlayer or mask host; returns
    /// the old superlayer. The caller holds the lock and records the change.
    ///
    /// - Complexity: O(index of `self` among its siblings).
    func unlinkLocked() -> CALayer? {
        if let host = maskHost {
            host.maskLayer = nil
            maskHost = nil
            return host
        }
        guard let old = parent else { return nil }
        if let index = old.sublayerList.firstIndex(where: { $0 === self }) {
            old.sublayerList.remove(at: index)
        }
        old.needsLayoutFlag = true
        parent = nil
        return old
    }

    func setMask(_ newMask: CALayer?) {
        if let newMask, refusesPresentationCopy(newMask, as: "the mask") { return }
        let action = beginChange(forKey: "mask")
        let outcome = LayerTreeLock.shared.withLock { () -> Result<(old: CALayer?, wasSublayer: Bool), TreeChangeRefusal> in
            let old = maskLayer
            if old === newMask { return .success((nil, false)) }
            var wasSublayer = false
            if let newMask {
                if let problem = linkProblemLocked(newMask, as: "the mask") { return .failure(TreeChangeRefusal(problem)) }
                wasSublayer = newMask.parent != nil
                _ = newMask.unlinkLocked()
                newMask.maskHost = self
            }
            if let old { old.maskHost = nil }
            maskLayer = newMask
            return .success((old, wasSublayer))
        }
        switch outcome {
        case .failure(let refusal):
            Diagnostics.report(refusal.message)
        case .success(let (old, wasSublayer)):
            if wasSublayer, let newMask {
                Diagnostics.report("\(diagnosticName): the mask \(newMask.diagnosticName) was a sublayer elsewhere; it is removed from there, as a layer has one place in a tree")
            }
            if let old { TransactionStack.current.layerChanged(old) }
            if let newMask { TransactionStack.current.layerChanged(newMask) }
            endChange(forKey: "mask", action: action)
        }
    }

    /// Puts this layer's whole subtree (sublayers and masks, values and
    /// animations) into the current transaction, so that a render server
    /// attached now receives all of it at the next commit.
    package func markSubtreeForCommit() {
        var pending: [CALayer] = [self]
        while let layer = pending.popLast() {
            let (children, mask) = LayerTreeLock.shared.withLock { () -> ([CALayer], CALayer?) in
                layer.animationsChanged = true
                return (layer.sublayerList, layer.maskLayer)
            }
            TransactionStack.current.layerChanged(layer)
            pending.append(contentsOf: children.reversed())
            if let mask { pending.append(mask) }
        }
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
        // Depth first, each layer before its mask and its sublayers, without recursion.
        var pending: [CALayer] = [self]
        while let layer = pending.popLast() {
            let (snapshot, children, mask) = LayerTreeLock.shared.withLock { () -> (LayerSnapshot, [CALayer], CALayer?) in
                let animations = committed ? layer.resolvedAnimationsLocked() : .none
                let snapshot = LayerSnapshot(
                    id: layer.layerID,
                    values: committed ? (layer.sharedCommittedState ?? layer.sharedState) : layer.sharedState,
                    sublayers: layer.sublayerList.map(\.layerID), mask: layer.maskLayer?.layerID,
                    animations: animations)
                return (snapshot, layer.sublayerList, layer.maskLayer)
            }
            snapshots.append(snapshot)
            pending.append(contentsOf: children.reversed())
            if let mask { pending.append(mask) }
        }
        return LayerCommit(sequence: 1, time: CACurrentMediaTime(), layers: snapshots, destroyed: [])
    }
}
