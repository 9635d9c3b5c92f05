import Foundation

/// An event of key presses, as Apple's `UIPressesEvent`. Main thread only.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    var pressList: [UIPress] = []

    /// Every press of the event.
    open var allPresses: Set<UIPress> { Set(pressList) }

    /// The presses sent to `gesture` (none: recognizers do not take presses here).
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}
