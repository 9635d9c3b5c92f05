import Foundation

extension UITouch {
    /// The stage of a touch, as Apple's `UITouch.Phase`. A plain value, any thread.
    public enum Phase: Int, Sendable {
        /// The primary button went down (the touch's first event).
        case began = 0
        /// The pointer moved with the button held.
        case moved = 1
        /// Down but not moving; never produced here (one touch at a time, sent only when it changes).
        case stationary = 2
        /// The primary button was released (the touch's last event).
        case ended = 3
        /// The touch was cut short: the host window lost the focus (its last event).
        case cancelled = 4
        /// A hovering pointer entered a region; never produced here.
        case regionEntered = 5
        /// A hovering pointer moved within a region; never produced here.
        case regionMoved = 6
        /// A hovering pointer left a region; never produced here.
        case regionExited = 7
    }
}
