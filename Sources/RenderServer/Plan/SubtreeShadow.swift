import CoreAnimationValues
import CoreGraphics
import Foundation

/// The blurred shadow of one layer of a run that has sublayers and no
/// `shadowPath`, as the plan decides it: what it is made from, the texture
/// it is drawn into, and whether the kept one is used or the subtree is
/// drawn again (`FramePlanner+SubtreeShadows.swift`).
///
/// A plain value; render thread.
package struct SubtreeShadow: Sendable {
    /// Where the blurred alpha comes from this frame.
    package enum Image: Sendable {
        /// The shadow kept from an earlier frame stands for the subtree.
        case kept
        /// The subtree is drawn by this pass (its alpha, into the layout's
        /// texture, cleared), then blurred.
        case draw(RenderPass)
    }

    /// The caster's index in the run's items.
    package var index: Int
    package var source: SubtreeShadowSource
    package var layout: ShadowImageLayout
    package var image: Image

    package init(index: Int, source: SubtreeShadowSource, layout: ShadowImageLayout, image: Image) {
        self.index = index
        self.source = source
        self.layout = layout
        self.image = image
    }
}
