import Foundation

// Redisplay and relayout. Both are deferred: setNeedsDisplay/setNeedsLayout
// only mark the layer, and the outermost transaction commit lays out and
// displays every marked layer of the changed trees before building the
// commit, as Apple's commit does.
extension CALayer {
    func markNeedsDisplay() {
        guard !isPresentationCopy else { return }
        LayerTreeLock.shared.withLock { needsDisplayFlag = true }
        TransactionStack.current.layerMarkedForDisplay(self)
    }

    /// Marks the layer for layout and puts it in the current transaction, so
    /// that the commit that ends it lays the tree out.
    func markNeedsLayout() {
        guard !isPresentationCopy else { return }
        LayerTreeLock.shared.withLock { needsLayoutFlag = true }
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
    /// `display(_:)`: a bitmap context of bounds × contentsScale pixels,
    /// flipped so that the bounds' origin is at the top-left as on iOS, drawn
    /// by `draw(in:)`, becomes the contents. As Apple documents for
    /// `setNeedsDisplay()`, the previous contents are replaced.
    func drawIntoContents() {
        LayerTreeLock.shared.withLock { needsDisplayFlag = false }
        storeDrawnContents(drawnImage())
    }

    /// What `draw(in:)` draws now, as an image of bounds × contentsScale
    /// pixels; nil for empty or oversized bounds. Stores nothing: a
    /// presentation copy draws this way for `AnimatedDisplay`.
    package func drawnImage() -> CGImage? {
        let (bounds, scale) = LayerTreeLock.shared.withLock { (state.bounds, state.contentsScale) }
        guard let pixels = BitmapDrawing.pixels(for: bounds.size, scale: scale) else { return nil }
        guard BitmapDrawing.fits(pixels) else {
            Diagnostics.report("\(diagnosticName): drawing \(pixels.width)×\(pixels.height) pixels exceeds the limit of \(BitmapDrawing.maximumPixels); the contents are left empty")
            return nil
        }
        guard let context = BitmapDrawing.makeContext(size: bounds.size, scale: scale, origin: bounds.origin)
        else { return nil }
        delegate?.layerWillDraw(self)
        draw(in: context)
        return context.makeImage()
    }

    /// Drawn contents replace the old without an action (redisplay is not a
    /// property change). A presentation copy keeps them to itself.
    func storeDrawnContents(_ image: CGImage?) {
        LayerTreeLock.shared.withLock {
            contentsObject = image
            state.contents = image.map { .image($0) }
        }
        guard !isPresentationCopy else { return }
        TransactionStack.current.layerChanged(self)
    }

    /// What a presentation copy shows once displayed: its `display()` runs
    /// (a class's own, which may set `contents`; else the delegate's
    /// `display(_:)` or the layer's drawing path), and its contents are
    /// taken, when they are an image.
    func displayedImage() -> CGImage? {
        display()
        return LayerTreeLock.shared.withLock { contentsObject.flatMap { $0 as? CGImage } }
    }

    /// Lays out this layer if marked, then its sublayers, top down (each
    /// layer's sublayers read after its own layout, which may change them).
    ///
    /// - Complexity: O(size of the subtree), without recursion.
    func layoutTreeIfNeeded() {
        var pending: [CALayer] = [self]
        while let layer = pending.popLast() {
            let needs = LayerTreeLock.shared.withLock { () -> Bool in
                defer { layer.needsLayoutFlag = false }
                return layer.needsLayoutFlag
            }
            if needs { layer.layoutSublayers() }
            pending.append(contentsOf: LayerTreeLock.shared.withLock { layer.sublayerList }.reversed())
        }
    }

    /// Displays every layer of this subtree (and masks) that is marked for
    /// display: each layer, then its mask, then its sublayers.
    ///
    /// - Complexity: O(size of the subtree), without recursion.
    func displayTreeIfNeeded() {
        var pending: [CALayer] = [self]
        while let layer = pending.popLast() {
            let (marked, children, mask) = LayerTreeLock.shared.withLock {
                (layer.needsDisplayFlag, layer.sublayerList, layer.maskLayer)
            }
            if marked { layer.display() }
            pending.append(contentsOf: children.reversed())
            if let mask { pending.append(mask) }
        }
    }
}
