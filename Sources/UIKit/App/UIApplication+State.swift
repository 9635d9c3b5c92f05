import Foundation

extension UIApplication {
    /// Whether the app is in front, as Apple's `UIApplication.State`. A plain value, any thread.
    public enum State: Int, Sendable {
        /// In front and receiving events: set when the host window opens.
        case active = 0
        /// Not receiving events: the state before the host window opens and after it closes (the default).
        case inactive = 1
        /// Declared for source compatibility; this implementation never enters it.
        case background = 2
    }
}
