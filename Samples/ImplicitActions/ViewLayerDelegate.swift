import Foundation
import LayerHost

/// Stands in for a UIView as its backing layer's delegate (there is no UIKit
/// here yet): outside an animation block it answers every action with
/// `NSNull`, which ends the layer's action search with no animation; inside
/// one it answers a basic animation from the on-screen value, as UIView's
/// `action(for:forKey:)` does. Main thread.
final class ViewLayerDelegate: NSObject, CALayerDelegate {
    /// The duration of the animation block being run; nil outside one.
    private(set) var blockDuration: CFTimeInterval?

    /// Runs `changes` as `UIView.animate(withDuration:animations:)` would.
    func animate(withDuration duration: CFTimeInterval, _ changes: () -> Void) {
        blockDuration = duration
        defer { blockDuration = nil }
        changes()
    }

    func action(for layer: CALayer, forKey event: String) -> CAAction? {
        guard let duration = blockDuration else { return NSNull() }
        let animation = CABasicAnimation(keyPath: event)
        animation.fromValue = layer.presentation()?.value(forKey: event)
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        return animation
    }
}
