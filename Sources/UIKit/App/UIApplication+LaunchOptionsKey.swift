import Foundation

extension UIApplication {
    /// A key of the launch options dictionary, as Apple's `UIApplication.LaunchOptionsKey`.
    /// A plain value, any thread.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's string; this type names no keys, and the app delegate is always given nil launch options.
        public let rawValue: String
        /// Wraps `rawValue` unchecked.
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}
