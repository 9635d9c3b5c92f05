import Foundation

/// How a shape layer decides what is inside its path (Apple's `fillRule` values).
///
/// An immutable string value; safe on any thread.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The rule's name; "non-zero" and "even-odd" for the predefined rules, hyphenated as Apple spells them.
    public let rawValue: String
    /// Wraps `rawValue` unchecked like ``init(_:)``; any name but "even-odd" fills by the non-zero rule, unreported.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Wraps `rawValue` unchecked; any name but `evenOdd` fills by the non-zero rule.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Inside where the path winds round a point a non-zero number of times; the default.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Inside where a ray from a point crosses the path an odd number of times, so overlaps cut holes.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
