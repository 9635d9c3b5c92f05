import Foundation

/// The direction text is written in (Apple's `NSWritingDirection`, which
/// UIKit declares; Linux Foundation has none). A plain value; any thread.
public enum NSWritingDirection: Int, @unchecked Sendable {
    /// As the paragraph's first strong character says (Unicode's bidirectional algorithm).
    case natural = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}
