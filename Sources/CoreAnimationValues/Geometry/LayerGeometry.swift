import Foundation

/// Where a layer sits in its superlayer: the matrices that place it, shared by
/// point conversion and hit testing on the main thread and by drawing on the
/// render thread.
///
/// Row-vector convention, as `CATransform3D`: a point of the layer's bounds
/// space times the matrix gives the superlayer's bounds space. Pure; safe on
/// any thread. - Complexity: O(1).
package enum LayerGeometry {
    /// The point of the bounds that `position` places, in bounds coordinates.
    package static func anchorInBounds(_ s: LayerProperties) -> CGPoint {
        anchorInBounds(s.bounds, anchorPoint: s.anchorPoint)
    }

    /// `anchorInBounds(_:)` from the two values it reads.
    static func anchorInBounds(_ bounds: CGRect, anchorPoint: CGPoint) -> CGPoint {
        CGPoint(x: bounds.origin.x + anchorPoint.x * bounds.width, y: bounds.origin.y + anchorPoint.y * bounds.height)
    }

    /// The layer's own placement: about the anchor point (and anchorPointZ),
    /// its transform, then its position and zPosition.
    package static func placement(_ s: LayerProperties) -> CATransform3D {
        placement(bounds: s.bounds, anchorPoint: s.anchorPoint, anchorPointZ: s.anchorPointZ, transform: s.transform,
                  position: s.position, zPosition: s.zPosition)
    }

    /// `placement(_:)` from the values it reads: what the render thread's
    /// walk calls for every layer, as passing the whole values would copy
    /// them all (and retain their references) first.
    package static func placement(bounds: CGRect, anchorPoint: CGPoint, anchorPointZ: CGFloat, transform t: CATransform3D,
                                  position: CGPoint, zPosition: CGFloat) -> CATransform3D {
        let anchor = CGPoint(x: bounds.origin.x + anchorPoint.x * bounds.width,
                             y: bounds.origin.y + anchorPoint.y * bounds.height)
        // T(−anchor) · transform · T(position), with the translations' products
        // written out: the same sums as CATransform3DConcat in the same order,
        // less the terms that multiply by 0 (which only turn −0 into +0).
        var m = t
        m.m41 = -anchor.x * t.m11 + -anchor.y * t.m21 + -anchorPointZ * t.m31 + t.m41
        m.m42 = -anchor.x * t.m12 + -anchor.y * t.m22 + -anchorPointZ * t.m32 + t.m42
        m.m43 = -anchor.x * t.m13 + -anchor.y * t.m23 + -anchorPointZ * t.m33 + t.m43
        m.m44 = -anchor.x * t.m14 + -anchor.y * t.m24 + -anchorPointZ * t.m34 + t.m44
        let (x, y, z) = (position.x, position.y, zPosition + anchorPointZ)
        m.m11 += m.m14 * x; m.m12 += m.m14 * y; m.m13 += m.m14 * z
        m.m21 += m.m24 * x; m.m22 += m.m24 * y; m.m23 += m.m24 * z
        m.m31 += m.m34 * x; m.m32 += m.m34 * y; m.m33 += m.m34 * z
        m.m41 += m.m44 * x; m.m42 += m.m44 * y; m.m43 += m.m44 * z
        return m
    }

    /// What a superlayer applies to all its sublayers: its geometry flip and its
    /// sublayerTransform about its anchor point. Identity for most layers.
    package static func sublayerSpace(of parent: LayerProperties) -> CATransform3D {
        sublayerSpace(isGeometryFlipped: parent.isGeometryFlipped, bounds: parent.bounds,
                      anchorPoint: parent.anchorPoint, sublayerTransform: parent.sublayerTransform)
    }

    /// `sublayerSpace(of:)` from the fields it reads (a caller holding the
    /// values behind a pointer passes these, not a copy of them all).
    package static func sublayerSpace(isGeometryFlipped: Bool, bounds: CGRect, anchorPoint: CGPoint,
                                      sublayerTransform: CATransform3D) -> CATransform3D {
        var m = CATransform3DIdentity
        if isGeometryFlipped {
            let mid = bounds.midY
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(0, -mid, 0))
            m = CATransform3DConcat(m, CATransform3DMakeScale(1, -1, 1))
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(0, mid, 0))
        }
        if !CATransform3DIsIdentity(sublayerTransform) {
            let a = anchorInBounds(bounds, anchorPoint: anchorPoint)
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(-a.x, -a.y, 0))
            m = CATransform3DConcat(m, sublayerTransform)
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(a.x, a.y, 0))
        }
        return m
    }

    /// The matrix from a layer's bounds space to its superlayer's bounds space.
    package static func toParent(_ child: LayerProperties, parent: LayerProperties?) -> CATransform3D {
        let own = placement(child)
        guard let parent else { return own }
        let space = sublayerSpace(of: parent)
        return CATransform3DIsIdentity(space) ? own : CATransform3DConcat(own, space)
    }
}
