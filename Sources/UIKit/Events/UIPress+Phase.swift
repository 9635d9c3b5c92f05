import Foundation

extension UIPress {
    /// The stage of a press, as Apple's `UIPress.Phase`. A plain value, any thread.
    public enum Phase: Int, Sendable {
        /// The key went down.
        case began = 0
        /// The press's force changed; never produced for keys.
        case changed = 1
        /// Held without change; never produced here.
        case stationary = 2
        /// The key was released.
        case ended = 3
        /// The press was abandoned; responders handle it, but host key events never produce it.
        case cancelled = 4
    }
}
