import Foundation

/// Distances inward from each edge of a rectangle, as Apple's `UIEdgeInsets`.
/// A plain value, any thread.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Distance in from the top edge, in points; negative moves the edge out.
    public var top: CGFloat
    /// Distance in from the left edge, in points (always the left, whatever the layout direction).
    public var left: CGFloat
    /// Distance in from the bottom edge, in points.
    public var bottom: CGFloat
    /// Distance in from the right edge, in points.
    public var right: CGFloat

    /// Insets of 0 on every side.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Insets with the given distances, in points.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any side.
    public static let zero = UIEdgeInsets()

    /// `UIEdgeInsets(top: …, left: …, bottom: …, right: …)` with the four distances.
    public var description: String { "UIEdgeInsets(top: \(top), left: \(left), bottom: \(bottom), right: \(right))" }
}

/// `UIEdgeInsets(top:left:bottom:right:)` as a function, as in Objective-C code.
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}
