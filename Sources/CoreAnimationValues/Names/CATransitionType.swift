import Foundation

/// The kind of a `CATransition`; any other string names a private type such as "cube".
///
/// An immutable string value; safe on any thread.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The type's name; "fade", "moveIn", "push" and "reveal" for the public types, Apple's spellings.
    public let rawValue: String
    /// Wraps `rawValue` unchecked like ``init(_:)``; a type the renderer lacks is reported and runs as ``fade``.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Wraps `rawValue` unchecked.
    ///
    /// Besides the four public types the renderer draws "cube", "oglFlip", "pageCurl", "pageUnCurl",
    /// "rippleEffect", "suckEffect", "cameraIrisHollowOpen" and "cameraIrisHollowClose"; any other
    /// name is reported when the transition is added and runs as `fade`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// A cross-fade: the old appearance blends linearly into the new over the progress; the default.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new appearance slides in from the subtype's edge over the old one, which stays still.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new appearance slides in from the subtype's edge while the old slides out the opposite one.
    public static let push = CATransitionType(rawValue: "push")
    /// The old appearance slides away from the subtype's edge, uncovering the new one, which stays still.
    public static let reveal = CATransitionType(rawValue: "reveal")

    /// Every type the renderer draws: the four public ones and the string
    /// types of the source documents. Others draw as fade.
    package static let drawnTypes: Set<String> = [
        "fade", "moveIn", "push", "reveal", "cube", "oglFlip", "pageCurl", "pageUnCurl", "rippleEffect",
        "suckEffect", "cameraIrisHollowOpen", "cameraIrisHollowClose",
    ]
}
