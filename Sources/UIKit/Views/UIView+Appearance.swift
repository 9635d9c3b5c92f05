import Foundation

// Light and dark appearance: the override, the style a view's traits carry,
// and what a change of it redoes (dynamic colours resolved again, drawn
// content redrawn, `traitCollectionDidChange(_:)`). Main thread.
extension UIView {
    /// The appearance of this view and its subviews, whatever their
    /// environment's; `.unspecified` (the default) follows the environment.
    /// A change re-resolves the dynamic colours of the views it reaches,
    /// redraws those that draw, and tells each `traitCollectionDidChange(_:)`.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { ownUserInterfaceStyle }
        set {
            guard newValue != ownUserInterfaceStyle else { return }
            let before = Self.appearanceSnapshot(of: self)
            ownUserInterfaceStyle = newValue
            appearanceMayHaveChanged(from: before)
        }
    }

    /// The style the view's traits carry: the nearest override up the
    /// hierarchy (each view's own, then its controller's), else the
    /// desktop's. A loop, so any depth costs no stack.
    var effectiveUserInterfaceStyle: UIUserInterfaceStyle {
        var view: UIView? = self
        while let current = view {
            if let own = current.statedUserInterfaceStyle { return own }
            view = current.superview
        }
        return UITraitCollection.desktopStyle
    }

    /// The style this view itself states: its override, else its controller's; nil when it inherits.
    private var statedUserInterfaceStyle: UIUserInterfaceStyle? {
        if ownUserInterfaceStyle != .unspecified { return ownUserInterfaceStyle }
        if let controller = owningViewController, controller.ownUserInterfaceStyle != .unspecified {
            return controller.ownUserInterfaceStyle
        }
        return nil
    }

    /// Each view of `root`'s subtree with the style its traits carry now,
    /// parents first: the root's found once up the hierarchy, each other's
    /// from its parent's on the way down.
    ///
    /// - Complexity: O(depth of `root` + size of the subtree), without recursion.
    static func appearanceSnapshot(of root: UIView) -> [(UIView, UIUserInterfaceStyle)] {
        var pending = [(root, root.effectiveUserInterfaceStyle)]
        var snapshot: [(UIView, UIUserInterfaceStyle)] = []
        while let (view, style) = pending.popLast() {
            snapshot.append((view, style))
            for child in view.subviewList.reversed() {
                pending.append((child, child.statedUserInterfaceStyle ?? style))
            }
        }
        return snapshot
    }

    /// After an override changed (the hierarchy as it was for `before`):
    /// each view whose style now differs resolves its dynamic colours
    /// again, redraws what it draws, and hears `traitCollectionDidChange(_:)`.
    func appearanceMayHaveChanged(from before: [(UIView, UIUserInterfaceStyle)]) {
        guard let root = before.first?.0 else { return }
        let scale = UIScreen.mainScale
        for ((view, previous), (_, now)) in zip(before, Self.appearanceSnapshot(of: root)) where previous != now {
            view.appearanceDidChange(to: UITraitCollection(displayScale: scale, userInterfaceStyle: now))
            view.traitCollectionDidChange(UITraitCollection(displayScale: scale, userInterfaceStyle: previous))
        }
    }

    /// Resolves the view's dynamic colours for `traits` again (the layer
    /// holds resolved `CGColor`s) and redraws it if it draws itself.
    func appearanceDidChange(to traits: UITraitCollection) {
        if let color = backgroundColorObject, color.isDynamic {
            ViewAnimationState.withoutActions { layer.backgroundColor = color.resolvedColor(with: traits).cgColor }
        }
        tintColorDidChange()
        if drawsContents { layer.setNeedsDisplay() }
    }
}
