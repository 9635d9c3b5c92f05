import Foundation

extension UIWindow {
    /// A window's stacking level, as Apple's `UIWindow.Level`. A plain value, any thread.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        /// The level as a number: windows of a higher level stack above those of a lower one.
        public let rawValue: CGFloat
        /// A level of `rawValue`, unchecked; the same as ``init(_:)``.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A level of `rawValue`; the same as `init(rawValue:)`.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// 0: the level of ordinary windows, and a new window's default.
        public static let normal = Level(rawValue: 0)
        /// 1000: above normal windows.
        public static let statusBar = Level(rawValue: 1000)
        /// 2000: above status-bar-level windows.
        public static let alert = Level(rawValue: 2000)

        /// Orders levels by ``rawValue``.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}
