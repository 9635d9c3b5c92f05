import Foundation

extension UINotificationFeedbackGenerator {
    /// A task's outcome, as Apple's `UINotificationFeedbackGenerator.FeedbackType`
    /// (Apple's raw values). Any thread.
    public enum FeedbackType: Int, Sendable {
        /// The task succeeded.
        case success = 0
        /// The task produced a warning.
        case warning = 1
        /// The task failed.
        case error = 2
    }
}
