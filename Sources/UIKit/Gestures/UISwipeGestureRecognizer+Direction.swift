import Foundation

extension UISwipeGestureRecognizer {
    /// The directions of a swipe, as Apple's `UISwipeGestureRecognizer.Direction`.
    /// A plain value, any thread.
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }
}
