import Foundation

/// The main thread's view-animation state: whether animations are enabled,
/// the stack of open blocks, and the animations finished blocks have made
/// until the outermost block closes and adds them to their layers.
///
/// Main thread only.
@MainActor
enum ViewAnimationState {
    /// `UIView.areAnimationsEnabled`.
    static var animationsEnabled = true
    /// Open blocks, outermost first.
    private(set) static var blocks: [ViewAnimationBlock] = []
    /// Animations of closed blocks waiting for the outermost block to close.
    private static var ready: [(sequence: Int, layer: CALayer, key: String, animation: CAAnimation)] = []
    /// Completions of closed blocks, sealed once their animations are added.
    private static var closedCompletions: [ViewAnimationCompletion] = []
    private static var nextSequence = 0

    /// The layer keys a view animates inside a block; other keys change at once.
    static let animatableKeys: Set<String> = [
        "position", "bounds", "transform", "opacity", "backgroundColor", "cornerRadius", "borderWidth",
        "borderColor", "shadowOpacity", "shadowOffset", "shadowRadius", "shadowColor", "shadowPath",
        "zPosition", "anchorPoint", "anchorPointZ", "contentsRect", "contentsCenter", "sublayerTransform",
    ]

    /// The innermost open block when changes made now animate.
    static var animatingBlock: ViewAnimationBlock? {
        guard animationsEnabled, let top = blocks.last, top.animates else { return nil }
        return top
    }

    /// The innermost open block, animating or not.
    static var innermostBlock: ViewAnimationBlock? { blocks.last }

    /// Runs `body` with every layer action off (layer setup inside a view's own code).
    ///
    /// Nested in the implicit transaction, never the outermost: a view's
    /// initializer must not commit (which lays the tree out, running the
    /// subclass's `layoutSubviews` before its own initializer has finished);
    /// the changes go with the run-loop turn's commit, as on iOS.
    static func withoutActions(_ body: @MainActor () -> Void) {
        CATransaction.joinImplicitTransaction()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }

    // MARK: - Blocks

    static func open(_ block: ViewAnimationBlock) {
        blocks.append(block)
    }

    /// Opens `block`, runs `animations` in it, and closes it.
    static func run(_ block: ViewAnimationBlock, _ animations: () -> Void) {
        OffMainUse.note("a UIView animation or transition")
        open(block)
        animations()
        close(block)
    }

    /// Closes the innermost block (which must be `block`): lays out its
    /// changed views with `.layoutSubviews`, turns its changes into
    /// animations and, when it was the outermost block, adds every waiting
    /// animation to its layer in the order the changes were made.
    static func close(_ block: ViewAnimationBlock) {
        guard blocks.last === block else {
            Diagnostics.report("an animation block was closed out of order; its changes are dropped", subsystem: "UIKit")
            blocks.removeAll { $0 === block }
            return
        }
        if block.animates && block.options.contains(.layoutSubviews) {
            for view in block.changedViews { view.layoutIfNeeded() }
        }
        blocks.removeLast()
        for (sequence, layer, key, animation) in ViewAnimationFactory.animations(for: block) {
            ready.append((sequence, layer, key, animation))
        }
        closedCompletions.append(block.completion)
        if blocks.isEmpty { addWaitingAnimations() }
    }

    private static func addWaitingAnimations() {
        let animations = ready.sorted { $0.sequence < $1.sequence }
        let completions = closedCompletions
        ready = []
        closedCompletions = []
        nextSequence = 0
        for (_, layer, key, animation) in animations {
            layer.add(animation, forKey: key)
            if layer.animation(forKey: key) == nil {
                // The layer refused it (and said why): its block must not wait for it.
                animation.delegate?.animationDidStop(animation, finished: false)
            }
        }
        for completion in completions { completion.seal() }
    }

    // MARK: - Changes

    /// The action the view gives its layer for a change of `key` now.
    static func action(for layer: CALayer, forKey key: String, view: UIView) -> CAAction? {
        guard let block = animatingBlock, animatableKeys.contains(key) else { return NSNull() }
        // A nil value (no background colour) is an explicit "from nothing" (transparent).
        let old = ValueConversion.flattened(layer.value(forKey: key)) ?? NSNull()
        let shown = block.beginsFromCurrentState ? ValueConversion.flattened(layer.presentationValue(forKey: key)) : nil
        let from = shown ?? old
        return ViewAnimationAction(block: block, view: view, key: key, from: from)
    }

    /// The action ran: the change is stored in the layer; record it in `block` if still open.
    static func record(_ action: ViewAnimationAction, block: ViewAnimationBlock, layer: CALayer, key: String) {
        guard blocks.contains(where: { $0 === block }) else {
            Diagnostics.report("a view animation action for \"\(key)\" ran after its block closed; the change is not animated", subsystem: "UIKit")
            return
        }
        block.record(layer: layer, key: key, from: action.fromValue, view: action.view, sequence: nextSequence)
        nextSequence += 1
    }
}
