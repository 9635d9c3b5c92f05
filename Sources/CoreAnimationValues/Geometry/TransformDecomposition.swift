import Foundation

/// A `CATransform3D` split into scale, skew, rotation, translation and perspective.
///
/// This is the decomposition of Graphics Gems II ("unmatrix"), which CSS Transforms Level 2
/// and WebKit also use to animate matrices. In this module's row-vector convention the parts
/// recompose as
///
///     M = Scale · Skew · Rotation · Translation · Perspective
///
/// so a point is scaled first, then skewed, rotated, translated and finally projected:
/// - `scale` holds the three axis factors; a reflection (negative determinant) is carried
///   by negating the one axis whose rotated row is furthest from its own axis, so that
///   `scale(1, -1, 1)` reads as a y flip rather than a half turn;
/// - `skew` holds the shear factors `(xy, xz, yz)`;
/// - `rotation` is a unit quaternion `(x, y, z, w)`;
/// - `translation` is `(m41, m42, m43) / m44`;
/// - `perspective` is the column `(p1, p2, p3, p4)` that puts `m14`, `m24`, `m34` back;
///   `(0, 0, 0, 1)` when the matrix has none.
///
/// Rows that collapse to zero (a zero scale) are given scale 0 and a rotation axis completed
/// towards the identity, so `CATransform3DMakeScale(0, 0, 1)` decomposes with no rotation.
/// Such a decomposition `isSingular` and does not recompose what a collapsed row lost.
///
/// A plain value: usable on any thread. Decomposing, recomposing and interpolating are O(1).
package struct TransformDecomposition: Hashable, Sendable {
    package var scale: SIMD3<Double>
    package var skew: SIMD3<Double>
    package var rotation: SIMD4<Double>
    package var translation: SIMD3<Double>
    package var perspective: SIMD4<Double>

    /// The decomposition of the identity transform.
    package static let identity = TransformDecomposition(
        scale: SIMD3(1, 1, 1), skew: .zero, rotation: SIMD4(0, 0, 0, 1),
        translation: .zero, perspective: SIMD4(0, 0, 0, 1))

    package init(scale: SIMD3<Double>, skew: SIMD3<Double>, rotation: SIMD4<Double>,
                 translation: SIMD3<Double>, perspective: SIMD4<Double>) {
        self.scale = scale
        self.skew = skew
        self.rotation = rotation
        self.translation = translation
        self.perspective = perspective
    }

    /// Decomposes `t`; nil when `m44` is 0, an entry is not finite, or `t` has perspective
    /// terms while its upper 3×3 is singular.
    package init?(_ t: CATransform3D) {
        // The identity (most layers' model transform, read and rewritten by every
        // frame of a `transform.rotation.z` animation) decomposes to `.identity`.
        if CATransform3DIsIdentity(t) {
            self = .identity
            return
        }
        guard t.isFinite, t.m44 != 0 else { return nil }
        let w = Double(t.m44)
        var rows: InlineArray<3, SIMD3<Double>> = [
            SIMD3(Double(t.m11), Double(t.m12), Double(t.m13)) / w,
            SIMD3(Double(t.m21), Double(t.m22), Double(t.m23)) / w,
            SIMD3(Double(t.m31), Double(t.m32), Double(t.m33)) / w,
        ]
        let move = SIMD3(Double(t.m41), Double(t.m42), Double(t.m43)) / w
        let projective = SIMD3(Double(t.m14), Double(t.m24), Double(t.m34)) / w

        // Perspective: solve L · p = (m14, m24, m34), then p4 = 1 - translation · p, so that
        // [L 0; t 1] · (p, p4) gives back the fourth column.
        if projective != .zero {
            let c0 = cross(rows[1], rows[2]), c1 = cross(rows[2], rows[0]), c2 = cross(rows[0], rows[1])
            let det = dot(rows[0], c0)
            guard det != 0, det.isFinite else { return nil }
            let p = (c0 * projective.x + c1 * projective.y + c2 * projective.z) / det
            perspective = SIMD4(p.x, p.y, p.z, 1 - dot(move, p))
        } else {
            perspective = SIMD4(0, 0, 0, 1)
        }
        translation = move

        // Scale and skew by Gram–Schmidt on the rows; a row shorter than `tolerance` after
        // removing the earlier directions is treated as collapsed.
        let longest = max(length(rows[0]), length(rows[1]), length(rows[2]))
        let tolerance = longest * 1e-12
        var factors = SIMD3<Double>(repeating: 0)
        var shear = SIMD3<Double>(repeating: 0)
        var axes: InlineArray<3, SIMD3<Double>?> = [nil, nil, nil]

        let len0 = length(rows[0])
        if len0 > tolerance, len0 > 0 {
            factors.x = len0
            axes[0] = rows[0] / len0
        }
        if let n0 = axes[0] {
            shear.x = dot(n0, rows[1])
            rows[1] -= n0 * shear.x
        }
        let len1 = length(rows[1])
        if len1 > tolerance, len1 > 0 {
            factors.y = len1
            axes[1] = rows[1] / len1
            shear.x /= len1
        } else {
            shear.x = 0
        }
        if let n0 = axes[0] {
            shear.y = dot(n0, rows[2])
            rows[2] -= n0 * shear.y
        }
        if let n1 = axes[1] {
            shear.z = dot(n1, rows[2])
            rows[2] -= n1 * shear.z
        }
        let len2 = length(rows[2])
        if len2 > tolerance, len2 > 0 {
            factors.z = len2
            axes[2] = rows[2] / len2
            shear.y /= len2
            shear.z /= len2
        } else {
            shear.y = 0
            shear.z = 0
        }

        var basis: InlineArray<3, SIMD3<Double>>
        if let n0 = axes[0], let n1 = axes[1], let n2 = axes[2] {
            basis = [n0, n1, n2]
            if dot(n0, cross(n1, n2)) < 0 {
                // A reflection: move it onto the axis whose row strays furthest from its own.
                let diagonal = [n0.x, n1.y, n2.z]
                let k = diagonal.indices.min { diagonal[$0] < diagonal[$1] }!
                basis[k] = -basis[k]
                factors[k] = -factors[k]
                switch k {
                case 0: shear.x = -shear.x; shear.y = -shear.y
                case 1: shear.x = -shear.x; shear.z = -shear.z
                default: shear.y = -shear.y; shear.z = -shear.z
                }
            }
        } else {
            basis = TransformDecomposition.completedBasis(axes)
        }
        scale = factors
        skew = shear
        rotation = TransformDecomposition.quaternion(rows: basis)
    }

    /// Whether a scale factor is zero, so that the matrix this came from was singular.
    package var isSingular: Bool {
        scale.x == 0 || scale.y == 0 || scale.z == 0
    }

    /// The matrix these parts recompose to (normalised so that the source's `m44` was 1).
    package var transform: CATransform3D {
        let r = TransformDecomposition.rotationRows(rotation)
        let row0 = r[0] * scale.x
        let row1 = (r[0] * skew.x + r[1]) * scale.y
        let row2 = (r[0] * skew.y + r[1] * skew.z + r[2]) * scale.z
        let p = SIMD3(perspective.x, perspective.y, perspective.z)
        return CATransform3D(
            m11: CGFloat(row0.x), m12: CGFloat(row0.y), m13: CGFloat(row0.z), m14: CGFloat(dot(row0, p)),
            m21: CGFloat(row1.x), m22: CGFloat(row1.y), m23: CGFloat(row1.z), m24: CGFloat(dot(row1, p)),
            m31: CGFloat(row2.x), m32: CGFloat(row2.y), m33: CGFloat(row2.z), m34: CGFloat(dot(row2, p)),
            m41: CGFloat(translation.x), m42: CGFloat(translation.y), m43: CGFloat(translation.z),
            m44: CGFloat(dot(translation, p) + perspective.w))
    }

    /// The rotation as angles `(x, y, z)` in radians, applied about x first, then y, then z.
    ///
    /// Reading gives `x, z` in (-π, π] and `y` in [-π/2, π/2]; at `y = ±π/2` the z angle is
    /// reported as 0 and the whole turn about the shared axis goes to x. Setting replaces
    /// `rotation` with `Rx(x) · Ry(y) · Rz(z)`; any angle is accepted.
    package var rotationAngles: SIMD3<Double> {
        get {
            // No rotation (most layers, read by every frame of a rotation animation):
            // the same angles as below, worked out once.
            if rotation == TransformDecomposition.identity.rotation { return TransformDecomposition.identityAngles }
            return TransformDecomposition.angles(of: rotation)
        }
        set {
            // sin(±0) is ±0 and cos(±0) is 1 exactly: an axis not turned needs no call.
            func sinCos(_ angle: Double) -> (Double, Double) { angle == 0 ? (angle, 1) : (sin(angle), cos(angle)) }
            let (sx, cx) = sinCos(newValue.x)
            let (sy, cy) = sinCos(newValue.y)
            let (sz, cz) = sinCos(newValue.z)
            rotation = TransformDecomposition.quaternion(rows: [
                SIMD3(cy * cz, cy * sz, -sy),
                SIMD3(sx * sy * cz - cx * sz, sx * sy * sz + cx * cz, sx * cy),
                SIMD3(cx * sy * cz + sx * sz, cx * sy * sz - sx * cz, cx * cy),
            ])
        }
    }

    /// `rotationAngles` of the identity rotation.
    private static let identityAngles = angles(of: identity.rotation)

    /// The x-then-y-then-z angles of unit quaternion `rotation` (see `rotationAngles`).
    private static func angles(of rotation: SIMD4<Double>) -> SIMD3<Double> {
        let r = TransformDecomposition.rotationRows(rotation)
        let cosY = (r[0].x * r[0].x + r[0].y * r[0].y).squareRoot()
        let y = atan2(-r[0].z, cosY)
        if cosY > 1e-12 {
            return SIMD3(atan2(r[1].z, r[2].z), y, atan2(r[0].y, r[0].x))
        }
        return SIMD3(atan2(-r[2].y, r[1].y), y, 0)
    }

    /// The parts a `fraction` of the way to `other`: linear for everything except the
    /// rotation, which follows the shorter great arc (slerp). Fractions outside 0…1 extrapolate.
    package func interpolated(to other: TransformDecomposition, fraction: Double) -> TransformDecomposition {
        func mix<V: SIMD>(_ a: V, _ b: V) -> V where V.Scalar == Double {
            a + (b - a) * fraction
        }
        return TransformDecomposition(
            scale: mix(scale, other.scale),
            skew: mix(skew, other.skew),
            rotation: TransformDecomposition.slerp(rotation, other.rotation, fraction),
            translation: mix(translation, other.translation),
            perspective: mix(perspective, other.perspective))
    }

    /// The transform a `fraction` of the way from `from` to `to`, as Apple animates `transform`.
    ///
    /// Both matrices are decomposed and their parts interpolated (see `interpolated(to:fraction:)`),
    /// so a rotation turns through the shorter way: 0 to 2π does not move. When either matrix
    /// does not decompose or is singular (a zero scale), the entries are interpolated one by one.
    /// `fraction` 0 and 1 return `from` and `to` exactly.
    ///
    /// - Complexity: O(1).
    package static func interpolate(from: CATransform3D, to: CATransform3D, fraction: Double) -> CATransform3D {
        if fraction == 0 || from == to { return from }
        if fraction == 1 { return to }
        guard let a = TransformDecomposition(from), let b = TransformDecomposition(to),
              !a.isSingular, !b.isSingular
        else {
            let f = CGFloat(fraction)
            let start = from.rowMajorEntries, end = to.rowMajorEntries
            return CATransform3D(rowMajor: zip(start, end).map { $0 + ($1 - $0) * f })
        }
        return a.interpolated(to: b, fraction: fraction).transform
    }
}

