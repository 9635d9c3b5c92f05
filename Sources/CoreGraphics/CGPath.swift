import Foundation

/// One drawing command of a path, in user space.
///
/// Arcs, rectangles, ellipses and rounded rectangles are stored as the lines
/// and cubic Béziers Apple's CoreGraphics turns them into.
package enum PathElement: Hashable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(CGPoint, to: CGPoint)
    case cubic(CGPoint, CGPoint, to: CGPoint)
    case close
}

/// An immutable graphics path, as Apple's `CGPath`.
///
/// Safe to share between threads once built: a `CGPath` that is not a
/// `CGMutablePath` never changes, and QuartzCore copies mutable paths it is given.
public class CGPath: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The path's commands in order.
    package internal(set) var elements: [PathElement]

    package init(elements: [PathElement]) {
        self.elements = elements
    }

    /// An immutable copy (the same object when `self` is already immutable).
    public func copy() -> CGPath? {
        if type(of: self) == CGPath.self { return self }
        return CGPath(elements: elements)
    }

    /// A new mutable path with the same elements; never nil.
    public func mutableCopy() -> CGMutablePath? {
        CGMutablePath(elements: elements)
    }

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// True for the same object, or when both hold the same elements in the same order, mutable or not.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs === rhs || lhs.elements == rhs.elements
    }

    /// Hashes the elements; adding to a ``CGMutablePath`` changes its hash.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
    }

    /// `<CGPath n elements>`: the element count alone, for mutable paths too.
    public var description: String { "<CGPath \(elements.count) elements>" }
}

/// A path that can be added to, as Apple's `CGMutablePath`. Owned by one thread at a time.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() {
        super.init(elements: [])
    }

    package override init(elements: [PathElement]) {
        super.init(elements: elements)
    }
}
