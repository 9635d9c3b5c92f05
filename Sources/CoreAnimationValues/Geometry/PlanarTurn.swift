import Foundation

/// A transform that only scales, turns about z and moves in its plane (no
/// shear, reflection or perspective; z scale positive), read as the angle
/// it turns by: what `transform.rotation.z` reads and writes for most layers
/// (a spinner's identity model transform, a scaled icon), without the full
/// decomposition into a quaternion and back.
///
/// Its rows are `sx (cos a, sin a)` and `sy (-sin a, cos a)`, as
/// `TransformDecomposition` composes scale then rotation; turning it to
/// another angle keeps both scales, the z row and the translation, and
/// gives the decomposition's result to within rounding.
///
/// A plain value; safe on any thread.
struct PlanarTurn {
    let transform: CATransform3D
    /// The row lengths: the x and y scales.
    let scaleX: Double
    let scaleY: Double
    /// The angle about z, in radians (-π…π); worked out when asked (setting
    /// the angle, as a spin does each frame, does not need it).
    var angle: Double { atan2(Double(transform.m12), Double(transform.m11)) }

    /// Nil when `t` is not such a transform.
    init?(_ t: CATransform3D) {
        guard t.m13 == 0, t.m23 == 0, t.m31 == 0, t.m32 == 0, t.m14 == 0, t.m24 == 0, t.m34 == 0, t.m44 == 1,
              t.m33 > 0, t.isFinite
        else { return nil }
        let (a, b, c, d) = (Double(t.m11), Double(t.m12), Double(t.m21), Double(t.m22))
        let sx = (a * a + b * b).squareRoot(), sy = (c * c + d * d).squareRoot()
        // Rows at right angles (no shear) and turning the same way (no reflection).
        guard sx > 0, sy > 0, a * d - b * c > 0, abs(a * c + b * d) <= 1e-12 * sx * sy else { return nil }
        transform = t
        scaleX = sx
        scaleY = sy
    }

    /// The transform turned to `angle` radians about z, all else kept.
    func turned(to angle: Double) -> CATransform3D {
        let (sine, cosine) = (sin(angle), cos(angle))
        var r = transform
        r.m11 = CGFloat(scaleX * cosine)
        r.m12 = CGFloat(scaleX * sine)
        r.m21 = CGFloat(-scaleY * sine)
        r.m22 = CGFloat(scaleY * cosine)
        return r
    }
}
