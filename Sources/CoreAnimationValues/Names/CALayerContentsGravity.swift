import Foundation

/// How a layer's contents are placed in its bounds (Apple's `contentsGravity` values).
///
/// An immutable string value; safe on any thread.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The gravity's name; for the predefined values, Apple's spelling ("center", "topLeft", "resizeAspectFill", …).
    public let rawValue: String
    /// Wraps `rawValue` unchecked like ``init(_:)``; an unknown name is placed by its spelling, unreported (see there).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Wraps `rawValue` unchecked.
    ///
    /// The renderer places an unknown name at natural size by its spelling, ignoring case: an ending
    /// of "left" or "right" and a beginning of "top" or "bottom" hold the image to those edges;
    /// anything else centres it.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The image at its natural size, centred in the bounds.
    ///
    /// Natural size is the image's pixels (the part `contentsRect` selects) divided by `contentsScale`.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Natural size, centred horizontally, against the bounds' maximum-y edge.
    ///
    /// The names are y-up: on an unflipped y-down layer this is the bottom of the screen. Flipped
    /// contents (an odd number of geometry-flipped layers from the root) swap top and bottom.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Natural size, centred horizontally, against the bounds' minimum-y edge (top of screen, unflipped).
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Natural size, centred vertically, against the bounds' minimum-x edge.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Natural size, centred vertically, against the bounds' maximum-x edge.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// Natural size, in the corner at minimum x and maximum y (bottom left on screen, unflipped).
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// Natural size, in the corner at maximum x and y (bottom right on screen, unflipped).
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// Natural size, in the corner at minimum x and y (top left on screen, unflipped).
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// Natural size, in the corner at maximum x and minimum y (top right on screen, unflipped).
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds exactly, whatever its aspect ratio; the default.
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds with its aspect ratio kept, centred.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to cover the bounds with its aspect ratio kept, centred; the excess shows without `masksToBounds`.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}
