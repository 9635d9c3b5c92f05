import Foundation

/// The pixel format a layer's drawn contents use.
///
/// An immutable string value; safe on any thread.
public struct CALayerContentsFormat: RawRepresentable, Hashable, Sendable {
    /// The format's name; "RGBA8", "RGBAh" and "Gray8" for the predefined formats, Apple's spellings.
    public let rawValue: String
    /// Wraps `rawValue` unchecked like ``init(_:)``; any name is stored as given and drawn contents stay 8-bit RGBA.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Wraps `rawValue` unchecked; every format is stored as given, and none changes how contents are drawn.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Eight bits per channel, RGBA; the default, and the only format drawn contents use here.
    public static let RGBA8Uint = CALayerContentsFormat(rawValue: "RGBA8")
    /// Half-float RGBA in Apple's API; recorded only: drawn contents stay 8-bit premultiplied RGBA.
    public static let RGBA16Float = CALayerContentsFormat(rawValue: "RGBAh")
    /// Eight-bit grey in Apple's API; recorded only: drawn contents stay 8-bit RGBA, in colour.
    public static let gray8Uint = CALayerContentsFormat(rawValue: "Gray8")
}
