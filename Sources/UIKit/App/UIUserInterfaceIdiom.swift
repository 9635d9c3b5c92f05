import Foundation

/// The kind of interface an app runs in, as Apple's `UIUserInterfaceIdiom`.
/// A plain value, any thread.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// No idiom given.
    case unspecified = -1
    /// A phone-sized touch screen.
    case phone = 0
    /// A tablet-sized touch screen.
    case pad = 1
    /// A television driven by a remote.
    case tv = 2
    /// A car's dashboard screen.
    case carPlay = 3
    /// A desktop with a pointer; what ``UIDevice/userInterfaceIdiom`` reports on Linux.
    case mac = 5
    /// A head-mounted display.
    case vision = 6
}
