import CWaylandProtocols
import Foundation

/// libwayland-server's entry points, loaded at run time (Mesa's EGL brings
/// the library), for the tests' own compositor (`WaylandTestCompositor`).
///
/// Immutable; any thread (the objects it makes belong to the compositor's thread).
final class WaylandServerLibrary: Sendable {
    typealias Display = OpaquePointer
    typealias Resource = OpaquePointer
    typealias Client = OpaquePointer
    typealias Bind = @convention(c) (Client?, UnsafeMutableRawPointer?, UInt32, UInt32) -> Void
    typealias Dispatcher = @convention(c) (
        UnsafeRawPointer?, UnsafeMutableRawPointer?, UInt32, UnsafeRawPointer?, UnsafeMutablePointer<cawl_argument>?
    ) -> Int32
    typealias Destroy = @convention(c) (Resource?) -> Void

    let displayCreate: @convention(c) () -> Display?
    let displayDestroy: @convention(c) (Display) -> Void
    let displayAddSocketFD: @convention(c) (Display, Int32) -> Int32
    let displayGetEventLoop: @convention(c) (Display) -> OpaquePointer?
    let displayFlushClients: @convention(c) (Display) -> Void
    let displayInitShm: @convention(c) (Display) -> Int32
    let displayNextSerial: @convention(c) (Display) -> UInt32
    let displayDestroyClients: @convention(c) (Display) -> Void
    let eventLoopDispatch: @convention(c) (OpaquePointer, Int32) -> Int32
    let globalCreate: @convention(c) (Display, UnsafePointer<cawl_interface>, Int32, UnsafeMutableRawPointer?, Bind)
        -> OpaquePointer?
    let resourceCreate: @convention(c) (Client, UnsafePointer<cawl_interface>, Int32, UInt32) -> Resource?
    let resourceSetDispatcher: @convention(c) (Resource, Dispatcher, UnsafeRawPointer?, UnsafeMutableRawPointer?,
                                               Destroy?) -> Void
    let resourcePostEventArray: @convention(c) (Resource, UInt32, UnsafeMutablePointer<cawl_argument>?) -> Void
    let resourceDestroy: @convention(c) (Resource) -> Void
    let resourceGetVersion: @convention(c) (Resource) -> Int32
    let resourceGetClient: @convention(c) (Resource) -> Client?
    let resourcePostError: @convention(c) (Resource, UInt32, UnsafePointer<CChar>) -> Void

    static let shared: Result<WaylandServerLibrary, Error> = Result { try WaylandServerLibrary() }

    struct Missing: Error, CustomStringConvertible {
        let description: String
    }

    private init() throws {
        guard let handle = dlopen("libwayland-server.so.0", RTLD_NOW | RTLD_LOCAL) else {
            throw Missing(description: "libwayland-server.so.0 cannot be loaded; install libwayland-server0")
        }
        func symbol<T>(_ name: String) throws -> T {
            guard let address = dlsym(handle, name) else { throw Missing(description: "\(name) is missing") }
            return unsafeBitCast(address, to: T.self)
        }
        displayCreate = try symbol("wl_display_create")
        displayDestroy = try symbol("wl_display_destroy")
        displayAddSocketFD = try symbol("wl_display_add_socket_fd")
        displayGetEventLoop = try symbol("wl_display_get_event_loop")
        displayFlushClients = try symbol("wl_display_flush_clients")
        displayInitShm = try symbol("wl_display_init_shm")
        displayNextSerial = try symbol("wl_display_next_serial")
        displayDestroyClients = try symbol("wl_display_destroy_clients")
        eventLoopDispatch = try symbol("wl_event_loop_dispatch")
        globalCreate = try symbol("wl_global_create")
        resourceCreate = try symbol("wl_resource_create")
        resourceSetDispatcher = try symbol("wl_resource_set_dispatcher")
        resourcePostEventArray = try symbol("wl_resource_post_event_array")
        resourceDestroy = try symbol("wl_resource_destroy")
        resourceGetVersion = try symbol("wl_resource_get_version")
        resourceGetClient = try symbol("wl_resource_get_client")
        resourcePostError = try symbol("wl_resource_post_error")
    }
}
