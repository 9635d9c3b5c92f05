import Foundation

// The 3D order of the layers that transform layers keep in 3D, shared by
// drawing (render thread) and hit testing (the model's thread).
extension LayerGeometry {
    /// The depth by which a layer is sorted among the other layers that
    /// transform layers keep in 3D: the z of the centre of its bounds in the
    /// bounds space of the nearest ancestor that flattens, where the 3D scene
    /// is flattened (after the perspective divide, so it is a point of that
    /// space). Larger is nearer the viewer, as zPosition is.
    ///
    /// - Parameters:
    ///   - bounds: the layer's bounds.
    ///   - toPlane: from the layer's bounds space to that ancestor's bounds
    ///     space, not flattened on the way (the layer's placement, the
    ///     transform layers' sublayer spaces and placements, then the
    ///     ancestor's sublayer space with its perspective).
    /// - Returns: the depth; `-infinity` when the centre lies at or behind the
    ///   eye of a perspective (w ≤ 0), so that it is drawn first, under everything.
    package static func sortingDepth(bounds: CGRect, toPlane: CATransform3D) -> CGFloat {
        let p = toPlane.applying(x: bounds.midX, y: bounds.midY, z: 0, w: 1)
        guard p.w > 0 else { return -.infinity }
        let depth = p.z / p.w
        return depth.isNaN ? -.infinity : depth
    }

    /// The order in which to paint layers of these depths: back to front
    /// (increasing depth), and layers of equal depth in the order given (the
    /// tree's drawing order), so the sort is stable. Hit testing goes the
    /// other way. - Complexity: O(n log n).
    package static func backToFront(_ depths: [CGFloat]) -> [Int] {
        depths.indices.sorted { depths[$0] != depths[$1] ? depths[$0] < depths[$1] : $0 < $1 }
    }
}
