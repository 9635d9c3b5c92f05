import CoreAnimationValues
import Foundation

/// What a step draws instead when its offscreen image cannot be had (no
/// target, no program): `items[range]` straight into the parent pass, planned
/// only then (`FramePlanner.steps(drawing:in:)`). With `firstAsLayer`, the
/// first item is drawn as a plain layer, not as the group it roots; with
/// `ignoresRootTransition` or `ignoresRootRasterization` only that of the
/// first item is left out (its mask and group opacity still drawn offscreen).
///
/// A plain value; render thread.
package struct FallbackDraw: Sendable {
    package var items: [LayerDraw]
    package var range: Range<Int>
    package var firstAsLayer: Bool
    package var ignoresRootTransition: Bool
    package var ignoresRootRasterization: Bool

    package init(items: [LayerDraw], range: Range<Int>, firstAsLayer: Bool = false,
                 ignoresRootTransition: Bool = false, ignoresRootRasterization: Bool = false) {
        self.items = items
        self.range = range
        self.firstAsLayer = firstAsLayer
        self.ignoresRootTransition = ignoresRootTransition
        self.ignoresRootRasterization = ignoresRootRasterization
    }
}
