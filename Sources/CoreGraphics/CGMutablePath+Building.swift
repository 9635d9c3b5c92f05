import Foundation

/// Lines, curves, subpaths and whole paths: the elementary `CGMutablePath` builders.
///
/// Every point goes through `transform` before it is stored. Builders that need
/// a current point (lines and curves) do nothing on an empty path except write
/// a line to standard error, as Apple's CoreGraphics does.
extension CGMutablePath {
    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.move(point.applying(transform)))
    }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard requireCurrentPoint("addLine(to:transform:)") else { return }
        elements.append(.line(point.applying(transform)))
    }

    /// Starts a new subpath at the first point and adds lines through the rest.
    ///
    /// An empty array adds nothing.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        elements.append(.move(first.applying(transform)))
        for point in points.dropFirst() {
            elements.append(.line(point.applying(transform)))
        }
    }

    /// Adds a quadratic Bézier from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard requireCurrentPoint("addQuadCurve(to:control:transform:)") else { return }
        elements.append(.quad(control.applying(transform), to: end.applying(transform)))
    }

    /// Adds a cubic Bézier from the current point to `end`.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        guard requireCurrentPoint("addCurve(to:control1:control2:transform:)") else { return }
        elements.append(.cubic(control1.applying(transform), control2.applying(transform), to: end.applying(transform)))
    }

    /// Closes the current subpath with a line back to its first point.
    ///
    /// Does nothing on an empty path or right after another `closeSubpath()`.
    public func closeSubpath() {
        guard let last = elements.last, last != .close else { return }
        elements.append(.close)
    }

    /// Appends every element of `path`, transformed. `path` may be `self`.
    /// - Complexity: O(m) in the number of elements of `path`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        let added = path.elements
        if transform.isIdentity {
            elements.append(contentsOf: added)
        } else {
            elements.append(contentsOf: added.map { $0.applying(transform) })
        }
    }

    /// True when the path has a current point; otherwise reports `function` on standard error.
    func requireCurrentPoint(_ function: String) -> Bool {
        if elements.isEmpty {
            Diagnostics.report(in: function, "no current point.")
            return false
        }
        return true
    }
}
