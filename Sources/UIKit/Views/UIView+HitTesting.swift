import Foundation

// Hit testing on the model tree, as Apple does: a view that is hidden, nearly
// transparent (alpha < 0.01), not interactive, or under an animation started
// without `.allowUserInteraction` is skipped with its subtree; otherwise the
// subviews are asked front to back and the view itself answers last.
// Main thread only.
extension UIView {
    /// Whether touches may reach this view at all.
    var acceptsTouches: Bool {
        isUserInteractionEnabled && !isHidden && layer.opacity >= 0.01 && interactionBlockingAnimations == 0
    }

    func deepestView(at point: CGPoint, with event: UIEvent?) -> UIView? {
        guard acceptsTouches, self.point(inside: point, with: event) else { return nil }
        for subview in subviewList.reversed() {
            let local = subview.convert(point, from: self)
            guard local.x.isFinite, local.y.isFinite else { continue }
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// The view under `point` (in this view's coordinates) as it is drawn now:
    /// the presentation layers' geometry, so a view caught mid-animation is
    /// found where it is seen. The hit layer's nearest owning view answers,
    /// or its nearest ancestor that accepts touches.
    func presentationHitTest(_ point: CGPoint) -> UIView? {
        guard let shown = layer.presentation() else { return hitTest(point, with: nil) }
        // `hitTest(_:)` takes a point in the superlayer's space.
        guard let hit = shown.hitTest(pointInSuperlayer(point))?.model() else { return nil }
        var node: CALayer? = hit
        var view: UIView?
        while let current = node, view == nil {
            view = current.delegate as? UIView
            node = current.superlayer
        }
        while let candidate = view, !candidate.isInteractiveUpTo(self) {
            view = candidate.superviewObject
        }
        guard let found = view, found.isDescendant(of: self) else { return nil }
        return found
    }

    /// `point` from this view's coordinates to its layer's superlayer's (the
    /// model placement; for a layer without a superlayer, its own placement).
    private func pointInSuperlayer(_ point: CGPoint) -> CGPoint {
        if let superlayer = layer.superlayer { return layer.convert(point, to: superlayer) }
        let bounds = layer.bounds, anchor = layer.anchorPoint
        let offset = CGPoint(x: point.x - bounds.minX - anchor.x * bounds.width,
                             y: point.y - bounds.minY - anchor.y * bounds.height)
        let turned = offset.applying(layer.affineTransform())
        return CGPoint(x: layer.position.x + turned.x, y: layer.position.y + turned.y)
    }

    /// Whether this view and every ancestor up to `root` accept touches.
    private func isInteractiveUpTo(_ root: UIView) -> Bool {
        var node: UIView? = self
        while let view = node {
            if !view.acceptsTouches { return false }
            if view === root { return true }
            node = view.superviewObject
        }
        return true
    }
}
