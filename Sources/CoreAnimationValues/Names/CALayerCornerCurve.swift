import Foundation

/// The curve of a layer's rounded corners.
///
/// An immutable string value; safe on any thread.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name; "circular" and "continuous" for the predefined curves, Apple's spellings.
    public let rawValue: String
    /// Wraps `rawValue` unchecked like ``init(_:)``; any name but "continuous" draws circular corners, unreported.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Wraps `rawValue` unchecked; any name but `continuous` draws circular corners.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// A quarter circle of radius `cornerRadius`, at most half the shorter side; the default.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A smoother corner: a quarter superellipse reaching about 1.53 × `cornerRadius` along each side.
    ///
    /// Exponent 3.342, an approximation of Apple's unpublished curve. Where the sides are too short for
    /// that reach, the corner eases towards a circle's quarter.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
