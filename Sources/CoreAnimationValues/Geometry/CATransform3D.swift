import Foundation

/// The 4×4 matrix Core Animation uses to rotate, scale, translate, skew and project layers.
///
/// Points are row vectors: `(x, y, z, 1)` maps to `(x, y, z, 1) · M`, so `m41`, `m42`, `m43`
/// hold the translation and `m14`, `m24`, `m34` the perspective terms (`m34 = -1/d` for an eye
/// at distance `d`). `CATransform3DConcat(a, b)` is `a · b`: `a` acts first, then `b`.
///
/// A plain value: usable on any thread, and safe to hand from the main thread to the
/// render thread. Every operation is O(1).
///
/// `init()` gives the zero matrix, as Apple's imported C struct does; use
/// `CATransform3DIdentity` for the identity.
public struct CATransform3D: Hashable, Sendable, CustomStringConvertible {
    /// Row 1: where the x axis goes (`m11` is the x scale) and how x feeds w (`m14`, a perspective term).
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// Row 2: where the y axis goes (`m22` is the y scale) and how y feeds w (`m24`, a perspective term).
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// Row 3: where the z axis goes (`m33` is the z scale) and how z feeds w (`m34`, the usual perspective term).
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// Row 4: the translation in points (`m41`, `m42`, `m43`) and the origin's w (`m44`, 1 when affine).
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The zero matrix (every entry 0), as for Apple's C struct.
    public init() {
        self.init(m11: 0, m12: 0, m13: 0, m14: 0,
                  m21: 0, m22: 0, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 0, m34: 0,
                  m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// A matrix with these sixteen entries, row by row, taken as given (nothing is checked or normalised).
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// All sixteen entries by label, row by row: `CATransform3D(m11: 1.0, m12: 0.0, …, m44: 1.0)`.
    public var description: String {
        "CATransform3D(m11: \(m11), m12: \(m12), m13: \(m13), m14: \(m14), "
            + "m21: \(m21), m22: \(m22), m23: \(m23), m24: \(m24), "
            + "m31: \(m31), m32: \(m32), m33: \(m33), m34: \(m34), "
            + "m41: \(m41), m42: \(m42), m43: \(m43), m44: \(m44))"
    }
}

/// The identity transform: ones on the diagonal, zeros elsewhere.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether `t` is exactly the identity transform.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t == CATransform3DIdentity
}

/// Whether every entry of `a` equals the matching entry of `b`.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

/// A transform that translates by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// A transform that scales by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// A transform that rotates by `angle` radians about the axis `(x, y, z)`.
///
/// The axis is normalised first; a zero-length axis gives the identity, as Apple documents.
/// Looking down the axis towards the origin, positive angles turn counter-clockwise:
/// about `(0, 0, 1)`, `(1, 0, 0)` maps to `(cos angle, sin angle, 0)`, the same sense as
/// `CGAffineTransform(rotationAngle:)`.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3DIdentity }
    let ux = x / length, uy = y / length, uz = z / length
    let c = cos(angle), s = sin(angle), k = 1 - c
    // Diagonal terms written as u² + (1 - u²)·c so that axis-aligned rotations keep an exact 1
    // on the axis; the matrix is the transpose of Rodrigues' column-vector form.
    return CATransform3D(
        m11: ux * ux + (1 - ux * ux) * c, m12: ux * uy * k + uz * s, m13: ux * uz * k - uy * s, m14: 0,
        m21: ux * uy * k - uz * s, m22: uy * uy + (1 - uy * uy) * c, m23: uy * uz * k + ux * s, m24: 0,
        m31: ux * uz * k + uy * s, m32: uy * uz * k - ux * s, m33: uz * uz + (1 - uz * uz) * c, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// Translates `t` by `(tx, ty, tz)`: the translation acts first, then `t`.
///
/// Equal to `CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var r = t
    r.m41 = tx * t.m11 + ty * t.m21 + tz * t.m31 + t.m41
    r.m42 = tx * t.m12 + ty * t.m22 + tz * t.m32 + t.m42
    r.m43 = tx * t.m13 + ty * t.m23 + tz * t.m33 + t.m43
    r.m44 = tx * t.m14 + ty * t.m24 + tz * t.m34 + t.m44
    return r
}

/// Scales `t` by `(sx, sy, sz)`: the scale acts first, then `t`.
///
/// Equal to `CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var r = t
    r.m11 *= sx; r.m12 *= sx; r.m13 *= sx; r.m14 *= sx
    r.m21 *= sy; r.m22 *= sy; r.m23 *= sy; r.m24 *= sy
    r.m31 *= sz; r.m32 *= sz; r.m33 *= sz; r.m34 *= sz
    return r
}

