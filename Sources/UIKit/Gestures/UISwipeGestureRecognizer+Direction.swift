import Foundation

extension UISwipeGestureRecognizer {
    /// The directions of a swipe, as Apple's `UISwipeGestureRecognizer.Direction`.
    /// A plain value, any thread.
    public struct Direction: OptionSet, Sendable {
        /// Apple's bits: 1 ``right``, 2 ``left``, 4 ``up``, 8 ``down``.
        public let rawValue: UInt
        /// Directions from the bits given, unchecked; the recognizer reads only the low four.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Towards increasing x; the recognizer's default.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards decreasing x.
        public static let left = Direction(rawValue: 1 << 1)
        /// Towards the top of the window (decreasing y).
        public static let up = Direction(rawValue: 1 << 2)
        /// Towards the bottom of the window (increasing y).
        public static let down = Direction(rawValue: 1 << 3)
    }
}
