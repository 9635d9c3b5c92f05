import Foundation

/// A layer's own `transform` as `LayerProperties` keeps it: nothing for the
/// identity (most layers' model value), the six numbers of a 2D affine
/// transform (a turned, scaled or moved layer's presented value), the whole
/// matrix in a box of its own otherwise (perspective, turns about x or y).
///
/// Every layer's values are copied several times over (the model layer,
/// the render tree, each frame's draw items, the last frame's), so the
/// 128 bytes of a matrix kept whole were over a third of them; this is 49.
///
/// One transform has one form (`init(_:)` chooses it from the entries'
/// values), so two stored transforms are equal exactly when their
/// matrices are (`==` on `CATransform3D`, entry by entry). A negative zero
/// in an entry that decides the form (`m13`, `m14`, …, or a whole identity)
/// reads back as zero, which compares equal. A plain value; safe on any
/// thread.
package enum StoredTransform: Sendable, Equatable {
    /// `CATransform3DIdentity`.
    case identity
    /// `m11`, `m12`, `m21`, `m22`, `m41`, `m42` of a matrix whose other
    /// entries are the identity's: a transform of the layer's plane alone.
    case affine(m11: CGFloat, m12: CGFloat, m21: CGFloat, m22: CGFloat, m41: CGFloat, m42: CGFloat)
    /// Any other matrix (a NaN entry outside the six included).
    indirect case full(CATransform3D)

    /// The form of `t`.
    @inlinable
    package init(_ t: CATransform3D) {
        guard t.m13 == 0, t.m14 == 0, t.m23 == 0, t.m24 == 0, t.m31 == 0, t.m32 == 0, t.m33 == 1, t.m34 == 0,
              t.m43 == 0, t.m44 == 1
        else {
            self = .full(t)
            return
        }
        if t.m11 == 1, t.m12 == 0, t.m21 == 0, t.m22 == 1, t.m41 == 0, t.m42 == 0 {
            self = .identity
        } else {
            self = .affine(m11: t.m11, m12: t.m12, m21: t.m21, m22: t.m22, m41: t.m41, m42: t.m42)
        }
    }

    /// The matrix.
    @inlinable
    package var matrix: CATransform3D {
        switch self {
        case .identity:
            return CATransform3DIdentity
        case .affine(let m11, let m12, let m21, let m22, let m41, let m42):
            return CATransform3D(m11: m11, m12: m12, m13: 0, m14: 0,
                                 m21: m21, m22: m22, m23: 0, m24: 0,
                                 m31: 0, m32: 0, m33: 1, m34: 0,
                                 m41: m41, m42: m42, m43: 0, m44: 1)
        case .full(let t):
            return t
        }
    }
}
