import Foundation

/// The direction a layout reads in, as Apple's `UIUserInterfaceLayoutDirection`.
/// A plain value, any thread.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}
