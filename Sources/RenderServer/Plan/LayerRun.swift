import CoreAnimationValues
import Foundation

/// Layers drawn together as quads: `items[range]`, every one inside the same
/// clips, in the space of the pass they are drawn in.
///
/// `items` is the array the plan was made from (shared, not copied), so a run
/// costs a range and a reference. A plain value; render thread.
package struct LayerRun: Sendable {
    package var items: [LayerDraw]
    package var range: Range<Int>
    /// The clips around the run inside its pass, outermost first (its items'
    /// chain less the pass's `clipBase`).
    package var clips: ArraySlice<ClipShape>

    package init(items: [LayerDraw], range: Range<Int>, clips: ArraySlice<ClipShape>) {
        self.items = items
        self.range = range
        self.clips = clips
    }
}
