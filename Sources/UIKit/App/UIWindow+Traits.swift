import Foundation

extension UIWindow {
    /// After the screen's scale changed from `oldScale`: each view whose
    /// layer followed the screen's scale takes the new one (and redraws
    /// what it draws itself), then the window's view controllers and views
    /// hear `traitCollectionDidChange(previous)`, controllers first. Walked
    /// with explicit stacks, so a tree of any depth costs no stack.
    func traitsDidChange(from previous: UITraitCollection, oldScale: CGFloat) {
        let scale = UIScreen.mainScale
        var controllers = rootViewController.map { [$0] } ?? []
        var notified: [UIViewController] = []
        while let controller = controllers.popLast() {
            notified.append(controller)
            controllers.append(contentsOf: controller.children.reversed())
        }
        for controller in notified { controller.traitCollectionDidChange(previous) }
        var views: [UIView] = [self]
        var order: [UIView] = []
        while let view = views.popLast() {
            order.append(view)
            views.append(contentsOf: view.subviews.reversed())
        }
        for view in order where view.layer.contentsScale == oldScale {
            ViewAnimationState.withoutActions { view.layer.contentsScale = scale }
            if view.drawsContents { view.layer.setNeedsDisplay() }
        }
        for view in order { view.traitCollectionDidChange(previous) }
    }
}
