import Foundation

/// Floating-point values made into integers without stopping the process.
///
/// `Int(x)`, `Int32(x)`, `UInt32(x)` and the like trap (SIGILL) when `x` is
/// NaN, infinite or outside the integer type's range. A size, count or
/// index worked out from what a program set (layer geometry, scales, radii,
/// blurs, frame rates) goes through one of these instead, and the caller
/// decides what to do with a value that does not fit: refuse it with a
/// diagnostic, or clamp it to a stated limit. Pure; any thread.
extension FixedWidthInteger {
    /// `value` rounded toward zero, as `Self(value)` rounds it, or nil where
    /// `Self(value)` would trap: NaN, an infinity, or a value outside
    /// `Self.min ... Self.max`.
    @inlinable
    package init?<Source: BinaryFloatingPoint>(checking value: Source) {
        self.init(exactly: value.rounded(.towardZero))
    }

    /// `value` rounded toward zero and clamped to `limits`; nil for NaN only
    /// (an infinity lands on the nearer limit).
    @inlinable
    package init?<Source: BinaryFloatingPoint>(clamping value: Source, to limits: ClosedRange<Self>) {
        guard !value.isNaN else { return nil }
        // The limits as floating values may round outwards (Double(Int.max)
        // is 2^63); anything strictly between them still fits.
        if value <= Source(limits.lowerBound) {
            self = limits.lowerBound
        } else if value >= Source(limits.upperBound) {
            self = limits.upperBound
        } else {
            self = Self(value.rounded(.towardZero))
        }
    }
}
