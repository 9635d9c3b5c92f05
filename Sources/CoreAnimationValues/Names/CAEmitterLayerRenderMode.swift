import Foundation

/// The order particles are drawn in, and how they blend (Apple's
/// `renderMode` values).
///
/// An immutable string value; safe on any thread.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name; for the predefined modes, Apple's spelling ("unordered", "oldestFirst", "backToFront", …).
    public let rawValue: String
    /// Wraps `rawValue` unchecked like ``init(_:)``; `CAEmitterLayer` reports an unknown mode and draws unordered.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Wraps `rawValue` unchecked; `CAEmitterLayer` reports an unknown mode, then draws as `unordered`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Any order (the default); here, the order they were born in.
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    /// The oldest particle first, so the newest lies on top.
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    /// The newest particle first, so the oldest lies on top.
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    /// The farthest particle (in z) first.
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    /// Colours are added to what lies below (glowing sparks, fire).
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")

    /// The modes Apple defines.
    package static let known: [CAEmitterLayerRenderMode] = [.unordered, .oldestFirst, .oldestLast, .backToFront, .additive]
}
