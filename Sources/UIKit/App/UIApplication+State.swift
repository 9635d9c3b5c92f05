import Foundation

extension UIApplication {
    /// Whether the app is in front, as Apple's `UIApplication.State`. A plain value, any thread.
    public enum State: Int, Sendable {
        case active = 0
        case inactive = 1
        case background = 2
    }
}
