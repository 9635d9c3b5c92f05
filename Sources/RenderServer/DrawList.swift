import CoreAnimationModel
import Foundation

/// One frame's drawing, in painter's order, made from the render tree at one time.
///
/// Built on the render thread and handed to a renderer; plain values only.
package struct DrawList: Sendable {
    /// The media time the values were evaluated at.
    package var time: Double
    package var items: [LayerDraw]
    /// Whether an animation of a drawn layer has not yet ended (another frame will differ).
    package var hasActiveAnimations: Bool

    package init(time: Double, items: [LayerDraw], hasActiveAnimations: Bool = false) {
        self.time = time
        self.items = items
        self.hasActiveAnimations = hasActiveAnimations
    }
}

/// One layer as the renderer draws it: its presented values and where they go.
///
/// A plain value; safe on any thread.
package struct LayerDraw: Sendable {
    package var id: LayerID
    /// From the layer's bounds space to root space (points, y down), flattened
    /// into every ancestor's plane as Core Animation composites.
    package var transform: CATransform3D
    /// The presented values (after animations): bounds, colours, corners, border, contents, shadow.
    package var properties: LayerProperties
    /// The product of this layer's and its ancestors' opacities.
    package var opacity: Float
    /// The `masksToBounds` ancestors (and this layer's own, for its sublayers) that clip it, outermost first.
    package var clips: [ClipShape]
    /// The mask layer's subtree, drawn in this layer's bounds space, whose alpha masks this layer.
    package var mask: [LayerDraw]

    package init(id: LayerID, transform: CATransform3D, properties: LayerProperties, opacity: Float,
                 clips: [ClipShape], mask: [LayerDraw]) {
        self.id = id
        self.transform = transform
        self.properties = properties
        self.opacity = opacity
        self.clips = clips
        self.mask = mask
    }
}

/// A rounded rectangle that clips drawing: an ancestor's bounds under its transform.
///
/// A plain value; safe on any thread.
package struct ClipShape: Sendable, Equatable {
    package var transform: CATransform3D
    package var bounds: CGRect
    package var cornerRadius: CGFloat
    package var maskedCorners: CACornerMask

    package init(transform: CATransform3D, bounds: CGRect, cornerRadius: CGFloat, maskedCorners: CACornerMask) {
        self.transform = transform
        self.bounds = bounds
        self.cornerRadius = cornerRadius
        self.maskedCorners = maskedCorners
    }
}
