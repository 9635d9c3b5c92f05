import Foundation

/// A position adjustment, as Apple's `UIOffset`. A plain value, any thread.
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let zero = UIOffset()
}
