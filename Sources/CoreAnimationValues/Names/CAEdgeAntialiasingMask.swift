import Foundation

/// Which edges of a layer are antialiased. A plain value; safe on any thread.
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    /// Apple's edge bits: 1 minimum x, 2 maximum x, 4 minimum y, 8 maximum y; stored, never read by the renderer.
    public let rawValue: UInt32
    /// A mask of the bits given, unchecked and only recorded.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The edge at the bounds' minimum x.
    ///
    /// Recorded only, like every bit of this mask: the renderer does not read `edgeAntialiasingMask`
    /// and antialiases a layer's edges or not by `allowsEdgeAntialiasing` alone.
    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
    /// The edge at the bounds' maximum x; recorded only.
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
    /// The edge at the bounds' minimum y (bottom in Apple's y-up naming); recorded only.
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
    /// The edge at the bounds' maximum y (top in Apple's y-up naming); recorded only.
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)
}
