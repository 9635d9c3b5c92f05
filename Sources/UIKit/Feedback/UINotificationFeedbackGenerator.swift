import Foundation

/// Feedback for a task's outcome (success, warning, error), as Apple's
/// `UINotificationFeedbackGenerator`: nothing is felt here (no haptic
/// engine; see ``UIFeedbackGenerator``). Main thread only.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome the last notification would have played; nil before the first.
    private(set) var lastNotification: UINotificationFeedbackGenerator.FeedbackType?

    /// A task ended with `notificationType`: nothing is felt here.
    open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) {
        lastNotification = notificationType
    }
}
