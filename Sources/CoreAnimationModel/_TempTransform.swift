// TEMPORARY until branch tf lands: minimal CATransform3D so QuartzCore compiles.
import Foundation
public struct CATransform3D: Hashable, Sendable {
    public var m11: CGFloat = 0, m12: CGFloat = 0, m13: CGFloat = 0, m14: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 0, m23: CGFloat = 0, m24: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 0, m34: CGFloat = 0
    public var m41: CGFloat = 0, m42: CGFloat = 0, m43: CGFloat = 0, m44: CGFloat = 0
    public init() {}
}
public let CATransform3DIdentity: CATransform3D = {
    var t = CATransform3D(); t.m11 = 1; t.m22 = 1; t.m33 = 1; t.m44 = 1; return t
}()
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity; t.m41 = tx; t.m42 = ty; t.m43 = tz; return t
}
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity; t.m11 = sx; t.m22 = sy; t.m33 = sz; return t
}
public func CATransform3DMakeRotation(_ a: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity; t.m11 = cos(a); t.m12 = sin(a); t.m21 = -sin(a); t.m22 = cos(a); return t
}
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let A = [[a.m11,a.m12,a.m13,a.m14],[a.m21,a.m22,a.m23,a.m24],[a.m31,a.m32,a.m33,a.m34],[a.m41,a.m42,a.m43,a.m44]]
    let B = [[b.m11,b.m12,b.m13,b.m14],[b.m21,b.m22,b.m23,b.m24],[b.m31,b.m32,b.m33,b.m34],[b.m41,b.m42,b.m43,b.m44]]
    var C = [[CGFloat]](repeating: [0,0,0,0], count: 4)
    for i in 0..<4 { for j in 0..<4 { for k in 0..<4 { C[i][j] += A[i][k]*B[k][j] } } }
    var t = CATransform3D()
    t.m11=C[0][0];t.m12=C[0][1];t.m13=C[0][2];t.m14=C[0][3];t.m21=C[1][0];t.m22=C[1][1];t.m23=C[1][2];t.m24=C[1][3]
    t.m31=C[2][0];t.m32=C[2][1];t.m33=C[2][2];t.m34=C[2][3];t.m41=C[3][0];t.m42=C[3][1];t.m43=C[3][2];t.m44=C[3][3]
    return t
}
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D { t }
