import Foundation

/// A weak reference to a connection that a closure on another thread may
/// hold; it is only followed on the main thread. Sendable by that rule.
final class X11ConnectionReference: @unchecked Sendable {
    weak var connection: X11Connection?

    init(_ connection: X11Connection) {
        self.connection = connection
    }
}
