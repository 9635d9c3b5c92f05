import Foundation

/// The direction of a `CATransition`.
///
/// An immutable string value; safe on any thread.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The subtype's name; Apple's spelling for the predefined ones ("fromRight", "fromTop"…).
    public let rawValue: String
    /// Wraps `rawValue` unchecked like ``init(_:)``; an unknown subtype moves as ``fromLeft``, unreported.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Wraps `rawValue` unchecked; an unknown subtype moves as `fromLeft`, and `fade` ignores the subtype.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The new content enters from the right edge, moving left.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// The new content enters from the left edge, moving right; also what a nil subtype does.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// The new content enters from the top edge (y-down: the top of the screen), moving down.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// The new content enters from the bottom edge, moving up.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
