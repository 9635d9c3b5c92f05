import Foundation

extension UIApplication {
    /// A key of the launch options dictionary, as Apple's `UIApplication.LaunchOptionsKey`.
    /// A plain value, any thread.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}
