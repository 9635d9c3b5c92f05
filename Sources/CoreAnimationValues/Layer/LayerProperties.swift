import Foundation

/// The plain values of one layer: everything the render server needs to draw it.
///
/// `CALayer` keeps its state in one of these (the model values), a commit
/// carries copies of changed ones to the render server, and animation
/// evaluation produces presentation copies. A value type: safe on any thread.
/// Defaults are Apple's.
///
/// Every layer's values are copied several times (model, render tree, each
/// frame's draw items), so the values most layers leave at their defaults
/// (the sublayer transform, contents rectangles and filters, the layer's
/// own timing, …) live apart, in `RareLayerValues`, shared by every layer
/// that has not changed them and copied on the first change
/// (`RareLayerValuesReference`): a layer's values are half the bytes.
package struct LayerProperties: Sendable, Equatable {
    // The stored order is by size, not by topic: the small values fill the
    // bytes after the transform's 49 (`StoredTransform`), where in topic
    // order they left 16 bytes of padding in every copy of every layer's values.

    // Geometry
    package var bounds: CGRect = .zero
    package var position: CGPoint = .zero
    package var zPosition: CGFloat = 0
    package var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// `transform` as kept: read in place (through a pointer) as
    /// `storedTransform.matrix`, since `transform` read so would copy all
    /// of the values first.
    package var storedTransform = StoredTransform.identity
    package var transform: CATransform3D {
        @inlinable get { storedTransform.matrix }
        set { storedTransform = StoredTransform(newValue) }
    }

    // Visibility
    package var isHidden = false
    package var isDoubleSided = true
    package var masksToBounds = false
    package var opacity: Float = 1
    package var allowsGroupOpacity = true
    package var isOpaque = false
    package var shouldRasterize = false
    /// The layer's class as the render server sees it; fixed when the layer is made.
    package var kind: LayerKind = .layer
    /// The shadow's: the one shadow value held here (the colour, offset
    /// and radius are rare values, read once this says a shadow shows).
    package var shadowOpacity: Float = 0

    // Contents
    package var contents: LayerContents?
    package var contentsScale: CGFloat = 1
    /// What a shape, gradient or text layer draws from its own values; nil for other layers.
    package var drawn: DrawnContent?
    /// What a replicator or emitter layer draws many times over; nil for other layers.
    package var instanced: InstancedContent?

    // Background, corners and border
    package var backgroundColor: CGColor?
    package var cornerRadius: CGFloat = 0
    package var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    package var borderWidth: CGFloat = 0
    /// Opaque black by default (as the shadow's), held without a reference
    /// while it is (`BlackDefaultColor`): every layer's values are copied each frame.
    package var borderColor: CGColor? {
        get { borderColorValue.color }
        set { borderColorValue = BlackDefaultColor(newValue) }
    }
    private var borderColorValue = BlackDefaultColor.black

    // The shadow's colour, offset and radius are rare values
    // (`LayerProperties+Rare.swift`): most layers cast none, and the
    // opacity (above) says whether one does.

    /// The values most layers leave at their defaults: shared until
    /// changed, held nowhere while at their defaults (read in place as
    /// `rare.x`; read and written as the properties of `LayerProperties+Rare.swift`).
    package var rare = RareLayerValuesReference()

    package init() {}
}
