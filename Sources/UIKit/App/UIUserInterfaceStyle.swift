import Foundation

/// Light or dark, as Apple's `UIUserInterfaceStyle`: a trait collection's
/// appearance. `.unspecified` resolves as light. Any thread.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// No appearance stated (an override of this kind inherits).
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2
}
