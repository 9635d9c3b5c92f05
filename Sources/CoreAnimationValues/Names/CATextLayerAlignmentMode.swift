import Foundation

/// How a text layer aligns its lines (Apple's `alignmentMode` values).
///
/// An immutable string value; safe on any thread.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name; for the predefined modes, Apple's spelling ("natural", "left", "right", "center", "justified").
    public let rawValue: String
    /// Wraps `rawValue` unchecked like ``init(_:)``; `CATextLayer` reports other modes and keeps its own.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Wraps `rawValue` unchecked; `CATextLayer` refuses other modes with a diagnostic, keeping its old one.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Left, or right in a right-to-left paragraph (the direction Pango finds in its text); the default.
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Flush left, whatever the paragraph's direction.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Flush right, whatever the paragraph's direction.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Each line centred in the width.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Wrapped lines stretched to the full width, except each paragraph's last, which sits at its start.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}
