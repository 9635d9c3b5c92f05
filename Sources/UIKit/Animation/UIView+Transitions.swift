import Foundation

// View transitions: a `CATransition` on a container's layer blends its old
// appearance into its new one (the transition renderer draws it), while the
// changes themselves happen at once in the model (hidden, added, removed).
// Main thread only.
extension UIView {
    /// Makes the changes in `animations` to `view`'s subtree behind a
    /// transition (flip, curl or cross-dissolve from `options`) lasting
    /// `duration` seconds. The changes are made at once unless
    /// `.allowAnimatedContent` animates them with the transition's timing.
    public class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        runTransition(on: view, duration: duration, options: options,
                      changes: animations ?? {}, completion: completion)
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview behind a
    /// transition lasting `duration` seconds: `fromView` is removed and
    /// `toView` put in its place, or with `.showHideTransitionViews` the
    /// first is hidden and the second shown. Both happen at once in the view
    /// tree; the transition shows the change over time.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let showsAndHides = options.contains(.showHideTransitionViews)
        let swap = {
            if showsAndHides {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                if let container = fromView.superview, toView.superview !== container {
                    container.insertSubview(toView, aboveSubview: fromView)
                }
                fromView.removeFromSuperview()
            }
        }
        guard fromView !== toView, let container = fromView.superview else {
            Diagnostics.report("UIView.transition(from:to:…): \(fromView === toView ? "the two views are the same" : "\(fromView) has no superview"); the views change without a transition", subsystem: "UIKit")
            performWithoutAnimation(swap)
            ViewAnimationCompletion(completion).seal()
            return
        }
        runTransition(on: container, duration: duration, options: options.subtracting(.allowAnimatedContent),
                      changes: swap, completion: completion)
    }

    /// The begin/commit form of `transition(with:…)`: adds a transition of
    /// `transition` to `view` when the innermost `beginAnimations` block commits,
    /// with that block's duration, curve and delay. `cache` is ignored.
    public class func setAnimationTransition(_ transition: UIView.AnimationTransition, for view: UIView, cache: Bool) {
        guard let block = ViewAnimationState.innermostBlock, block.isLegacy else {
            Diagnostics.report("UIView.setAnimationTransition(_:for:cache:) outside beginAnimations/commitAnimations; ignored", subsystem: "UIKit")
            return
        }
        block.transitions.removeAll { $0.view === view }
        if let made = TransitionStyle(transition)?.makeTransition() {
            block.transitions.append((view, made))
        }
    }

    private static func runTransition(on view: UIView, duration: TimeInterval, options: UIView.AnimationOptions,
                                      changes: () -> Void, completion: ((Bool) -> Void)?) {
        let parent = ViewAnimationState.animatingBlock
        let animatesContent = options.contains(.allowAnimatedContent)
        let block = ViewAnimationBlock.nested(
            in: parent, kind: animatesContent ? .basic : .immediate, duration: duration, delay: 0,
            options: options, completion: ViewAnimationCompletion(completion))
        let style = TransitionStyle(options)
        let animates = ViewAnimationState.animationsEnabled && block.duration > 0 && duration.isFinite
        if animates, let transition = style?.makeTransition() {
            block.transitions.append((view, transition))
        }
        if !animates { block.kind = .immediate }
        ViewAnimationState.run(block, changes)
    }
}
