import Foundation

extension UITouch {
    /// The stage of a touch, as Apple's `UITouch.Phase`. A plain value, any thread.
    public enum Phase: Int, Sendable {
        case began = 0
        case moved = 1
        case stationary = 2
        case ended = 3
        case cancelled = 4
        case regionEntered = 5
        case regionMoved = 6
        case regionExited = 7
    }
}
