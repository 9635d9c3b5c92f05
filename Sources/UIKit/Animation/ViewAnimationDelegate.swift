import Foundation

/// The delegate of every animation a view block adds: reports starts and
/// stops to the block's completion, and gives a view back its touches when
/// an animation that took them (no `.allowUserInteraction`) stops.
///
/// Core Animation calls it on the main thread.
final class ViewAnimationDelegate: NSObject, CAAnimationDelegate {
    private let completion: ViewAnimationCompletion
    private weak var blockedView: UIView?

    /// `blockedView`: the view whose touches this animation holds back, if any.
    @MainActor
    init(completion: ViewAnimationCompletion, blockedView: UIView?) {
        self.completion = completion
        self.blockedView = blockedView
        blockedView?.interactionBlockingAnimations += 1
        completion.expect()
        super.init()
    }

    func animationDidStart(_ anim: CAAnimation) {
        MainThreadCall.run(or: (), "animationDidStart(_:)", passing: self) { $0.completion.animationStarted() }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        MainThreadCall.run(or: (), "animationDidStop(_:finished:)", passing: self) { delegate in
            if let view = delegate.blockedView {
                view.interactionBlockingAnimations = max(0, view.interactionBlockingAnimations - 1)
                delegate.blockedView = nil
            }
            delegate.completion.animationStopped(finished: flag)
        }
    }
}
