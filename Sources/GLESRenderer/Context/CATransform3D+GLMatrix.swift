import CoreAnimationValues
import Foundation

extension CATransform3D {
    /// Writes the 16 entries as a GL `mat4` attribute or uniform: the
    /// row-vector entries in memory order are GL's column-major matrix for
    /// column vectors. Any thread.
    func writeGLMatrix(into out: UnsafeMutablePointer<Float>) {
        out[0] = Float(m11); out[1] = Float(m12); out[2] = Float(m13); out[3] = Float(m14)
        out[4] = Float(m21); out[5] = Float(m22); out[6] = Float(m23); out[7] = Float(m24)
        out[8] = Float(m31); out[9] = Float(m32); out[10] = Float(m33); out[11] = Float(m34)
        out[12] = Float(m41); out[13] = Float(m42); out[14] = Float(m43); out[15] = Float(m44)
    }
}
