import Foundation

/// How the render server treats a layer's class: the kinds of layer that it
/// draws by other rules than `CALayer`'s.
///
/// Set from the layer's class when the layer is made and never changed; it
/// travels in `LayerProperties` with every commit. A plain value; safe on
/// any thread.
package enum LayerKind: UInt8, Sendable {
    /// A `CALayer` (or a subclass drawn as one): it draws its background,
    /// contents, border and shadow, and flattens its sublayers into its plane.
    case layer
    /// A `CATransformLayer`: it draws nothing of its own and does not flatten.
    /// Its sublayers keep their 3D places in the plane of its nearest
    /// ancestor that flattens, where they are sorted by depth together with
    /// the sublayers of the transform layers nested in it.
    case transformLayer
}
