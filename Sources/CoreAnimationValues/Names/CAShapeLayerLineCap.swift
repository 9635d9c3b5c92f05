import Foundation

/// How a shape layer ends open strokes (Apple's `lineCap` values).
///
/// An immutable string value; safe on any thread.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The cap's name; "butt", "round" and "square" for the predefined caps, Apple's spellings.
    public let rawValue: String
    /// Wraps `rawValue` unchecked like ``init(_:)``; an unknown cap is drawn as ``butt``, unreported.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Wraps `rawValue` unchecked; an unknown cap is drawn as `butt`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Open ends stop flat at the end point; the default.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// Open ends get a half disc as wide as the line.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Open ends stop flat half the line's width past the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}
