import Foundation

/// How a keyframe animation computes values between keyframes.
///
/// An immutable string value; safe on any thread.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name; Apple's spelling for the predefined modes ("linear", "discrete", "cubicPaced"…).
    public let rawValue: String
    /// Wraps `rawValue` unchecked like ``init(_:)``; a keyframe animation reports an unknown mode and uses `linear`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Wraps `rawValue` unchecked; a keyframe animation reports an unknown mode and uses `linear`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Straight interpolation between neighbouring keyframes, each segment eased by its timing function.
    ///
    /// The default. Keyframe i is reached at `keyTimes[i]`, or evenly spaced without key times.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value shown unchanged from its key time until the next key time.
    ///
    /// Without key times, n values share the duration evenly.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Straight interpolation at even speed, keyframes timed by the distance between values.
    ///
    /// Key times and timing functions are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A Kochanek–Bartels spline through the values, timed like `linear`.
    ///
    /// Catmull–Rom when tension, continuity and bias are all 0. Values that cannot be scaled and added
    /// fall back to `linear` (reported). Along a `path` it is the same as `linear`: the path's segments
    /// already are curves.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// The `cubic` spline travelled at even speed by arc length.
    ///
    /// Key times and timing functions are ignored. Values that cannot be scaled and added fall back to
    /// `paced` (reported).
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
