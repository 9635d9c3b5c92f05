import Foundation

/// A 4×4 layer transform restricted to the layer's own z = 0 plane and the
/// screen's x, y: a 3×3 homography that maps points both ways.
///
/// Mapping a point through a 3D transform projects it (divides by w);
/// mapping back intersects the ray with the layer's plane, which is what
/// hit testing and point conversion under perspective need. Pure value; safe
/// on any thread. - Complexity: O(1).
package struct PlaneMapping: Sendable, Equatable {
    /// Row-major 3×3 acting on row vectors `[x y 1]`.
    package var m: (Double, Double, Double, Double, Double, Double, Double, Double, Double)

    package static func == (a: PlaneMapping, b: PlaneMapping) -> Bool {
        a.m.0 == b.m.0 && a.m.1 == b.m.1 && a.m.2 == b.m.2 && a.m.3 == b.m.3 && a.m.4 == b.m.4
            && a.m.5 == b.m.5 && a.m.6 == b.m.6 && a.m.7 == b.m.7 && a.m.8 == b.m.8
    }

    /// Keeps the x, y and w columns and the x, y and translation rows of `t`.
    package init(_ t: CATransform3D) {
        m = (Double(t.m11), Double(t.m12), Double(t.m14),
             Double(t.m21), Double(t.m22), Double(t.m24),
             Double(t.m41), Double(t.m42), Double(t.m44))
    }

    private init(raw: (Double, Double, Double, Double, Double, Double, Double, Double, Double)) {
        m = raw
    }

    /// The image of `p`, or nil when it maps to infinity (w ≤ 0: behind the eye).
    package func apply(_ p: CGPoint) -> CGPoint? {
        let x = Double(p.x), y = Double(p.y)
        let X = x * m.0 + y * m.3 + m.6
        let Y = x * m.1 + y * m.4 + m.7
        let W = x * m.2 + y * m.5 + m.8
        guard W > 1e-12, X.isFinite, Y.isFinite else { return nil }
        return CGPoint(x: X / W, y: Y / W)
    }

    /// The inverse mapping, or nil when the plane is seen edge-on (singular).
    package func inverted() -> PlaneMapping? {
        let (a, b, c, d, e, f, g, h, i) = m
        let A = e * i - f * h, B = -(d * i - f * g), C = d * h - e * g
        let det = a * A + b * B + c * C
        guard abs(det) > 1e-12, det.isFinite else { return nil }
        let inv = 1 / det
        return PlaneMapping(raw: (
            A * inv, -(b * i - c * h) * inv, (b * f - c * e) * inv,
            B * inv, (a * i - c * g) * inv, -(a * f - c * d) * inv,
            C * inv, -(a * h - b * g) * inv, (a * e - b * d) * inv))
    }
}
