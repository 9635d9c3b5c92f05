import Foundation

/// What a `beginAnimations(_:context:)` block reports to: its identifier and
/// context, the delegate it keeps alive until it stops, and the closures
/// that stand in for Apple's will-start and did-stop selectors (Linux has
/// no selectors). Main thread only.
@MainActor
final class LegacyAnimationCallbacks {
    let animationID: String?
    let context: UnsafeMutableRawPointer?
    /// Held until the animations stop, as Apple holds the animation delegate.
    var delegate: Any?
    var willStart: ((_ animationID: String?, _ context: UnsafeMutableRawPointer?) -> Void)?
    var didStop: ((_ animationID: String?, _ finished: Bool, _ context: UnsafeMutableRawPointer?) -> Void)?

    init(animationID: String?, context: UnsafeMutableRawPointer?) {
        self.animationID = animationID
        self.context = context
    }

    /// A completion that reports to these callbacks.
    func makeCompletion() -> ViewAnimationCompletion {
        let completion = ViewAnimationCompletion { [self] finished in
            didStop?(animationID, finished, context)
            delegate = nil
        }
        completion.willStart = { [self] in willStart?(animationID, context) }
        return completion
    }
}
