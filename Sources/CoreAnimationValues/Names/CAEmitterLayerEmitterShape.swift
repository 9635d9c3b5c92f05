import Foundation

/// The shape particles are emitted from (Apple's `emitterShape` values):
/// defined by the emitter layer's `emitterPosition`, `emitterZPosition`,
/// `emitterSize` and `emitterDepth`.
///
/// An immutable string value; safe on any thread.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    /// The shape's name; Apple's spelling for the predefined shapes ("point", "line", "rectangle"…).
    public let rawValue: String
    /// Wraps `rawValue` unchecked like ``init(_:)``; `CAEmitterLayer` reports an unknown shape, then uses a point.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Wraps `rawValue` unchecked; `CAEmitterLayer` reports an unknown shape, then emits from a point.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// One point: (`emitterPosition.x`, `emitterPosition.y`, `emitterZPosition`).
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    /// A line `emitterSize.width` long along x, centred on the position.
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    /// A rectangle of `emitterSize` centred on the position.
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    /// A box of `emitterSize` and `emitterDepth` centred on the position.
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    /// A circle of radius `emitterSize.width` about the position, in the xy-plane.
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    /// A sphere of radius `emitterSize.width` about the position.
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")

    /// The shapes Apple defines.
    package static let known: [CAEmitterLayerEmitterShape] = [.point, .line, .rectangle, .cuboid, .circle, .sphere]
}
