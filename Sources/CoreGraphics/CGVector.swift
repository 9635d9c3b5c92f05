import Foundation

/// A two-dimensional vector, as in Apple's CoreGraphics (Foundation on Linux lacks it).
///
/// A plain value; safe on any thread.
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() { dx = 0; dy = 0 }
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }

    public static var zero: CGVector { CGVector() }

    public var description: String { "(\(dx), \(dy))" }
}
