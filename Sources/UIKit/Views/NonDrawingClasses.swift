import Foundation

/// The view classes known not to draw (their `draw(_:)` is the base one):
/// a set read from any thread a view is made on. Guarded by a lock.
final class NonDrawingClasses: @unchecked Sendable {
    private let lock = NSLock()
    private var classes = Set<ObjectIdentifier>()

    func contains(_ viewClass: ObjectIdentifier) -> Bool {
        lock.withLock { classes.contains(viewClass) }
    }

    func insert(_ viewClass: ObjectIdentifier) {
        lock.withLock { _ = classes.insert(viewClass) }
    }
}
