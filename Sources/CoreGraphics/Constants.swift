import Foundation

// C-level constants that Apple's SDK gives every file importing QuartzCore or
// CoreGraphics and that Linux's Foundation and Glibc do not provide (each was
// checked against a bare Swift 6.3 build on Debian 12).

/// Seconds, as Core Foundation's `CFTimeInterval`.
public typealias CFTimeInterval = Double

/// The largest finite `Float`, as the C `MAXFLOAT` macro.
public let MAXFLOAT: Float = .greatestFiniteMagnitude

/// The C `HUGE` macro: Darwin's `math.h` defines it as `MAXFLOAT`, so in Swift it
/// is the largest finite `Float`, not infinity (that is `HUGE_VALF`).
/// `repeatCount = HUGE` therefore repeats "forever" because Core Animation
/// treats `greatestFiniteMagnitude` as forever.
public let HUGE: Float = MAXFLOAT

/// The largest `NSInteger`, as Foundation's `NSIntegerMax`.
public let NSIntegerMax: Int = .max

/// Nanoseconds per second, as `<dispatch/time.h>`.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds per millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds per microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds per second.
public let USEC_PER_SEC: UInt64 = 1_000_000
