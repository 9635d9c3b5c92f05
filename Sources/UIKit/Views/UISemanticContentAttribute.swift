import Foundation

/// How a view's content is laid out in a right-to-left language, as
/// Apple's `UISemanticContentAttribute`. A plain value, any thread.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0
    case playback = 1
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}
