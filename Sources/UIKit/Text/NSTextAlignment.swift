import Foundation

/// How lines of text are aligned (Apple's `NSTextAlignment`, which UIKit
/// declares; Linux Foundation has none). A plain value; any thread.
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}
