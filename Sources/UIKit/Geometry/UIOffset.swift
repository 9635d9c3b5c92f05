import Foundation

/// A position adjustment, as Apple's `UIOffset`. A plain value, any thread.
public struct UIOffset: Hashable, Sendable {
    /// Horizontal shift in points; positive moves right.
    public var horizontal: CGFloat
    /// Vertical shift in points; positive moves down.
    public var vertical: CGFloat

    /// An offset of 0 in both directions.
    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    /// An offset of `horizontal` and `vertical` points.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset.
    public static let zero = UIOffset()
}
