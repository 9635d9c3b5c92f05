import Foundation
import QuartzCore

/// One thread's view-animation state (see `ViewAnimationState`). Used only
/// by the thread it belongs to.
final class ViewAnimationThreadState {
    /// `UIView.areAnimationsEnabled` on this thread.
    var animationsEnabled = true
    /// Open blocks, outermost first.
    var blocks: [ViewAnimationBlock] = []
    /// Animations of closed blocks waiting for the outermost block to close.
    var ready: [(sequence: Int, layer: CALayer, key: String, animation: CAAnimation)] = []
    /// Completions of closed blocks, sealed once their animations are added.
    var closedCompletions: [ViewAnimationCompletion] = []
    /// The order of the next change recorded in a block.
    var nextSequence = 0
}
