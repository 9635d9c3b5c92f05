import Foundation

/// Delivers animation did-start and did-stop events and transaction completions on the main thread.
package final class AnimationLifecycle: @unchecked Sendable {
    package static let shared = AnimationLifecycle()

    /// An animation left its layer before its end (removed or replaced).
    func stopped(_ attached: AttachedAnimation, finished: Bool) {
        let completions = LayerTreeLock.shared.withLock { () -> [TransactionCompletion] in
            guard !attached.didStop else { return [] }
            attached.didStop = true
            defer { attached.completions = [] }
            return attached.completions
        }
        let animation = attached.animation
        MainThreadDelivery.enqueue {
            animation.delegate?.animationDidStop(animation, finished: finished)
            LayerTreeLock.shared.withLock {
                for completion in completions { completion.animationStopped() }
            }
        }
    }
}
