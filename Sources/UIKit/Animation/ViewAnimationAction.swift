import Foundation

/// The action a view gives its layer for a change inside an animation block:
/// a `CABasicAnimation` from the old value with the block's duration and
/// curve, whose `run` records the change in the block instead of adding
/// itself at once. The block adds the real animation when it closes, with
/// every setting made in the block by then.
///
/// Made and run on the main thread.
final class ViewAnimationAction: CABasicAnimation {
    private(set) var block: ViewAnimationBlock?
    private(set) weak var view: UIView?

    @MainActor
    convenience init(block: ViewAnimationBlock, view: UIView, key: String, from: Any?) {
        self.init()
        self.block = block
        self.view = view
        keyPath = key
        fromValue = from
        duration = block.duration
        timingFunction = block.curve.timingFunction
    }

    override func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let block, let layer = anObject as? CALayer else {
            return super.run(forKey: event, object: anObject, arguments: dict)
        }
        MainThreadCall.run(or: (), "a view animation action for \"\(event)\"", passing: (self, layer)) {
            ViewAnimationState.record($0.0, block: block, layer: $0.1, key: event)
        }
    }
}
