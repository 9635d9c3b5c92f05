import Foundation

/// The kind of one element of a path, as Apple's `CGPathElementType`.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a new subpath at `points[0]`.
    case moveToPoint = 0
    /// A straight line to `points[0]`.
    case addLineToPoint = 1
    /// A quadratic Bézier with control point `points[0]`, ending at `points[1]`.
    case addQuadCurveToPoint = 2
    /// A cubic Bézier with control points `points[0]`, `points[1]`, ending at `points[2]`.
    case addCurveToPoint = 3
    /// Closes the current subpath with a line to its first point; no points.
    case closeSubpath = 4
}

/// One element of a path as handed to `CGPath.apply(info:function:)`.
///
/// `points` is only valid during the callback that receives the element.
public struct CGPathElement {
    /// What the element does; it decides how many of `points` are meaningful.
    public var type: CGPathElementType
    /// The element's points, 0 to 3 as ``CGPathElementType`` says; valid only during the callback.
    public var points: UnsafeMutablePointer<CGPoint>

    /// An element of `type` over `points`; the pointer is stored, not the points copied.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// The callback of `CGPath.apply(info:function:)`.
///
/// Apple declares this `@convention(c)`. On Linux a C function type cannot take
/// a pointer to a Swift struct (`CGPoint` is one here), so this is an ordinary
/// Swift function type: every closure Apple's version accepts is accepted, and
/// capturing closures are too.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

/// The callback of `CGPath.applyWithBlock(_:)`.
public typealias CGPathApplyBlock = (UnsafePointer<CGPathElement>) -> Void

/// Which regions count as inside a path, as Apple's `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable {
    /// Inside where the winding number is not zero.
    case winding = 0
    /// Inside where a ray crosses the path an odd number of times.
    case evenOdd = 1
}
