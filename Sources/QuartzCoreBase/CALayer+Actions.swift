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
    /// and curve, or a fade transition for `contents`. A layer that has never
    /// been committed has no presentation yet, so it gets none (there is
    /// nothing on screen to animate from). Boolean properties change at once.
    func implicitAction(forKey key: String) -> CAAction? {
        guard type(of: self).keyTable.implicitlyAnimatedKeys.contains(key),
              LayerTreeLock.shared.withLock({ committedState != nil })
        else { return nil }
        if key == "contents" {
            let fade = CATransition()
            fade.type = .fade
            fade.duration = CATransaction.animationDuration()
            fade.timingFunction = CATransaction.animationTimingFunction()
            return fade
        }
        let animation = CABasicAnimation(keyPath: key)
        // A nil on-screen value (no background colour yet) is an explicit "from nothing".
        animation.fromValue = ValueConversion.flattened(presentationValue(forKey: key)) ?? NSNull()
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction()
            ?? CAMediaTimingFunction(name: .default)
        return animation
    }
}
