import Foundation

// Constraints on a view: where active constraints are installed, the anchors
// that make them, and the update-constraints pass. Main thread only.
// Placing views from them is in UIView+ConstraintLayout.swift.
extension UIView {
    /// Installs `constraint` on this view (activating it; it leaves the view it was on).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        if let owner = constraint.ownerView {
            guard owner !== self else { return }
            owner.removeConstraint(constraint)
        }
        installedConstraints.append(constraint)
        constraint.ownerView = self
        NSLayoutConstraint.installCount += 1
        constraint.installOrder = NSLayoutConstraint.installCount
        constraint.constraintChanged()
    }

    /// Installs each of `constraints` on this view in turn, as ``UIView/addConstraint(_:)`` does.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes `constraint` from this view (deactivating it) if it is installed here.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard let index = installedConstraints.firstIndex(where: { $0 === constraint }) else { return }
        installedConstraints.remove(at: index)
        constraint.constraintChanged()
        constraint.ownerView = nil
    }

    /// Removes each of `constraints` that is installed on this view; the others are left alone.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// Marks the view so that `updateConstraints()` runs before the next layout.
    public func setNeedsUpdateConstraints() {
        if !constraintsNeedUpdate { UIView.constraintUpdatesPending += 1 }
        constraintsNeedUpdate = true
        (superviewObject ?? self).setNeedsLayout()
    }

    /// Whether `updateConstraints()` is due.
    public func needsUpdateConstraints() -> Bool { constraintsNeedUpdate }

    /// Runs `updateConstraints()` now on this view and its subviews that are marked.
    public func updateConstraintsIfNeeded() {
        guard UIView.constraintUpdatesPending > 0 else { return }
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            if view.constraintsNeedUpdate {
                view.constraintsNeedUpdate = false
                UIView.constraintUpdatesPending -= 1
                view.updateConstraints()
            }
            stack.append(contentsOf: view.subviewList)
        }
    }

    /// The smallest (`layoutFittingCompressedSize`) or largest (`layoutFittingExpandedSize`) size the view's constraints allow.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// A target of 10,000,000 × 10,000,000 points, to ask `systemLayoutSizeFitting(_:)` for the largest size.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size nearest `targetSize` that the constraints between this view and
    /// its direct subviews allow (their intrinsic sizes included), at fitting priority (50).
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size nearest `targetSize` that the constraints allow, with a priority
    /// per axis for staying at the target (`.required` fixes that dimension).
    public func systemLayoutSizeFitting(_ targetSize: CGSize,
                                        withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                        verticalFittingPriority: UILayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        return fittingSize(FittingRequest(target: targetSize, horizontal: horizontalFittingPriority,
                                          vertical: verticalFittingPriority))
    }

    // MARK: - Anchors

    /// The leading edge of the frame: always the left edge, since constraints are laid out left to right only.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge of the frame: always the right edge, since constraints are laid out left to right only.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge of the view's frame, for constraints.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge of the view's frame, for constraints.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The horizontal centre of the view's frame, for constraints.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge of the view's frame, for constraints.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge of the view's frame, for constraints.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre of the view's frame, for constraints.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The bottom edge (baselines are not measured).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The bottom edge (baselines are not measured).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    /// The view's width, for constraints to a constant or to another dimension.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The view's height, for constraints to a constant or to another dimension.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    // MARK: - Internals

    /// The closest view that contains both (either may be it); nil in different trees.
    func closestCommonAncestor(with other: UIView) -> UIView? {
        var ancestors = Set<ObjectIdentifier>()
        var node: UIView? = self
        while let view = node {
            ancestors.insert(ObjectIdentifier(view))
            node = view.superviewObject
        }
        node = other
        while let view = node {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            node = view.superviewObject
        }
        return nil
    }

    /// Deactivates the constraints on `parent` and its ancestors that relate
    /// this view or its subviews, as the view leaves `parent`.
    func dropConstraintsOutsideSubtree(leaving parent: UIView) {
        var node: UIView? = parent
        while let owner = node {
            let leaving = owner.installedConstraints.filter { constraint in
                [constraint.firstView, constraint.secondView].contains { $0.map { $0 === self || $0.isDescendant(of: self) } ?? false }
            }
            owner.removeConstraints(leaving)
            node = owner.superviewObject
        }
    }
}
