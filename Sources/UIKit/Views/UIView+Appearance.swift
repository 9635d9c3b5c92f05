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
            if current.ownUserInterfaceStyle != .unspecified { return current.ownUserInterfaceStyle }
            if let controller = current.owningViewController, controller.ownUserInterfaceStyle != .unspecified {
                return controller.ownUserInterfaceStyle
            }
            view = current.superview
        }
        return UITraitCollection.desktopStyle
    }

    /// Each view of `root`'s subtree with the traits it has now, in order, parents first.
    static func appearanceSnapshot(of root: UIView) -> [(UIView, UITraitCollection)] {
        var pending = [root]
        var snapshot: [(UIView, UITraitCollection)] = []
        while let view = pending.popLast() {
            snapshot.append((view, view.traitCollection))
            pending.append(contentsOf: view.subviewList.reversed())
        }
        return snapshot
    }

    /// After an override changed: each view of `before` whose colour
    /// appearance now differs resolves its dynamic colours again, redraws
    /// what it draws, and hears `traitCollectionDidChange(_:)`.
    func appearanceMayHaveChanged(from before: [(UIView, UITraitCollection)]) {
        for (view, previous) in before {
            let now = view.traitCollection
            guard now.hasDifferentColorAppearance(comparedTo: previous) else { continue }
            view.appearanceDidChange(to: now)
            view.traitCollectionDidChange(previous)
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
