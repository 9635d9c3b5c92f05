import Foundation

/// How a view's content is laid out in a right-to-left language, as
/// Apple's `UISemanticContentAttribute`. A plain value, any thread.
public enum UISemanticContentAttribute: Int, Sendable {
    /// No preference: left to right here; the default.
    case unspecified = 0
    /// Playback controls, whose order does not flip for right-to-left languages; left to right.
    case playback = 1
    /// Controls for physical directions (arrows, a D-pad), which do not flip; left to right.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left: the only value that makes `effectiveUserInterfaceLayoutDirection`
    /// `.rightToLeft`. Constraints' leading and trailing still mean left and right.
    case forceRightToLeft = 4
}
