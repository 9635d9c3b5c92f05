import Foundation

/// The kind of a `CATransition`; any other string names a private type such as "cube".
///
/// An immutable string value; safe on any thread.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")

    /// Every type the renderer draws: the four public ones and the string
    /// types of the source documents. Others draw as fade.
    package static let drawnTypes: Set<String> = [
        "fade", "moveIn", "push", "reveal", "cube", "oglFlip", "pageCurl", "pageUnCurl", "rippleEffect",
        "suckEffect", "cameraIrisHollowOpen", "cameraIrisHollowClose",
    ]
}
