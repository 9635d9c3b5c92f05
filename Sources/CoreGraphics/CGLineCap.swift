import Foundation

/// How the ends of stroked open subpaths are drawn, as Apple's `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
    /// The stroke stops square at the end point.
    case butt = 0
    /// A half circle of the line width's diameter is added at each end.
    case round = 1
    /// A half square of the line width is added at each end.
    case square = 2
}

/// How the corners of stroked paths are drawn, as Apple's `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable {
    /// Outer edges extended to meet, cut back to a bevel beyond the miter limit.
    case miter = 0
    /// A circular arc around the corner.
    case round = 1
    /// The outer corners joined by a straight line.
    case bevel = 2
}
