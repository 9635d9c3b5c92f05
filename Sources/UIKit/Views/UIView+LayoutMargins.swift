import Foundation

/// The margins in effect (what `layoutMargins` reads and constraints to the
/// margins use), as iOS works them out:
///
/// 1. The view's own margins, as set.
/// 2. With `preservesSuperviewLayoutMargins`, each edge at least as wide
///    as the part of the superview's margin (in effect, so a chain of
///    preserving views passes margins down) that reaches into this view:
///    the superview's margin less the distance between the two edges, read
///    from the view's `frame` in the superview's bounds.
/// 3. With `insetsLayoutMarginsFromSafeArea`, each edge at least as wide
///    as the safe area inset (zero here unless a subclass overrides
///    `safeAreaInsets`).
///
/// Change notices: setting a view's margins or either property calls
/// `layoutMarginsDidChange()` and asks for layout on the view, its
/// superview and every descendant that preserves its superview's margins
/// through an unbroken chain. Moving or resizing a view does not (its
/// margins in effect are read afresh at the next layout). Main thread only.
extension UIView {
    /// The margins in effect, worked out from the outermost preserving
    /// ancestor down with a loop (a deep chain does not recurse).
    var effectiveLayoutMargins: UIEdgeInsets {
        var chain: [UIView] = [self]
        while let last = chain.last, last.preservesSuperviewLayoutMargins, let parent = last.superviewObject {
            chain.append(parent)
        }
        var margins = chain.last!.marginsWithinSafeArea(chain.last!.ownLayoutMargins)
        for index in stride(from: chain.count - 2, through: 0, by: -1) {
            let view = chain[index], parent = chain[index + 1]
            margins = view.marginsWithinSafeArea(view.ownLayoutMargins.widened(toReach: margins, of: parent.bounds,
                                                                               from: view.frame))
        }
        return margins
    }

    /// `margins` widened to the safe area insets when `insetsLayoutMarginsFromSafeArea`.
    private func marginsWithinSafeArea(_ margins: UIEdgeInsets) -> UIEdgeInsets {
        guard insetsLayoutMarginsFromSafeArea else { return margins }
        return margins.widened(to: safeAreaInsets)
    }

    /// Tells this view and the descendants that preserve its margins that
    /// the margins in effect may have changed, and asks for layout: the
    /// constraints to the margins are solved in a view's pass and its superview's.
    func layoutMarginsChanged() {
        superviewObject?.setNeedsLayout()
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            view.layoutMarginsDidChange()
            view.setNeedsLayout()
            pending += view.subviewList.filter(\.preservesSuperviewLayoutMargins)
        }
    }
}

extension UIEdgeInsets {
    /// Each edge at least as wide as `other`'s (NaN edges of `other` are ignored).
    fileprivate func widened(to other: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: Swift.max(top, other.top.isNaN ? top : other.top),
                     left: Swift.max(left, other.left.isNaN ? left : other.left),
                     bottom: Swift.max(bottom, other.bottom.isNaN ? bottom : other.bottom),
                     right: Swift.max(right, other.right.isNaN ? right : other.right))
    }

    /// Each edge at least as wide as the part of `outer` (margins of the
    /// rectangle `bounds`) that reaches into `frame`, a rectangle in the same space.
    fileprivate func widened(toReach outer: UIEdgeInsets, of bounds: CGRect, from frame: CGRect) -> UIEdgeInsets {
        widened(to: UIEdgeInsets(top: outer.top - (frame.minY - bounds.minY),
                                 left: outer.left - (frame.minX - bounds.minX),
                                 bottom: outer.bottom - (bounds.maxY - frame.maxY),
                                 right: outer.right - (bounds.maxX - frame.maxX)))
    }
}
