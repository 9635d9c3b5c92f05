import CoreAnimationValues
import Foundation

/// Layers drawn together as quads: `items[range]`, every one inside the same
/// clips, in the space of the pass they are drawn in, with the layers among
/// them that cast a shadow.
///
/// `items` is the array the plan was made from (shared, not copied), so a run
/// costs a range and a reference. A plain value; render thread.
package struct LayerRun: Sendable {
    package var items: [LayerDraw]
    package var range: Range<Int>
    /// The clips around the run inside its pass, outermost first (its items'
    /// chain less the pass's `clipBase`).
    package var clips: ArraySlice<ClipShape>
    /// The indices (into `items`) of the run's layers that cast a shadow
    /// (`LayerDraw.shadowCasting`), in painter's order.
    package var shadowCasters: [Int]
    /// The shadows among those made from the caster's subtree, with their
    /// images' passes, in painter's order.
    package var subtreeShadows: [SubtreeShadow]
    /// A factor on every layer's opacity: the group opacity of the groups
    /// around the run drawn as plain layers (a fallback), 1 otherwise.
    package var opacity: Float

    package init(items: [LayerDraw], range: Range<Int>, clips: ArraySlice<ClipShape>,
                 shadowCasters: [Int] = [], subtreeShadows: [SubtreeShadow] = [], opacity: Float = 1) {
        self.items = items
        self.range = range
        self.clips = clips
        self.shadowCasters = shadowCasters
        self.subtreeShadows = subtreeShadows
        self.opacity = opacity
    }

    /// The planned subtree shadow of the caster at `index`; nil when its
    /// shadow is not its subtree's (or cannot be made).
    package func subtreeShadow(at index: Int) -> SubtreeShadow? {
        subtreeShadows.first { $0.index == index }
    }
}
