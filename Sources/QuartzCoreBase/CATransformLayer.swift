import Foundation

/// A layer that draws only its sublayers and keeps them in true 3D, as
/// Apple's `CATransformLayer`.
///
/// An ordinary layer flattens its sublayers into its own plane. A transform
/// layer does not: its sublayers (and the sublayers of transform layers
/// nested in it) keep their 3D places up to the nearest ancestor that
/// flattens, and are drawn there back to front by the depth of their
/// centres (`LayerGeometry.sortingDepth`), so a cube made of six face layers
/// hides its back faces behind its front ones as it turns. Each sublayer
/// that is not a transform layer is one plane in that sort, drawn with its
/// own subtree flattened into it as usual.
///
/// As on Apple's platforms, what would need the transform layer's own plane
/// is ignored: its `backgroundColor`, `contents`, border, shadow, `mask`,
/// `masksToBounds` and filters are not drawn or applied, and its `opacity`
/// multiplies into each sublayer's opacity instead of making a group. Its
/// `transform` and `sublayerTransform` apply to its sublayers in 3D.
///
/// Threads: as `CALayer`, any thread, under `LayerTreeLock`.
open class CATransformLayer: CALayer {
    override class var layerKind: LayerKind { .transformLayer }

    /// The deepest sublayer at `p` (in the superlayer's coordinates), never
    /// the transform layer itself: it has no plane of its own to contain a
    /// point. The sublayers (with those of nested transform layers) are
    /// tried front to back in the 3D order they are drawn in, each with `p`
    /// mapped onto its plane through the 3D transforms; a sublayer tried
    /// this way is hit tested as `CALayer` does, without its own
    /// `hitTest(_:)` override (there is no 2D superlayer point to hand it).
    open override func hitTest(_ p: CGPoint) -> CALayer? {
        let (hidden, opacity, toSuperlayer) = LayerTreeLock.shared.withLock {
            (state.isHidden, state.opacity, toParentMatrixLocked())
        }
        guard !hidden, opacity > 0 else { return nil }
        var planes: [Plane] = []
        Self.collectPlanes(under: self, toPlane: toSuperlayer, into: &planes)
        for index in LayerGeometry.backToFront(planes.map(\.depth)).reversed() {
            let plane = planes[index]
            guard let toLocal = PlaneMapping(plane.toPlane).inverted(), let local = toLocal.apply(p) else { continue }
            if let hit = plane.layer.deepestLayer(atLocal: local) { return hit }
        }
        return nil
    }

    /// A sublayer that is not a transform layer: its matrix into the
    /// flattening ancestor's space (unflattened) and its sorting depth.
    private struct Plane {
        var layer: CALayer
        var toPlane: CATransform3D
        var depth: CGFloat
    }

    /// Lists the planes under `transformLayer` and the visible transform
    /// layers nested in it, in drawing order (zPosition, then order).
    ///
    /// - Parameter toPlane: from `transformLayer`'s bounds space to the
    ///   flattening ancestor's, unflattened.
    private static func collectPlanes(under transformLayer: CALayer, toPlane: CATransform3D, into planes: inout [Plane]) {
        let (space, children) = LayerTreeLock.shared.withLock { () -> (CATransform3D, [CALayer]) in
            let ordered = transformLayer.sublayerList.enumerated().sorted {
                $0.element.state.zPosition != $1.element.state.zPosition
                    ? $0.element.state.zPosition < $1.element.state.zPosition : $0.offset < $1.offset
            }
            return (LayerGeometry.sublayerSpace(of: transformLayer.state), ordered.map(\.element))
        }
        let sublayersToPlane = CATransform3DConcat(space, toPlane)
        for child in children {
            let state = LayerTreeLock.shared.withLock { child.state }
            let childToPlane = CATransform3DConcat(LayerGeometry.placement(state), sublayersToPlane)
            if state.kind == .transformLayer {
                guard !state.isHidden, state.opacity > 0 else { continue }
                collectPlanes(under: child, toPlane: childToPlane, into: &planes)
            } else {
                planes.append(Plane(layer: child, toPlane: childToPlane,
                                    depth: LayerGeometry.sortingDepth(bounds: state.bounds, toPlane: childToPlane)))
            }
        }
    }
}
