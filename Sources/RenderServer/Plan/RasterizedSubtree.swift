import CoreAnimationValues
import CoreGraphics
import Foundation

/// A `shouldRasterize` layer's subtree as its cached image draws it: the
/// items in the layer's own bounds space (points), with opacities relative
/// to the layer (its own opacity, and its ancestors', are applied when the
/// image is composited, as Apple's documentation says: "the current opacity
/// of the layer is not rasterized"), at `scale` image pixels per point.
///
/// Two subtrees that `drawsSameImage` give the same pixels, so a cached
/// image made from one can stand for the other: the layer may have moved,
/// turned, faded or changed its own timing, but nothing in it changed.
///
/// A plain value; render thread.
package struct RasterizedSubtree: Sendable {
    /// The layer first, then its sublayers in painter's order; the first
    /// item's mask, if any, is kept (drawn inside the image), its group
    /// opacity and rasterization are not.
    package let items: [LayerDraw]
    /// Image pixels per point: the layer's `rasterizationScale`.
    package let scale: CGFloat

    /// The subtree of `items.first` (its whole range), or nil when it cannot
    /// be drawn in the layer's own space: a singular transform, or a
    /// `rasterizationScale` that is not a positive finite number.
    package init?(_ items: ArraySlice<LayerDraw>) {
        guard let root = items.first else { return nil }
        let scale = root.properties.rasterizationScale
        guard scale.isFinite, scale > 0,
              var local = LayerDraw.inOwnSpace(items, origin: .bounds, opacity: .belowRoot)
        else { return nil }
        local[0].properties.shouldRasterize = false
        self.items = local
        self.scale = scale
    }

    /// The opacity the image is composited with: the layer's own and its ancestors'.
    package static func compositeOpacity(of root: LayerDraw) -> Float {
        root.groupOpacity ?? root.opacity
    }

    /// Whether `other` draws the same pixels: the same layers with the same
    /// appearance, placed alike relative to the layer, at the same scale
    /// (`LayerDraw.drawTheSame`).
    package func drawsSameImage(as other: RasterizedSubtree) -> Bool {
        scale == other.scale && LayerDraw.drawTheSame(items, other.items)
    }
}
