import Foundation

/// Which part of the emitter shape particles come from (Apple's
/// `emitterMode` values): its points (vertices), its outline, its surface or
/// its volume.
///
/// An immutable string value; safe on any thread.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name; for the predefined modes, Apple's spelling ("points", "outline", "surface", "volume").
    public let rawValue: String
    /// Wraps `rawValue` unchecked like ``init(_:)``; `CAEmitterLayer` reports an unknown mode, then uses the volume.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Wraps `rawValue` unchecked; `CAEmitterLayer` reports an unknown mode, then emits from the volume.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The shape's defining points: a line's ends, a rectangle's or cuboid's
    /// corners, a circle's or sphere's centre.
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    /// The shape's outline: a rectangle's perimeter, a cuboid's edges, a
    /// circle's circumference, a sphere's equator.
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    /// The shape's surface: a rectangle's area, a cuboid's faces, a circle's
    /// disc, a sphere's surface.
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    /// Anywhere inside the shape (the default).
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")

    /// The modes Apple defines.
    package static let known: [CAEmitterLayerEmitterMode] = [.points, .outline, .surface, .volume]
}
