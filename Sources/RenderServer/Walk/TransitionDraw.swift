import CoreAnimationValues
import Foundation

/// A running `CATransition` on a drawn layer: what the renderer blends.
///
/// The layer's item and its subtree (the items after it in the list) are the
/// new appearance; `old` is the appearance the layer had when the transition
/// was added, frozen, in the layer's bounds space. Immutable (a class, so
/// that a `LayerDraw` carries one word for it); safe on any thread.
package final class TransitionDraw: Sendable {
    package let info: TransitionInfo
    /// startProgress…endProgress after the timing function.
    package let progress: Double
    /// The old appearance: items in painter's order whose transforms map
    /// into the layer's bounds space (its bounds rect is where it was drawn).
    package let old: [LayerDraw]

    package init(info: TransitionInfo, progress: Double, old: [LayerDraw]) {
        self.info = info
        self.progress = progress
        self.old = old
    }
}

/// The frozen old appearance of a layer whose transition began at `beginTime`.
///
/// Made by `RenderTree` when a commit brings the transition, before the
/// commit changes anything. A plain value; render thread.
package struct TransitionSnapshot: Sendable {
    package var beginTime: Double
    package var items: [LayerDraw]
}