// MARK: - Rotation helpers

extension TransformDecomposition {
    /// The rows of the row-vector rotation matrix for the unit quaternion `q = (x, y, z, w)`.
    static func rotationRows(_ q: SIMD4<Double>) -> InlineArray<3, SIMD3<Double>> {
        let norm = (q * q).sum().squareRoot()
        guard norm > 0, norm.isFinite else { return [SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1)] }
        let u = q / norm
        let (x, y, z, w) = (u.x, u.y, u.z, u.w)
        return [
            SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
            SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
            SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)),
        ]
    }

    /// The unit quaternion of the row-vector rotation matrix with rows `r`, built from its
    /// largest diagonal combination for accuracy.
    static func quaternion(rows r: InlineArray<3, SIMD3<Double>>) -> SIMD4<Double> {
        let trace = r[0].x + r[1].y + r[2].z
        var q: SIMD4<Double>
        if trace > 0 {
            let s = 2 * (trace + 1).squareRoot()
            q = SIMD4((r[1].z - r[2].y) / s, (r[2].x - r[0].z) / s, (r[0].y - r[1].x) / s, s / 4)
        } else if r[0].x > r[1].y, r[0].x > r[2].z {
            let s = 2 * (1 + r[0].x - r[1].y - r[2].z).squareRoot()
            q = SIMD4(s / 4, (r[0].y + r[1].x) / s, (r[0].z + r[2].x) / s, (r[1].z - r[2].y) / s)
        } else if r[1].y > r[2].z {
            let s = 2 * (1 + r[1].y - r[0].x - r[2].z).squareRoot()
            q = SIMD4((r[0].y + r[1].x) / s, s / 4, (r[1].z + r[2].y) / s, (r[2].x - r[0].z) / s)
        } else {
            let s = 2 * (1 + r[2].z - r[0].x - r[1].y).squareRoot()
            q = SIMD4((r[0].z + r[2].x) / s, (r[1].z + r[2].y) / s, s / 4, (r[0].y - r[1].x) / s)
        }
        return q / (q * q).sum().squareRoot()
    }

    /// Spherical interpolation between unit quaternions along the shorter arc.
    static func slerp(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ t: Double) -> SIMD4<Double> {
        var end = b
        var cosine = (a * b).sum()
        if cosine < 0 {
            end = -end
            cosine = -cosine
        }
        let q: SIMD4<Double>
        if cosine > 1 - 1e-10 {
            q = a + (end - a) * t
        } else {
            let angle = acos(min(cosine, 1))
            let s = sin(angle)
            q = a * (sin((1 - t) * angle) / s) + end * (sin(t * angle) / s)
        }
        return q / (q * q).sum().squareRoot()
    }

    /// A right-handed orthonormal basis from the rows that survived Gram–Schmidt, filling the
    /// collapsed ones as close to the identity as the survivors allow.
    static func completedBasis(_ axes: InlineArray<3, SIMD3<Double>?>) -> InlineArray<3, SIMD3<Double>> {
        let identity = [SIMD3<Double>(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1)]
        let axes = [axes[0], axes[1], axes[2]]
        func inline(_ b: [SIMD3<Double>]) -> InlineArray<3, SIMD3<Double>> { [b[0], b[1], b[2]] }
        let present = axes.indices.filter { axes[$0] != nil }
        var basis = axes.enumerated().map { $0.element ?? identity[$0.offset] }
        switch present.count {
        case 0:
            return inline(identity)
        case 1:
            // The next axis (cyclically) starts from its identity direction, made orthogonal
            // to the survivor; the third is their cross product.
            let k = present[0], next = (k + 1) % 3, last = (k + 2) % 3
            let n = basis[k]
            var candidate = identity[next] - n * dot(identity[next], n)
            if length(candidate) < 1e-6 {
                candidate = identity[last] - n * dot(identity[last], n)
            }
            basis[next] = candidate / length(candidate)
            basis[last] = cross(basis[k], basis[next])
            return inline(basis)
        default:
            // One collapsed: the cross product of the other two, in cyclic order.
            let missing = axes.indices.first { axes[$0] == nil }!
            basis[missing] = cross(basis[(missing + 1) % 3], basis[(missing + 2) % 3])
            return inline(basis)
        }
    }
}

private func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }

private func length(_ a: SIMD3<Double>) -> Double { dot(a, a).squareRoot() }

private func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}
