// TEMPORARY until branch timing lands.
import Foundation
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}
package struct MediaTimingValues: Sendable, Equatable {
    package var beginTime: Double = 0, duration: Double = 0, speed: Float = 1, timeOffset: Double = 0
    package var repeatCount: Float = 0, repeatDuration: Double = 0, autoreverses = false
    package var fillMode: CAMediaTimingFillMode = .removed
    package init() {}
    package func localTime(fromParent t: Double) -> Double { (t - beginTime) * Double(speed) + timeOffset }
    package func parentTime(fromLocal t: Double) -> Double { speed == 0 ? beginTime : (t - timeOffset) / Double(speed) + beginTime }
}
public final class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    public init(name: CAMediaTimingFunctionName) {}
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {}
}
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
}
package struct SpringSolution { package var settlingDuration: Double { 0 }
  package init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {} }
public final class CAValueFunction: NSObject, @unchecked Sendable {}
package struct TransformComponent { package init?(keyPath: String) { return nil }
  package func value(in t: CATransform3D) -> Any { 0 }
  package func setting(_ v: Any?, in t: CATransform3D) -> CATransform3D? { nil } }
extension CATransform3D { package var isFinite: Bool { true }
 public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) { self.init() } }
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { .identity }
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { CATransform3DIdentity }
