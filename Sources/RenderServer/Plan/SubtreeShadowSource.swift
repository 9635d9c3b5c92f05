import CoreAnimationValues
import CoreGraphics
import Foundation

/// What the blurred shadow of a layer with sublayers (and no `shadowPath`)
/// is made from: its whole composited subtree (its own quad, drawn content
/// and sublayers, with their clips, masks and groups), as Apple's shadow
/// covers it, at a blur and a density.
///
/// The items are the subtree in the layer's quad space (its bounds space
/// with the bounds' origin at (0, 0)), without the clips around the layer
/// and without the layer's own shadow, which are not part of its image;
/// `extent` is what they cover there. A kept shadow stands for a source
/// while `makesSameShadow` holds: moving, turning or fading the shadow
/// keeps it, a sublayer that moves or animates inside makes it again
/// (comparing costs O(subtree) a frame; a `shadowPath` remains the fast
/// way, as on Apple's platforms).
///
/// A plain value; render thread.
package struct SubtreeShadowSource: Sendable {
    package var items: [LayerDraw]
    /// The items' extent in the layer's quad space.
    package var extent: CGRect
    /// The blur's standard deviation in layer units.
    package var sigma: CGFloat
    /// Target pixels per layer unit, quantised (`ShadowImageLayout.quantised(pixelsPerUnit:)`).
    package var pixelsPerUnit: CGFloat

    package init(items: [LayerDraw], extent: CGRect, sigma: CGFloat, pixelsPerUnit: CGFloat) {
        self.items = items
        self.extent = extent
        self.sigma = sigma
        self.pixelsPerUnit = pixelsPerUnit
    }

    /// Whether a shadow made from `other` is the one this source makes.
    package func makesSameShadow(as other: SubtreeShadowSource) -> Bool {
        sigma == other.sigma && pixelsPerUnit == other.pixelsPerUnit && LayerDraw.drawTheSame(items, other.items)
    }
}
