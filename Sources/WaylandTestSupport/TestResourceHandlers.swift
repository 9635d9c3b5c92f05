import CWaylandProtocols
import Foundation

/// What each resource of the test compositor does with its requests, and
/// what its end does: one closure pair per resource, found by the
/// resource's address from libwayland-server's one dispatcher and one
/// destroy callback.
///
/// The compositor's thread only (the table itself is locked).
enum TestResourceHandlers {
    final class Handler {
        let request: (UInt32, UnsafeMutablePointer<cawl_argument>) -> Void
        let destroyed: () -> Void
        init(request: @escaping (UInt32, UnsafeMutablePointer<cawl_argument>) -> Void, destroyed: @escaping () -> Void) {
            self.request = request
            self.destroyed = destroyed
        }
    }

    /// The handlers by resource address, under `lock` (ThreadSanitizer sees an `NSLock`).
    nonisolated(unsafe) private static var table: [UInt: Handler] = [:]
    private static let lock = NSLock()

    /// Gives `resource` its handlers.
    static func install(_ library: WaylandServerLibrary, _ resource: OpaquePointer,
                        request: @escaping (UInt32, UnsafeMutablePointer<cawl_argument>) -> Void,
                        destroyed: @escaping () -> Void = {}) {
        let handler = Handler(request: request, destroyed: destroyed)
        lock.withLock { table[UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(resource)))] = handler }
        library.resourceSetDispatcher(resource, dispatch, nil, nil, destroy)
    }

    private static let dispatch: WaylandServerLibrary.Dispatcher = { _, target, opcode, _, arguments in
        guard let target, let arguments else { return 0 }
        let handler = lock.withLock { table[UInt(bitPattern: target)] }
        handler?.request(opcode, arguments)
        return 0
    }

    private static let destroy: WaylandServerLibrary.Destroy = { resource in
        guard let resource else { return }
        let handler = lock.withLock { table.removeValue(forKey: UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(resource)))) }
        handler?.destroyed()
    }
}
