import Foundation

/// Which corners `cornerRadius` rounds (Apple's `maskedCorners`). A plain value; safe on any thread.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// Apple's corner bits: 1 min-x/min-y, 2 max-x/min-y, 4 min-x/max-y, 8 max-x/max-y.
    public let rawValue: UInt
    /// A mask of the bits given, unchecked; the renderer reads only the low four.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The corner at the bounds' minimum x and y: top left in the layer's y-down space.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The corner at maximum x and minimum y: top right in the layer's y-down space.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The corner at minimum x and maximum y: bottom left in the layer's y-down space.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The corner at maximum x and y: bottom right in the layer's y-down space.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
