import Foundation

/// Feedback for a changed selection (a picker's wheel ticking), as Apple's
/// `UISelectionFeedbackGenerator`: nothing is felt here (no haptic engine;
/// see ``UIFeedbackGenerator``). Main thread only.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// How many selection changes would have been played.
    private(set) var changeCount = 0

    /// The selection changed: nothing is felt here.
    open func selectionChanged() {
        changeCount += 1
    }
}
