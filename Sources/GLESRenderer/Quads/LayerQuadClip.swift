import CoreAnimationValues
import CoreGraphics
import Foundation

/// One rounded-rectangle clip that the layer program applies itself, with an
/// anti-aliased edge (the `LAYER_CLIP` variant of `layer_quad.frag`): a
/// draw's layers are multiplied by their pixels' coverage of the shape.
///
/// The shape is a layer's bounds under a flattened transform; the program
/// maps each fragment's window position back into the shape's space through
/// the inverse of that transform (a 2D homography, so perspective is exact)
/// and measures the signed distance to the rounded rectangle there, in
/// pixels. Fragments on the far side of the eye get no coverage.
///
/// A plain value; safe on any thread.
package struct LayerQuadClip: Equatable, Sendable {
    /// Window position (`gl_FragCoord.xy`, y up, of a target `height` pixels
    /// tall) → the shape's space, as a column-major 3×3 matrix (homogeneous).
    package var fragmentToShape: [Float]
    /// The shape's size, in its own units.
    package var size: CGSize
    /// Each corner's reach (`LayerCorners.reaches`): minX-minY, maxX-minY,
    /// minX-maxY, maxX-maxY (y down).
    package var radii: (Float, Float, Float, Float)
    /// The exponent of continuous corners (the `CLIP_CONTINUOUS` variant);
    /// nil for circular ones.
    package var continuousExponent: Float?

    /// The clip for `bounds` under `toPixels` (the shape's bounds space →
    /// the target's pixels, y down), or nil when that mapping cannot be
    /// inverted (an edge-on or degenerate shape) or is not finite.
    package init?(bounds: CGRect, corners: LayerCorners, toPixels: CATransform3D, targetHeight: Int) {
        let b = bounds.standardized
        guard b.width > 0, b.height > 0 else { return nil }
        // Shape space (0, 0 at the bounds' top-left) → pixels, as a 3×3 on
        // column vectors (x, y, 1): rows give X, Y and W.
        let t = CATransform3DConcat(CATransform3DMakeTranslation(b.origin.x, b.origin.y, 0), toPixels)
        let a: [[Double]] = [
            [Double(t.m11), Double(t.m21), Double(t.m41)],
            [Double(t.m12), Double(t.m22), Double(t.m42)],
            [Double(t.m14), Double(t.m24), Double(t.m44)],
        ]
        guard let inverse = Self.inverted(a) else { return nil }
        // Window position (y up) → pixel (y down): (x, height − y, 1).
        let flip: [[Double]] = [[1, 0, 0], [0, -1, Double(targetHeight)], [0, 0, 1]]
        var m = [[Double]](repeating: [0, 0, 0], count: 3)
        for row in 0..<3 {
            for column in 0..<3 {
                m[row][column] = (0..<3).reduce(0) { $0 + inverse[row][$1] * flip[$1][column] }
            }
        }
        let columnMajor = (0..<3).flatMap { column in (0..<3).map { Float(m[$0][column]) } }
        guard columnMajor.allSatisfy(\.isFinite) else { return nil }
        fragmentToShape = columnMajor
        size = b.size
        let reaches = corners.reaches(in: b.size)
        radii = (reaches[0], reaches[1], reaches[2], reaches[3])
        continuousExponent = corners.areContinuous(in: b.size) ? Float(corners.exponent(in: b.size)) : nil
    }

    package static func == (lhs: LayerQuadClip, rhs: LayerQuadClip) -> Bool {
        lhs.fragmentToShape == rhs.fragmentToShape && lhs.size == rhs.size && lhs.radii == rhs.radii
            && lhs.continuousExponent == rhs.continuousExponent
    }

    /// The inverse of a 3×3 matrix; nil when (nearly) singular.
    private static func inverted(_ m: [[Double]]) -> [[Double]]? {
        let c00 = m[1][1] * m[2][2] - m[1][2] * m[2][1]
        let c01 = m[1][2] * m[2][0] - m[1][0] * m[2][2]
        let c02 = m[1][0] * m[2][1] - m[1][1] * m[2][0]
        let determinant = m[0][0] * c00 + m[0][1] * c01 + m[0][2] * c02
        let scale = m.joined().reduce(0) { max($0, abs($1)) }
        guard determinant.isFinite, scale > 0, abs(determinant) > 1e-12 * scale * scale * scale else { return nil }
        let d = 1 / determinant
        return [
            [c00 * d, (m[0][2] * m[2][1] - m[0][1] * m[2][2]) * d, (m[0][1] * m[1][2] - m[0][2] * m[1][1]) * d],
            [c01 * d, (m[0][0] * m[2][2] - m[0][2] * m[2][0]) * d, (m[0][2] * m[1][0] - m[0][0] * m[1][2]) * d],
            [c02 * d, (m[0][1] * m[2][0] - m[0][0] * m[2][1]) * d, (m[0][0] * m[1][1] - m[0][1] * m[1][0]) * d],
        ]
    }
}
