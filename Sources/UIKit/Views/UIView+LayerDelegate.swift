import Foundation

// The view's answers as its layer's delegate, on the main thread.
extension UIView {
    /// `NSNull` outside animation blocks and for keys a view does not
    /// animate; inside a block, an action that records the change in it.
    func viewAction(for layer: CALayer, forKey event: String) -> CAAction? {
        ViewAnimationState.action(for: layer, forKey: event, view: self)
    }
}
