import Foundation

/// Whether a layer following a keyframe path turns to its tangent.
///
/// An immutable string value; safe on any thread.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name; "auto" and "autoReverse" for the predefined modes, Apple's spellings.
    public let rawValue: String
    /// Wraps `rawValue` unchecked like ``init(_:)``; any name but "autoReverse" acts as ``rotateAuto``, unreported.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Wraps `rawValue` unchecked; any mode but `rotateAutoReverse`, known or not, acts as `rotateAuto`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Turns the layer about z so that its +x axis points along the motion of a keyframe `position` animation.
    ///
    /// The turn comes before the layer's presented `transform`; it applies only to point values or a
    /// `path`, and does nothing for other key paths.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// As ``rotateAuto``, plus a half turn (π), so the layer's +x axis points back along the motion.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