/// Rotates `t` by `angle` radians about `(x, y, z)`: the rotation acts first, then `t`.
///
/// Equal to `CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)`. Apple leaves
/// a zero-length axis undefined; here it returns `t` unchanged.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    guard x * x + y * y + z * z > 0 else { return t }
    return CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The product `a · b`: a point is transformed by `a` first, then by `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    CATransform3D(
        m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
        m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
        m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
        m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
        m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
        m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
        m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
        m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
        m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
        m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
        m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
        m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
        m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
        m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
        m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
        m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
}

/// The inverse of `t`, or `t` itself when it has no inverse, as Apple documents.
///
/// A transform without perspective (`m14`, `m24`, `m34` all 0) is inverted through its 3×3
/// part, which keeps simple inverses exact (a translation's inverse is the negated
/// translation); others by Gauss–Jordan elimination with partial pivoting. A matrix counts
/// as singular when its determinant is zero or negligible beside the product of its row
/// lengths (rows dependent to within rounding), or when the result is not finite.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    t.inverse ?? t
}

extension CATransform3D {
    /// The inverse (as `CATransform3DInvert` computes it), or nil when there is none.
    package var inverse: CATransform3D? {
        let inverse = m14 == 0 && m24 == 0 && m34 == 0 ? invertWithoutPerspective(self) : invertGeneral(self)
        guard let inverse, inverse.isFinite else { return nil }
        return inverse
    }
}

/// Rows whose determinant is at most this fraction of the product of their lengths are
/// treated as linearly dependent.
private let singularityRatio = 16 * Double.ulpOfOne

/// `[L 0; v w]⁻¹ = [L⁻¹ 0; -v·L⁻¹/w 1/w]`, with `L⁻¹` from the adjugate.
private func invertWithoutPerspective(_ t: CATransform3D) -> CATransform3D? {
    let (a, b, c) = (Double(t.m11), Double(t.m12), Double(t.m13))
    let (d, e, f) = (Double(t.m21), Double(t.m22), Double(t.m23))
    let (g, h, i) = (Double(t.m31), Double(t.m32), Double(t.m33))
    let w = Double(t.m44)
    // Cofactors of the first row, then the determinant.
    let A = e * i - f * h, B = f * g - d * i, C = d * h - e * g
    let det = a * A + b * B + c * C
    let rowLengths = [a * a + b * b + c * c, d * d + e * e + f * f, g * g + h * h + i * i].map { $0.squareRoot() }
    guard det != 0, w != 0, abs(det) > rowLengths.reduce(1, *) * singularityRatio else { return nil }
    // L⁻¹ = adj(L) / det; adj(L) is the transposed cofactor matrix.
    let l11 = A / det, l12 = (c * h - b * i) / det, l13 = (b * f - c * e) / det
    let l21 = B / det, l22 = (a * i - c * g) / det, l23 = (c * d - a * f) / det
    let l31 = C / det, l32 = (b * g - a * h) / det, l33 = (a * e - b * d) / det
    let (x, y, z) = (Double(t.m41), Double(t.m42), Double(t.m43))
    return CATransform3D(
        m11: CGFloat(l11), m12: CGFloat(l12), m13: CGFloat(l13), m14: 0,
        m21: CGFloat(l21), m22: CGFloat(l22), m23: CGFloat(l23), m24: 0,
        m31: CGFloat(l31), m32: CGFloat(l32), m33: CGFloat(l33), m34: 0,
        m41: CGFloat(-(x * l11 + y * l21 + z * l31) / w),
        m42: CGFloat(-(x * l12 + y * l22 + z * l32) / w),
        m43: CGFloat(-(x * l13 + y * l23 + z * l33) / w),
        m44: CGFloat(1 / w))
}

/// Gauss–Jordan elimination with partial pivoting on the full 4×4.
private func invertGeneral(_ t: CATransform3D) -> CATransform3D? {
    var a = t.rowMajorEntries.map(Double.init)
    var inv: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
    let rowLengthProduct = (0..<4).reduce(1.0) { product, row in
        product * a[(row * 4)..<(row * 4 + 4)].reduce(0) { $0 + $1 * $1 }.squareRoot()
    }
    var det = 1.0
    for column in 0..<4 {
        var pivotRow = column
        for row in (column + 1)..<4 where abs(a[row * 4 + column]) > abs(a[pivotRow * 4 + column]) {
            pivotRow = row
        }
        let pivot = a[pivotRow * 4 + column]
        guard pivot != 0, pivot.isFinite else { return nil }
        det *= pivotRow == column ? pivot : -pivot
        if pivotRow != column {
            for k in 0..<4 {
                a.swapAt(pivotRow * 4 + k, column * 4 + k)
                inv.swapAt(pivotRow * 4 + k, column * 4 + k)
            }
        }
        for k in 0..<4 {
            a[column * 4 + k] /= pivot
            inv[column * 4 + k] /= pivot
        }
        for row in 0..<4 where row != column {
            let factor = a[row * 4 + column]
            guard factor != 0 else { continue }
            for k in 0..<4 {
                a[row * 4 + k] -= factor * a[column * 4 + k]
                inv[row * 4 + k] -= factor * inv[column * 4 + k]
            }
        }
    }
    guard abs(det) > rowLengthProduct * singularityRatio else { return nil }
    return CATransform3D(rowMajor: inv.map { CGFloat($0) })
}

/// A transform with the same effect as the affine transform `m` in the z = 0 plane.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(
        m11: m.a, m12: m.b, m13: 0, m14: 0,
        m21: m.c, m22: m.d, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Whether `t` can be represented exactly by an affine transform.
///
/// True when `t` leaves z alone and has no perspective: `m13`, `m14`, `m23`, `m24`, `m31`,
/// `m32`, `m34`, `m43` are 0 and `m33`, `m44` are 1.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0
        && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// The affine transform represented by `t`: its `m11`, `m12`, `m21`, `m22`, `m41`, `m42`.
///
/// When `CATransform3DIsAffine(t)` is false the other entries are dropped (Apple calls the
/// result undefined).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

// MARK: - Package helpers

extension CATransform3D {
    /// The sixteen entries row by row: `m11, m12, m13, m14, m21, …, m44`.
    package var rowMajorEntries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// A transform from sixteen entries row by row; `entries.count` must be 16.
    package init(rowMajor entries: [CGFloat]) {
        precondition(entries.count == 16, "CATransform3D needs 16 entries, got \(entries.count)")
        self.init(m11: entries[0], m12: entries[1], m13: entries[2], m14: entries[3],
                  m21: entries[4], m22: entries[5], m23: entries[6], m24: entries[7],
                  m31: entries[8], m32: entries[9], m33: entries[10], m34: entries[11],
                  m41: entries[12], m42: entries[13], m43: entries[14], m44: entries[15])
    }

    /// The matrix as OpenGL's column-major array for column vectors (`gl_Position = M * v`).
    ///
    /// Transposing the row-vector matrix and storing it by columns gives back the entries in
    /// row order, so this is `m11, m12, m13, m14, m21, …, m44`: `m41…m43` land at indices
    /// 12…14, where GL keeps the translation.
    package var columnMajor: [CGFloat] { rowMajorEntries }

    /// `columnMajor` narrowed to `Float` for `glUniformMatrix4fv`.
    package var columnMajorFloats: [Float] { rowMajorEntries.map { Float($0) } }

    /// A transform from OpenGL's column-major array (see `columnMajor`); nil unless 16 entries.
    package init?(columnMajor entries: [CGFloat]) {
        guard entries.count == 16 else { return nil }
        self.init(rowMajor: entries)
    }

    /// A transform from OpenGL's column-major `Float` array; nil unless 16 entries.
    package init?(columnMajor entries: [Float]) {
        guard entries.count == 16 else { return nil }
        self.init(rowMajor: entries.map { CGFloat($0) })
    }

    /// Whether every entry is finite (no NaN or infinity).
    package var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite
            && m21.isFinite && m22.isFinite && m23.isFinite && m24.isFinite
            && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
            && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }

    /// The homogeneous point `(x, y, z, w) · self`, without the perspective divide.
    package func applying(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat)
        -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat)
    {
        (x: x * m11 + y * m21 + z * m31 + w * m41,
         y: x * m12 + y * m22 + z * m32 + w * m42,
         z: x * m13 + y * m23 + z * m33 + w * m43,
         w: x * m14 + y * m24 + z * m34 + w * m44)
    }

    /// The point `(x, y, z, w) · self` after the perspective divide by the resulting w.
    ///
    /// Nil when the resulting w is 0 or the divided point is not finite. A negative w (a
    /// point behind the eye) is divided like any other; callers that clip must check first.
    package func projecting(x: CGFloat, y: CGFloat, z: CGFloat = 0, w: CGFloat = 1)
        -> (x: CGFloat, y: CGFloat, z: CGFloat)?
    {
        let p = applying(x: x, y: y, z: z, w: w)
        guard p.w != 0 else { return nil }
        let result = (x: p.x / p.w, y: p.y / p.w, z: p.z / p.w)
        guard result.x.isFinite, result.y.isFinite, result.z.isFinite else { return nil }
        return result
    }

    /// `point` (in the z = 0 plane) through `self`, with the perspective divide.
    package func projecting(_ point: CGPoint) -> CGPoint? {
        projecting(x: point.x, y: point.y).map { CGPoint(x: $0.x, y: $0.y) }
    }
}
