import Foundation

// Layout: marks live in the layer (`setNeedsLayout`), the layer's layout pass
// asks its delegate (this view) to lay out, which runs `layoutSubviews()`.
// Subviews placed by constraints get their frames in the same pass, just
// before `layoutSubviews()` (where iOS's `super.layoutSubviews()` applies them).
// Autoresizing runs at once when the bounds change, inside whatever
// animation block changed them, so the subviews animate with their parent.
extension UIView {
    /// Lays out from the highest ancestor marked for layout down to this view's subtree.
    func layoutNow() {
        if OffMainUse.deferred("UIView.layoutIfNeeded()", { self.layoutNow() }) { return }
        var top: UIView = self
        var node = superviewObject
        while let view = node {
            if view.layer.needsLayout() { top = view }
            node = view.superviewObject
        }
        top.layer.layoutIfNeeded()
        if top !== self { layer.layoutIfNeeded() }
    }

    /// The layer's layout pass reached this view (main thread).
    func performLayout() {
        updateConstraintsIfNeeded()
        owningViewController?.viewWillLayoutSubviews()
        placeConstrainedSubviews()
        let changes = NSLayoutConstraint.changeCount
        layoutSubviews()
        // Constraints changed by layoutSubviews itself take effect in this pass.
        if NSLayoutConstraint.changeCount != changes { placeConstrainedSubviews() }
        owningViewController?.viewDidLayoutSubviews()
    }

    func fitSize() {
        var frame = self.frame
        frame.size = sizeThatFits(frame.size)
        self.frame = frame
    }

    /// Makes a change that may resize the view, then resizes the subviews by their masks.
    func resizing(_ change: () -> Void) {
        let oldSize = layer.bounds.size
        change()
        let newSize = layer.bounds.size
        guard newSize != oldSize, autoresizesSubviews else { return }
        for subview in subviewList where !subview.autoresizingMask.isEmpty {
            subview.autoresize(from: oldSize, to: newSize)
        }
    }

    /// Apple's autoresizing: along each axis the change is shared among the
    /// flexible parts (margin before, size, margin after) in proportion to
    /// their current lengths, or equally when those are all zero.
    private func autoresize(from oldSize: CGSize, to newSize: CGSize) {
        let mask = autoresizingMask
        var frame = self.frame
        let x = Self.share(newSize.width - oldSize.width,
                           lengths: (frame.minX, frame.width, oldSize.width - frame.maxX),
                           flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                                      mask.contains(.flexibleRightMargin)))
        let y = Self.share(newSize.height - oldSize.height,
                           lengths: (frame.minY, frame.height, oldSize.height - frame.maxY),
                           flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                                      mask.contains(.flexibleBottomMargin)))
        frame.origin.x += x.before
        frame.size.width = max(0, frame.width + x.size)
        frame.origin.y += y.before
        frame.size.height = max(0, frame.height + y.size)
        // Position and size through bounds and centre, which keep a transform.
        let oldBounds = bounds
        bounds = CGRect(origin: oldBounds.origin, size: frame.size)
        center = CGPoint(x: frame.midX, y: frame.midY)
    }

    private static func share(_ delta: CGFloat, lengths: (CGFloat, CGFloat, CGFloat),
                              flexible: (Bool, Bool, Bool)) -> (before: CGFloat, size: CGFloat) {
        let parts = [(flexible.0, lengths.0), (flexible.1, lengths.1), (flexible.2, lengths.2)]
        let flexibleParts = parts.filter(\.0)
        guard !flexibleParts.isEmpty, delta != 0 else { return (0, 0) }
        let total = flexibleParts.map { max(0, $0.1) }.reduce(0, +)
        func portion(_ part: (Bool, CGFloat)) -> CGFloat {
            guard part.0 else { return 0 }
            return total > 0 ? delta * max(0, part.1) / total : delta / CGFloat(flexibleParts.count)
        }
        return (portion(parts[0]), portion(parts[1]))
    }
}
