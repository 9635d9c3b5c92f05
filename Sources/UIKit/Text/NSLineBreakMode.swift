import Foundation

/// What happens to a line too long for its width (Apple's `NSLineBreakMode`).
/// A plain value; any thread.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}
