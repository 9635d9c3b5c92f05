import Foundation

// The action search of `action(forKey:)` and the implicit animations a
// standalone layer gets when nothing else answers.
extension CALayer {
    func searchAction(forKey event: String) -> CAAction? {
        if let delegate, let action = delegate.action(for: self, forKey: event) {
            return action is NSNull ? nil : action
        }
        if let action = actions?[event] {
            return action is NSNull ? nil : action
        }
        if let styleActions = style?["actions"] as? [String: CAAction], let action = styleActions[event] {
            return action is NSNull ? nil : action
        }
        if let action = type(of: self).defaultAction(forKey: event) {
            return action is NSNull ? nil : action
        }
        return implicitAction(forKey: event)
    }

    /// Apple's built-in animation for a property change: a basic animation
    /// from the on-screen (presentation) value with the transaction's duration
    /// and curve, or a fade transition for `contents`. Boolean properties
    /// change at once.
    ///
    /// A layer that has never been committed answers too (Apple's search
    /// order names no commit), from its model value, since nothing of it is
    /// on screen yet; but a change to such a layer runs no implicit
    /// animation: a layer built and added in one transaction appears at its
    /// final values, as on iOS. Only the setter's own lookup (marked by
    /// `beginChange(forKey:)`) is refused; a program that asks, or a
    /// subclass that asks `super` outside a change, gets the animation.
    func implicitAction(forKey key: String) -> CAAction? {
        guard type(of: self).keyTable.implicitlyAnimatedKeys.contains(key) else { return nil }
        let committed = LayerTreeLock.shared.withLock { isCommitted }
        if !committed, TransactionStack.current.layerAskingForChange == ObjectIdentifier(self) { return nil }
        if key == "contents" {
            let fade = CATransition()
            fade.type = .fade
            fade.duration = CATransaction.animationDuration()
            fade.timingFunction = CATransaction.animationTimingFunction()
            return fade
        }
        let animation = CABasicAnimation(keyPath: key)
        // A nil on-screen value (no background colour yet) is an explicit "from nothing".
        let shown = committed ? presentationValue(forKey: key) : value(forKey: key)
        animation.fromValue = ValueConversion.flattened(shown) ?? NSNull()
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction()
            ?? CAMediaTimingFunction(name: .default)
        return animation
    }
}
