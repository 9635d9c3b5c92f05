import Foundation

/// The direction a layout reads in, as Apple's `UIUserInterfaceLayoutDirection`.
/// A plain value, any thread.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right: the direction of every view here unless it forces right to left.
    case leftToRight = 0
    /// Right to left: reported only for a view whose `semanticContentAttribute` is `.forceRightToLeft`.
    case rightToLeft = 1
}
