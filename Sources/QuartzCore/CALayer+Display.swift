import Foundation

// Redisplay and relayout. Both are deferred: setNeedsDisplay/setNeedsLayout
// only mark the layer, and the outermost transaction commit lays out and
// displays every marked layer of the changed trees before building the
// commit, as Apple's commit does.
extension CALayer {
    func markNeedsDisplay() {
        guard !isPresentationCopy else { return }
        LayerTreeLock.shared.withLock { needsDisplayFlag = true }
        TransactionStack.current.layerChanged(self)
    }

    func displayContents() {
        LayerTreeLock.shared.withLock { needsDisplayFlag = false }
        if let delegate {
            delegate.display(self)
        } else {
            drawIntoContents()
        }
    }

    /// The layer's own drawing path, used when the delegate does not replace
    /// `display(_:)`. Layers with no drawing keep their contents, as on Apple's
    /// platforms, where no backing store is made for a layer that draws nothing.
    func drawIntoContents() {
        LayerTreeLock.shared.withLock { needsDisplayFlag = false }
    }

    /// Lays out this layer if marked, then its sublayers, top down.
    func layoutTreeIfNeeded() {
        let needs = LayerTreeLock.shared.withLock { () -> Bool in
            defer { needsLayoutFlag = false }
            return needsLayoutFlag
        }
        if needs { layoutSublayers() }
        for child in LayerTreeLock.shared.withLock({ sublayerList }) {
            child.layoutTreeIfNeeded()
        }
    }

    /// Displays every layer of this subtree (and masks) that is marked for display.
    func displayTreeIfNeeded() {
        let (marked, children, mask) = LayerTreeLock.shared.withLock { (needsDisplayFlag, sublayerList, maskLayer) }
        if marked { display() }
        mask?.displayTreeIfNeeded()
        for child in children { child.displayTreeIfNeeded() }
    }
}
