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
