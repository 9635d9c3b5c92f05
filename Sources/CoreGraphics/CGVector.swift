import Foundation

/// A two-dimensional vector, as in Apple's CoreGraphics (Foundation on Linux lacks it).
///
/// A plain value; safe on any thread.
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// The zero vector.
    public init() { dx = 0; dy = 0 }
    /// A vector with the components given.
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    /// A vector from `Double` components.
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    /// A vector from integer components.
    public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }

    /// The zero vector.
    public static var zero: CGVector { CGVector() }

    /// `(dx, dy)`, such as `(3.0, -4.0)`.
    public var description: String { "(\(dx), \(dy))" }
}
