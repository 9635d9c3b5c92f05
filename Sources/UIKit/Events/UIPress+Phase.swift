import Foundation

extension UIPress {
    /// The stage of a press, as Apple's `UIPress.Phase`. A plain value, any thread.
    public enum Phase: Int, Sendable {
        case began = 0
        case changed = 1
        case stationary = 2
        case ended = 3
        case cancelled = 4
    }
}
