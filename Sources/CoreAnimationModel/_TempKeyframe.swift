// TEMPORARY until branch kf lands.
package struct KeyframeTrack: Sendable {
    package func value(at progress: Double) -> AnimatableValue? { nil }
    package func tangentAngle(at progress: Double) -> Double? { nil }
}
