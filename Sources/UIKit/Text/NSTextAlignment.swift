import Foundation

/// How lines of text are aligned (Apple's `NSTextAlignment`, which UIKit
/// declares; Linux Foundation has none). A plain value; any thread.
public enum NSTextAlignment: Int, Sendable {
    /// Lines start at the left edge, whatever the text's direction.
    case left = 0
    /// Lines are centred in the width.
    case center = 1
    /// Lines end at the right edge, whatever the text's direction.
    case right = 2
    /// Wrapped lines are stretched to the full width; a paragraph's last line is not.
    case justified = 3
    /// Left, or right for a right-to-left paragraph: decided by the paragraph's own text,
    /// not the app's language as on Apple's platforms. `UILabel`'s default.
    case natural = 4
}
