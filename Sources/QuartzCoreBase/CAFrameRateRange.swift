import Foundation

/// A preferred range of frame rates, as Apple's `CAFrameRateRange`. A plain value; safe on any thread.
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest acceptable rate in frames per second; 0 means no lower bound.
    public var minimum: Float
    /// The highest acceptable rate in frames per second; 0 means no upper bound.
    public var maximum: Float
    /// The rate to aim for in frames per second; nil or 0 means no preference.
    public var preferred: Float?

    /// A range with these rates, stored as given (not checked or reordered).
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// No preference: the display's rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
