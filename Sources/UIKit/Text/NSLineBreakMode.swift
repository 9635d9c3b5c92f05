import Foundation

/// What happens to a line too long for its width (Apple's `NSLineBreakMode`).
/// A plain value; any thread.
public enum NSLineBreakMode: Int, Sendable {
    /// Wraps between words; no ellipsis.
    case byWordWrapping = 0
    /// Wraps between any characters, not only between words.
    case byCharWrapping = 1
    /// Cuts off what does not fit, with no ellipsis; each paragraph takes one line (in string drawing and `UILabel`).
    case byClipping = 2
    /// Puts an ellipsis at the start of text that does not fit.
    case byTruncatingHead = 3
    /// Puts an ellipsis at the end of text that does not fit.
    case byTruncatingTail = 4
    /// Puts an ellipsis in the middle of text that does not fit.
    case byTruncatingMiddle = 5
}
