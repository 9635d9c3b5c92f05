import Foundation

/// Where a text layer cuts text that does not fit (Apple's `truncationMode` values).
///
/// An immutable string value; safe on any thread.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name; "none", "start", "end" and "middle" for the predefined modes, Apple's spellings.
    public let rawValue: String
    /// Wraps `rawValue` unchecked like ``init(_:)``; `CATextLayer` reports other modes and keeps its own.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Wraps `rawValue` unchecked; `CATextLayer` refuses other modes with a diagnostic, keeping its old one.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// No ellipsis: text that does not fit runs on and the bounds cut it off; the default.
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// An ellipsis replaces text at the start of the line.
    ///
    /// Unwrapped, each line wider than the bounds is cut; wrapped, the last line that fits the height.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// An ellipsis replaces text at the end of the line (the same lines as ``start``).
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// An ellipsis replaces text in the middle of the line (the same lines as ``start``).
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
