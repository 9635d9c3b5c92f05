import Foundation

/// The view-animation state of the calling thread: whether animations are
/// enabled, the stack of open blocks, and the animations finished blocks
/// have made until the outermost block closes and adds them to their layers.
///
/// Views belong to the main thread, and its state is the one that matters.
/// A program that runs animation blocks on other threads anyway (reported
/// by `OffMainUse`) gets a state per thread, as each thread has its own
/// `CATransaction` stack, so that two threads' blocks never share (and
/// corrupt) one stack.
@MainActor
enum ViewAnimationState {
    private static let mainThreadState = ViewAnimationThreadState()
    private static let threadKey = "UIKit.ViewAnimationState"

    /// This thread's state.
    private static var current: ViewAnimationThreadState {
        if Thread.isMainThread { return mainThreadState }
        let dictionary = Thread.current.threadDictionary
        if let state = dictionary[threadKey] as? ViewAnimationThreadState { return state }
        let state = ViewAnimationThreadState()
        dictionary[threadKey] = state
        return state
    }

    /// `UIView.areAnimationsEnabled`.
    static var animationsEnabled: Bool {
        get { current.animationsEnabled }
        set { current.animationsEnabled = newValue }
    }
    /// Open blocks, outermost first.
    static var blocks: [ViewAnimationBlock] { current.blocks }

    /// The layer keys a view animates inside a block; other keys change at once.
    static let animatableKeys: Set<String> = [
        "position", "bounds", "transform", "opacity", "backgroundColor", "cornerRadius", "borderWidth",
        "borderColor", "shadowOpacity", "shadowOffset", "shadowRadius", "shadowColor", "shadowPath",
        "zPosition", "anchorPoint", "anchorPointZ", "contentsRect", "contentsCenter", "sublayerTransform",
    ]

    /// The innermost open block when changes made now animate.
    static var animatingBlock: ViewAnimationBlock? {
        let state = current
        guard state.animationsEnabled, let top = state.blocks.last, top.animates else { return nil }
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
        current.blocks.append(block)
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
        let state = current
        guard state.blocks.last === block else {
            Diagnostics.report("an animation block was closed out of order; its changes are dropped", subsystem: "UIKit")
            state.blocks.removeAll { $0 === block }
            return
        }
        if block.animates && block.options.contains(.layoutSubviews) {
            for view in block.changedViews { view.layoutIfNeeded() }
        }
        state.blocks.removeLast()
        for (sequence, layer, key, animation) in ViewAnimationFactory.animations(for: block) {
            state.ready.append((sequence, layer, key, animation))
        }
        state.closedCompletions.append(block.completion)
        if state.blocks.isEmpty { addWaitingAnimations(of: state) }
    }

    private static func addWaitingAnimations(of state: ViewAnimationThreadState) {
        let animations = state.ready.sorted { $0.sequence < $1.sequence }
        let completions = state.closedCompletions
        state.ready = []
        state.closedCompletions = []
        state.nextSequence = 0
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
        let state = current
        guard state.blocks.contains(where: { $0 === block }) else {
            Diagnostics.report("a view animation action for \"\(key)\" ran after its block closed; the change is not animated", subsystem: "UIKit")
            return
        }
        block.record(layer: layer, key: key, from: action.fromValue, view: action.view, sequence: state.nextSequence)
        state.nextSequence += 1
    }
}
