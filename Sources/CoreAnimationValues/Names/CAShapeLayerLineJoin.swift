import Foundation

/// How a shape layer joins stroked segments (Apple's `lineJoin` values).
///
/// An immutable string value; safe on any thread.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The join's name; "miter", "round" and "bevel" for the predefined joins, Apple's spellings.
    public let rawValue: String
    /// Wraps `rawValue` unchecked like ``init(_:)``; an unknown join is drawn as ``miter``, unreported.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Wraps `rawValue` unchecked; an unknown join is drawn as `miter`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Outer edges extended to a point, bevelled where it would pass `miterLimit`; the default.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Segments meet in a circular arc as wide as the line.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// The outer corner is cut straight across.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
