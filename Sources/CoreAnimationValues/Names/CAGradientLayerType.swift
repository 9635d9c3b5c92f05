import Foundation

/// How a gradient layer spreads its colours (Apple's `type` values).
///
/// An immutable string value; safe on any thread.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The type's name; "axial", "radial" and "conic" for the predefined types, Apple's spellings.
    public let rawValue: String
    /// Wraps `rawValue` unchecked like ``init(_:)``; `CAGradientLayer` reports other types and keeps its own.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Wraps `rawValue` unchecked; `CAGradientLayer` refuses other types with a diagnostic, keeping its old one.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Colours along the line from `startPoint` to `endPoint`, the end colours continuing beyond.
    ///
    /// The default. Coincident points fill the layer with the last colour.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Colours outward from `startPoint` over an ellipse, the last colour outside it.
    ///
    /// The radii are |endPoint.x − startPoint.x| and |endPoint.y − startPoint.y| in the unit space of
    /// the bounds, so the ellipse stretches with them; a zero radius fills the layer with the last colour.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Colours swept once round `startPoint`, from the direction of `endPoint`, clockwise on screen.
    ///
    /// Angles are measured in the unit space of the bounds; coincident points start from +x.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
