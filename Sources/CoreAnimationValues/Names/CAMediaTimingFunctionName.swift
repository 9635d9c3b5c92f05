/// The names of Core Animation's predefined timing functions, as Apple spells them.
///
/// Pass one to `CAMediaTimingFunction(name:)`. The raw strings are Apple's; a name
/// made from any other string is not predefined (see that initializer for what
/// it does with one).
///
/// A plain value, usable on any thread.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name; Apple's spelling for the predefined functions ("linear", "easeIn", "easeInEaseOut"…).
    public let rawValue: String

    /// Wraps `rawValue` unchecked like ``init(_:)``; ``CAMediaTimingFunction/init(name:)`` reports unknown names.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Wraps `rawValue` unchecked; ``CAMediaTimingFunction/init(name:)`` reports an unknown name and uses linear.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Even pacing: the Bézier curve (0,0) (0,0) (1,1) (1,1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Starts slowly, then speeds up: control points (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Starts quickly, then slows down: control points (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow at both ends: control points (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system's default pacing: control points (0.25, 0.1) and (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
