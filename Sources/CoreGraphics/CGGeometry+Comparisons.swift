import Foundation

// CoreGraphics' comparison functions as Swift methods (`CGRectEqualToRect`
// and friends), and the zero constants Objective-C-era Swift code still
// names. Pure; any thread.

/// Rectangle equality under CoreGraphics' C-era name.
extension CGRect {
    /// Whether the two rectangles have the same origin and size (`CGRectEqualToRect`).
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}

/// Point equality under CoreGraphics' C-era name.
extension CGPoint {
    /// Whether the two points are the same (`CGPointEqualToPoint`).
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

/// Size equality under CoreGraphics' C-era name.
extension CGSize {
    /// Whether the two sizes are the same (`CGSizeEqualToSize`).
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

/// `CGRect.zero`, under its C name.
public let CGRectZero = CGRect.zero
/// `CGPoint.zero`, under its C name.
public let CGPointZero = CGPoint.zero
/// `CGSize.zero`, under its C name.
public let CGSizeZero = CGSize.zero
