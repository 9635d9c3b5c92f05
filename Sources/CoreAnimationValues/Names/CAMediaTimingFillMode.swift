/// What a timed object shows outside its active duration: Apple's `fillMode`
/// values.
///
/// `forwards` holds the last value after the active duration ends, `backwards`
/// shows the first value before it begins, `both` does both, and `removed` (the
/// default) does neither. The raw strings are Apple's, so values archived or
/// compared by string agree with theirs.
///
/// A plain value, usable on any thread.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name; "forwards", "backwards", "both" and "removed" for the predefined modes, Apple's spellings.
    public let rawValue: String

    /// Wraps `rawValue` unchecked like ``init(_:)``; an unknown name fills neither way, like ``removed``, unreported.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Wraps `rawValue` unchecked; an unknown name fills neither way, like `removed`, and is not reported.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Holds the final presentation after the active duration ends.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Shows the first presentation before the object begins.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Fills both before the beginning and after the end.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    /// Contributes nothing outside the active duration (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

extension CAMediaTimingFillMode {
    /// Whether the object shows its first value before it begins.
    package var fillsBackwards: Bool { self == .backwards || self == .both }

    /// Whether the object holds its last value after it ends.
    package var fillsForwards: Bool { self == .forwards || self == .both }
}

extension CAMediaTimingFillMode {
    /// This mode without its forward fill: `forwards` becomes `removed` and
    /// `both` becomes `backwards` (an animation removed on completion never
    /// shows a forward fill).
    package var withoutForwardFill: CAMediaTimingFillMode {
        switch self {
        case .forwards: .removed
        case .both: .backwards
        default: self
        }
    }
}
