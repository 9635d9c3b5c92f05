// TEMPORARY until branch kf lands.
package struct KeyframeTrack: Sendable {
    package init(values: [AnimatableValue], keyTimes: [Double]?, timingCurves: [TimingCurve]?, mode: CAAnimationCalculationMode, tension: [Double]?, continuity: [Double]?, bias: [Double]?, report: (String) -> Void) {}
    package init(path: CGPath, keyTimes: [Double]?, timingCurves: [TimingCurve]?, mode: CAAnimationCalculationMode, report: (String) -> Void) {}
    package func value(at progress: Double) -> AnimatableValue? { nil }
    package func tangentAngle(at progress: Double) -> Double? { nil }
}
