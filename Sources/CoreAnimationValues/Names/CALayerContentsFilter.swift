import Foundation

/// The filter used to scale a layer's contents.
///
/// An immutable string value; safe on any thread.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    /// The filter's name; "nearest", "linear" and "trilinear" for the predefined filters, Apple's spellings.
    public let rawValue: String
    /// Wraps `rawValue` unchecked like ``init(_:)``; the renderer reports an unknown filter once, samples `linear`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Wraps `rawValue` unchecked; the renderer samples an unknown filter as `linear`, reporting it once.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The nearest pixel, unblended (`GL_NEAREST`): hard pixel edges when the contents are scaled.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// A blend of the four nearest pixels (`GL_LINEAR`); the default for both filters.
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// When minifying, `linear` plus a blend between mipmap levels (`GL_LINEAR_MIPMAP_LINEAR`).
    ///
    /// The image's mipmaps are built for it. When magnifying it is the same as ``linear``: there is no
    /// larger level.
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}
