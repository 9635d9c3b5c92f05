import Foundation

/// Corners of a rectangle in UIKit's y-down space, as Apple's `UIRectCorner`.
/// A plain value, any thread.
public struct UIRectCorner: OptionSet, Sendable {
    /// Apple's bits: 1 ``topLeft``, 2 ``topRight``, 4 ``bottomLeft``, 8 ``bottomRight``.
    public let rawValue: UInt
    /// Corners from the bits given, unchecked; rounding reads only the low four.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The corner at the minimum x and minimum y.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The corner at the maximum x and minimum y.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The corner at the minimum x and maximum y.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The corner at the maximum x and maximum y.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners = UIRectCorner(rawValue: 0xF)
}
