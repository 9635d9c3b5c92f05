import Foundation
import Synchronization

/// The stable id that pairs a model layer with its render-tree copy.
///
/// Ids are never reused within a process. A plain value; safe on any thread.
package struct LayerID: Hashable, Sendable, Comparable, CustomStringConvertible {
    package let rawValue: UInt64

    package init(rawValue: UInt64) { self.rawValue = rawValue }

    private static let counter = Atomic<UInt64>(0)

    /// A fresh id. - Complexity: O(1), lock-free.
    package static func next() -> LayerID {
        LayerID(rawValue: counter.add(1, ordering: .relaxed).newValue)
    }

    package static func < (lhs: LayerID, rhs: LayerID) -> Bool { lhs.rawValue < rhs.rawValue }

    package var description: String { "#\(rawValue)" }
}
